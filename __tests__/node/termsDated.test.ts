/** @jest-environment node */
import fs from "fs";
import path from "path";
import { keepTermsDated } from "../../src/node/pages/termsDated";
import { legalDay } from "../../src/rules/legal";

const FILE = "content/legal/terms-of-service.md";
// The Terms as they are: their section 7 promises the "last updated" date changes with them.
const source = fs.readFileSync(path.join(__dirname, "../..", FILE), "utf8");
const [, frontMatter, ...rest] = source.split(/^---$/m);
const text = rest.join("---");
const lastUpdated = /lastUpdated: "([^"]+)"/.exec(frontMatter)![1];
/** Ten days after the Terms' date: a change under it no longer falls on the day it names. */
const later = new Date(legalDay(lastUpdated)! + 10 * 24 * 60 * 60 * 1000);

/** Gatsby's plugin cache, as the build gets it: kept between builds of the same checkout. */
function fakeCache() {
  const store = new Map<string, unknown>();
  return {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
}

describe("the Terms' date, kept with their text from one build to the next", () => {
  it("promises it in the Terms themselves (section 7)", () => {
    expect(text).toMatch(/## 7\. Modifications[\s\S]*the "last updated" date above will change/);
  });

  it("stops a build whose Terms changed under the same date, naming the file, the field and what to write", async () => {
    const cache = fakeCache();
    expect(await keepTermsDated(cache, { file: FILE, text, lastUpdated }, "main", later)).toBeNull();
    const changed = text.replace("We may update these terms", "We may change these terms");
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main", later)).toBe(
      `Legal page ${FILE}: the text changed since the last build, but field "lastUpdated" still says ${lastUpdated}: section 7 of the Terms promises that the "last updated" date changes with them: write the day of this change as DD/MM/YYYY`,
    );
    // Still stopped until the date is written: the first text stays the one compared with.
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main", later)).not.toBeNull();
    expect(
      await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated: "29/11/2026" }, "main", later),
    ).toBeNull();
    expect(
      await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated: "29/11/2026" }, "main", later),
    ).toBeNull();
  });

  it("lets a new date through with or without a change, and ignores how the lines are wrapped", async () => {
    const cache = fakeCache();
    await keepTermsDated(cache, { file: FILE, text, lastUpdated }, "main", later);
    expect(
      await keepTermsDated(cache, { file: FILE, text: text.replace(/ /g, "\n"), lastUpdated }, "main", later),
    ).toBeNull();
    expect(await keepTermsDated(cache, { file: FILE, text, lastUpdated: "29/11/2026" }, "main", later)).toBeNull();
  });

  // The founder dated a change 29/11/2026, published, then fixed a typo the same afternoon: the
  // build stopped and asked for the day of the change, which the date already was, so only a
  // false date (tomorrow's) would have let it through.
  it("lets a second change through on the day the date already names, give or take a day for time zones", async () => {
    const dated = { file: FILE, text, lastUpdated: "29/11/2026" };
    const typo = { ...dated, text: text.replace("We may update these terms", "We may change these terms") };
    /** The typo fixed at `iso`, after a build of the dated text on the morning of the 29th. */
    const fixedOn = async (iso: string) => {
      const cache = fakeCache();
      expect(await keepTermsDated(cache, dated, "main", new Date("2026-11-29T10:00:00Z"))).toBeNull();
      return keepTermsDated(cache, typo, "main", new Date(iso));
    };
    expect(await fixedOn("2026-11-29T16:00:00Z")).toBeNull();
    // A founder ahead of UTC, already on the 30th where he is; one behind it, still on the 29th.
    expect(await fixedOn("2026-11-30T05:00:00Z")).toBeNull();
    expect(await fixedOn("2026-11-28T20:00:00Z")).toBeNull();
    // Two days on, the date no longer names the day of the change.
    expect(await fixedOn("2026-12-01T09:00:00Z")).toMatch(/field "lastUpdated" still says 29\/11\/2026/);
  });

  it("compares each branch with its own last build, and a clean build with nothing", async () => {
    const cache = fakeCache();
    const changed = `${text}\nOne more sentence.`;
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main", later)).toBeNull();
    await keepTermsDated(cache, { file: FILE, text, lastUpdated }, "cms/legal/terms-of-service", later);
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main", later)).toBeNull();
  });
});
