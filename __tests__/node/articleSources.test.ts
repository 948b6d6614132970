/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { collectArticles } from "../../src/node/pages/articleSources";
import { validateArticles } from "../../src/rules/articles";

const ROOT = path.join(__dirname, "../..");
const ARTICLES = path.join(ROOT, "content/articles");

describe("collectArticles", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** An article folder under `root` holding `cover`'s bytes as cover.jpg, as Gatsby's node gives it. */
  const folder = (name: string, cover: string, frontmatter: Record<string, unknown>) => {
    const dir = path.join(root, "content/articles", name);
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(cover, path.join(dir, "cover.jpg"));
    const file = path.join(dir, "index.md");
    fs.writeFileSync(file, "---\ntitle: T\n---\n\nText.\n");
    return { id: name, fileAbsolutePath: file, frontmatter, rawMarkdownBody: "\nText.\n" };
  };

  const frontmatter = (id: number, title: string) => ({
    id,
    title,
    metaDescription: `About ${title}.`,
    image: "./cover.jpg",
    date: "March 12, 2025",
    publishedDate: "2025-03-12T09:00:00.000Z",
    modifiedDate: "2025-03-12T09:00:00.000Z",
    author: "A guest",
    keywords: "tax",
  });

  // A folder copied to start a new article keeps its cover.jpg: the build reads the bytes, so a
  // renamed copy of the picture is caught too.
  it("reads each cover's bytes, so an article copied with its cover stops the build", async () => {
    const [first, second] = fs.readdirSync(ARTICLES).map((name) => path.join(ARTICLES, name, "cover.jpg"));
    const original = folder("residency", first, frontmatter(1, "Residency"));
    const copy = folder("visas-2027", first, frontmatter(2, "Visas in 2027"));
    await expect(collectArticles([original, copy], root).then(validateArticles)).rejects.toThrow(
      'Article content/articles/visas-2027/index.md: field "image" "./cover.jpg" is the same picture as the cover of content/articles/residency/index.md',
    );
    const own = folder("banking", second, frontmatter(3, "Banking"));
    await expect(collectArticles([original, own], root).then(validateArticles)).resolves.toBeUndefined();
  });
});

describe("an article's text as the build reads it from its file", () => {
  const BANKING = "digital-banking-risks-for-location-independent-entrepreneurs";
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "articles-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /**
   * The build's message on the banking article, copied under `root` with `line` written after
   * its line that starts with `after` (or at the end of it, with `append`), and the line of the
   * file that holds it.
   */
  const messageAfter = async (after: string, line: string, append = false) => {
    const dir = path.join(root, "content/articles", BANKING);
    fs.cpSync(path.join(ARTICLES, BANKING), dir, { recursive: true });
    const file = path.join(dir, "index.md");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    const at = lines.findIndex((text) => text.startsWith(after));
    expect(at).toBeGreaterThan(0);
    if (append) lines[at] = `${lines[at]} ${line}`;
    else lines.splice(at + 1, 0, line);
    fs.writeFileSync(file, lines.join("\n"));
    const close = lines.indexOf("---", 1);
    const node = {
      id: BANKING,
      fileAbsolutePath: file,
      frontmatter: yaml.load(lines.slice(1, close).join("\n")) as Record<string, unknown>,
      rawMarkdownBody: lines.slice(close + 1).join("\n"),
    };
    const fileLine = append ? at + 1 : at + 2;
    try {
      validateArticles(await collectArticles([node], root));
    } catch (error) {
      // The text's lines count from its first that is not blank (the blank line after the front matter is not one).
      const lead = lines.slice(close + 1).findIndex((text) => text.trim() !== "");
      return { message: (error as Error).message, fileLine, textLine: fileLine - close - 1 - lead };
    }
    throw new Error("the build did not stop");
  };

  // An audit of founder mistakes: a stray "- " in a list showed an empty bullet, and the build passed.
  it("stops on a bullet with nothing after it, naming the file and the line", async () => {
    const { message, fileLine, textLine } = await messageAfter("- **The same app can mean", "- ");
    expect(message).toContain(
      `Article content/articles/${BANKING}/index.md: field "body" line ${textLine} of the text (line ${fileLine} of the file) is a list point with nothing after it ("-"): the page shows an empty point there; delete the line, or write the point after its mark`,
    );
  });

  // The same audit: a stray "2." showed an empty numbered point, and the points after it one higher.
  it("stops on a numbered point with nothing after it, saying the points after it would be renumbered", async () => {
    const { message, fileLine, textLine } = await messageAfter("1. **Travel patterns.**", "2.");
    expect(message).toContain(
      `field "body" line ${textLine} of the text (line ${fileLine} of the file) is a list point with nothing after it ("2."): the page shows an empty point there, and numbers the points after it one higher; delete the line, or write the point after its mark`,
    );
  });

  // The same audit: "[](https://www.fca.org.uk/)" made a link with no words, which nobody sees.
  it("stops on a link with no words, naming the line and what to write", async () => {
    const { message, fileLine, textLine } = await messageAfter(
      "Safeguarding is a real protection",
      "See [](https://www.fca.org.uk/).",
      true,
    );
    expect(message).toContain(
      `field "body" line ${textLine} of the text (line ${fileLine} of the file) holds a link with no words, "[](https://www.fca.org.uk/)": the page shows nothing to tap, and screen readers read out the bare address; write the words between the square brackets, as in [words that say where it leads](https://www.fca.org.uk/), or delete the link`,
    );
  });
});
