/** @jest-environment node */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { validateArticles } from "../../src/rules/articles";
import { contentYamlReport } from "../../src/node/schema/yamlFiles";
import { tempDir } from "../helpers/tempDir";

// What docs/editing.md tells the founder to type must be what the build accepts.
const ROOT = path.join(__dirname, "../..");
const GUIDE = fs.readFileSync(path.join(ROOT, "docs/editing.md"), "utf8");

/** The first fenced block after `intro` in the guide, without the list's indentation. */
function blockAfter(intro: string): string {
  const start = GUIDE.indexOf(intro);
  expect(start).toBeGreaterThan(-1);
  const fenced = /\n( *)```[a-z]*\n([\s\S]*?)\n\1```/.exec(GUIDE.slice(start));
  if (!fenced) throw new Error(`docs/editing.md: no code block after "${intro}"`);
  const indent = fenced[1].length;
  return fenced[2]
    .split("\n")
    .map((line) => line.slice(indent))
    .join("\n");
}

const ARTICLE_BLOCK = blockAfter("Start `index.md` with this block:");
const BODY = "\n\nA first paragraph of the new guide.\n\n## Why it matters\n\nWhat the guide goes on to say.\n";

describe("the article block docs/editing.md gives the founder", () => {
  it("is the front matter of a markdown file, between two lines of three hyphens", () => {
    expect(ARTICLE_BLOCK.startsWith("---\n")).toBe(true);
    expect(ARTICLE_BLOCK.endsWith("\n---")).toBe(true);
  });

  it("passes the check of content files that runs before every build, copied as it is", () => {
    const root = tempDir("editing-guide-");
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    const folder = path.join(root, "content/articles/my-new-guide");
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, "index.md"), ARTICLE_BLOCK + BODY);
    expect(contentYamlReport(root)).toBeNull();
  });

  it("passes the articles' rules beside the published articles, its id unused by them", () => {
    const read = (file: string) => {
      const text = fs.readFileSync(file, "utf8");
      const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      return { frontmatter: yaml.load(front) as Record<string, unknown>, body };
    };
    const folder = path.join(ROOT, "content/articles");
    const published = fs.readdirSync(folder).map((name) => ({
      file: `content/articles/${name}/index.md`,
      ...read(path.join(folder, name, "index.md")),
      imageExists: true,
    }));
    const fromGuide = {
      file: "content/articles/my-new-guide/index.md",
      frontmatter: yaml.load(ARTICLE_BLOCK.replace(/^---\n|\n---$/g, "")) as Record<string, unknown>,
      body: BODY,
      imageExists: true,
    };
    expect(() => validateArticles([...published, fromGuide])).not.toThrow();
  });
});
