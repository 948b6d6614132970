import yaml from "js-yaml";
import remark from "remark";
import gfm from "remark-gfm";
import type { Content, Heading, List, PhrasingContent, Root } from "mdast";

/**
 * The ebook's markdown (content/ebook/*.md), read through remark's syntax tree (remark 13 and
 * remark-gfm 1, the parser family gatsby-transformer-remark uses) into typed blocks. The
 * supported syntax is listed in the comment at the top of the markdown file: YAML front matter,
 * `#` chapters (`# 1. Title` numbered in order), `##` and `###` headings, paragraphs, bullet,
 * numbered and `- [ ]` checklist lists, `>` callouts, bold and italic. Anything else (links,
 * images, tables, code, rules, HTML, nested lists, `####` headings) stops the build with the
 * file and line, so the founder never ships a PDF that silently dropped or mangled text.
 */

export interface InlineRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface ListItem {
  runs: InlineRun[];
  /** `- [ ] text`: drawn with a tick box. */
  checkbox: boolean;
  line: number;
}

export type Block =
  | { type: "heading"; level: 2 | 3; text: string; line: number }
  | { type: "paragraph"; runs: InlineRun[]; line: number }
  | { type: "list"; ordered: boolean; start: number; items: ListItem[]; line: number }
  | { type: "callout"; paragraphs: InlineRun[][]; line: number };

export interface Chapter {
  /** Chapter number for `# 1. Title`, null for an unnumbered chapter. */
  number: number | null;
  title: string;
  line: number;
  blocks: Block[];
}

export interface EbookFrontMatter {
  title: string;
  subtitle: string;
  author: string;
  edition: string;
  /** YYYY-MM-DD, or null when absent. */
  date: string | null;
  description: string | null;
  keywords: string[];
  disclaimer: InlineRun[] | null;
  cta: string | null;
}

export interface EbookDocument {
  frontMatter: EbookFrontMatter;
  chapters: Chapter[];
}

export class EbookParseError extends Error {
  readonly file: string;
  readonly line: number;
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = "EbookParseError";
    this.file = file;
    this.line = line;
  }
}

export const REQUIRED_FIELDS = ["title", "subtitle", "author", "edition"] as const;
export const OPTIONAL_FIELDS = ["date", "description", "keywords", "disclaimer", "cta"] as const;
const KNOWN_FIELDS: readonly string[] = [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS];

/** Straight quotes to typographic ones (same length, so run boundaries stay put). */
function smartQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{*\u2014\u2013-])"/g, "$1\u201C")
    .replace(/"/g, "\u201D")
    .replace(/(^|[\s([{*\u2014\u2013-])'/g, "$1\u2018")
    .replace(/'/g, "\u2019");
}

/** Plain text of a run list (for measuring, outlines and tests). */
export function runsToText(runs: InlineRun[]): string {
  return runs.map((run) => run.text).join("");
}

const UNSUPPORTED: Record<string, string> = {
  link: "links are not supported in the ebook; write the words without a link (the site's links are added for you)",
  linkReference: "links are not supported in the ebook; write the words without a link",
  definition: "links are not supported in the ebook; write the words without a link",
  image: "images are not supported in the ebook",
  imageReference: "images are not supported in the ebook",
  html: "HTML is not supported in the ebook",
  inlineCode: "code (backticks) is not supported in the ebook",
  code: "code blocks are not supported in the ebook (a line indented by four spaces is one: start text at the margin)",
  table: "tables are not supported in the ebook; use a list instead",
  thematicBreak: "horizontal rules are not supported in the ebook",
  list: "nested or indented lists are not supported; start list items at the margin",
};

export function parseEbookMarkdown(source: string, fileLabel: string): EbookDocument {
  const text = source.replace(/^\uFEFF/, "");
  const lines = text.split(/\r?\n/);
  const failAt = (line: number, message: string): never => {
    throw new EbookParseError(fileLabel, line, message);
  };
  const close = lines[0]?.trim() === "---" ? lines.findIndex((l, i) => i > 0 && l.trim() === "---") : -2;
  if (close === -2) {
    failAt(
      1,
      'the file must start with front matter: a "---" line, the title, subtitle, author and edition, and a closing "---" line',
    );
  }
  if (close === -1) failAt(1, 'the front matter is never closed with a "---" line');
  const frontMatter = readFrontMatter(lines.slice(1, close), failAt);

  // The body is parsed with the front matter blanked out, so remark's line numbers are the file's.
  const body = [...lines.slice(0, close + 1).map(() => ""), ...lines.slice(close + 1)].join("\n");
  const tree = remark().use(gfm).parse(body) as Root;
  const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
  const sourceOf = (node: Content) => body.slice(node.position?.start.offset, node.position?.end.offset);

  const inline = (nodes: PhrasingContent[], style = { bold: false, italic: false }): InlineRun[] =>
    nodes.flatMap((node): InlineRun[] => {
      const fail = (message: string) => failAt(lineOf(node), message);
      if (node.type === "strong") return inline(node.children, { ...style, bold: true });
      if (node.type === "emphasis") return inline(node.children, { ...style, italic: true });
      if (node.type === "break") return [{ text: " ", ...style }];
      // `~~text~~` and bare web addresses were plain text before remark-gfm: keep them so.
      if (node.type === "delete" || (node.type === "link" && !/^[[<]/.test(sourceOf(node)))) {
        return [{ text: sourceOf(node), ...style }];
      }
      if (node.type !== "text") return fail(UNSUPPORTED[node.type] ?? `"${node.type}" is not supported in the ebook`);
      // remark leaves a marker that opens nothing as a literal character; treat it as a typo.
      const raw = sourceOf(node).replace(/\\./g, "");
      if (raw.includes("**")) fail('"**" opens bold text that is never closed');
      const marker = /\*|(?<![\p{L}\p{N}])_(?=\S)|(?<=\S)_(?![\p{L}\p{N}])/u.exec(raw);
      if (marker) fail(`"${marker[0]}" opens italic text that is never closed`);
      return [{ text: node.value, ...style }];
    });
  const runsOf = (nodes: PhrasingContent[]): InlineRun[] => {
    const runs: InlineRun[] = [];
    for (const run of inline(nodes)) {
      const last = runs[runs.length - 1];
      if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
      else runs.push({ ...run });
    }
    runs.forEach((run) => (run.text = run.text.replace(/\s+/g, " ")));
    if (runs[0]) runs[0].text = runs[0].text.trimStart();
    if (runs.length) runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
    let quoted = smartQuotes(runsToText(runs));
    for (const run of runs) [run.text, quoted] = [quoted.slice(0, run.text.length), quoted.slice(run.text.length)];
    return runs.filter((run) => run.text !== "");
  };
  const plainText = (node: Heading, what: string): string => {
    if (node.children.some((child) => child.type !== "text")) {
      failAt(lineOf(node), `${what} cannot contain bold or italic markup`);
    }
    return runsToText(runsOf(node.children));
  };
  const paragraphRuns = (node: Content): InlineRun[] => {
    if (node.type !== "paragraph") return failAt(lineOf(node), UNSUPPORTED[node.type] ?? "only text is supported here");
    const table = sourceOf(node)
      .split("\n")
      .findIndex((l) => l.trimStart().startsWith("|"));
    if (table !== -1) failAt(lineOf(node) + table, UNSUPPORTED.table);
    return runsOf(node.children);
  };
  const list = (node: List): Block => {
    const items = node.children.map((item): ListItem => {
      const [first, ...rest] = item.children;
      if (rest.length) failAt(lineOf(rest[0]), UNSUPPORTED[rest[0].type] ?? "a list point holds one paragraph only");
      if (!first) failAt(lineOf(item), "a list item needs text");
      if (item.checked !== null && item.checked !== undefined && node.ordered) {
        failAt(lineOf(item), "tick boxes ([ ]) work only in bullet lists (- [ ] text)");
      }
      return { runs: paragraphRuns(first), checkbox: typeof item.checked === "boolean", line: lineOf(item) };
    });
    if (items.some((item) => item.checkbox) && !items.every((item) => item.checkbox)) {
      failAt(lineOf(node), "a checklist mixes tick-box items (- [ ]) and plain bullets; use one kind per list");
    }
    return { type: "list", ordered: Boolean(node.ordered), start: node.start ?? 1, items, line: lineOf(node) };
  };

  const chapters: Chapter[] = [];
  for (const node of tree.children) {
    const line = lineOf(node);
    const fail = (message: string): never => failAt(line, message);
    if (node.type === "heading" && !sourceOf(node).startsWith("#")) {
      fail('underlined headings are not supported; start the heading with "#" or "##" (a "---" line is one)');
    }
    if (node.type === "heading" && node.depth > 3)
      fail(`"${"#".repeat(node.depth)}" headings are not supported; use #, ## or ###`);
    if (node.type === "heading" && node.children.length === 0) fail("a heading needs text after the # signs");
    if (node.type === "heading" && node.depth === 1) {
      const title = plainText(node, "chapter titles");
      const numbered = /^(\d+)[.)]\s+(.+)$/.exec(title);
      const expected = chapters.filter((c) => c.number !== null).length + 1;
      if (numbered && Number(numbered[1]) !== expected) {
        fail(`chapter ${numbered[1]} comes where chapter ${expected} was expected; number chapters 1, 2, 3 in order`);
      }
      chapters.push({ number: numbered ? expected : null, title: numbered ? numbered[2] : title, line, blocks: [] });
      continue;
    }
    const chapter = chapters[chapters.length - 1] ?? fail('text must come after a chapter heading ("# Title")');
    if (node.type === "heading") {
      chapter.blocks.push({ type: "heading", level: node.depth as 2 | 3, text: plainText(node, "headings"), line });
    } else if (node.type === "list") {
      chapter.blocks.push(list(node));
    } else if (node.type === "blockquote") {
      if (node.children.length === 0) fail("a callout (>) needs text");
      chapter.blocks.push({ type: "callout", paragraphs: node.children.map(paragraphRuns), line });
    } else {
      chapter.blocks.push({ type: "paragraph", runs: paragraphRuns(node), line });
    }
  }
  if (chapters.length === 0) failAt(close + 2, 'the ebook has no chapters; start one with "# Title"');
  for (const chapter of chapters) {
    if (chapter.blocks.length === 0) failAt(chapter.line, `chapter "${chapter.title}" has no text`);
  }
  return { frontMatter, chapters };
}

function readFrontMatter(yamlLines: string[], failAt: (line: number, message: string) => never): EbookFrontMatter {
  const fieldLine = (key: string): number => {
    const index = yamlLines.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
    return index === -1 ? 1 : index + 2;
  };
  let data: unknown;
  try {
    data = yaml.load(yamlLines.join("\n"));
  } catch (error) {
    const { mark, reason, message } = error as { mark?: { line?: number }; reason?: string; message: string };
    failAt((mark?.line ?? 0) + 2, `the front matter is not valid YAML: ${reason ?? message}`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    failAt(1, "the front matter must list fields such as title: and author:");
  }
  const fields = data as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!KNOWN_FIELDS.includes(key)) {
      failAt(fieldLine(key), `unknown front matter field "${key}" (known fields: ${KNOWN_FIELDS.join(", ")})`);
    }
  }
  const text = (key: string, required = false): string | null => {
    const value = fields[key] instanceof Date ? fields[key].toISOString().slice(0, 10) : fields[key];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      if (required)
        failAt(key in fields ? fieldLine(key) : 1, `the front matter is missing the required field "${key}"`);
      return null;
    }
    if (typeof value !== "string") return failAt(fieldLine(key), `front matter field "${key}" must be text`);
    return value.trim().replace(/\s+/g, " ");
  };
  const [title, subtitle, author, edition] = REQUIRED_FIELDS.map((key) => smartQuotes(text(key, true) as string));
  const date = text("date");
  if (date !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
    failAt(fieldLine("date"), `front matter field "date" must be a date written as YYYY-MM-DD, not "${date}"`);
  }
  const keywords = Array.isArray(fields.keywords) ? fields.keywords.map(String) : (text("keywords") ?? "").split(",");
  const disclaimer = text("disclaimer");
  return {
    title,
    subtitle,
    author,
    edition,
    date,
    description: text("description"),
    keywords: keywords.map((k) => k.trim()).filter(Boolean),
    // The disclaimer's **bold** and *italic* are read by the same parser as the body.
    disclaimer:
      disclaimer === null ? null : disclaimerRuns(disclaimer, (message) => failAt(fieldLine("disclaimer"), message)),
    cta: text("cta"),
  };
}

function disclaimerRuns(text: string, fail: (message: string) => never): InlineRun[] {
  try {
    const doc = parseEbookMarkdown(`---\ntitle: t\nsubtitle: s\nauthor: a\nedition: e\n---\n# D\n\n${text}\n`, "");
    const [block, extra] = doc.chapters[0].blocks;
    if (block.type !== "paragraph" || extra) return fail("the disclaimer must be one paragraph of text");
    return block.runs;
  } catch (error) {
    if (error instanceof EbookParseError) return fail(error.message.replace(/^:\d+: /, ""));
    throw error;
  }
}
