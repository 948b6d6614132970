/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { escapeHtml } from "../../src/rules/text";
import { laterTextsPage, SHOWN_LATER } from "../../src/node/links/laterTexts";
import { builtTextProblems, EBOOK_PDF, ebookTitleProblems, pagesReport } from "../../src/node/links/checkPages";
import { EBOOK_SOURCE_PATH, ebookTokens } from "../../src/node/ebook/buildEbook";
import { parseEbookMarkdown } from "../../src/node/ebook/markdown";
import { readSiteConfig } from "../../src/node/siteConfig";

describe("the message when built pages have problems", () => {
  it("lists broken links and text shown as written together, so one round of fixes sees them all", () => {
    const report = pagesReport(
      ['/contacts/ ("Contact") on /: no page or file of the site has that address; it is written in content/ui.yaml'],
      ['"{callMinutes}-minute call" on /: a placeholder shown as written (...); it is in content/testimonials.yaml'],
    );
    expect(report?.split("\n")).toEqual([
      "The built pages have problems (each line names the pages and, where it can, the content file to fix):",
      "Links to mend (leading nowhere, or written so they misbehave):",
      '  /contacts/ ("Contact") on /: no page or file of the site has that address; it is written in content/ui.yaml',
      "Text shown as you did not mean it:",
      '  "{callMinutes}-minute call" on /: a placeholder shown as written (...); it is in content/testimonials.yaml',
    ]);
  });

  it("names only the kinds of problem found", () => {
    expect(pagesReport([], ["/about/: the search description is 171 characters ..."])).toBe(
      "The built pages have problems (each line names the pages and, where it can, the content file to fix):\n" +
        "Text shown as you did not mean it:\n" +
        "  /about/: the search description is 171 characters ...",
    );
  });

  it("is nothing when every page is right", () => {
    expect(pagesReport([], [])).toBeNull();
  });
});

describe("the text checks read the ebook as well as the pages", () => {
  const ebook = fs.readFileSync(path.join(process.cwd(), EBOOK_SOURCE_PATH), "utf8");
  const tokens = ebookTokens(readSiteConfig());
  const doc = parseEbookMarkdown(ebook, EBOOK_SOURCE_PATH, tokens);
  const pdf = EBOOK_PDF;

  it("names the ebook when its text writes out a call length that is not claims.callMinutes", () => {
    const minutes = readSiteConfig().claims.callMinutes;
    // The ebook writes {callMinutes}, filled from Site settings: as built, it agrees.
    expect(ebook).toContain("{callMinutes}-minute discovery call");
    const claims = readSiteConfig().claims;
    expect(builtTextProblems(new Map(), doc, claims)).toEqual([]);
    const written = parseEbookMarkdown(
      ebook.replace("Our free {callMinutes}-minute", `Our free ${minutes + 15}-minute`),
      EBOOK_SOURCE_PATH,
      tokens,
    );
    const [problem, ...more] = builtTextProblems(new Map(), written, claims);
    expect(more).toEqual([]);
    expect(problem).toContain(`"${minutes + 15}-minute discovery call" on ${pdf}: the call lasts ${minutes} minutes`);
  });

  it("names the ebook when a chapter is added and its introduction still counts the old number", () => {
    const numbered = doc.chapters.filter((chapter) => chapter.number !== null);
    const longer = parseEbookMarkdown(
      `${ebook}\n# ${numbered.length + 1}. One more chapter\n\nMore.\n`,
      EBOOK_SOURCE_PATH,
      tokens,
    );
    // The ebook's introduction counts its chapters in words ("The five chapters follow ...").
    const [problem] = builtTextProblems(new Map(), longer, readSiteConfig().claims).filter((line) =>
      line.includes(pdf),
    );
    expect(problem).toMatch(new RegExp(`chapters" on ${pdf}: the ebook .* has ${numbered.length + 1} chapters`));
  });

  it("names a note left for later in the ebook's text", () => {
    const noted = parseEbookMarkdown(
      ebook.replace("If your income no longer depends", "TODO check this. If your income no longer depends"),
      EBOOK_SOURCE_PATH,
      tokens,
    );
    const problems = builtTextProblems(new Map(), noted, readSiteConfig().claims);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^"TODO.*" on ${pdf}: a note to self`))]);
  });

  it("names a claim of the firm written out with another figure, in the ebook as on a page", () => {
    const claims = readSiteConfig().claims;
    const countries = Number.parseInt(claims.countries, 10) + 15;
    const written = parseEbookMarkdown(
      ebook.replace(
        "If your income no longer depends",
        `We have clients in ${countries} countries. If your income no longer depends`,
      ),
      EBOOK_SOURCE_PATH,
      tokens,
    );
    expect(builtTextProblems(new Map(), written, claims)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^"clients in ${countries} countries" on ${pdf}: the site claims ${claims.countries.replace("+", "\\+")} countries`,
        ),
      ),
    ]);
  });
});

// The ebook renamed in its file: the PDF's cover said the new title, the /ebook/ page's search
// title and cover description the old one (third trial of founder mistakes).
describe("the ebook's title on the /ebook/ page", () => {
  const ebook = fs.readFileSync(path.join(process.cwd(), EBOOK_SOURCE_PATH), "utf8");
  const doc = parseEbookMarkdown(ebook, EBOOK_SOURCE_PATH, ebookTokens(readSiteConfig()));
  const page = (title: string, alt: string) =>
    `<html><head><title>${title}</title></head><body><img alt="${alt}"></body></html>`;

  it("is named there, in any capitals and quotes", () => {
    const title = doc.frontMatter.title;
    expect(ebookTitleProblems(new Map([["/ebook/", page(`Free Ebook: ${title.toUpperCase()}`, "")]]), doc)).toEqual([]);
  });

  it("names the page, the ebook's title and the fields to write it in when the page no longer says it", () => {
    const renamed = { ...doc, frontMatter: { ...doc.frontMatter, title: "The Nomad Tax Playbook" } };
    const pages = new Map([
      ["/ebook/", page(`Free Ebook: ${doc.frontMatter.title}`, `Cover of ${doc.frontMatter.title}`)],
    ]);
    expect(ebookTitleProblems(pages, renamed)).toEqual([
      `/ebook/ does not name the ebook's title, "The Nomad Tax Playbook" (title in ${EBOOK_SOURCE_PATH}): write it in content/pages/ebook.yaml, in seo.title and in cover.alt, which describes the cover the build draws from the PDF`,
    ]);
    // No /ebook/ page (a build of some pages only): nothing to say.
    expect(ebookTitleProblems(new Map(), renamed)).toEqual([]);
  });
});

// Broken-file audit: the forms' messages and the 404 page's note on a missing article are in no
// built page (a page shows them once it runs), and were shown as written: "{siteName}",
// "**email us**", "[Browse all our articles](/blog/)".
describe("the texts a page shows only once it runs", () => {
  const root = path.join(__dirname, "../..");
  const ebookDoc = parseEbookMarkdown(
    fs.readFileSync(path.join(root, EBOOK_SOURCE_PATH), "utf8"),
    EBOOK_SOURCE_PATH,
    ebookTokens(readSiteConfig()),
  );
  const claims = readSiteConfig().claims;

  it("are read from content/ as they stand, and pass", () => {
    const later = laterTextsPage(root);
    const forms = yaml.load(fs.readFileSync(path.join(root, "content/forms.yaml"), "utf8")) as {
      contact: { notDelivered: string };
    };
    expect(later).toContain(escapeHtml(forms.contact.notDelivered));
    expect(builtTextProblems(new Map(), ebookDoc, claims, later)).toEqual([]);
  });

  it("name markup and placeholders in them, with the file that writes them", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "later-texts-"));
    fs.cpSync(path.join(root, "content"), path.join(copy, "content"), { recursive: true });
    const forms = path.join(copy, "content/forms.yaml");
    fs.writeFileSync(
      forms,
      fs
        .readFileSync(forms, "utf8")
        .replace("Thanks for subscribing.", "Thanks for subscribing to the {siteName} letter.")
        .replace("Try again", "**Try again**"),
    );
    const notFound = path.join(copy, "content/pages/not-found.yaml");
    fs.writeFileSync(
      notFound,
      fs
        .readFileSync(notFound, "utf8")
        .replace("Browse all our articles instead.", "[Browse all our articles](/blog/)."),
    );
    try {
      const problems = builtTextProblems(new Map(), ebookDoc, claims, laterTextsPage(copy));
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(`^"\\{siteName\\} letter[^"]*" on ${SHOWN_LATER}: a placeholder shown as written`),
          ),
          expect.stringMatching(new RegExp(`^"\\*\\*Try again\\*\\*" on ${SHOWN_LATER}: `)),
          expect.stringMatching(new RegExp(`^"\\[Browse all our articles\\]\\(/blog/\\)" on ${SHOWN_LATER}: `)),
        ]),
      );
      expect(problems).toHaveLength(3);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
