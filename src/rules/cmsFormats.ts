/**
 * How the CMS at /admin/ reads and writes the content files (registered with Decap's
 * `registerCustomFormat` in src/cms/cms.tsx; src/node/cms/config.ts names them per collection).
 *
 * Decap's own YAML formats drop a file's comments and cannot edit a file whose top level is a
 * list (decap-cms issue 531), which is what gatsby-transformer-yaml makes one node per item
 * from (content/testimonials.yaml, ...). These formats read with js-yaml's core schema (dates
 * stay text, as the editor shows them), write with its default schema (so text that YAML would
 * read as a date or a number is quoted), keep the comment block at the top of a file, and hand
 * a list file to the editor as one list field.
 */
import yaml from "js-yaml";

export const FORMATS = { yaml: "yaml-commented", list: "yaml-list", markdown: "frontmatter-commented" } as const;
/** The field that holds a list file's items. */
export const LIST_FIELD = "items";
/** Where the comment block at the top of a file waits while the file is edited (no editor field shows it). */
export const COMMENT_FIELD = "__comment";

type Data = Record<string, unknown>;

const DUMP_OPTIONS: yaml.DumpOptions = { lineWidth: -1, noRefs: true, quotingType: '"' };

/** The comment lines (and blank lines among them) a YAML text starts with, and the rest. */
export function splitHeadComment(text: string): { comment: string; rest: string } {
  const lines = text.split("\n");
  let index = 0;
  while (index < lines.length && /^\s*(#.*)?\r?$/.test(lines[index])) index += 1;
  const head = lines.slice(0, index).join("\n");
  // Blank lines before the first comment are not worth keeping.
  const comment = /#/.test(head) ? `${head.replace(/^\s*\n/, "").replace(/\s+$/, "")}\n` : "";
  return { comment, rest: lines.slice(index).join("\n") };
}

const load = (text: string): unknown => yaml.load(text, { schema: yaml.CORE_SCHEMA });

/** Keys in the order of the editor's fields, then any others the file had. */
function ordered(data: Data, sortedKeys: readonly string[] = []): Data {
  const result: Data = {};
  for (const key of [...sortedKeys, ...Object.keys(data)]) {
    if (key in result || key === COMMENT_FIELD || key === "body") continue;
    if (data[key] === undefined || data[key] === null) continue;
    result[key] = data[key];
  }
  return result;
}

/**
 * YAML as js-yaml writes it, in double quotes where quotes are needed, but for text that holds
 * double quotes and no single ones, which Prettier (`npm run lint` checks content/ too)
 * writes in single quotes: "\"Quoted\"" becomes '"Quoted"'.
 */
export function dumpYaml(value: unknown): string {
  // A whole double-quoted value ending its line, after a plain key or a list dash.
  const quoted = /^(\s*(?:- )*(?:[\w-]+: )?)"((?:[^"\\']|\\")*\\"(?:[^"\\']|\\")*)"$/gm;
  return yaml
    .dump(value, DUMP_OPTIONS)
    .replace(quoted, (_match, before: string, inner: string) => `${before}'${inner.replace(/\\"/g, '"')}'`);
}

function dump(value: unknown): string {
  const text = dumpYaml(value);
  return text === "{}\n" ? "" : text;
}

const withComment = (data: Data, comment: string): Data => (comment ? { ...data, [COMMENT_FIELD]: comment } : data);
const commentOf = (data: Data): string => (typeof data[COMMENT_FIELD] === "string" ? String(data[COMMENT_FIELD]) : "");

export const yamlFormat = {
  fromFile(text: string): Data {
    const { comment } = splitHeadComment(text);
    const data = load(text);
    return withComment(data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : {}, comment);
  },
  toFile(data: Data, sortedKeys?: readonly string[]): string {
    return `${commentOf(data)}${dump(ordered(data, sortedKeys))}`;
  },
};

export const yamlListFormat = {
  fromFile(text: string): Data {
    const { comment } = splitHeadComment(text);
    const data = load(text);
    return withComment({ [LIST_FIELD]: Array.isArray(data) ? data : [] }, comment);
  },
  toFile(data: Data): string {
    const items = Array.isArray(data[LIST_FIELD]) ? data[LIST_FIELD] : [];
    return `${commentOf(data)}${dumpYaml(items)}`;
  },
};

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** Markdown with YAML front matter between `---` lines; the text after it is the field `body`. */
export const frontMatterFormat = {
  fromFile(text: string): Data {
    const match = FRONT_MATTER.exec(text);
    if (!match) return { body: text };
    const [, front, body] = match;
    const { comment } = splitHeadComment(front);
    const data = load(front);
    const fields = data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : {};
    return withComment({ ...fields, body: body.replace(/^\r?\n/, "") }, comment);
  },
  toFile(data: Data, sortedKeys?: readonly string[]): string {
    const body = typeof data.body === "string" ? data.body.trim() : "";
    return `---\n${commentOf(data)}${dump(ordered(data, sortedKeys))}---\n\n${body}\n`;
  },
};
