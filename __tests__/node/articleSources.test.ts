/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
