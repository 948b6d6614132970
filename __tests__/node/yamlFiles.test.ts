import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { contentYamlReport, readYamlFile } from "../../src/node/schema/yamlFiles";
import { readSiteConfig } from "../../src/node/siteConfig";
import { preInitIn } from "../helpers/preInit";
import { tempDir } from "../helpers/tempDir";

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

// The mistakes of an edit on GitHub's web pages: a line indented one space short, a tab.
const TEAM = read("content/team.yaml");
const TEAM_ROLE = "  role: Tax Advisers & Accountants";
const teamShortIndent = () => TEAM.replace(TEAM_ROLE, TEAM_ROLE.slice(1));
const ABOUT = read("content/pages/about.yaml");
const aboutWithTab = () => ABOUT.replace(/\n {2}(\w)/, "\n\t$1");

/** A site folder with the real content/, the given files written over it. */
function siteWith(files: Record<string, string>): string {
  const root = tempDir("yaml-files-");
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

const lineOf = (text: string, line: string) => text.split("\n").indexOf(line) + 1;

describe("a content file that is not YAML", () => {
  it("finds none in the site's own content", () => {
    expect(contentYamlReport(ROOT)).toBeNull();
  });

  it("names every such file, with the line, the column, the lines around them and the usual causes once", () => {
    const team = teamShortIndent();
    const root = siteWith({ "content/team.yaml": team, "content/pages/about.yaml": aboutWithTab() });
    const report = contentYamlReport(root) ?? "";
    const line = lineOf(team, TEAM_ROLE.slice(1));
    expect(line).toBeGreaterThan(1);
    expect(report).toContain(
      `content/team.yaml is not valid YAML, so the build cannot read it: line ${line}, column 2:`,
    );
    expect(report).toContain(`${line} |  role: Tax Advisers & Accountants`);
    expect(report).toMatch(
      /content\/pages\/about\.yaml is not valid YAML, so the build cannot read it: line \d+, column 1:/,
    );
    expect(report.match(/The usual causes/g)).toHaveLength(1);
    expect(report).toContain("a tab instead of spaces");
  });

  it("stops every build, locally too, before any other check and before Gatsby reads the files", async () => {
    const root = siteWith({ "content/team.yaml": teamShortIndent() });
    const reporter = await preInitIn(root);
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining("content/team.yaml is not valid YAML"));
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it("stops a build on every wrong value in content/site.yaml at once, before the ebook's cover step trips over them", async () => {
    const site = read("content/site.yaml").replace(/^ {2}instagram: .*$/m, '  instagram: "@janedoe"');
    const root = siteWith({ "content/site.yaml": site.replace(/^schedulingUrl: https:\/\//m, "schedulingUrl: ") });
    const reporter = await preInitIn(root);
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const [message] = reporter.panic.mock.calls[0] as [string];
    expect(message).toContain('content/site.yaml: field "social.instagram" must be empty or a full https:// address');
    expect(message).toContain('content/site.yaml: field "schedulingUrl" must be a full https:// address');
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  // An edit on GitHub: a text with a colon in it, unquoted. js-yaml calls it "bad indentation",
  // which sent the founder looking at the spaces instead of the colon.
  it("says that a text holding ': ' needs double quotes, and shows the line with them in place", () => {
    const legal = read("content/service-pages/legal.yaml");
    const question = legal.split("\n").find((line) => line.startsWith("  - question: "))!;
    const root = siteWith({
      "content/service-pages/legal.yaml": legal.replace(
        question,
        "  - question: Do you do the legal work yourselves: or do partner firms?",
      ),
    });
    const report = contentYamlReport(root) ?? "";
    expect(report).toContain(
      `content/service-pages/legal.yaml is not valid YAML, so the build cannot read it: line ${lineOf(legal, question)}: the text of "question" holds ": " (a colon and a space), which YAML reads as the start of another field. Put the whole text in double quotes: question: "Do you do the legal work yourselves: or do partner firms?"`,
    );
    expect(report).not.toContain("bad indentation");
  });

  // A quote pasted into a quoted text ends it early; js-yaml reports "bad indentation" after it.
  it("says that a quote inside a text in the same quotes ends it, and shows the line in the other quotes", () => {
    const testimonials = read(TESTIMONIALS);
    const quote = testimonials.split("\n").find((line) => line.startsWith('- quote: "'))!;
    const article = read(ARTICLE);
    const title = article.split("\n").find((line) => line.startsWith("title:"))!;
    const root = siteWith({
      [TESTIMONIALS]: testimonials.replace(quote, '- quote: "They called it a "tax-free" life. It was not."'),
      [ARTICLE]: article.replace(title, "title: 'The 183-Day Rule: Don't Count on It'"),
    });
    const report = contentYamlReport(root) ?? "";
    expect(report).toContain(
      `${TESTIMONIALS} is not valid YAML, so the build cannot read it: line ${lineOf(testimonials, quote)}: the text of "quote" is in double quotes and holds a double quote itself, which YAML reads as the end of the text. Put the whole text in single quotes instead: quote: 'They called it a "tax-free" life. It was not.'`,
    );
    expect(report).toContain(
      `${ARTICLE} is not valid YAML, so the build cannot read it: line ${lineOf(article, title)}: the text of "title" is in single quotes and holds a single quote (an apostrophe) itself, which YAML reads as the end of the text. Put the whole text in double quotes instead: title: "The 183-Day Rule: Don't Count on It"`,
    );
    expect(report).not.toContain("bad indentation");
  });

  it("shows a text holding both kinds of quote with each inner quote escaped, which YAML reads as written", () => {
    const testimonials = read(TESTIMONIALS);
    const quote = testimonials.split("\n").find((line) => line.startsWith('- quote: "'))!;
    const root = siteWith({ [TESTIMONIALS]: testimonials.replace(quote, '- quote: "She said "it\'s done" today."') });
    const report = contentYamlReport(root) ?? "";
    const fixed = 'quote: "She said \\"it\'s done\\" today."';
    expect(report).toContain(`Write each quote inside as \\": ${fixed}`);
    expect(yaml.load(fixed)).toEqual({ quote: 'She said "it\'s done" today.' });
  });

  // A second `title:` pasted at the end of a file: js-yaml said "duplicated mapping key" at the
  // second one only, under "is not valid YAML" and the usual causes, none of which was the cause.
  it("says that a field is written twice, on which lines, and to delete one, without the usual causes", () => {
    const contact = read("content/pages/contact.yaml");
    const testimonials = read(TESTIMONIALS);
    const lines = testimonials.split("\n");
    // The second entry's author: the first entry has one too, in another mapping.
    const author = lines.filter((line) => line.startsWith("  author: "))[1];
    const title = lines[lines.indexOf(author) + 1];
    const root = siteWith({
      "content/pages/contact.yaml": `${contact}title: Talk to us\n`,
      [TESTIMONIALS]: testimonials.replace(`${author}\n${title}\n`, `${author}\n${title}\n  author: "Priya"\n`),
      [ARTICLE]: read(ARTICLE).replace(/\n---\n/, "\nslug: again\n---\n"),
    });
    const report = contentYamlReport(root) ?? "";
    const title1 = contact.split("\n").findIndex((line) => line.startsWith("title: ")) + 1;
    const added = contact.split("\n").length; // The line after the file's last.
    expect(report).toContain(
      `content/pages/contact.yaml: field "title" is written twice, on line ${title1} and line ${added}, and the build cannot tell which one to use: delete the one you do not want`,
    );
    expect(report).toContain(
      `${TESTIMONIALS}: field "author" is written twice, on line ${lineOf(testimonials, author)} and line ${lineOf(testimonials, title) + 1}, and the build cannot tell which one to use: delete the one you do not want`,
    );
    const article = read(ARTICLE);
    const slug = article.split("\n").find((line) => line.startsWith("slug: "))!;
    expect(report).toContain(
      `${ARTICLE}: field "slug" is written twice, on line ${lineOf(article, slug)} and line ${article.split("\n").indexOf("---", 1) + 1}, `,
    );
    expect(report).not.toContain("duplicated mapping key");
    expect(report).not.toContain("The usual causes");
    expect(() => readYamlFile(path.join(root, "content/pages/contact.yaml"), root)).toThrow(
      /^content\/pages\/contact\.yaml: field "title" is written twice, on line 6 and line 17, [^\n]*one you do not want$/,
    );
  });

  it("names content/site.yaml, which the build reads before anything else", () => {
    const site = read("content/site.yaml");
    const root = siteWith({ "content/site.yaml": site.replace(/^title: .*$/m, "title: Borderless: Consulting") });
    expect(() => readSiteConfig(root, {})).toThrow(
      /^content\/site\.yaml is not valid YAML, so the build cannot read it: line \d+/,
    );
  });
});

const ARTICLE = "content/articles/tax-residency-guide-183-day-rule/index.md";
const TESTIMONIALS = "content/testimonials.yaml";
const EBOOK = "content/ebook/tax-strategies-for-global-citizens.md";

describe("the front matter of a markdown file (an article, a legal page, the ebook)", () => {
  it("names a front matter that is not YAML with the line of the file, as it does a YAML file", () => {
    const article = read(ARTICLE);
    const title = article.split("\n").find((line) => line.startsWith("title:"))!;
    const root = siteWith({ [ARTICLE]: article.replace(title, "title: Tax Residency: The 183-Day Rule") });
    const report = contentYamlReport(root) ?? "";
    expect(report).toContain(
      `${ARTICLE} is not valid YAML, so the build cannot read it: line ${lineOf(article, title)}: the text of "title" holds ": "`,
    );
    expect(report).toContain(`${lineOf(article, title)} | title: Tax Residency: The 183-Day Rule`);
    expect(report).toContain("The usual causes");
  });

  // Windows editors save "UTF-8 with BOM": an invisible mark before the first "---", which the
  // markdown reader skips. The check named it as 'line 1 is "---"', a line that looked right.
  it("reads a file saved with a byte-order mark as the markdown reader does, with Windows line ends too", () => {
    const root = siteWith({ [ARTICLE]: `\uFEFF${read(ARTICLE).replace(/\n/g, "\r\n")}` });
    expect(contentYamlReport(root)).toBeNull();
  });

  it("names a file whose fields at the top do not start or end with a line of three hyphens", () => {
    const article = read(ARTICLE);
    const legal = read("content/legal/terms-of-service.md");
    const root = siteWith({
      [ARTICLE]: article.replace(/^---\n/, ""),
      "content/legal/terms-of-service.md": legal.replace(/\n---\n/, "\n\n"),
    });
    const report = contentYamlReport(root) ?? "";
    expect(report).toContain(
      `${ARTICLE}: the fields at the top of the file must start with a line of three hyphens (---) and end with another; line 1 is "id: `,
    );
    expect(report).toContain(
      "content/legal/terms-of-service.md: the fields at the top of the file must start with a line of three hyphens (---) and end with another; no line of three hyphens ends them",
    );
  });
});

describe("a file that is YAML but does not say what its writer meant", () => {
  it("names a text cut short by ' #', which YAML reads as the start of a note, and says to quote it or move the note", () => {
    const article = read(ARTICLE);
    const title = article.split("\n").find((line) => line.startsWith("title:"))!;
    const testimonials = read(TESTIMONIALS);
    const role = testimonials.split("\n").find((line) => /^\s+title: [^"']/.test(line))!;
    const root = siteWith({
      [ARTICLE]: article.replace(title, "title: The 183-Day Rule #1 Myth Explained"),
      [TESTIMONIALS]: testimonials.replace(role, `${role} #1 fan`),
    });
    const report = contentYamlReport(root) ?? "";
    expect(report).toContain(
      `${ARTICLE}, line ${lineOf(article, title)}: the text of "title" stops before " #1 Myth Explained": YAML reads " #" and what follows as a note, so the page would show "The 183-Day Rule". Put the whole text in double quotes: title: "The 183-Day Rule #1 Myth Explained". If what follows "#" is a note to yourself, put it on a line of its own instead.`,
    );
    expect(report).toContain(
      `${TESTIMONIALS}, line ${lineOf(testimonials, role)}: the text of "title" stops before " #1 fan"`,
    );
    expect(report).not.toContain("The usual causes");
  });

  it("leaves notes after numbers, on lines of their own and inside quoted or folded text alone", () => {
    const root = siteWith({
      "content/extra.yaml":
        '# a note\nid: 10 # the next free number\nquote: "Rule #1" # kept\ntext: >-\n  Folded #1 text\n  goes on\n',
    });
    expect(contentYamlReport(root)).toBeNull();
  });

  it("names an entry left empty in a list, which stopped the build inside the YAML reader", () => {
    const testimonials = read(TESTIMONIALS);
    const root = siteWith({ [TESTIMONIALS]: `${testimonials.trimEnd()}\n- \n` });
    const line = testimonials.trimEnd().split("\n").length + 1;
    expect(contentYamlReport(root)).toContain(
      `${TESTIMONIALS}, line ${line}: an entry of the list is empty (a "-" with nothing after it): delete the line or fill the entry in`,
    );
  });

  it("names a date on a day that does not exist, quoted or not, which YAML or a date parser would move on", () => {
    const ebook = read(EBOOK);
    const date = ebook.split("\n").find((line) => line.startsWith("date:"))!;
    const article = read(ARTICLE);
    const published = article.split("\n").find((line) => line.startsWith("publishedDate:"))!;
    const root = siteWith({
      [EBOOK]: ebook.replace(date, 'date: "2026-02-30"'),
      [ARTICLE]: article.replace(published, "publishedDate: 2026-13-01"),
    });
    const report = contentYamlReport(root) ?? "";
    expect(report).toContain(`${EBOOK}, line ${lineOf(ebook, date)}: "date" is 2026-02-30, a day that does not exist`);
    expect(report).toContain(
      `${ARTICLE}, line ${lineOf(article, published)}: "publishedDate" is 2026-13-01, a day that does not exist`,
    );
  });
});

// A file saved by Word or Notepad as Windows-1252 ("ANSI"): Gatsby reads it as UTF-8, and every
// accented letter or typographic sign reached the page as "�" ("Z�rich"), without a word.
describe("a content file not saved as UTF-8", () => {
  const LLC = "content/articles/us-llc-for-non-residents-guide/index.md";

  it("names the file, the first line with a letter in another encoding and the word as it was meant", () => {
    const testimonials = read(TESTIMONIALS);
    const author = testimonials.split("\n").find((line) => line.includes("author:"))!;
    const llc = read(LLC);
    const root = siteWith({});
    fs.writeFileSync(
      path.join(root, TESTIMONIALS),
      Buffer.from(testimonials.replace(author, '  author: "Jürgen K."'), "latin1"),
    );
    fs.writeFileSync(path.join(root, LLC), Buffer.from(llc, "latin1"));
    const report = contentYamlReport(root) ?? "";
    const saveAgain =
      "is not saved as UTF-8, the encoding the site reads (Word and Notepad can save a file as Windows-1252 or ANSI): save it again with the encoding UTF-8, or type the text again in the CMS";
    expect(report).toContain(
      `${TESTIMONIALS}, line ${lineOf(testimonials, author)}: "Jürgen" would show with a broken letter, as every accented letter or typographic sign of the file would: the file ${saveAgain}`,
    );
    const section = llc.split("\n").findIndex((line) => line.includes("§")) + 1;
    expect(report).toContain(`${LLC}, line ${section}: "§" would show with a broken letter`);
  });

  it("names a letter already lost, a replacement character (�) saved into the file", () => {
    const about = read("content/pages/about.yaml");
    const line = about.split("\n").findIndex((text) => /^\s+\w+: [A-Z]/.test(text) && !text.includes("#"));
    const lines = about.split("\n");
    lines[line] = lines[line].replace(/(\w+: )([A-Z])/, "$1Z\uFFFDrich $2");
    const root = siteWith({ "content/pages/about.yaml": lines.join("\n") });
    expect(contentYamlReport(root)).toContain(
      `content/pages/about.yaml, line ${line + 1}: "Z\uFFFDrich" holds a letter lost when the file was saved in another encoding (shown as \uFFFD): type the word again`,
    );
  });
});
