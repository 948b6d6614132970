/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import {
  COMMENT_FIELD,
  LIST_FIELD,
  dumpYaml,
  frontMatterFormat,
  splitHeadComment,
  yamlFormat,
  yamlListFormat,
} from "../../src/rules/cmsFormats";

const CONTENT = path.join(__dirname, "../../content");
const files = (dir: string, ext: string) =>
  fs
    .readdirSync(path.join(CONTENT, dir))
    .filter((name) => name.endsWith(ext))
    .map((name) => path.join(dir, name));
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8");
/** What Gatsby reads from a YAML text (gatsby-transformer-yaml and gray-matter use js-yaml's default schema). */
const gatsbyReads = (text: string) => yaml.load(text);
const frontMatter = (text: string) => yaml.load(text.split(/^---$/m)[1]);
const bodyOf = (text: string) => text.split(/^---$/m).slice(2).join("---").trim();

describe("the CMS's formats, saving a content file unchanged", () => {
  const yamlFiles = [...files("", ".yaml"), ...files("pages", ".yaml"), ...files("service-pages", ".yaml")];
  const markdownFiles = [
    ...files("legal", ".md"),
    ...files("ebook", ".md"),
    ...fs.readdirSync(path.join(CONTENT, "articles")).map((dir) => path.join("articles", dir, "index.md")),
  ];

  it("covers every content file", () => {
    expect(yamlFiles.length).toBeGreaterThan(20);
    expect(markdownFiles.length).toBeGreaterThan(5);
  });

  it.each(yamlFiles)("%s: the same data and the same comment block at its top", (file) => {
    const text = read(file);
    const format = Array.isArray(gatsbyReads(text)) ? yamlListFormat : yamlFormat;
    const saved = format.toFile(format.fromFile(text));
    expect(gatsbyReads(saved)).toEqual(gatsbyReads(text));
    expect(splitHeadComment(saved).comment).toBe(splitHeadComment(text).comment);
    if (/^#/.test(text)) expect(saved.startsWith("#")).toBe(true);
  });

  it.each(markdownFiles)("%s: the same front matter, comments and text", (file) => {
    const text = read(file);
    const saved = frontMatterFormat.toFile(frontMatterFormat.fromFile(text));
    expect(frontMatter(saved)).toEqual(frontMatter(text));
    expect(bodyOf(saved)).toBe(bodyOf(text));
    expect(splitHeadComment(saved.split(/^---$/m)[1].replace(/^\n/, "")).comment).toBe(
      splitHeadComment(text.split(/^---$/m)[1].replace(/^\n/, "")).comment,
    );
  });
});

describe("the files the CMS writes", () => {
  // `npm run lint` runs Prettier over content/ too: a file saved unchanged stays as Prettier wants it.
  it("are as Prettier writes them, every YAML file and legal page saved unchanged", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-formats-"));
    try {
      const saved = [
        ...files("", ".yaml"),
        ...files("pages", ".yaml"),
        ...files("service-pages", ".yaml"),
        ...files("legal", ".md"),
      ];
      for (const file of saved) {
        const text = read(file);
        const format = file.endsWith(".md")
          ? frontMatterFormat
          : Array.isArray(gatsbyReads(text))
            ? yamlListFormat
            : yamlFormat;
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), format.toFile(format.fromFile(text)));
      }
      const check = spawnSync(
        path.join(__dirname, "../../node_modules/.bin/prettier"),
        ["--check", "--config", path.join(__dirname, "../../.prettierrc"), "."],
        { cwd: dir, encoding: "utf8" },
      );
      expect([check.status, check.stdout + check.stderr]).toEqual([0, expect.stringContaining("All matched files")]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("quotes text with double quotes in single quotes, as Prettier does", () => {
    expect(dumpYaml({ a: '"Quoted"', b: 'x: it\'s "y"', c: "plain" })).toBe(
      `a: '"Quoted"'\nb: "x: it's \\"y\\""\nc: plain\n`,
    );
  });
});

describe("yamlListFormat", () => {
  it("hands a list file to the editor as one list field, and writes it back as a list", () => {
    const data = yamlListFormat.fromFile("# Invented.\n- quote: Hi\n  author: A\n");
    expect(data).toEqual({ [LIST_FIELD]: [{ quote: "Hi", author: "A" }], [COMMENT_FIELD]: "# Invented.\n" });
    const edited = {
      ...data,
      [LIST_FIELD]: [
        { quote: "Hello", author: "A" },
        { quote: "New", author: "B" },
      ],
    };
    expect(yamlListFormat.toFile(edited)).toBe("# Invented.\n- quote: Hello\n  author: A\n- quote: New\n  author: B\n");
  });
});

describe("yamlFormat", () => {
  it("keeps dates and numbers typed as text as text, so Gatsby reads what the editor showed", () => {
    const data = yamlFormat.fromFile('date: "2026-11-23"\ncode: "007"\nwhen: 2026-11-23\n');
    expect(data).toEqual({ date: "2026-11-23", code: "007", when: "2026-11-23" });
    expect(gatsbyReads(yamlFormat.toFile(data))).toEqual({ date: "2026-11-23", code: "007", when: "2026-11-23" });
  });

  it("writes fields in the editor's order and leaves out the empty ones", () => {
    const text = yamlFormat.toFile({ b: "2", a: "1", c: null, d: undefined }, ["a", "b", "c", "d"]);
    expect(text).toBe('a: "1"\nb: "2"\n');
  });
});

describe("frontMatterFormat", () => {
  it("reads the text after the front matter as the body and writes an article Gatsby reads back", () => {
    const data = frontMatterFormat.fromFile('---\nid: 7\ntitle: "A: B"\n---\n\nFirst paragraph.\n\n## Heading\n');
    expect(data).toEqual({ id: 7, title: "A: B", body: "First paragraph.\n\n## Heading\n" });
    expect(frontMatterFormat.toFile(data, ["title", "id"])).toBe(
      '---\ntitle: "A: B"\nid: 7\n---\n\nFirst paragraph.\n\n## Heading\n',
    );
  });
});
