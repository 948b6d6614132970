/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFString, PDFHexString, PDFRef } from "pdf-lib";
import { EbookParseError, runsToText } from "../../src/rules/ebookMarkdown";
import { parseEbookMarkdown } from "../../src/node/ebook/markdown";
import { numberedChapters } from "../../src/rules/ebookReferences";
import { splitFrontMatter } from "../../src/rules/frontMatter";
import { testSiteMetadata } from "../helpers/site";
import {
  EBOOK_SOURCE_PATH,
  ebookTokens,
  renderEbookDetailed,
  writeEbook,
  type RenderedEbook,
} from "../../src/node/ebook/buildEbook";
import { tempDir } from "../helpers/tempDir";

const root = path.join(__dirname, "..", "..");
const sourceFile = path.join(root, EBOOK_SOURCE_PATH);
const source = fs.readFileSync(sourceFile, "utf8");
const siteYaml = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as Record<string, string>;
const logo = path.join(root, "static", (siteYaml.logo as unknown as { fallback: string }).fallback);
/** The site's placeholders as the build fills them in the ebook. */
const siteTokens = ebookTokens(testSiteMetadata());
const site = {
  siteName: siteYaml.title,
  siteUrl: siteYaml.siteUrl,
  schedulingUrl: siteYaml.schedulingUrl,
  logo,
  tokens: siteTokens,
};
const FILE = "content/ebook/test.md";
const render = async (markdown: string, options: Parameters<typeof renderEbookDetailed>[1]) =>
  (await renderEbookDetailed(markdown, options)).pdf;

/** Chapter headings straight from the markdown file (`# 1. Title` / `# Title`), after the front matter. */
const body = source.split(/\r?\n/);
const chapterHeadings = body
  .slice(body.indexOf("---", 1) + 1)
  .map((line) => /^# (?:(\d+)\. )?(.+)$/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ number: m[1] ? Number(m[1]) : null, title: m[2].trim() }));
const numberedHeadings = chapterHeadings.filter((h) => h.number !== null);

/** Compare titles regardless of the parser's typographic quotes. */
const plain = (text: string) => text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');

const frontMatter = (fields: string) => `---\n${fields}\n---\n`;
const validFront = frontMatter("title: T\nsubtitle: S\nauthor: A\nedition: Edition November 2026");

/** The site's placeholders, as the build passes them (a firm's name of two words, a call's length). */
const TOKENS = { siteName: "Acme Advisers", callMinutes: "45", years: "8+" };

function parseError(markdown: string): EbookParseError {
  try {
    parseEbookMarkdown(markdown, FILE, TOKENS);
  } catch (error) {
    expect(error).toBeInstanceOf(EbookParseError);
    return error as EbookParseError;
  }
  throw new Error("expected a parse error");
}

describe("ebook markdown parser", () => {
  it("parses chapters, headings, paragraphs with bold and italic, lists, checklists and callouts", () => {
    const doc = parseEbookMarkdown(
      `${validFront}\n# Introduction\n\nPlain **bold** and *italic* text\ncontinued.\n\n# 1. First\n\n## Section\n\n### Minor\n\n- one\n  continued\n- two\n\n1. first\n2. second\n\n> Note one\n>\n> Note two\n\n## Checklist\n\n- [ ] tick\n- [ ] tock\n`,
      FILE,
    );
    expect(doc.frontMatter).toMatchObject({ title: "T", subtitle: "S", author: "A", edition: "Edition November 2026" });
    expect(doc.chapters.map((c) => [c.number, c.title])).toEqual([
      [null, "Introduction"],
      [1, "First"],
    ]);
    expect(doc.chapters[0].blocks[0]).toEqual({
      type: "paragraph",
      line: 10,
      runs: [
        { text: "Plain ", bold: false, italic: false },
        { text: "bold", bold: true, italic: false },
        { text: " and ", bold: false, italic: false },
        { text: "italic", bold: false, italic: true },
        { text: " text continued.", bold: false, italic: false },
      ],
    });
    const types = doc.chapters[1].blocks.map((b) => (b.type === "heading" ? `h${b.level}` : b.type));
    expect(types).toEqual(["h2", "h3", "list", "list", "callout", "h2", "list"]);
    const [, , bullets, numbered, callout, , checklist] = doc.chapters[1].blocks;
    expect(bullets).toMatchObject({ ordered: false, items: [{ checkbox: false }, { checkbox: false }] });
    if (bullets.type === "list") expect(runsToText(bullets.items[0].runs)).toBe("one continued");
    expect(numbered).toMatchObject({ ordered: true, start: 1 });
    if (callout.type === "callout") expect(callout.paragraphs.map(runsToText)).toEqual(["Note one", "Note two"]);
    expect(checklist).toMatchObject({ items: [{ checkbox: true }, { checkbox: true }] });
  });

  // The placeholders are filled before the Markdown is read: a firm named "*Star* Tax [EU]" lost
  // its stars to italics, and a name starting "1. " would have opened a numbered list.
  it("prints a placeholder's value as written, whatever Markdown characters it holds", () => {
    const siteName = "*Star* Tax_Advisers [EU] #1";
    const doc = parseEbookMarkdown(`${validFront}# A\n\n{siteName} helps.\n\n{years} years, **{siteName}**.\n`, FILE, {
      ...TOKENS,
      siteName,
      years: "1. Eight",
    });
    const [first, second] = doc.chapters[0].blocks;
    expect(first.type === "paragraph" && first.runs).toEqual([
      { text: `${siteName} helps.`, bold: false, italic: false },
    ]);
    expect(second.type === "paragraph" && second.runs).toEqual([
      { text: "1. Eight years, ", bold: false, italic: false },
      { text: siteName, bold: true, italic: false },
      { text: ".", bold: false, italic: false },
    ]);
  });

  it("reads _italic_ (as Prettier writes it) but keeps underscores inside words", () => {
    const doc = parseEbookMarkdown(`${validFront}# A\n\nAn _italic_ word, a snake_case name and \\_ escaped.\n`, FILE);
    const block = doc.chapters[0].blocks[0];
    expect(block.type === "paragraph" && block.runs).toEqual([
      { text: "An ", bold: false, italic: false },
      { text: "italic", bold: false, italic: true },
      { text: " word, a snake_case name and _ escaped.", bold: false, italic: false },
    ]);
  });

  it("keeps what the ebook accepted before remark-gfm as text: bare web addresses and ~~tildes~~", () => {
    const doc = parseEbookMarkdown(`${validFront}# A\n\nSee www.example.com and ~~this~~.\n`, FILE);
    const block = doc.chapters[0].blocks[0];
    expect(block.type === "paragraph" && runsToText(block.runs)).toBe("See www.example.com and ~~this~~.");
  });

  it("turns straight quotes into typographic ones", () => {
    const doc = parseEbookMarkdown(`${validFront}# A\n\nThe "tax nomad" isn't real.\n`, FILE);
    const block = doc.chapters[0].blocks[0];
    expect(block.type === "paragraph" && runsToText(block.runs)).toBe("The \u201Ctax nomad\u201D isn\u2019t real.");
  });

  it.each([
    ["no front matter", "# Title\n\nText\n", 1, /front matter/],
    ["a missing title", `${frontMatter("subtitle: S\nauthor: A\nedition: E")}# A\n\nText\n`, 1, /"title"/],
    ["an empty title", `${frontMatter("title: ''\nsubtitle: S\nauthor: A\nedition: E")}# A\n\nText\n`, 2, /"title"/],
    [
      "an unknown field",
      `${frontMatter("title: T\nsubtitle: S\nauthor: A\nedition: E\ntitel: x")}# A\n\nx\n`,
      6,
      /front matter field "titel" is not a field here \(did you mean "title"\? expected one of: title, subtitle,/,
    ],
    ["invalid YAML", `${frontMatter("title: T\nsubtitle: [S\nauthor: A")}# A\n\nx\n`, 4, /YAML/],
    [
      "a bad date",
      `${frontMatter("title: T\nsubtitle: S\nauthor: A\nedition: E\ndate: soon")}# A\n\nx\n`,
      6,
      /YYYY-MM-DD/,
    ],
    [
      "a day that does not exist, which the PDF's properties would move on to 2 March",
      `${frontMatter('title: T\nsubtitle: S\nauthor: A\nedition: E\ndate: "2026-02-30"')}# A\n\nx\n`,
      6,
      /must be a date written as YYYY-MM-DD, not "2026-02-30"/,
    ],
    [
      "an edition date later than tomorrow, which the cover's copyright year and the PDF's properties would show",
      `${frontMatter("title: T\nsubtitle: S\nauthor: A\nedition: E\ndate: 2062-01-01")}# A\n\nx\n`,
      6,
      /front matter field "date" is 2062-01-01, later than tomorrow: write the day this edition is published/,
    ],
    [
      // Seventh founder trial: a correction noted "Updated 30 November 2026" under a date of the 27th.
      "a change note later than the edition's date, which the PDF's properties would give as its day",
      `${frontMatter('title: T\nsubtitle: S\nauthor: A\nedition: E\ndate: "2025-11-27"')}# A\n\nUpdated 28 November 2025:\n\n- x\n`,
      10,
      /line 10: the change note "Updated 28 November 2025" is after the edition's date 2025-11-27: set "date" to 2025-11-28 \(and the edition's month with it\), the day the PDF gives as its edition's/,
    ],
    [
      "an edition whose month is not the date's (the cover would print the old one)",
      `${frontMatter('title: T\nsubtitle: S\nauthor: A\nedition: Edition March 2025\ndate: "2025-11-27"')}# A\n\nx\n`,
      5,
      /front matter field "edition" says March 2025 but "date" is 2025-11-27: write "Edition November 2025", or change the date/,
    ],
    [
      "a misspelt placeholder in the booking button's label",
      `${frontMatter("title: T\nsubtitle: S\nauthor: A\nedition: E\ncta: Book a free {callMinuts}-minute call")}# A\n\nx\n`,
      6,
      /front matter field "cta": \{callMinuts\} is not a placeholder the ebook fills in \(did you mean \{callMinutes\}\?\)/,
    ],
    [
      "a misspelt placeholder as a whole front matter field, in quotes",
      `${frontMatter('title: T\nsubtitle: S\nauthor: "{siteNme}"\nedition: E')}# A\n\nx\n`,
      4,
      /front matter field "author": \{siteNme\} is not a placeholder the ebook fills in \(did you mean \{siteName\}\?\)/,
    ],
    [
      "a placeholder as a whole front matter field without quotes, which YAML and the CMS read as a group of fields",
      `${frontMatter("title: T\nsubtitle: S\nauthor: {siteName}\nedition: E")}# A\n\nx\n`,
      4,
      /front matter field "author": \{siteName\} alone must be in double quotes, "\{siteName\}": without them it is read as a group of fields/,
    ],
    [
      "the firm's name written out in the front matter, which a rename would leave behind",
      `${frontMatter("title: T\nsubtitle: S\nauthor: Acme Advisers\nedition: E")}# A\n\nx\n`,
      4,
      /"Acme Advisers" is the firm's name written out: write "\{siteName\}", in double quotes, so a new name in Site settings \(title in content\/site\.yaml\) reaches it/,
    ],
    [
      "the firm's name written out in the text",
      `${validFront}# A\n\nAt Acme Advisers we listen first.\n`,
      9,
      /"Acme Advisers" is the firm's name written out: write \{siteName\}/,
    ],
    ["a heading as the disclaimer", `${validFront.slice(0, -4)}disclaimer: "# A"\n---\n# A\n\nx\n`, 6, /only text/],
    ["text before the first chapter", `${validFront}Hello\n`, 7, /chapter heading/],
    ["an unclosed bold marker", `${validFront}# A\n\nSome **bold text\n`, 9, /bold/],
    ["an unclosed italic marker", `${validFront}# A\n\n- a *point\n`, 9, /italic/],
    ["a link", `${validFront}# A\n\nSee [our site](https://example.com).\n`, 9, /links are not supported/],
    ["a table", `${validFront}# A\n\n| a | b |\n`, 9, /tables/],
    ["a reference link", `${validFront}# A\n\nSee [it][1].\n\n[1]: https://example.com\n`, 9, /"linkReference" is not/],
    ["a #### heading", `${validFront}# A\n\n#### Deep\n`, 9, /####/],
    ["an image", `${validFront}# A\n\nSee ![map](map.png) here.\n`, 9, /images are not supported/],
    ["inline code", `${validFront}# A\n\nRun \`npm\` now.\n`, 9, /code/],
    ["a code block", `${validFront}# A\n\nText\n\n\`\`\`\nx\n\`\`\`\n`, 11, /code blocks/],
    ["HTML", `${validFront}# A\n\n<div>x</div>\n`, 9, /HTML/],
    ["a horizontal rule", `${validFront}# A\n\nText\n\n***\n`, 11, /horizontal rules/],
    ["an underlined heading", `${validFront}# A\n\nText\n---\n`, 9, /underlined headings/],
    ["a list inside a callout", `${validFront}# A\n\n> Note\n>\n> - point\n`, 11, /lists/],
    ["a numbered checklist", `${validFront}# A\n\n1. [ ] tick\n`, 9, /tick boxes/],
    ["a checklist mixed with bullets", `${validFront}# A\n\n- [ ] tick\n- plain\n`, 9, /mixes/],
    ["chapters out of order", `${validFront}# 1. A\n\nx\n\n# 3. C\n\ny\n`, 11, /chapter 3.*chapter 2/],
    [
      "a chapter written as a section heading (## 2.), named at its own line",
      `${validFront}# 1. A\n\nx\n\n## 2. B\n\ny\n\n# 3. C\n\nz\n`,
      11,
      /line 11 has "## 2\. B", a section heading: a chapter starts with one # \("# 2\. B"\), so chapter 3 on line 15 comes where chapter 2 was expected/,
    ],
    ["a nested list", `${validFront}# A\n\n- a\n  - b\n`, 10, /nested/],
    ["a chapter without text", `${validFront}# A\n\n# B\n\nx\n`, 7, /no text/],
    [
      "a character the fonts cannot print, in the front matter",
      `${frontMatter("title: T\nsubtitle: Here \u2192 there\nauthor: A\nedition: E")}# A\n\nx\n`,
      3,
      /the character "\u2192" \(U\+2192\) cannot be printed/,
    ],
    [
      "a character the fonts cannot print, in a callout's second paragraph",
      `${validFront}# A\n\n> Note\n>\n> Go \u2192 there\n`,
      11,
      /U\+2192/,
    ],
    [
      "a placeholder written with spaces inside its braces",
      `${validFront}# A\n\nAt { siteName } we listen.\n`,
      9,
      /\{ siteName \} is not a placeholder the ebook fills in \(did you mean \{siteName\}\?\)/,
    ],
    [
      "a placeholder the ebook does not fill",
      `${validFront}# A\n\nPay {price} a month.\n`,
      9,
      /\{price\} is not a placeholder the ebook fills in \(it fills in \{siteName\}, \{callMinutes\}, \{years\}\)/,
    ],
  ])("names the file and line for %s", (_name, markdown, line, message) => {
    const error = parseError(markdown);
    // The first problem, alone or heading the list of every problem found.
    const first = error.message.split("\n").find((text) => text.startsWith(`${FILE} line `));
    expect(first?.startsWith(`${FILE} line ${line}: `)).toBe(true);
    expect(error.line).toBe(line);
    expect(error.file).toBe(FILE);
    expect(error.message).toMatch(message);
  });

  // The fifth founder trial's ebook edit stopped the build on a link at line 52, then, once that
  // was mended, on an arrow on the same line: one failed build for each.
  it("names every line it cannot print as written in one message, the first as the error's own", () => {
    const error = parseError(
      `${validFront}# A\n\nSee [our site](https://example.com).\n\nGo \u2192 there.\n\n# B\n\n- Run \`npm\` now.\n`,
    );
    expect(error.line).toBe(9);
    expect(error.message.split("\n")).toEqual([
      "3 places in the ebook cannot be printed as written:",
      expect.stringMatching(new RegExp(`^${FILE} line 9: links are not supported`)),
      expect.stringMatching(new RegExp(`^${FILE} line 11: .*U\\+2192`)),
      expect.stringMatching(new RegExp(`^${FILE} line 15: .*code`)),
    ]);
  });

  it("fills a placeholder the CMS wrote in quotes, whatever the firm's name holds", () => {
    const doc = parseEbookMarkdown(
      `${frontMatter("title: T\nsubtitle: S\nauthor: '{siteName}'\nedition: E")}# A\n\nAt {siteName}: we listen.\n`,
      FILE,
      { siteName: "O'Brien & Co: Advisers" },
    );
    expect(doc.frontMatter.author).toBe("O\u2019Brien & Co: Advisers");
    const [paragraph] = doc.chapters[0].blocks;
    expect(paragraph.type === "paragraph" && runsToText(paragraph.runs)).toBe(
      "At O\u2019Brien & Co: Advisers: we listen.",
    );
  });

  it("fills the site's placeholders in the front matter, the disclaimer and the text, so a renamed firm or a longer call reaches the PDF", () => {
    const doc = parseEbookMarkdown(
      `${frontMatter(
        'title: T\nsubtitle: S\nauthor: "{siteName}"\nedition: E\ncta: Book your free {callMinutes}-minute call\ndisclaimer: "{siteName} is **not** a law firm."',
      )}# A\n\nOur founder spent {years} years at a large firm before starting {siteName}.\n`,
      FILE,
      TOKENS,
    );
    expect(doc.frontMatter).toMatchObject({ author: "Acme Advisers", cta: "Book your free 45-minute call" });
    expect(runsToText(doc.frontMatter.disclaimer!)).toBe("Acme Advisers is not a law firm.");
    const [paragraph] = doc.chapters[0].blocks;
    expect(paragraph.type === "paragraph" && runsToText(paragraph.runs)).toBe(
      "Our founder spent 8+ years at a large firm before starting Acme Advisers.",
    );
  });
});

describe("the ebook content (content/ebook)", () => {
  const doc = parseEbookMarkdown(source, EBOOK_SOURCE_PATH, siteTokens);

  it("has the front matter the cover and the PDF properties use", () => {
    expect(doc.frontMatter.title).toBe("Tax Strategies for Global Citizens");
    expect(doc.frontMatter.author).toBe("Borderless Consulting");
    expect(doc.frontMatter.edition).toMatch(/^Edition \w+ \d{4}$/);
    expect(doc.frontMatter.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(runsToText(doc.frontMatter.disclaimer ?? [])).toMatch(/not legal, tax/);
  });

  // "more than eight years" was written out, and would have stayed after a new claim.
  it("gives the founder's years as Site settings state them (claims.years)", () => {
    const intro = doc.chapters[0].blocks.map((b) => (b.type === "paragraph" ? runsToText(b.runs) : "")).join(" ");
    expect(intro).toContain(`someone with ${testSiteMetadata().claims.years} years at a large accounting firm`);
  });

  it("has an introduction, five numbered chapters and a closing next-steps chapter", () => {
    expect(doc.chapters[0]).toMatchObject({ number: null, title: "Introduction" });
    expect(doc.chapters.filter((c) => c.number !== null).map((c) => c.number)).toEqual([1, 2, 3, 4, 5]);
    expect(doc.chapters[doc.chapters.length - 1]).toMatchObject({ number: null, title: "Next steps" });
  });

  it.each(doc.chapters.filter((c) => c.number !== null).map((c) => [c.title, c] as const))(
    "chapter %s has 900-1,400 words, sections, lists and ends with a checklist",
    (_title, chapter) => {
      const text = chapter.blocks
        .map((b) =>
          b.type === "heading"
            ? b.text
            : b.type === "paragraph"
              ? runsToText(b.runs)
              : b.type === "callout"
                ? b.paragraphs.map(runsToText).join(" ")
                : b.items.map((i) => runsToText(i.runs)).join(" "),
        )
        .join(" ");
      const words = text.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(900);
      expect(words).toBeLessThanOrEqual(1400);
      expect(chapter.blocks.filter((b) => b.type === "heading" && b.level === 2).length).toBeGreaterThanOrEqual(4);
      expect(chapter.blocks.some((b) => b.type === "list" && !b.items[0].checkbox)).toBe(true);
      const last = chapter.blocks.slice(-2);
      expect(last[0]).toMatchObject({ type: "heading", level: 2, text: "Checklist" });
      expect(last[1]).toMatchObject({ type: "list" });
      const checklist = last[1].type === "list" ? last[1].items : [];
      expect(checklist.length).toBeGreaterThan(0);
      expect(checklist.filter((i) => !i.checkbox)).toEqual([]);
    },
  );

  it("has no placeholders", () => {
    expect(source).not.toMatch(/lorem ipsum|TODO|TBD|\bXXX\b|\[insert/i);
  });

  // The check of the chapters' names in the introduction's list and the sources (src/rules/ebookReferences.ts)
  // reads the lines itself, as the CMS's preview has no parser: it must find the chapters the PDF prints.
  it("has its numbered chapters read alike by the PDF's parser and by the check of the references to them", () => {
    const split = splitFrontMatter(source);
    const lines = "close" in split ? split.lines.map((line, index) => (index <= split.close ? "" : line)) : [];
    expect(numberedChapters(lines).map((chapter) => [chapter.number, chapter.title, chapter.index + 1])).toEqual(
      doc.chapters.filter((c) => c.number !== null).map((c) => [c.number, plain(c.title), c.line]),
    );
  });
});

// ---- reading the PDF back --------------------------------------------------------------------

/** Objects of an uncompressed PDF by number. */
function pdfObjects(pdf: string): Map<number, string> {
  const objects = new Map<number, string>();
  for (const match of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(Number(match[1]), match[2]);
  return objects;
}

/** Text of every page, decoded through each font's ToUnicode map (enough for pdfkit's output). */
function pageTexts(pdf: string): string[] {
  const objects = pdfObjects(pdf);
  const unicodeOf = new Map<string, Map<string, string>>();
  const fontRefs = new Map<string, number>();
  for (const body of objects.values()) {
    for (const m of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontRefs.set(m[1], Number(m[2]));
  }
  const hexToText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)).filter((c) => c > 0));
  for (const [name, ref] of fontRefs) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref) ?? "");
    const map = new Map<string, string>();
    if (toUnicode) {
      const cmap = objects.get(Number(toUnicode[1])) ?? "";
      for (const m of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
        const start = parseInt(m[1], 16);
        (m[3].match(/<([0-9a-f]+)>/gi) ?? []).forEach((value, i) => {
          map.set((start + i).toString(16).padStart(4, "0"), hexToText(value.slice(1, -1)));
        });
      }
    }
    unicodeOf.set(name, map);
  }
  const pagesObj = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body)) ?? "";
  const kids = (/\/Kids \[([^\]]*)\]/.exec(pagesObj)?.[1] ?? "").match(/\d+ 0 R/g) ?? [];
  return kids.map((kid) => {
    const page = objects.get(Number(kid.split(" ")[0])) ?? "";
    const contentRef = Number(/\/Contents (\d+) 0 R/.exec(page)?.[1]);
    const content = objects.get(contentRef) ?? "";
    let font = "";
    const parts: string[] = [];
    for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (m[1]) font = m[1];
      else {
        const map = unicodeOf.get(font) ?? new Map<string, string>();
        const glyphs = (m[2].match(/<([0-9a-f]*)>/gi) ?? []).map((h) => h.slice(1, -1)).join("");
        parts.push((glyphs.match(/.{4}/g) ?? []).map((g) => map.get(g.toLowerCase()) ?? "").join(""));
      }
    }
    return parts.join(" ").replace(/\s+/g, " ");
  });
}

/** How pdfkit writes a string object (outline titles, metadata): ASCII, or UTF-16BE with a BOM. */
function pdfStringForms(text: string): string[] {
  const escapes: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f" };
  const escape = (binary: string) => `(${binary.replace(/[()\\\n\r\t\b\f]/g, (c) => escapes[c] ?? `\\${c}`)})`;
  return [escape(text), escape(Buffer.from(`\uFEFF${text}`, "utf16le").swap16().toString("latin1"))];
}
const containsPdfString = (pdf: string, text: string) => pdfStringForms(text).some((form) => pdf.includes(form));

describe("the rendered ebook PDF", () => {
  let rendered: RenderedEbook;
  let pdf: string;
  let texts: string[];

  beforeAll(async () => {
    rendered = await renderEbookDetailed(source, { ...site, fileLabel: EBOOK_SOURCE_PATH, compress: false });
    pdf = rendered.pdf.toString("latin1");
    texts = pageTexts(pdf);
  }, 60000);

  it("is a PDF of at least 12 pages", () => {
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(rendered.pageCount).toBeGreaterThanOrEqual(12);
    expect(pdf.match(/\/Type \/Page\n/g)?.length).toBe(rendered.pageCount);
    expect(texts).toHaveLength(rendered.pageCount);
  });

  it("lists every chapter of the markdown in the table of contents, in order, with increasing page numbers", () => {
    expect(rendered.toc.map((entry) => [entry.number, plain(entry.title)])).toEqual(
      chapterHeadings.map((h) => [h.number, h.title]),
    );
    const pages = rendered.toc.map((entry) => entry.page);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
    expect(pages[0]).toBeGreaterThan(Math.max(...rendered.tocPages));
    expect(pages[pages.length - 1]).toBeLessThan(rendered.pageCount);
    const tocText = rendered.tocPages.map((page) => texts[page - 1]).join(" ");
    for (const heading of chapterHeadings) expect(plain(tocText)).toContain(heading.title);
    for (const entry of rendered.toc) expect(tocText).toMatch(new RegExp(`${entry.page}\\b`));
  });

  it("prints the five chapter titles on their opening pages", () => {
    expect(numberedHeadings).toHaveLength(5);
    for (const heading of numberedHeadings) {
      const entry = rendered.toc.find((e) => e.number === heading.number);
      expect(entry).toBeDefined();
      expect(plain(texts[(entry?.page ?? 0) - 1]).toLowerCase()).toContain(heading.title.toLowerCase());
    }
  });

  it("has a PDF outline (bookmarks) with every chapter", () => {
    for (const heading of chapterHeadings) {
      const label = heading.number === null ? heading.title : `${heading.number}. ${heading.title}`;
      expect(containsPdfString(pdf, label)).toBe(true);
    }
    expect(pdf).toMatch(/\/PageMode \/UseOutlines/);
  });

  it("links each contents entry to its chapter", () => {
    rendered.toc.forEach((_entry, index) => {
      expect(pdf).toContain(`/S /GoTo\n/D (chapter-${index + 1})`);
      expect(pdf).toMatch(new RegExp(`\\(chapter-${index + 1}\\) \\[\\d+ 0 R /XYZ`));
    });
  });

  it("embeds Inter and Bebas Neue and carries the metadata, language and links", () => {
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-SemiBold/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+BebasNeue-Regular/);
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(containsPdfString(pdf, "Tax Strategies for Global Citizens")).toBe(true);
    expect(containsPdfString(pdf, "Borderless Consulting")).toBe(true);
    expect(pdf).toMatch(/\/Lang \(en-GB\)/);
    expect(pdf).toMatch(/\/DisplayDocTitle true/);
    // The PDF's dates come from the edition date in the front matter (YYYY-MM-DD).
    const editionDate = parseEbookMarkdown(source, EBOOK_SOURCE_PATH, siteTokens).frontMatter.date ?? "";
    const pdfDate = `D:${editionDate.replace(/-/g, "")}000000Z`;
    expect(editionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pdf).toMatch(new RegExp(`/CreationDate (\\(${pdfDate}\\)|(\\d+) 0 R)`));
    expect(pdf).toContain(`(${pdfDate})`);
    for (const url of [site.siteUrl, site.schedulingUrl]) expect(pdf).toContain(`/URI (${url})`);
    const lastPage = texts[texts.length - 1];
    expect(lastPage).toContain(site.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, ""));
    expect(containsPdfString(pdf, site.schedulingUrl)).toBe(true);
  });

  it("prints the disclaimer and the page footer", () => {
    expect(texts[1]).toMatch(/not legal, tax, accounting or financial advice/);
    expect(texts[rendered.tocPages[0]]).toContain(site.siteName);
  });

  it("is tagged for screen readers: language, title, and a structure tree in the markdown's reading order", async () => {
    const doc = await PDFDocument.load(rendered.pdf, { updateMetadata: false });
    const { catalog } = doc;
    expect(catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-GB");
    const markInfo = catalog.lookup(PDFName.of("MarkInfo"), PDFDict);
    expect(markInfo.get(PDFName.of("Marked"))?.toString()).toBe("true");
    const viewer = catalog.lookup(PDFName.of("ViewerPreferences"), PDFDict);
    expect(viewer.get(PDFName.of("DisplayDocTitle"))?.toString()).toBe("true");
    expect(doc.getTitle()).toBe("Tax Strategies for Global Citizens");

    // Every structure element in reading order (depth first), with its type, title and children.
    interface Element {
      type: string;
      title: string;
      children: Element[];
      marked: number;
    }
    const text = (value: unknown) =>
      value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : "";
    const read = (dict: PDFDict): Element => {
      const kids = dict.get(PDFName.of("K"));
      const list = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : [];
      const children = list
        .map((kid) => (kid instanceof PDFRef ? doc.context.lookup(kid) : kid))
        .filter((kid): kid is PDFDict => kid instanceof PDFDict && kid.has(PDFName.of("S")))
        .map(read);
      const marked = list.filter(
        (kid) => kid instanceof PDFNumber || (kid instanceof PDFDict && kid.has(PDFName.of("MCID"))),
      );
      return {
        type: dict.get(PDFName.of("S"))?.toString() ?? "",
        title: text(dict.get(PDFName.of("T"))),
        children,
        marked: marked.length,
      };
    };
    const tree = read(catalog.lookup(PDFName.of("StructTreeRoot"), PDFDict));
    const all: Element[] = [];
    const walk = (element: Element) => {
      all.push(element);
      element.children.forEach(walk);
    };
    walk(tree);

    // Headings: the cover title, "Contents", then every #, ## and ### heading of the markdown in order.
    const markdownHeadings = body
      .slice(body.indexOf("---", 1) + 1)
      .map((line) => /^(#{1,3}) (.+)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => `/H${m[1].length} ${m[2].trim()}`);
    const headings = all.filter((e) => /^\/H\d$/.test(e.type));
    expect(headings.map((e) => `${e.type} ${plain(e.title)}`)).toEqual([
      "/H1 Tax Strategies for Global Citizens",
      "/H1 Contents",
      ...markdownHeadings,
    ]);
    for (const heading of headings) expect(heading.marked).toBeGreaterThan(0);

    // Lists: one L per markdown list, each item a label then a body; callouts are notes; the contents a TOC.
    const chapters = parseEbookMarkdown(source, EBOOK_SOURCE_PATH, siteTokens).chapters;
    const blocks = chapters.flatMap((c) => c.blocks);
    const lists = all.filter((e) => e.type === "/L");
    expect(lists).toHaveLength(blocks.filter((b) => b.type === "list").length);
    for (const item of lists.flatMap((l) => l.children)) {
      expect(item.type).toBe("/LI");
      expect(item.children.map((c) => c.type)).toEqual(["/Lbl", "/LBody"]);
    }
    expect(all.filter((e) => e.type === "/Note")).toHaveLength(blocks.filter((b) => b.type === "callout").length);
    const toc = all.filter((e) => e.type === "/TOC");
    expect(toc).toHaveLength(1);
    expect(toc[0].children.map((c) => c.type)).toEqual(chapters.map(() => "/TOCI"));
    expect(all.filter((e) => e.type === "/P").length).toBeGreaterThan(
      blocks.filter((b) => b.type === "paragraph").length,
    );
  });

  it("marks every piece of text either as tagged content or as an artifact (running footers)", () => {
    const objects = pdfObjects(pdf);
    const pagesObj = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body)) ?? "";
    const kids = (/\/Kids \[([^\]]*)\]/.exec(pagesObj)?.[1] ?? "").match(/\d+ 0 R/g) ?? [];
    expect(kids).toHaveLength(rendered.pageCount);
    let untagged = 0;
    let artifacts = 0;
    for (const kid of kids) {
      const page = objects.get(Number(kid.split(" ")[0])) ?? "";
      const content = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)?.[1])) ?? "";
      let depth = 0;
      for (const [op] of content.matchAll(/\/Artifact|\bBDC\b|\bBMC\b|\bEMC\b|\bTJ\b/g)) {
        if (op === "/Artifact") artifacts += 1;
        else if (op === "EMC") depth -= 1;
        else if (op === "TJ" && depth === 0) untagged += 1;
        else if (op !== "TJ") depth += 1;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
    expect(untagged).toBe(0);
    expect(artifacts).toBeGreaterThan(rendered.pageCount);
  });

  it("renders identical bytes for identical input", async () => {
    const a = await render(source, { ...site, fileLabel: EBOOK_SOURCE_PATH });
    const b = await render(source, { ...site, fileLabel: EBOOK_SOURCE_PATH });
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(rendered.pdf.length);
    // `EBOOK_PREVIEW=1 npx jest __tests__/node/ebook.test.ts` also writes the PDF to .tmp/ebook-check.pdf to look at.
    if (process.env.EBOOK_PREVIEW) {
      fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
      fs.writeFileSync(path.join(root, ".tmp", "ebook-check.pdf"), a);
    }
  }, 60000);
});

describe("renderer errors and writeEbook", () => {
  it("names the line of a character the fonts cannot print", async () => {
    await expect(render(`${validFront}# A\n\nGo \u2192 there.\n`, { ...site, fileLabel: FILE })).rejects.toThrow(
      `${FILE} line 9: the character "\u2192" (U+2192)`,
    );
  });

  it("quotes the words around a character the fonts cannot print", async () => {
    const text = "If you move abroad, your tax position \u2192 changes with the rules of both countries.";
    await expect(render(`${validFront}# A\n\n${text}\n`, { ...site, fileLabel: FILE })).rejects.toThrow(
      `${FILE} line 9: the character "\u2192" (U+2192) cannot be printed with the ebook's fonts; it is in "..., your tax position \u2192 changes with the ru...": use plain text`,
    );
  });

  // A left-to-right mark pasted with the text from a document shows nowhere: the message shows where it is.
  it("names an invisible character the fonts cannot print by its code, where it stands in the words around it", async () => {
    const text = "Keep records of every day you spend\u200E in each country.";
    await expect(render(`${validFront}# A\n\n${text}\n`, { ...site, fileLabel: FILE })).rejects.toThrow(
      `${FILE} line 9: an invisible character (U+200E) cannot be printed with the ebook's fonts; it is where [U+200E] stands in "... every day you spend[U+200E] in each country.": delete it there (it may have come in with text pasted from another document)`,
    );
  });

  // A chapter renamed in a trial kept its old title in the introduction's list and in the sources.
  const renamedChapter = `${validFront}# Introduction\n\n## How this guide is organized\n\n1. **First:** the start.\n2. **Second:** the rest.\n\n# 1. First\n\nText.\n\n# 2. Second part\n\nText.\n\n## Sources\n\n### Chapter 1: First\n\n### Chapter 2: Second\n`;

  it("stops on every place that names a chapter by a title it no longer has, each with its line", async () => {
    await expect(render(renamedChapter, { ...site, fileLabel: FILE })).rejects.toThrow(
      [
        "2 places in the ebook no longer match its chapters:",
        `${FILE} line 12: "2. **Second:** ..." names chapter 2, which is now called "Second part". Change one of them so they match.`,
        `${FILE} line 26: "### Chapter 2: Second" names chapter 2, which is now called "Second part". Change one of them so they match.`,
      ].join("\n"),
    );
  });

  it("stops on one such place with its message alone", async () => {
    const fixedList = renamedChapter.replace("2. **Second:**", "2. **Second part:**");
    await expect(render(fixedList, { ...site, fileLabel: FILE })).rejects.toThrow(
      new Error(
        `${FILE} line 26: "### Chapter 2: Second" names chapter 2, which is now called "Second part". Change one of them so they match.`,
      ),
    );
  });

  it("passes parse errors through with the file and line", async () => {
    await expect(render("# A\n", { ...site, fileLabel: FILE })).rejects.toThrow(`${FILE} line 1:`);
  });

  it("names site.yaml's title for a site name that the ebook's capitals (Bebas Neue) cannot print", async () => {
    // U+02BB (as in "Hawaiʻi") is in Inter but not in Bebas Neue, where the site name is set in capitals.
    const siteName = "Hawai\u02BBi Tax";
    await expect(render(source, { ...site, siteName, fileLabel: FILE })).rejects.toThrow(
      'content/site.yaml, field "title": the character "\u02BB" (U+02BB) cannot be printed',
    );
  });

  it("draws the founder's logo from the picture logo.fallback names, on the cover, the imprint and the last page", async () => {
    // A logo of his own, of a size no other picture has: found in the PDF as the picture it embeds.
    const dir = tempDir("ebook-logo-");
    const own = path.join(dir, "mark.png");
    await sharp({ create: { width: 601, height: 601, channels: 4, background: "#0B6E4F" } })
      .png()
      .toFile(own);
    const pdf = (
      await renderEbookDetailed(source, { ...site, logo: own, fileLabel: EBOOK_SOURCE_PATH, compress: false })
    ).pdf;
    const text = pdf.toString("latin1");
    expect(text).toMatch(/\/Subtype \/Image[\s\S]{0,200}\/Width 601/);
    // Embedded once (with its transparency as a mask of the same size), drawn three times: the
    // cover, the imprint and the last page.
    expect(text.match(/\/SMask/g)).toHaveLength(1);
    expect((text.match(/\/I1 Do/g) ?? []).length).toBe(3);
  }, 60000);

  it("names the logo file when it cannot be drawn", async () => {
    await expect(
      render(source, { ...site, logo: path.join(root, "static/images/logo-mark.svg"), fileLabel: FILE }),
    ).rejects.toThrow(
      "Ebook: the logo static/images/logo-mark.svg (logo.fallback in content/site.yaml) must be a PNG or JPEG picture",
    );
  });

  it("rejects site options that are not URLs", async () => {
    await expect(render(source, { ...site, siteUrl: "example.com", fileLabel: FILE })).rejects.toThrow(/siteUrl/);
  });

  it("writes the PDF, creating folders, and reports pages and bytes", async () => {
    const dir = tempDir("ebook-");
    const out = path.join(dir, "downloads", "Tax-Strategies-for-Global-Citizens.pdf");
    const result = await writeEbook(out, site);
    const written = fs.readFileSync(out);
    expect(result.bytes).toBe(written.length);
    expect(result.pages).toBeGreaterThanOrEqual(12);
    expect(written.subarray(0, 5).toString()).toBe("%PDF-");
  }, 60000);
});
