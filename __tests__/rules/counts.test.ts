import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { countedHeadingProblems, statedCount } from "../../src/rules/counts";

const ROOT = path.join(__dirname, "../..");

describe("statedCount, the number a heading starts by stating", () => {
  it.each([
    ["Six core activities", 6],
    ["eight jurisdictions clients ask about", 8],
    ["12 questions to ask", 12],
    ["Three pillars", 3],
  ])("%s → %d", (heading, count) => expect(statedCount(heading)).toBe(count));

  it.each([
    "One plan for where you live, how you earn and what you keep",
    "Why Choose {siteName}",
    "183-day rule explained",
    "2026 changes at a glance",
    "Ten-year plans",
  ])("states none in %s", (heading) => expect(statedCount(heading)).toBeNull());
});

describe("countedHeadingProblems, a heading above a list that states another number", () => {
  const section = (title: string, items: number, kicker = "What we do") => ({
    kicker,
    title,
    items: Array.from({ length: items }, (_, i) => ({ title: `Item ${i + 1}` })),
  });

  // The fourth CMS trial added a seventh card under "Six core activities", and nothing said so.
  it("names the heading, what it says and how many items the list holds", () => {
    expect(countedHeadingProblems(section("Six core activities", 7))).toEqual([
      {
        field: "title",
        problem: 'says "Six core activities" above 7 items: write the number of items, or a heading without a number',
      },
    ]);
    expect(countedHeadingProblems(section("What we do", 2, "Three pillars"))).toEqual([
      { field: "kicker", problem: expect.stringContaining('says "Three pillars" above 2 items') },
    ]);
  });

  it("passes a heading whose number is the list's, and one that states none", () => {
    expect(countedHeadingProblems(section("Six core activities", 6))).toEqual([]);
    expect(countedHeadingProblems(section("Core activities", 7))).toEqual([]);
    expect(countedHeadingProblems({ title: "Six core activities" })).toEqual([]);
  });

  it("finds nothing to mend in the content as the founder left it", () => {
    const files = [
      ...fs.readdirSync(path.join(ROOT, "content/service-pages")).map((name) => `content/service-pages/${name}`),
      ...fs.readdirSync(path.join(ROOT, "content/pages")).map((name) => `content/pages/${name}`),
    ];
    const groups = (value: unknown): Record<string, unknown>[] =>
      Array.isArray(value)
        ? value.flatMap(groups)
        : value && typeof value === "object"
          ? [value as Record<string, unknown>, ...Object.values(value).flatMap(groups)]
          : [];
    const counted = files.flatMap((file) =>
      groups(yaml.load(fs.readFileSync(path.join(ROOT, file), "utf8"))).filter(
        (group) => Array.isArray(group.items) && statedCount(String(group.title ?? group.kicker ?? "")) !== null,
      ),
    );
    // The content has such headings (Six core activities, Eight jurisdictions...), and each is right.
    expect(counted.length).toBeGreaterThan(2);
    expect(counted.flatMap(countedHeadingProblems)).toEqual([]);
  });
});
