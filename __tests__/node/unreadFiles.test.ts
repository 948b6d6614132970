/** @jest-environment node */
import fs from "fs";
import path from "path";
import { unreadContentFiles } from "../../src/node/pages/unreadFiles";
import { copyTypes } from "../../src/node/schema/copySchema";
import { COPY_TYPES, SECTION_TYPES } from "../../src/node/schema/schema";
import { tempDir } from "../helpers/tempDir";

const ROOT = path.join(__dirname, "../..");
const TYPES = [...copyTypes(COPY_TYPES, SECTION_TYPES).keys()];

/** A copy of content/ in a folder of its own, with `extra` files written into it. */
function contentWith(extra: Record<string, string>): string {
  const root = tempDir("unread-");
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  for (const [file, text] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("files under content/ that the site does not read", () => {
  it("are none in the repository's content", () => {
    expect(unreadContentFiles(ROOT, TYPES)).toEqual([]);
  });

  it("leaves hidden files and what an operating system writes beside pictures alone, and pictures wherever they are", () => {
    const root = contentWith({
      "content/.DS_Store": "x",
      "content/images/about/office.jpg": "x",
      "content/images/about/Thumbs.db": "x",
    });
    expect(unreadContentFiles(root, TYPES)).toEqual([]);
  });

  it("names a .yml file, beside the .yaml file the site reads or instead of it", () => {
    const root = contentWith({ "content/cta.yml": "title: New\n", "content/pages/pricing.yml": "title: Pricing\n" });
    expect(unreadContentFiles(root, TYPES)).toEqual([
      "content/cta.yml is not read: the site reads content/cta.yaml, beside it. Move your changes there and delete content/cta.yml",
      "content/pages/pricing.yml is not read: the site's files end in .yaml. Rename it content/pages/pricing.yaml",
    ]);
  });

  it("names an article saved under another name than index.md, in its folder or beside the folders", () => {
    const slug = fs.readdirSync(path.join(ROOT, "content/articles"))[0];
    const root = contentWith({
      "content/articles/new-guide/index.markdown": "---\ntitle: New\n---\n",
      [`content/articles/${slug}/index.md.txt`]: "draft",
      "content/articles/loose-article.md": "---\ntitle: Loose\n---\n",
    });
    expect(unreadContentFiles(root, TYPES)).toEqual([
      `content/articles/${slug}/index.md.txt is not read: an article is the file index.md in its own folder, and this folder's is content/articles/${slug}/index.md. Delete this file, or give it a folder of its own as index.md`,
      "content/articles/loose-article.md is not read: an article is the file index.md in a folder of its own under content/articles/ (the folder named like its address, with its cover picture beside it)",
      "content/articles/new-guide/index.markdown is not read: an article is the file index.md in its own folder. Rename it content/articles/new-guide/index.md",
    ]);
  });

  // The CMS trial: an iPhone photo uploaded as a cover was named as a misplaced article.
  it("names a picture in a kind the site cannot show, wherever it is, and what to save it as", () => {
    const slug = fs.readdirSync(path.join(ROOT, "content/articles"))[0];
    const root = contentWith({
      [`content/articles/${slug}/IMG_4321.HEIC`]: "photo",
      "content/images/logos/acme.tiff": "logo",
    });
    expect(unreadContentFiles(root, TYPES)).toEqual([
      `content/articles/${slug}/IMG_4321.HEIC is a picture the site cannot show (HEIC): save it as a .jpg (or .png or .webp) and choose that file, then delete this one`,
      "content/images/logos/acme.tiff is a picture the site cannot show (TIFF): save it as a .jpg (or .png or .webp) and choose that file, then delete this one",
    ]);
  });

  // Second broken-file audit: a Word draft in an article's folder was told to become index.md,
  // which would have published the document's raw bytes.
  it("names a document (Word, PDF, Pages) and says to paste its text in the CMS, not to rename it", () => {
    const slug = fs.readdirSync(path.join(ROOT, "content/articles"))[0];
    const root = contentWith({
      [`content/articles/${slug}/draft.docx`]: "PK",
      "content/pages/about-2027.pdf": "%PDF",
    });
    const paste = "paste its text into the CMS (an article's Text, a page's fields), then delete this file";
    expect(unreadContentFiles(root, TYPES)).toEqual([
      `content/articles/${slug}/draft.docx is a document (DOCX), which the site does not read: ${paste}`,
      `content/pages/about-2027.pdf is a document (PDF), which the site does not read: ${paste}`,
    ]);
  });

  it("names a copy of a page's file, and a page file no page reads", () => {
    const root = contentWith({ "content/pages/about-old.yaml": "title: About\n", "content/notes.txt": "ideas" });
    const problems = unreadContentFiles(root, TYPES);
    expect(problems.map((line) => line.split(" ")[0])).toEqual(["content/notes.txt", "content/pages/about-old.yaml"]);
    expect(problems[1]).toBe(
      "content/pages/about-old.yaml is not read by any page: the site reads only the files it already has (a new page or list needs a developer). Move your changes into the file they belong to, then delete this one",
    );
  });
});
