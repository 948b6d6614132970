/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import {
  COMMENT_FIELD,
  FIELD_COMMENTS_FIELD,
  LIST_FIELD,
  dumpYaml,
  frontMatterFormat,
  splitHeadComment,
  yamlFormat,
  yamlListFormat,
} from "../../src/rules/cmsFormats";
import { commentsAboveFields } from "../helpers/yamlComments";

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

  // The notes inside a file (site.yaml explains most of its fields) are for whoever edits it next.
  it.each(yamlFiles)("%s: every comment inside it, each still above the same field", (file) => {
    const text = read(file);
    const format = Array.isArray(gatsbyReads(text)) ? yamlListFormat : yamlFormat;
    expect(commentsAboveFields(format.toFile(format.fromFile(text)))).toEqual(commentsAboveFields(text));
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

describe("the comments inside a YAML file", () => {
  const TEXT = [
    "# What the file is for.",
    "title: Site",
    "# Where the booking buttons lead.",
    "schedulingUrl: https://example.com/book",
    "intro: >-",
    "  Note: a folded text whose lines",
    "  look: like keys",
    "forms:",
    "  # The contact form's address.",
    "  contact: https://example.com/f/1",
    "items:",
    "  # A note inside a list, which has no field to wait under.",
    "  - title: One",
    "",
  ].join("\n");

  it("wait under their field's path while the file is edited, the top block apart", () => {
    const data = yamlFormat.fromFile(TEXT);
    expect(data[COMMENT_FIELD]).toBe("# What the file is for.\n");
    expect(data[FIELD_COMMENTS_FIELD]).toEqual({
      schedulingUrl: "# Where the booking buttons lead.",
      "forms.contact": "# The contact form's address.",
    });
  });

  it("go back above their field when the editor has changed and reordered the fields", () => {
    const data = yamlFormat.fromFile(TEXT);
    const saved = yamlFormat.toFile(
      { ...data, schedulingUrl: "https://calendly.com/jane/30min", forms: { contact: "https://f.test/2" } },
      ["forms", "schedulingUrl", "title", "intro", "items"],
    );
    expect(saved).toBe(
      [
        "# What the file is for.",
        "forms:",
        "  # The contact form's address.",
        "  contact: https://f.test/2",
        "# Where the booking buttons lead.",
        "schedulingUrl: https://calendly.com/jane/30min",
        "title: Site",
        'intro: "Note: a folded text whose lines look: like keys"',
        "items:",
        "  - title: One",
        "",
      ].join("\n"),
    );
    expect(gatsbyReads(saved)).toEqual({
      ...(gatsbyReads(TEXT) as object),
      schedulingUrl: "https://calendly.com/jane/30min",
      forms: { contact: "https://f.test/2" },
    });
  });

  it("go with their field when the editor removes it", () => {
    const { schedulingUrl: _removed, ...data } = yamlFormat.fromFile(TEXT);
    expect(yamlFormat.toFile(data)).not.toContain("booking buttons");
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

  // Saved by a Windows editor as "UTF-8 with BOM", or with Windows line ends: the build reads
  // such an article (gray-matter skips the mark), so the CMS must show its fields too, not an
  // article with nothing but a body.
  it("reads an article with a byte-order mark or Windows line ends as the build reads it", () => {
    const article = '---\nid: 7\ntitle: "A: B"\n---\n\nFirst paragraph.\n';
    const expected = { id: 7, title: "A: B", body: "First paragraph.\n" };
    expect(frontMatterFormat.fromFile(`\uFEFF${article}`)).toEqual(expected);
    expect(frontMatterFormat.fromFile(article.replace(/\n/g, "\r\n"))).toEqual(expected);
  });
});
