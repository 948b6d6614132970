import yaml from "js-yaml";
import remark from "remark";
import gfm from "remark-gfm";
import type { Content, Heading, List, PhrasingContent, Root } from "mdast";
import { changeNoteAfter } from "./articleText";
import { isIsoDay, latestDay, MONTH_NAMES } from "./days";
import { notAField, placeholderHelp } from "./fields";
import { splitFrontMatter } from "./frontMatter";
import { ebookReferenceProblems } from "./ebookReferences";
import { excerptAround, typographicQuotes } from "./text";
import { PLACEHOLDER, siteNameWrittenOut, unquotedPlaceholder, writesSiteName } from "./tokens";

/**
 * The ebook's markdown (content/ebook/*.md), read with remark 13 and remark-gfm 1 (the parser family
 * gatsby-transformer-remark uses) into typed blocks. Syntax not listed at the top of the markdown file, or a
 * character the ebook's fonts cannot print, stops the build with the file and line, so no PDF drops or mangles text.
 * The build reads it with the fonts on disk (src/node/ebook/markdown.ts); the CMS's ebook preview, with the
 * characters the build found in them (CmsPreviewData.ebookGlyphs), so both name the same lines.
 */

/** The ebook's faces a text is checked against: the body's (Inter) and the headings' and cover's (Bebas Neue, in capitals). */
export type GlyphFont = "regular" | "display";
/** Whether a font has a glyph for a character (one code point). */
export type Printable = (char: string, font: GlyphFont) => boolean;
/** A font's characters as ranges of code points, first and last included: what the CMS is given. */
export type CodePointRanges = [number, number][];

/** Code points as the fewest ranges. */
export function codePointRanges(codePoints: Iterable<number>): CodePointRanges {
  const ranges: CodePointRanges = [];
  for (const point of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** The check of `Printable` for fonts known by their ranges. */
export const printableIn =
  (fonts: Record<GlyphFont, CodePointRanges>): Printable =>
  (char, font) => {
    const point = char.codePointAt(0)!;
    return fonts[font].some(([first, last]) => point >= first && point <= last);
  };

export type InlineRun = { text: string; bold: boolean; italic: boolean };
/** `checkbox`: a `- [ ] text` point, drawn with a tick box. */
export type ListItem = { runs: InlineRun[]; checkbox: boolean; line: number };
export type Block =
  | { type: "heading"; level: 2 | 3; text: string; line: number }
  | { type: "paragraph"; runs: InlineRun[]; line: number }
  | { type: "list"; ordered: boolean; start: number; items: ListItem[]; line: number }
  | { type: "callout"; paragraphs: InlineRun[][]; line: number };
/** `number` for `# 1. Title`, null for an unnumbered chapter. */
export type Chapter = { number: number | null; title: string; line: number; blocks: Block[] };

export const REQUIRED_FIELDS = ["title", "subtitle", "author", "edition"] as const;
export const OPTIONAL_FIELDS = ["date", "description", "keywords", "disclaimer", "cta"] as const;
const KNOWN_FIELDS: readonly string[] = [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS];
/** The ebook's fields as the CMS edits them: the front matter's, and `body`, the text after it. */
export const EBOOK_FIELDS: readonly string[] = [...KNOWN_FIELDS, "body"];

/** `date` is YYYY-MM-DD. */
export type EbookFrontMatter = Record<(typeof REQUIRED_FIELDS)[number], string> &
  Record<"date" | "description" | "cta", string | null> & { keywords: string[]; disclaimer: InlineRun[] | null };
export type EbookDocument = { frontMatter: EbookFrontMatter; chapters: Chapter[] };

export class EbookParseError extends Error {
  /**
   * The first problem's file and line; with `more`, the message lists every problem, each on a
   * line of its own, so one build names them all. `problems`: each, the first first.
   */
  readonly problems: readonly { line: number; reason: string }[];

  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
    more: readonly EbookParseError[] = [],
  ) {
    const first = `${file} line ${line}: ${reason}`;
    super(
      more.length === 0
        ? first
        : [
            `${more.length + 1} places in the ebook cannot be printed as written:`,
            first,
            ...more.map((e) => e.message),
          ].join("\n"),
    );
    this.name = "EbookParseError";
    this.problems = [{ line, reason }, ...more.map((e) => ({ line: e.line, reason: e.reason }))];
  }

  /** One error for every problem found, in the file's order; the problems themselves when there is one. */
  static of(problems: readonly EbookParseError[]): EbookParseError {
    const [first, ...more] = [...problems].sort((a, b) => a.line - b.line);
    if (more.length === 0) return first;
    return new EbookParseError(first.file, first.line, first.reason, more);
  }
}

type Fail = (line: number, message: string) => never;

export const runsToText = (runs: InlineRun[]) => runs.map((run) => run.text).join("");

/** A character that shows nothing (a control or format character, a mark, a space other than the plain one). */
const INVISIBLE = /^(?:[\p{Cc}\p{Cf}\p{M}\p{Zl}\p{Zp}]|(?! )\p{Zs})$/u;

/**
 * Fails when a character would print as a blank box (headings are also set in Bebas Neue, in
 * capitals), quoting up to 20 characters either side of it, so the founder can find it; one that
 * shows nothing is named by its code (U+200E) and marked so in the quote.
 */
export function checkGlyphs(
  text: string,
  line: number,
  failAt: Fail,
  glyphs: Printable,
  fonts: GlyphFont[] = ["regular"],
): void {
  const printable = (char: string) => fonts.every((font) => glyphs(char, font));
  let offset = 0;
  for (const char of text) {
    const at = offset;
    offset += char.length;
    const forms = fonts.includes("display") ? [char, ...char.toLocaleUpperCase("en")] : [char];
    const missing = forms.find((form) => !printable(form));
    if (missing === undefined) continue;
    const code = `U+${missing.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
    if (INVISIBLE.test(missing)) {
      const marked = `${text.slice(0, at)}[${code}]${text.slice(offset)}`;
      const quote = excerptAround(marked, at, at + code.length + 2);
      failAt(
        line,
        `an invisible character (${code}) cannot be printed with the ebook's fonts; it is where [${code}] stands in "${quote}": delete it there (it may have come in with text pasted from another document)`,
      );
    }
    const quote = excerptAround(text, at, offset);
    failAt(
      line,
      `the character "${missing}" (${code}) cannot be printed with the ebook's fonts; it is in "${quote}": use plain text`,
    );
  }
}

const UNSUPPORTED: Record<string, string> = {
  link: "links are not supported in the ebook; write the words without a link (the site's links are added for you)",
  image: "images are not supported in the ebook",
  html: "HTML is not supported in the ebook",
  inlineCode: "code (backticks) is not supported in the ebook",
  code: "code blocks are not supported in the ebook (a line indented by four spaces is one: start text at the margin)",
  table: "tables are not supported in the ebook; use a list instead",
  thematicBreak: "horizontal rules are not supported in the ebook",
  list: "nested or indented lists are not supported; start list items at the margin",
};

/**
 * Reads markdown with remark; `failAt` names the line (the markdown's own, or the field's for the
 * disclaimer); `known`, the placeholders that were filled, for the message on one that was not.
 */
function reader(markdown: string, failAt: Fail, known: readonly string[], glyphs: Printable) {
  const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
  const sourceOf = (node: Content) => markdown.slice(node.position?.start.offset, node.position?.end.offset);
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
      // The site's placeholders were filled before parsing (fillEbookPlaceholders): one left is misspelt.
      const placeholder = LEFT_IN_BRACES.exec(raw);
      if (placeholder) fail(unknownPlaceholder(placeholder[1], known));
      return [{ text: node.value, ...style }];
    });
  /** Runs of one style merged, white space collapsed and trimmed, quotes made typographic. */
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
    let quoted = typographicQuotes(runsToText(runs));
    for (const run of runs) [run.text, quoted] = [quoted.slice(0, run.text.length), quoted.slice(run.text.length)];
    return runs.filter((run) => run.text !== "");
  };
  const headingText = (node: Heading): string => {
    const fail = (message: string) => failAt(lineOf(node), message);
    if (!sourceOf(node).startsWith("#")) {
      fail('underlined headings are not supported; start the heading with "#" or "##" (a "---" line is one)');
    }
    if (node.depth > 3) fail(`"${"#".repeat(node.depth)}" headings are not supported; use #, ## or ###`);
    if (node.children.length === 0) fail("a heading needs text after the # signs");
    if (node.children.some((child) => child.type !== "text")) fail("headings cannot contain bold or italic markup");
    const text = runsToText(runsOf(node.children));
    checkGlyphs(text, lineOf(node), failAt, glyphs, ["regular", "display"]);
    return text;
  };
  const paragraphRuns = (node: Content): InlineRun[] => {
    if (node.type !== "paragraph") return failAt(lineOf(node), UNSUPPORTED[node.type] ?? "only text is supported here");
    const lines = sourceOf(node).split("\n");
    const table = lines.findIndex((l) => l.trimStart().startsWith("|"));
    if (table !== -1) failAt(lineOf(node) + table, UNSUPPORTED.table);
    const runs = runsOf(node.children);
    checkGlyphs(runsToText(runs), lineOf(node), failAt, glyphs);
    return runs;
  };
  const list = (node: List): Block => {
    const items = node.children.map((item): ListItem => {
      const [first, ...rest] = item.children;
      if (rest.length) failAt(lineOf(rest[0]), UNSUPPORTED[rest[0].type] ?? "a list point holds one paragraph only");
      if (!first) failAt(lineOf(item), "a list item needs text");
      const checkbox = typeof item.checked === "boolean";
      if (checkbox && node.ordered) failAt(lineOf(item), "tick boxes ([ ]) work only in bullet lists (- [ ] text)");
      return { runs: paragraphRuns(first), checkbox, line: lineOf(item) };
    });
    if (items.some((item) => item.checkbox) && !items.every((item) => item.checkbox)) {
      failAt(lineOf(node), "a checklist mixes tick-box items (- [ ]) and plain bullets; use one kind per list");
    }
    return { type: "list", ordered: Boolean(node.ordered), start: node.start ?? 1, items, line: lineOf(node) };
  };
  const tree = remark().use(gfm).parse(markdown) as Root;
  return { tree, lineOf, headingText, paragraphRuns, list };
}

/** The site's placeholders (`{siteName}`, `{callMinutes}`, ...) with what the ebook prints for them. */
export type EbookTokens = Readonly<Record<string, string>>;

/** Braces left once the site's placeholders are filled: `{callMinuts}`, `{ siteName }`, `{call minutes}`. */
const LEFT_IN_BRACES = /\{([^{}\n]*)\}/;

const unknownPlaceholder = (name: string, known: readonly string[]) =>
  `{${name}} is not a placeholder the ebook fills in (${placeholderHelp(name.trim(), known)})`;

/**
 * `text` with each of the site's placeholders filled, each value through `as`; one the site does
 * not fill is left as written.
 */
const fillKnown = (text: string, tokens: EbookTokens, as: (value: string) => string = (value) => value) =>
  text.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(tokens, name) ? as(tokens[name]) : match));

/**
 * A value as Markdown that reads back as exactly its characters: every ASCII punctuation mark
 * escaped with a backslash (CommonMark lets any be), so a firm named "*Star* Tax" keeps its stars
 * and "1. Eight" opens no list. It holds only because the ebook refuses code and links, where a
 * backslash would print (see UNSUPPORTED).
 */
const markdownLiteral = (value: string) => value.replace(/[!-/:-@[-`{-~]/g, "\\$&");

/**
 * The body's lines with the site's placeholders filled (a value holds no line break, so every
 * line keeps its number); the front matter's values are filled once YAML has read them. The
 * firm's name written out, which a rename would leave behind, stops here at its line, in the
 * front matter too; a placeholder the site does not fill is left for the reader to name.
 */
function fillEbookPlaceholders(lines: readonly string[], tokens: EbookTokens, close: number, failAt: Fail): string[] {
  return lines.map((line, index) => {
    // The front matter's notes (# lines) are for the founder, not printed.
    if (index < close && /^\s*#/.test(line)) return line;
    if (tokens.siteName && writesSiteName(line, tokens.siteName))
      failAt(index + 1, siteNameWrittenOut(tokens.siteName, line.replace(/^\s*[\w-]+:\s*/, "")));
    return index > close ? fillKnown(line, tokens, markdownLiteral) : line;
  });
}

/**
 * The ebook's file read into its front matter and chapters, or an EbookParseError naming the
 * lines it cannot print as written; `glyphs` says which characters the fonts have.
 */
export function readEbookMarkdown(
  source: string,
  fileLabel: string,
  tokens: EbookTokens,
  glyphs: Printable,
): EbookDocument {
  const failAt: Fail = (line, message) => {
    throw new EbookParseError(fileLabel, line, message);
  };
  const known = Object.keys(tokens);
  const given = splitFrontMatter(source);
  const split =
    "problem" in given ? given : { ...given, lines: fillEbookPlaceholders(given.lines, tokens, given.close, failAt) };
  if ("problem" in split) {
    return failAt(
      1,
      split.problem === "start"
        ? 'the file must start with front matter: the title, subtitle, author and edition between "---" lines'
        : 'the front matter is never closed with a "---" line',
    );
  }
  const { lines, close } = split;
  const frontMatter = readFrontMatter(lines.slice(1, close), failAt, tokens, glyphs);
  // The PDF's properties give `date` as the edition's day: a correction noted after it would be
  // dated in the text but not in the file, as an article's modifiedDate must follow its notes.
  const { date } = frontMatter;
  const note = date ? changeNoteAfter(lines.slice(close + 1), date) : null;
  if (note) {
    failAt(
      close + 2 + note.index,
      `the change note "${note.text}" is after the edition's date ${date}: set "date" to ${note.day} (and the edition's month with it), the day the PDF gives as its edition's`,
    );
  }

  // The body is read with the front matter blanked out, so remark's line numbers are the file's.
  const body = reader(
    [...lines.slice(0, close + 1).map(() => ""), ...lines.slice(close + 1)].join("\n"),
    failAt,
    known,
    glyphs,
  );
  const chapters: Chapter[] = [];
  // What a block's text cannot print (a link, a character the fonts lack, ...) is gathered, so one
  // build names every such line; a chapter out of order stops at once, as what follows would be
  // counted wrong.
  const found: EbookParseError[] = [];
  const stop = (error: unknown): never => {
    throw error instanceof EbookParseError ? EbookParseError.of([...found, error]) : error;
  };
  for (const node of body.tree.children) {
    const line = body.lineOf(node);
    const fail = (message: string): never => failAt(line, message);
    try {
      readBlock(node, line, fail);
    } catch (error) {
      if (!(error instanceof EbookParseError) || (node.type === "heading" && node.depth === 1)) stop(error);
      if (chapters.length === 0) stop(error);
      found.push(error as EbookParseError);
    }
  }
  if (found.length > 0) throw EbookParseError.of(found);
  if (chapters.length === 0) failAt(close + 2, 'the ebook has no chapters; start one with "# Title"');
  for (const chapter of chapters) {
    if (chapter.blocks.length === 0) failAt(chapter.line, `chapter "${chapter.title}" has no text`);
  }
  return { frontMatter, chapters };

  function readBlock(node: (typeof body.tree.children)[number], line: number, fail: (message: string) => never) {
    if (node.type === "heading" && node.depth === 1) {
      const title = body.headingText(node);
      const numbered = /^(\d+)[.)]\s+(.+)$/.exec(title);
      const expected = chapters.filter((c) => c.number !== null).length + 1;
      if (numbered && Number(numbered[1]) !== expected) {
        // The likeliest slip: the missing chapter written with ## (a section of the one before).
        const section = chapters
          .flatMap((c) => c.blocks)
          .find((b) => b.type === "heading" && b.level === 2 && new RegExp(`^${expected}[.)]\\s`).test(b.text));
        if (section?.type === "heading") {
          failAt(
            section.line,
            `line ${section.line} has "## ${section.text}", a section heading: a chapter starts with one # ("# ${section.text}"), so chapter ${numbered[1]} on line ${line} comes where chapter ${expected} was expected`,
          );
        }
        fail(`chapter ${numbered[1]} comes where chapter ${expected} was expected; number chapters 1, 2, 3 in order`);
      }
      chapters.push({ number: numbered ? expected : null, title: numbered ? numbered[2] : title, line, blocks: [] });
      return;
    }
    const { blocks } = chapters[chapters.length - 1] ?? fail('text must come after a chapter heading ("# Title")');
    if (node.type === "heading") {
      blocks.push({ type: "heading", level: node.depth as 2 | 3, text: body.headingText(node), line });
    } else if (node.type === "list") {
      blocks.push(body.list(node));
    } else if (node.type === "blockquote") {
      if (node.children.length === 0) fail("a callout (>) needs text");
      blocks.push({ type: "callout", paragraphs: node.children.map(body.paragraphRuns), line });
    } else {
      blocks.push({ type: "paragraph", runs: body.paragraphRuns(node), line });
    }
  }
}

/**
 * Throws one Error naming every place in the ebook that names a chapter by a number or title it no
 * longer has (src/rules/ebookReferences.ts), each with its line in the file: the introduction's
 * list of the chapters, the sources' headings and "Chapter 4" in the text. For a source that
 * parseEbookMarkdown has read.
 */
export function checkChapterReferences(source: string, fileLabel: string): void {
  const split = splitFrontMatter(source);
  if ("problem" in split) return;
  // The front matter blanked: its notes start with "#", and each line keeps its number.
  const lines = split.lines.map((line, index) => (index <= split.close ? "" : line));
  const problems = ebookReferenceProblems(lines, (index) => `${fileLabel} line ${index + 1}`);
  if (problems.length === 1) throw new Error(problems[0]);
  if (problems.length > 1) {
    throw new Error(`${problems.length} places in the ebook no longer match its chapters:\n${problems.join("\n")}`);
  }
}

function readFrontMatter(yamlLines: string[], failAt: Fail, tokens: EbookTokens, glyphs: Printable): EbookFrontMatter {
  const known = Object.keys(tokens);
  // The field's line in the file (the front matter's first line, 1, when the field is absent).
  const fieldLine = (key: string) => yamlLines.findIndex((l) => new RegExp(`^${key}\\s*:`).test(l)) + 2;
  let fields: Record<string, unknown> = {};
  try {
    fields = yaml.load(yamlLines.join("\n")) as Record<string, unknown>;
  } catch (error) {
    const { mark, reason } = error as yaml.YAMLException;
    failAt(mark.line + 2, `the front matter is not valid YAML: ${reason}`);
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    failAt(1, "the front matter must list fields such as title: and author:");
  }
  const unknown = Object.keys(fields).find((key) => !KNOWN_FIELDS.includes(key));
  if (unknown) {
    failAt(fieldLine(unknown), `front matter field "${unknown}" ${notAField(unknown, KNOWN_FIELDS)}`);
  }
  const text = (key: string, required = false): string | null => {
    const value = fields[key] instanceof Date ? fields[key].toISOString().slice(0, 10) : fields[key];
    // `author: {siteName}` without quotes is, to YAML (and to the CMS), a group of fields.
    const alone = unquotedPlaceholder(value);
    if (alone) failAt(fieldLine(key), `front matter field "${key}": ${alone}`);
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      if (required) failAt(fieldLine(key), `the front matter is missing the required field "${key}"`);
      return null;
    }
    if (typeof value !== "string") return failAt(fieldLine(key), `front matter field "${key}" must be text`);
    return typographicQuotes(fillKnown(value, tokens).trim().replace(/\s+/g, " "));
  };
  const [title, subtitle, author, edition, cta] = [...REQUIRED_FIELDS, "cta"].map((key) => text(key, key !== "cta"));
  for (const [key, value] of Object.entries({ title, subtitle, author, edition, cta })) {
    checkGlyphs(value ?? "", fieldLine(key), failAt, glyphs, ["regular", "display"]);
    const placeholder = LEFT_IN_BRACES.exec(value ?? "");
    if (placeholder)
      failAt(fieldLine(key), `front matter field "${key}": ${unknownPlaceholder(placeholder[1], known)}`);
  }
  const date = text("date");
  if (date !== null && !isIsoDay(date)) {
    failAt(fieldLine("date"), `front matter field "date" must be a date written as YYYY-MM-DD, not "${date}"`);
  }
  // The cover prints the edition; the PDF's properties, the date: a new date under an old edition
  // put "Edition March 2025" on a cover whose text says November 2026.
  const editionMonth = new RegExp(`\\b(${MONTH_NAMES.join("|")})\\s+(\\d{4})\\b`).exec(edition ?? "");
  if (date !== null && isIsoDay(date) && editionMonth) {
    const month = MONTH_NAMES[Number(date.slice(5, 7)) - 1];
    const year = date.slice(0, 4);
    if (editionMonth[1] !== month || editionMonth[2] !== year) {
      failAt(
        fieldLine("edition"),
        `front matter field "edition" says ${editionMonth[1]} ${editionMonth[2]} but "date" is ${date}: write "${(edition ?? "").replace(editionMonth[0], `${month} ${year}`)}", or change the date`,
      );
    }
  }
  if (date !== null && date > latestDay(new Date())) {
    failAt(
      fieldLine("date"),
      `front matter field "date" is ${date}, later than tomorrow: write the day this edition is published`,
    );
  }
  const keywords = Array.isArray(fields.keywords) ? fields.keywords.map(String) : (text("keywords") ?? "").split(",");
  // The disclaimer's **bold** and *italic* are read as in the body; its errors name the field's line. Its
  // white space is collapsed, so it is one block, and paragraphRuns rejects any block but a paragraph.
  const disclaimerText = text("disclaimer");
  const disclaimer =
    disclaimerText && reader(disclaimerText, (_, message) => failAt(fieldLine("disclaimer"), message), known, glyphs);
  return {
    ...{ title: title!, subtitle: subtitle!, author: author!, edition: edition!, cta, date },
    description: text("description"),
    keywords: keywords.map((k) => k.trim()).filter(Boolean),
    disclaimer: disclaimer ? disclaimer.paragraphRuns(disclaimer.tree.children[0]) : null,
  };
}
