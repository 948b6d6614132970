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
import { splitFrontMatter } from "./frontMatter";

export const FORMATS = { yaml: "yaml-commented", list: "yaml-list", markdown: "frontmatter-commented" } as const;
/** The field that holds a list file's items. */
export const LIST_FIELD = "items";
/** Where the comment block at the top of a file waits while the file is edited (no editor field shows it). */
export const COMMENT_FIELD = "__comment";
/** Where the comments inside a file wait while it is edited: each field's path ("forms.contact") and the lines above it. */
export const FIELD_COMMENTS_FIELD = "__fieldComments";

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

const BLOCK_SCALAR = /^[|>][+-]?\d*[+-]?\s*(#.*)?$/;
const KEY_LINE = /^( *)((?:- +)*)([\w-]+):(?: (.*))?$/;

/**
 * Each mapping key of a block-style YAML text (as content/ is written, and as js-yaml writes it),
 * in order: its line, indent and dotted path from the top, or no path for a key inside a list
 * item (list items repeat their keys, so a path would not say which). Comment lines, blank lines
 * and the lines of a block scalar (`>-`, `|`) are not keys.
 */
function keyLines(lines: readonly string[]): Array<{ line: number; indent: number; path: string | null }> {
  const keys: Array<{ line: number; indent: number; path: string | null }> = [];
  const open: Array<{ indent: number; key: string | null }> = [];
  let blockAbove: number | null = null;
  lines.forEach((text, line) => {
    if (text.trim() === "" || /^\s*#/.test(text)) return;
    const indent = text.length - text.trimStart().length;
    if (blockAbove !== null && indent > blockAbove) return;
    blockAbove = null;
    const match = KEY_LINE.exec(text);
    if (!match) return;
    const [, spaces, dashes, key, value = ""] = match;
    while (open.length > 0 && open[open.length - 1].indent >= spaces.length) open.pop();
    // "- key: v" opens a list item (no path inside it) whose key sits after the dashes.
    if (dashes) open.push({ indent: spaces.length, key: null });
    const keyIndent = spaces.length + dashes.length;
    while (open.length > 0 && open[open.length - 1].indent >= keyIndent) open.pop();
    const inList = open.some((entry) => entry.key === null);
    const path = inList ? null : [...open.map((entry) => entry.key), key].join(".");
    keys.push({ line, indent: keyIndent, path });
    open.push({ indent: keyIndent, key });
    if (BLOCK_SCALAR.test(value.trim())) blockAbove = keyIndent;
  });
  return keys;
}

/** The comment lines right above each field outside a list, by the field's path, after the file's top block. */
export function fieldComments(text: string): Record<string, string> {
  const lines = text.split("\n");
  const start = lines.length - splitHeadComment(text).rest.split("\n").length;
  const comments: Record<string, string> = {};
  for (const { line, path } of keyLines(lines)) {
    if (path === null || line <= start) continue;
    const above: string[] = [];
    for (let i = line - 1; i >= start && /^\s*#/.test(lines[i]); i -= 1) above.unshift(lines[i].trim());
    if (above.length > 0) comments[path] = above.join("\n");
  }
  return comments;
}

/** `text` with each comment of `comments` put back above its field, at the field's indent. */
export function withFieldComments(text: string, comments: Record<string, string>): string {
  if (Object.keys(comments).length === 0) return text;
  const lines = text.split("\n");
  const above = new Map<number, string[]>();
  for (const { line, indent, path } of keyLines(lines)) {
    const comment = path === null ? undefined : comments[path];
    if (comment)
      above.set(
        line,
        comment.split("\n").map((c) => `${" ".repeat(indent)}${c}`),
      );
  }
  return lines.flatMap((line, i) => [...(above.get(i) ?? []), line]).join("\n");
}

/** Keys in the order of the editor's fields, then any others the file had. */
function ordered(data: Data, sortedKeys: readonly string[] = []): Data {
  const result: Data = {};
  for (const key of [...sortedKeys, ...Object.keys(data)]) {
    if (key in result || key === COMMENT_FIELD || key === FIELD_COMMENTS_FIELD || key === "body") continue;
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

/** The file's data with its comments beside it: the block at its top, and those above its fields. */
function withComments(data: Data, text: string): Data {
  const { comment } = splitHeadComment(text);
  const fields = fieldComments(text);
  return {
    ...data,
    ...(comment ? { [COMMENT_FIELD]: comment } : {}),
    ...(Object.keys(fields).length > 0 ? { [FIELD_COMMENTS_FIELD]: fields } : {}),
  };
}
const commentOf = (data: Data): string => (typeof data[COMMENT_FIELD] === "string" ? String(data[COMMENT_FIELD]) : "");
const fieldCommentsOf = (data: Data): Record<string, string> => {
  const comments = data[FIELD_COMMENTS_FIELD];
  return comments && typeof comments === "object" ? (comments as Record<string, string>) : {};
};
/** The data as YAML, its comments put back. */
const dumpWithComments = (data: Data, sortedKeys?: readonly string[]): string =>
  `${commentOf(data)}${withFieldComments(dump(ordered(data, sortedKeys)), fieldCommentsOf(data))}`;

export const yamlFormat = {
  fromFile(text: string): Data {
    const data = load(text);
    return withComments(data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : {}, text);
  },
  toFile(data: Data, sortedKeys?: readonly string[]): string {
    return dumpWithComments(data, sortedKeys);
  },
};

export const yamlListFormat = {
  fromFile(text: string): Data {
    const { comment } = splitHeadComment(text);
    const data = load(text);
    // Comments inside a list's items have no path to wait under: only the top block is kept.
    return { [LIST_FIELD]: Array.isArray(data) ? data : [], ...(comment ? { [COMMENT_FIELD]: comment } : {}) };
  },
  toFile(data: Data): string {
    const items = Array.isArray(data[LIST_FIELD]) ? data[LIST_FIELD] : [];
    return `${commentOf(data)}${dumpYaml(items)}`;
  },
};

/** Markdown with YAML front matter between `---` lines; the text after it is the field `body`. */
export const frontMatterFormat = {
  fromFile(text: string): Data {
    const split = splitFrontMatter(text);
    if ("problem" in split) return { body: text };
    const front = split.lines.slice(1, split.close).join("\n");
    const body = split.lines.slice(split.close + 1).join("\n");
    const data = load(front);
    const fields = data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : {};
    return withComments({ ...fields, body: body.replace(/^\r?\n/, "") }, front);
  },
  toFile(data: Data, sortedKeys?: readonly string[]): string {
    const body = typeof data.body === "string" ? data.body.trim() : "";
    return `---\n${dumpWithComments(data, sortedKeys)}---\n\n${body}\n`;
  },
};
