import fs from "node:fs";
import path from "node:path";
import { ebookReferenceProblems, numberedChapters } from "../../src/rules/ebookReferences";
import { splitFrontMatter } from "../../src/rules/frontMatter";

const FILE = "content/ebook/test.md";
/** How the build names a line: the file and the line's number in it. */
const where = (index: number) => `${FILE} line ${index + 1}`;
const problems = (markdown: string) => ebookReferenceProblems(markdown.split("\n"), where);

/**
 * A small ebook (lines 1 to 26) in the real one's shape: the introduction's list of chapters under
 * "How this guide is organized", two chapters, and the sources appendix with a heading for each.
 */
const ebook = ({
  list = ["1. **First steps:** where to begin.", "2. **Tax residency:** where you live."],
  sources = ["### Chapter 1: First steps", "### Chapter 2: Tax residency"],
  text = "Chapter 2 covers this.",
} = {}) =>
  [
    "# Introduction", // 1
    "",
    "## How this guide is organized", // 3
    "",
    "The two chapters follow the order of a plan:", // 5
    "",
    ...list, // 7, 8
    "",
    "# 1. First steps", // 10
    "",
    text, // 12
    "",
    "# 2. Tax residency", // 14
    "",
    "Where you live.", // 16
    "",
    "# Next steps", // 18
    "",
    "## Sources", // 20
    "",
    sources[0], // 22
    "",
    "- A source.", // 24
    "",
    ...sources.slice(1), // 26
  ].join("\n");

describe("the ebook's references to its chapters", () => {
  it("finds nothing wrong in the ebook as it is (content/ebook)", () => {
    const file = "content/ebook/tax-strategies-for-global-citizens.md";
    const split = splitFrontMatter(fs.readFileSync(path.join(__dirname, "../..", file), "utf8"));
    if (!("close" in split)) throw new Error(`${file} has no front matter`);
    // As the build reads it: the front matter blanked, so each line keeps its number.
    const lines = split.lines.map((line, index) => (index <= split.close ? "" : line));
    expect(numberedChapters(lines).map((chapter) => chapter.number)).toEqual([1, 2, 3, 4, 5]);
    expect(ebookReferenceProblems(lines, (index) => `${file} line ${index + 1}`)).toEqual([]);
  });

  it("finds nothing wrong when the list, the sources and the text name the chapters as they are", () => {
    expect(problems(ebook())).toEqual([]);
  });

  it("names a sources heading that still has a chapter's old title", () => {
    expect(problems(ebook({ sources: ["### Chapter 1: First step", "### Chapter 2: Tax residency"] }))).toEqual([
      `${FILE} line 22: "### Chapter 1: First step" names chapter 1, which is now called "First steps". Change one of them so they match.`,
    ]);
  });

  it("names a sources heading for a chapter the ebook does not have", () => {
    expect(problems(ebook({ sources: ["### Chapter 1: First steps", "### Chapter 3: Companies"] }))).toEqual([
      `${FILE} line 26: "### Chapter 3: Companies" names chapter 3, but the ebook has no chapter 3 (its chapters are numbered 1 to 2). Correct the number, or remove the heading if the chapter is gone.`,
    ]);
  });

  it("names an item of the introduction's list that still has a chapter's old title", () => {
    expect(
      problems(ebook({ list: ["1. **First steps:** where to begin.", "2. **Residency:** where you live."] })),
    ).toEqual([
      `${FILE} line 8: "2. **Residency:** ..." names chapter 2, which is now called "Tax residency". Change one of them so they match.`,
    ]);
  });

  it("names a chapter the introduction's list leaves out, and an item for a chapter the ebook does not have", () => {
    expect(
      problems(ebook({ list: ["1. **First steps:** where to begin.", "3. **Companies:** what to form."] })),
    ).toEqual([
      `${FILE} line 8: "3. **Companies:** ..." is in the list under "How this guide is organized", but the ebook has no chapter 3 (its chapters are numbered 1 to 2). Correct the number, or remove the item if the chapter is gone.`,
      `${FILE} line 3: the list under "How this guide is organized" has no item for chapter 2, "Tax residency". Add one: 2. **Tax residency:** followed by a few words on what it covers.`,
    ]);
  });

  it("names a chapter listed twice in the introduction", () => {
    expect(
      problems(
        ebook({
          list: [
            "1. **First steps:** where to begin.",
            "2. **Tax residency:** where you live.",
            "2. **Tax residency:** again.",
          ],
        }),
      ),
    ).toEqual([
      `${FILE} line 9: "2. **Tax residency:** ..." is a second item for chapter 2 in the list under "How this guide is organized" (line 8 is the first). Remove one of them.`,
    ]);
  });

  it("names every mismatch at once, in the order of the file's lines, after a chapter is renamed", () => {
    const renamed = ebook().replace("# 2. Tax residency", "# 2. Where you are resident");
    expect(problems(renamed)).toEqual([
      `${FILE} line 8: "2. **Tax residency:** ..." names chapter 2, which is now called "Where you are resident". Change one of them so they match.`,
      `${FILE} line 26: "### Chapter 2: Tax residency" names chapter 2, which is now called "Where you are resident". Change one of them so they match.`,
    ]);
  });

  it("compares titles as printed: bold and italic marks, straight or curly quotes and extra spaces aside", () => {
    const quoted = ebook({
      list: ["1. *First  steps*: where to begin.", "2. **The \u201Ctax\u201D residency:** where you live."],
      sources: ["### Chapter 1:   First steps", '### Chapter 2: The "tax" residency'],
    }).replace("# 2. Tax residency", '# 2. The "tax" residency');
    expect(problems(quoted)).toEqual([]);
  });

  it("tells capitals apart, as the PDF prints them", () => {
    expect(problems(ebook({ sources: ["### Chapter 1: First Steps", "### Chapter 2: Tax residency"] }))).toEqual([
      `${FILE} line 22: "### Chapter 1: First Steps" names chapter 1, which is now called "First steps". Change one of them so they match.`,
    ]);
  });

  it("reads a chapter title that holds a colon", () => {
    const colon = ebook({
      list: ["1. **First steps: the basics:** where to begin.", "2. **Tax residency:** where you live."],
      sources: ["### Chapter 1: First steps: the basics", "### Chapter 2: Tax residency"],
    }).replace("# 1. First steps", "# 1. First steps: the basics");
    expect(problems(colon)).toEqual([]);
  });

  it('reads only the list under "How this guide is organized", not other numbered lists', () => {
    const other = `${ebook()}\n\n## Before the call\n\n1. **Your income:** what you earn.\n2. **Your plans:** where next.\n`;
    expect(problems(other)).toEqual([]);
  });

  it("names a chapter number in the text that no chapter has", () => {
    expect(problems(ebook({ text: "The company layer is in Chapter 4, with the structures that fit." }))).toEqual([
      `${FILE} line 12: "...company layer is in Chapter 4, with the structure..." refers to chapter 4, but the ebook has no chapter 4 (its chapters are numbered 1 to 2). Correct the number.`,
    ]);
  });

  it("names nothing for a text with no numbered chapters (an empty Text box in the CMS)", () => {
    expect(ebookReferenceProblems([""], where)).toEqual([]);
    expect(problems("# Introduction\n\nSee Chapter 3.\n")).toEqual([]);
  });
});
