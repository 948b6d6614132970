import yaml from "js-yaml";

/**
 * The small markdown dialect of the ebook (content/ebook/*.md), parsed into typed blocks.
 *
 * Supported:
 *   front matter     YAML between two `---` lines at the top (title, subtitle, author, edition,
 *                    optional date, description, keywords, disclaimer, cta)
 *   `# 1. Title`     a numbered chapter (numbers must run 1, 2, 3 … in order)
 *   `# Title`        an unnumbered chapter (introduction, next steps)
 *   `## Title`       a section heading; `### Title` a minor heading
 *   `- text`         bullet item; `- [ ] text` checklist item; `1. text` numbered item
 *                    (a following line indented by two or more spaces continues the item)
 *   `> text`         callout; a bare `>` line separates paragraphs inside it
 *   `**bold**`, `*italic*` or `_italic_` inline; `\*` and `\_` are literal
 * Anything else that looks like markdown (links, images, tables, code, rules, deeper headings,
 * nested lists, HTML) is refused with an error naming the file and line, so the founder never
 * ships a PDF that silently dropped or mangled text.
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
const KNOWN_FIELDS = new Set<string>([...REQUIRED_FIELDS, ...OPTIONAL_FIELDS]);

/** Straight quotes to typographic ones; the ebook's fonts have both. */
export function smartQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{*\u2014\u2013-])"/g, "$1\u201C")
    .replace(/"/g, "\u201D")
    .replace(/(^|[\s([{*\u2014\u2013-])'/g, "$1\u2018")
    .replace(/'/g, "\u2019");
}

/** Splits `**bold**` / `*italic*` markup into runs. Throws (via `fail`) on an unclosed marker. */
export function parseInline(source: string, fail: (message: string) => never): InlineRun[] {
  const text = smartQuotes(source.replace(/\s+/g, " "));
  const runs: InlineRun[] = [];
  let bold = false;
  /** The marker that opened italic text ("*" or "_"), or null. */
  let italic: "*" | "_" | null = null;
  let buffer = "";
  const flush = () => {
    if (buffer) {
      const last = runs[runs.length - 1];
      if (last && last.bold === bold && last.italic === (italic !== null)) last.text += buffer;
      else runs.push({ text: buffer, bold, italic: italic !== null });
      buffer = "";
    }
  };
  const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === "\\" && /[*_\\]/.test(text[i + 1] ?? "")) {
      buffer += text[i + 1];
      i += 1;
    } else if (ch === "*" && text[i + 1] === "*") {
      flush();
      bold = !bold;
      i += 1;
    } else if (ch === "*" && italic !== "_") {
      flush();
      italic = italic ? null : "*";
    } else if (
      ch === "_" &&
      // "_italic_" (the form Prettier writes); an underscore inside a word stays an underscore
      ((italic === null && !isWordChar(text[i - 1]) && text[i + 1] !== undefined && text[i + 1] !== " ") ||
        (italic === "_" && text[i - 1] !== " " && !isWordChar(text[i + 1])))
    ) {
      flush();
      italic = italic ? null : "_";
    } else {
      buffer += ch;
    }
  }
  flush();
  if (bold) fail('"**" opens bold text that is never closed');
  if (italic) fail(`"${italic}" opens italic text that is never closed`);
  return runs.filter((run) => run.text !== "");
}

function checkUnsupported(text: string, fail: (message: string) => never): void {
  if (/!\[[^\]]*\]\(/.test(text)) fail("images are not supported in the ebook");
  if (/\[[^\]]*\]\([^)]*\)/.test(text)) {
    fail("links are not supported in the ebook; write the words without a link (the site's links are added for you)");
  }
  if (/<\/?[a-zA-Z][^>]*>|<!--/.test(text)) fail("HTML is not supported in the ebook");
  if (text.includes("`")) fail("code (backticks) is not supported in the ebook");
}

const BULLET = /^[-*+]\s+(.*)$/;
const CHECKBOX = /^\[( |x|X)\]\s+(.*)$/;
const ORDERED = /^(\d{1,3})[.)]\s+(.*)$/;

/**
 * Parses the ebook source. `fileLabel` names the file in error messages, e.g.
 * "content/ebook/tax-strategies-for-global-citizens.md".
 */
export function parseEbookMarkdown(source: string, fileLabel: string): EbookDocument {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  const failAt = (line: number, message: string): never => {
    throw new EbookParseError(fileLabel, line, message);
  };

  // ---- front matter ----
  if (lines[0]?.trim() !== "---") {
    failAt(
      1,
      'the file must start with front matter: a "---" line, the title, subtitle, author and edition, and a closing "---" line',
    );
  }
  let close = -1;
  for (let i = 1; i < lines.length; i += 1) {
    if (lines[i].trim() === "---") {
      close = i;
      break;
    }
  }
  if (close === -1) failAt(1, 'the front matter is never closed with a "---" line');
  const yamlLines = lines.slice(1, close);
  const fieldLine = (key: string): number => {
    const index = yamlLines.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l));
    return index === -1 ? 1 : index + 2;
  };
  let data: unknown;
  try {
    data = yaml.load(yamlLines.join("\n"));
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    failAt((mark?.line ?? 0) + 2, `the front matter is not valid YAML: ${reason}`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    failAt(1, "the front matter must list fields such as title: and author:");
  }
  const fields = data as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!KNOWN_FIELDS.has(key)) {
      failAt(fieldLine(key), `unknown front matter field "${key}" (known fields: ${[...KNOWN_FIELDS].join(", ")})`);
    }
  }
  const text = (key: string, required: boolean): string | null => {
    const value = fields[key];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      if (required)
        failAt(key in fields ? fieldLine(key) : 1, `the front matter is missing the required field "${key}"`);
      return null;
    }
    if (typeof value !== "string") failAt(fieldLine(key), `front matter field "${key}" must be text`);
    return (value as string).trim().replace(/\s+/g, " ");
  };
  const [title, subtitle, author, edition] = REQUIRED_FIELDS.map((key) => text(key, true) as string);
  let date: string | null = null;
  const rawDate = fields.date;
  if (rawDate instanceof Date) date = rawDate.toISOString().slice(0, 10);
  else if (rawDate !== undefined && rawDate !== null) date = text("date", false);
  if (date !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
    failAt(fieldLine("date"), `front matter field "date" must be a date written as YYYY-MM-DD, not "${date}"`);
  }
  let keywords: string[] = [];
  if (Array.isArray(fields.keywords)) keywords = fields.keywords.map((k) => String(k).trim()).filter(Boolean);
  else {
    const raw = text("keywords", false);
    if (raw)
      keywords = raw
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean);
  }
  const disclaimerText = text("disclaimer", false);
  const disclaimer = disclaimerText
    ? parseInline(disclaimerText, (message) => failAt(fieldLine("disclaimer"), message))
    : null;
  const frontMatter: EbookFrontMatter = {
    title: smartQuotes(title),
    subtitle: smartQuotes(subtitle),
    author: smartQuotes(author),
    edition: smartQuotes(edition),
    date,
    description: text("description", false),
    keywords,
    disclaimer,
    cta: text("cta", false),
  };

  // ---- body ----
  const chapters: Chapter[] = [];
  let current: Chapter | null = null;
  let expectedNumber = 1;
  let i = close + 1;

  const addBlock = (block: Block, line: number) => {
    if (!current) failAt(line, 'text must come after a chapter heading ("# Title")');
    (current as Chapter).blocks.push(block);
  };
  const isBlank = (l: string | undefined) => l === undefined || l.trim() === "";
  const startsBlock = (l: string) => /^(#|>|[-*+]\s|\d{1,3}[.)]\s)/.test(l.trimStart());

  while (i < lines.length) {
    const raw = lines[i];
    const lineNo = i + 1;
    const fail = (message: string): never => failAt(lineNo, message);
    if (isBlank(raw)) {
      i += 1;
      continue;
    }
    const line = raw.trimEnd();
    checkUnsupported(line, fail);
    if (/^\s*(```|~~~)/.test(line)) fail("code blocks are not supported in the ebook");
    if (/^\s*\|/.test(line)) fail("tables are not supported in the ebook; use a list instead");
    if (/^\s*((-\s*){3,}|(\*\s*){3,}|(_\s*){3,})$/.test(line)) fail("horizontal rules are not supported in the ebook");
    if (/^ {4,}\S/.test(line) || /^\t/.test(line)) {
      fail("indented text is not supported here; nested lists are not supported, and paragraphs start at the margin");
    }
    const trimmed = line.trimStart();

    const heading = /^(#{1,6})(\s+|$)(.*)$/.exec(trimmed);
    if (heading) {
      const level = heading[1].length;
      const headingText = heading[3].trim();
      if (!headingText) fail("a heading needs text after the # signs");
      if (level > 3) fail(`"${heading[1]}" headings are not supported; use #, ## or ###`);
      if (level === 1) {
        const numbered = /^(\d+)[.)]\s+(.+)$/.exec(headingText);
        let number: number | null = null;
        let chapterTitle = headingText;
        if (numbered) {
          number = Number(numbered[1]);
          chapterTitle = numbered[2].trim();
          if (number !== expectedNumber) {
            fail(
              `chapter ${number} comes where chapter ${expectedNumber} was expected; number chapters 1, 2, 3 in order`,
            );
          }
          expectedNumber += 1;
        }
        if (/\*/.test(chapterTitle)) fail("chapter titles cannot contain bold or italic markup");
        current = { number, title: smartQuotes(chapterTitle), line: lineNo, blocks: [] };
        chapters.push(current);
      } else {
        if (/\*/.test(headingText)) fail("headings cannot contain bold or italic markup");
        addBlock({ type: "heading", level: level as 2 | 3, text: smartQuotes(headingText), line: lineNo }, lineNo);
      }
      i += 1;
      continue;
    }

    if (trimmed.startsWith(">")) {
      const paragraphs: InlineRun[][] = [];
      let buffer: string[] = [];
      let bufferLine = lineNo;
      const flush = () => {
        if (buffer.length) {
          const at = bufferLine;
          paragraphs.push(parseInline(buffer.join(" "), (message) => failAt(at, message)));
          buffer = [];
        }
      };
      while (i < lines.length && lines[i].trimStart().startsWith(">")) {
        const content = lines[i].trimStart().replace(/^>\s?/, "").trim();
        checkUnsupported(content, (message) => failAt(i + 1, message));
        if (content === "") flush();
        else {
          if (buffer.length === 0) bufferLine = i + 1;
          buffer.push(content);
        }
        i += 1;
      }
      flush();
      if (paragraphs.length === 0) fail("a callout (>) needs text");
      addBlock({ type: "callout", paragraphs, line: lineNo }, lineNo);
      continue;
    }

    const bullet = BULLET.exec(trimmed);
    const ordered = ORDERED.exec(trimmed);
    if (bullet || ordered) {
      if (line !== trimmed) fail("nested or indented lists are not supported; start list items at the margin");
      const isOrdered = Boolean(ordered);
      const items: ListItem[] = [];
      const start = ordered ? Number(ordered[1]) : 1;
      while (i < lines.length && !isBlank(lines[i])) {
        const itemLineNo = i + 1;
        const itemFail = (message: string): never => failAt(itemLineNo, message);
        const itemRaw = lines[i].trimEnd();
        checkUnsupported(itemRaw, itemFail);
        if (itemRaw !== itemRaw.trimStart())
          itemFail("nested or indented lists are not supported; start list items at the margin");
        const b = BULLET.exec(itemRaw);
        const o = ORDERED.exec(itemRaw);
        if (!b && !o) itemFail('every line of a list must start with "- " or "1. "; leave an empty line after a list');
        if ((isOrdered && !o) || (!isOrdered && !b)) {
          itemFail("a list mixes bullet (-) and numbered (1.) items; leave an empty line between the two lists");
        }
        let content = (b ? b[1] : (o as RegExpExecArray)[2]).trim();
        let checkbox = false;
        const box = CHECKBOX.exec(content);
        if (box) {
          if (isOrdered) itemFail("tick boxes ([ ]) work only in bullet lists (- [ ] text)");
          checkbox = true;
          content = box[2].trim();
        }
        i += 1;
        // Continuation lines: indented by two or more spaces, not a new item.
        while (i < lines.length && /^ {2,}\S/.test(lines[i]) && !startsBlock(lines[i].trimStart())) {
          const continuation = lines[i].trim();
          checkUnsupported(continuation, (message) => failAt(i + 1, message));
          content += ` ${continuation}`;
          i += 1;
        }
        if (i < lines.length && /^ {2,}\S/.test(lines[i]) && startsBlock(lines[i].trimStart())) {
          failAt(i + 1, "nested or indented lists are not supported; start list items at the margin");
        }
        if (!content) itemFail("a list item needs text");
        items.push({ runs: parseInline(content, itemFail), checkbox, line: itemLineNo });
      }
      if (items.some((item) => item.checkbox) && !items.every((item) => item.checkbox)) {
        fail("a checklist mixes tick-box items (- [ ]) and plain bullets; use one kind per list");
      }
      addBlock({ type: "list", ordered: isOrdered, start, items, line: lineNo }, lineNo);
      continue;
    }

    // Paragraph: consecutive lines until a blank line or the start of another block.
    const paragraphLines: string[] = [];
    while (i < lines.length && !isBlank(lines[i])) {
      const paragraphLine = lines[i].trimEnd();
      if (paragraphLines.length > 0 && startsBlock(paragraphLine)) break;
      checkUnsupported(paragraphLine, (message) => failAt(i + 1, message));
      if (/^\s*\|/.test(paragraphLine)) failAt(i + 1, "tables are not supported in the ebook; use a list instead");
      paragraphLines.push(paragraphLine.trim());
      i += 1;
    }
    addBlock({ type: "paragraph", runs: parseInline(paragraphLines.join(" "), fail), line: lineNo }, lineNo);
  }

  if (chapters.length === 0) failAt(close + 2, 'the ebook has no chapters; start one with "# Title"');
  for (const chapter of chapters) {
    if (chapter.blocks.length === 0) failAt(chapter.line, `chapter "${chapter.title}" has no text`);
  }
  return { frontMatter, chapters };
}

/** Plain text of a run list (for measuring, outlines and tests). */
export function runsToText(runs: InlineRun[]): string {
  return runs.map((run) => run.text).join("");
}
