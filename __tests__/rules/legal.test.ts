import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  DATED_LEGAL_FILES,
  LEGAL_FILES,
  legalDateLines,
  legalDay,
  legalErrors,
  type LegalSource,
} from "../../src/rules/legal";

const ROOT = path.join(__dirname, "../..");
const TERMS = "content/legal/terms-of-service.md";
const PRIVACY = "content/legal/privacy-policy.md";
const TODAY = new Date("2026-11-27T10:00:00Z");

/** A legal file's front matter as Gatsby reads it (gray-matter uses js-yaml's default schema). */
function frontmatterOf(file: string): Record<string, unknown> {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8");
  return yaml.load(source.split(/^---$/m)[1]) as Record<string, unknown>;
}

/** A legal file's text below its front matter. */
const bodyOf = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8").split(/^---$/m).slice(2).join("---");

const terms = (overrides: Record<string, unknown>): LegalSource => ({
  file: TERMS,
  frontmatter: { ...frontmatterOf(TERMS), ...overrides },
});
const privacy = (overrides: Record<string, unknown> = {}): LegalSource => ({
  file: PRIVACY,
  frontmatter: { ...frontmatterOf(PRIVACY), ...overrides },
});

describe("the legal pages' front matter", () => {
  it("passes as the founder left it in content/legal/", () => {
    const files = fs.readdirSync(path.join(ROOT, "content/legal")).map((name) => `content/legal/${name}`);
    expect([...LEGAL_FILES].sort()).toEqual([PRIVACY, TERMS]);
    expect(files).toEqual(expect.arrayContaining([...LEGAL_FILES]));
    expect(
      legalErrors(
        files.map((file) => ({ file, frontmatter: frontmatterOf(file), body: bodyOf(file) })),
        new Date(),
      ),
    ).toEqual([]);
  });

  // A date written into the Privacy Policy was ignored: its page shows the day it is read.
  it("names a field the page does not read, saying why for a date in the Privacy Policy", () => {
    expect(legalErrors([terms({ tilte: "Terms" }), privacy()], TODAY)).toEqual([
      `Legal page ${TERMS}: field "tilte" is not a field here (did you mean "title"? expected one of: title, metaDescription, lastUpdated)`,
    ]);
    expect(legalErrors([terms({}), privacy({ lastUpdated: "27/11/2026" })], TODAY)).toEqual([
      `Legal page ${PRIVACY}: field "lastUpdated" is not a field here (expected one of: title, metaDescription): the Privacy Policy shows the day it is read as its "last updated" date, so a date written here would be ignored`,
    ]);
  });

  // Broken-file audit: the Privacy Policy with its text deleted went live as its title and date.
  it("names a legal page whose text is gone, or is headings alone", () => {
    for (const body of ["", "\n\n", "## Introduction\n\n## Contact Us\n"]) {
      expect(legalErrors([terms({}), { ...privacy(), body }], TODAY)).toEqual([
        `Legal page ${PRIVACY}: its text is gone (the page would show its title and date alone): restore it from the repository's history, or write it below the front matter`,
      ]);
    }
  });

  it("dates the Terms, whose section 7 promises the date changes with them", () => {
    expect(DATED_LEGAL_FILES).toEqual([TERMS]);
    expect(fs.readFileSync(path.join(ROOT, TERMS), "utf8")).toMatch(/"last updated" date above will change/);
  });

  it.each([
    ["is removed", undefined, 'field "lastUpdated" is missing or empty: write the day you last changed this text'],
    ["is emptied", "", 'field "lastUpdated" is missing or empty'],
    [
      "is written in words",
      "27 November 2026",
      'must be a real day written DD/MM/YYYY, such as 27/11/2026, got "27 November 2026"',
    ],
    ["is written month first, as in the US", "11/27/2026", 'got "11/27/2026"'],
    ["names no real day", "31/02/2026", 'got "31/02/2026"'],
    ["is an ISO date, which YAML reads as a date", new Date("2026-11-27T00:00:00Z"), 'got "2026-11-27"'],
    ["is after today", "05/12/2026", "is 05/12/2026, after today (27/11/2026)"],
  ])("stops the build naming the Terms' file and field when the date %s", (_case, lastUpdated, message) => {
    const errors = legalErrors([privacy(), terms({ lastUpdated })], TODAY);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`Legal page ${TERMS}: field "lastUpdated"`);
    expect(errors[0]).toContain(message);
  });

  it("accepts today, and tomorrow for a founder ahead of UTC", () => {
    expect(legalErrors([privacy(), terms({ lastUpdated: "27/11/2026" })], TODAY)).toEqual([]);
    expect(legalErrors([privacy(), terms({ lastUpdated: "28/11/2026" })], TODAY)).toEqual([]);
  });

  it("asks no date of the Privacy Policy, which shows the day it is read", () => {
    expect(frontmatterOf(PRIVACY).lastUpdated).toBeUndefined();
    expect(legalErrors([privacy(), terms({})], TODAY)).toEqual([]);
  });

  it.each(["title", "metaDescription"])("names the file and field when %s is missing", (field) => {
    expect(legalErrors([privacy({ [field]: " " }), terms({})], TODAY)).toEqual([
      `Legal page ${PRIVACY}: field "${field}" is missing or empty`,
    ]);
  });

  it("names a legal file that is gone, whose page would be built empty", () => {
    expect(legalErrors([privacy()], TODAY)).toEqual([
      `Legal page ${TERMS} is missing: its page would be empty (restore it from the repository's history)`,
    ]);
  });

  it("reads DD/MM/YYYY as the day it names", () => {
    expect(legalDay("27/11/2026")).toBe(Date.UTC(2026, 10, 27));
    expect(legalDay("29/02/2028")).toBe(Date.UTC(2028, 1, 29));
    expect(legalDay("29/02/2026")).toBeNull();
    expect(legalDay("7/11/2026")).toBeNull();
  });
});

// The third CMS trial typed "Last updated: 29 Nov 2026" into the Privacy Policy's text, and its
// page showed two dates: its own (the day it is read) and the typed one, which soon goes stale.
describe("a date typed into a legal page's text", () => {
  it("is found on its own line, however it is dressed", () => {
    const body = [
      "## Introduction",
      "Last updated: 29 Nov 2026",
      "**Effective date:** 01/05/2026",
      "_This policy was last updated on 29 November 2026._",
      "### Updated 29/11/2026",
      'We may update these terms from time to time, and the "last updated" date above will change.',
      "Last updated",
      "Effective communication matters to us in 2026 and every year after, whatever happens to the markets, and this line goes on.",
    ].join("\n\n");
    expect(legalDateLines(body)).toEqual([
      "Last updated: 29 Nov 2026",
      "**Effective date:** 01/05/2026",
      "_This policy was last updated on 29 November 2026._",
      "### Updated 29/11/2026",
    ]);
  });

  it("stops the build, naming the file, the line and the date the page shows instead", () => {
    const typed = (file: string) => `${bodyOf(file)}\nLast updated: 29 Nov 2026\n`;
    expect(
      legalErrors(
        [
          { ...privacy(), body: typed(PRIVACY) },
          { ...terms({}), body: typed(TERMS) },
        ],
        TODAY,
      ),
    ).toEqual([
      `Legal page ${PRIVACY}: its text has the line "Last updated: 29 Nov 2026", but the page shows its own "Last updated" date above the text (the day it is read): delete the line, or visitors read two dates`,
      `Legal page ${TERMS}: its text has the line "Last updated: 29 Nov 2026", but the page shows its own "Last updated" date above the text (the field "lastUpdated"): delete the line, or visitors read two dates`,
    ]);
  });
});

// A founder trial typed **Who qualifies** into a legal page's Rich Text box, which saved it
// escaped: the page showed the asterisks, and the build named no file.
it("stops the build on Markdown typed in a legal page's Rich Text box, naming the file and the line", () => {
  const typed = `Intro.\n\n\\*\\*Who qualifies\\*\\*\n\n${bodyOf(PRIVACY)}`;
  expect(legalErrors([{ ...privacy(), body: typed }, terms({})], TODAY)).toEqual([
    `Legal page ${PRIVACY}: line 3 of its text has Markdown typed in Rich Text mode, which the page shows as written ("\\*\\*Who qualifies\\*\\*"): switch the Text box to Markdown (the switch at the right of its buttons) and remove the backslashes, or use the editor's B and link buttons`,
  ]);
});
