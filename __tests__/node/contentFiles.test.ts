/** @jest-environment node */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import {
  founderFirstProblem,
  repeatedEntries,
  serviceCountProblems,
  validateContentFiles,
} from "../../src/node/pages/contentFiles";
import { tempDir } from "../helpers/tempDir";

const ROOT = path.join(__dirname, "../..");

/** The check's message on a copy of content/ that `edit` changed (given the copy's content/ folder). */
function messageAfter(edit: (content: string) => void): string {
  const root = tempDir("content-files-");
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  edit(path.join(root, "content"));
  const cwd = process.cwd();
  const reporter = { panicOnBuild: jest.fn() };
  try {
    process.chdir(root);
    const args = { reporter, getNodesByType: () => [], getNode: () => undefined };
    expect(validateContentFiles(args as unknown as Parameters<typeof validateContentFiles>[0])).toBe(false);
  } finally {
    process.chdir(cwd);
  }
  return (reporter.panicOnBuild.mock.calls[0] as [string])[0];
}

describe("the content files' check before any page is made", () => {
  it("says which entry of a list file has the problem, counted as the CMS lists them", () => {
    const entries = yaml.load(fs.readFileSync(path.join(ROOT, "content/testimonials.yaml"), "utf8")) as Record<
      string,
      unknown
    >[];
    const { quote, ...noQuote } = entries[1];
    const changed = [entries[0], noQuote, { ...entries[2], qoute: quote }, ...entries.slice(3)];
    const file = path.join(tempDir("content-files-"), "testimonials.yaml");
    fs.writeFileSync(file, yaml.dump(changed));
    const nodes = changed.map((data, i) => ({
      ...data,
      id: `t${i}`,
      parent: "file",
      internal: { type: "TestimonialsYaml" },
    }));
    const reporter = { panicOnBuild: jest.fn() };
    const args = {
      reporter,
      // On a warm rebuild the store lists a file's entries in the order they were made, not the
      // file's: the File node's children (gatsby-transformer-yaml's links) keep the file's order.
      getNodesByType: (type: string) => (type === "TestimonialsYaml" ? [...nodes].reverse() : []),
      getNode: (id: string) =>
        id === "file"
          ? { relativePath: "testimonials.yaml", absolutePath: file, children: nodes.map((node) => node.id) }
          : undefined,
    };
    expect(validateContentFiles(args as unknown as Parameters<typeof validateContentFiles>[0])).toBe(false);
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string];
    expect(message).toContain("content/testimonials.yaml, entry 2: quote is missing (expected text)");
    expect(message).toContain("content/testimonials.yaml, entry 3: qoute is not a field here");
    expect(message).not.toContain("entry 1:");
  });

  it("stops on a podcast link pasted into the other platform's field, a label without its placeholder and a numbered step, in one message", () => {
    const message = messageAfter((content) => {
      const file = path.join(content, "media.yaml");
      const media = yaml.load(fs.readFileSync(file, "utf8")) as { podcasts: { links: Record<string, string> }[] };
      media.podcasts[0].links.spotify = "https://www.youtube.com/watch?v=abc";
      fs.writeFileSync(file, yaml.dump(media));
      const ui = path.join(content, "ui.yaml");
      fs.writeFileSync(ui, fs.readFileSync(ui, "utf8").replace('minRead: "{minutes} min read"', "minRead: min read"));
      const steps = path.join(content, "process.yaml");
      fs.writeFileSync(
        steps,
        fs.readFileSync(steps, "utf8").replace("title: Discovery Call", "title: 'Step 1: Discovery Call'"),
      );
    });
    expect(message).toMatch(
      /content\/media\.yaml, podcast 1 \(".+"\): field "links\.spotify" must be an address on spotify\.com .*found "https:\/\/www\.youtube\.com\/watch\?v=abc"/,
    );
    expect(message).toContain('content/ui.yaml: field "labels.minRead" must hold {minutes}');
    expect(message).toContain('content/process.yaml, entry 1: field "title" starts with "Step 1:"');
  });

  // An audit of founder mistakes: "© 2025 {siteName}..." passed the build, and every footer said
  // © 2025 once it was 2026.
  it("stops on the footer's copyright with the year written out, naming the file and the field", () => {
    const message = messageAfter((content) => {
      const ui = path.join(content, "ui.yaml");
      const text = fs.readFileSync(ui, "utf8");
      expect(text).toContain('copyright: "© {year} {siteName}');
      fs.writeFileSync(ui, text.replace('copyright: "© {year} {siteName}', 'copyright: "© 2025 {siteName}'));
    });
    expect(message).toContain(
      'content/ui.yaml: field "footer.copyright" writes the year out, 2025, which every page\'s footer would go on showing when the year changes: write {year} in its place, which the site fills in with the year it is published, so the footer follows the calendar; found "© 2025 {siteName}',
    );
  });

  it("stops on a file under content/ that no page reads, in the same message as the rest", () => {
    const message = messageAfter((content) =>
      fs.writeFileSync(path.join(content, "cta.yml"), "title: A new heading\n"),
    );
    expect(message).toContain(
      "content/cta.yml is not read: the site reads content/cta.yaml, beside it. Move your changes there and delete content/cta.yml",
    );
  });

  it("names an entry of a list file that repeats an earlier one, and none in the repository's lists", () => {
    expect(repeatedEntries(ROOT)).toEqual([]);
    const root = tempDir("content-repeated-");
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    const file = path.join(root, "content/testimonials.yaml");
    const entries = yaml.load(fs.readFileSync(file, "utf8")) as Array<Record<string, string>>;
    fs.writeFileSync(file, yaml.dump([...entries, { ...entries[1], author: "Someone else" }]));
    expect(repeatedEntries(root)).toEqual([
      `content/testimonials.yaml, entry ${entries.length + 1}: field "quote" repeats entry 2's, so the page would show it twice: delete one, or change it`,
    ]);
  });

  // A client's quote pasted again with one phrase cut: the same person twice, with two versions
  // of their words, on three pages (third trial of founder mistakes).
  it("names a testimonial by the same person (author and title) as an earlier one", () => {
    const root = tempDir("content-repeated-");
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    const file = path.join(root, "content/testimonials.yaml");
    const entries = yaml.load(fs.readFileSync(file, "utf8")) as Array<Record<string, string>>;
    fs.writeFileSync(file, yaml.dump([...entries, { ...entries[0], quote: entries[0].quote.slice(0, 60) }]));
    expect(repeatedEntries(root)).toEqual([
      `content/testimonials.yaml, entry ${entries.length + 1}: fields "author" and "title" repeat entry 1's, so the page would show the same person twice: delete one, or change it`,
    ]);
  });

  // The home page shows the first entry of content/team.yaml as the founder, with its facts.
  it("names a team reordered so that the founder (the entry with facts) is no longer first", () => {
    const team = yaml.load(fs.readFileSync(path.join(ROOT, "content/team.yaml"), "utf8")) as Record<string, unknown>[];
    expect(founderFirstProblem(team)).toBeNull();
    const reordered = [team[1], team[0], ...team.slice(2)];
    expect(founderFirstProblem(reordered)).toBe(
      'content/team.yaml, entry 2: has "facts", which only the founder has, but the home page shows entry 1 as the founder: move this entry back to the top of the list',
    );
  });
  // Second broken-file audit: the home page's figures written out ("30+", "10") built, and the
  // page showed "30+ countries with clients" and "10 years of experience" above "Clients in 25+
  // countries" and "8+ years" elsewhere.
  it("names a figure of the home page's claims written out, with the placeholders that follow Site settings", () => {
    const message = messageAfter((content) => {
      const file = path.join(content, "pages", "home.yaml");
      const text = fs.readFileSync(file, "utf8");
      fs.writeFileSync(
        file,
        text.replace('- value: "{countries}"', '- value: "30+"').replace('- value: "{years}"', "- value: 10"),
      );
    });
    const claims = (
      yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")) as {
        claims: Record<string, string | number>;
      }
    ).claims;
    const placeholders = `{countries} (${claims.countries}), {years} (${claims.years}), {agencies} (${claims.agencies}) or {agencyCountries} (${claims.agencyCountries})`;
    expect(message).toContain(
      `content/pages/home.yaml: field "hero.claims" entry 1's value is "30+", a figure written out, which would stay as it is when Site settings change: write the claim's placeholder, ${placeholders}`,
    );
    expect(message).toContain(
      `content/pages/home.yaml: field "hero.claims" entry 2's value is "10", a figure written out`,
    );
  });

  // "Three ways we work with you" and "Three pillars" head the cards of the top-level service
  // pages, which each page adds by itself: a fourth page left both saying three.
  it("names a heading that counts the top-level service pages once a page is added, and none as the repository has them", () => {
    expect(serviceCountProblems(ROOT)).toEqual([]);
    const message = messageAfter((content) => {
      const folder = path.join(content, "service-pages");
      const page = yaml.load(fs.readFileSync(path.join(folder, "legal.yaml"), "utf8")) as Record<string, unknown>;
      fs.writeFileSync(
        path.join(folder, "wealth-planning.yaml"),
        yaml.dump({
          ...page,
          slug: "wealth-planning",
          order: 4,
          title: "Wealth Planning",
          navLabel: "Wealth Planning",
        }),
      );
    });
    expect(message).toContain(
      'content/pages/services.yaml: cards.title says "Three ways we work with you" above the cards of 4 top-level service pages (the files in content/service-pages/ whose partOf is empty): write their number, or a heading without a number',
    );
    expect(message).toContain(
      'content/pages/what-we-do.yaml: pillars.kicker says "Three pillars" above the Home cards of 4 top-level service pages',
    );
  });

  // Broken-file audit: a Home card emptied in the CMS left "Three pillars" over two cards on
  // /what-we-do/ and the home page, as the check counted pages, not the cards they show.
  it("counts the Home cards where the headings stand above them, and the pages where above the pages", () => {
    const message = messageAfter((content) => {
      const file = path.join(content, "service-pages", "fractional-cfo.yaml");
      const page = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
      fs.writeFileSync(file, yaml.dump({ ...page, homeCard: { title: "", icon: "" } }));
    });
    expect(message).toContain(
      'content/pages/what-we-do.yaml: pillars.kicker says "Three pillars" above the Home cards of 2 top-level service pages (the files in content/service-pages/ whose partOf is empty and whose homeCard is filled in): write their number, or a heading without a number',
    );
    expect(message).not.toContain("content/pages/services.yaml");
  });
});
