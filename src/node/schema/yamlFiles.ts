import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { isIsoDay } from "../../rules/days";
import { splitFrontMatter } from "../../rules/frontMatter";
import { filesUnder } from "../files";
import { LineCounter, isPair, isScalar, isSeq, parseDocument, visit, type Scalar } from "yaml";

// What makes a hand-edited file (GitHub's web editor) stop being YAML; the CMS writes none of these.
const USUAL_CAUSES =
  "The usual causes: a line indented by more or fewer spaces than the lines it belongs with; a tab " +
  'instead of spaces; a text containing ": " or " #", or starting with a quote, [, {, *, & or !, ' +
  "without double quotes around the whole text. The CMS never writes such a file: look at the " +
  "last change made to it on GitHub.";

/**
 * The field and its text, when js-yaml stops on a line such as `answer: Either works: it depends`:
 * an unquoted text holding ": ", which js-yaml reports as "bad indentation of a mapping entry" at
 * the second colon. Null for any other line.
 */
function colonInText(line: string, column: number): { field: string; text: string } | null {
  const pair = /^\s*(?:-\s+)?([A-Za-z_][\w.-]*):\s+(.*?)\s*$/.exec(line);
  if (!pair) return null;
  const [, field, text] = pair;
  if (/^["'|>[{&*!]/.test(text) || !/:\s/.test(text) || column <= line.indexOf(text)) return null;
  return { field, text };
}

/** Where the text `rest` (after its opening quote `q`) closes: the first quote not written as an escape. */
function closingQuote(rest: string, q: string): number {
  for (let at = 0; at < rest.length; at += 1) {
    if (q === '"' && rest[at] === "\\") at += 1;
    else if (q === "'" && rest[at] === "'" && rest[at + 1] === "'") at += 1;
    else if (rest[at] === q) return at;
  }
  return -1;
}

/**
 * The field, its quote and the line as it should be, when js-yaml stops on a line such as
 * `quote: "They called it a "tax-free" life"`: a quoted text holding its own quote, which ends it
 * early (js-yaml then reports "bad indentation" after it). Null for any other line.
 */
function quoteInText(line: string, column: number): { field: string; double: boolean; fixed: string } | null {
  const pair = /^\s*(?:-\s+)?([A-Za-z_][\w.-]*):\s+(["'])(.*?)\s*$/.exec(line);
  if (!pair) return null;
  const [, field, q, rest] = pair;
  const close = closingQuote(rest, q);
  const after = close < 0 ? "" : rest.slice(close + 1).trim();
  if (after === "" || after.startsWith("#") || column <= line.indexOf(rest) + close) return null;
  const text = rest.endsWith(q) ? rest.slice(0, -1) : rest;
  const other = q === '"' ? "'" : '"';
  const fixed = text.includes(other)
    ? `${field}: ${q}${q === '"' ? text.replace(/(?<!\\)"/g, '\\"') : text.replace(/'/g, "''")}${q}`
    : `${field}: ${other}${text}${other}`;
  return { field, double: q === '"', fixed };
}

/** Where a file stops being YAML: the file, the line and column, js-yaml's reason, the lines around. */
function syntaxProblem(relative: string, error: yaml.YAMLException): string {
  const { mark, reason } = error;
  const snippet = mark?.snippet ? `\n\n${mark.snippet}` : "";
  const colon =
    mark && reason.startsWith("bad indentation of a mapping entry")
      ? colonInText(mark.buffer.split(/\r?\n/)[mark.line] ?? "", mark.column)
      : null;
  const quote = mark ? quoteInText(mark.buffer.split(/\r?\n/)[mark.line] ?? "", mark.column) : null;
  if (mark && quote) {
    const [kind, other] = quote.double ? ["double quotes", "single"] : ["single quotes", "double"];
    const itself = quote.double ? "a double quote" : "a single quote (an apostrophe)";
    const how = quote.fixed.includes(`: ${quote.double ? "'" : '"'}`)
      ? `Put the whole text in ${other} quotes instead`
      : `Write each ${quote.double ? 'quote inside as \\"' : "apostrophe inside as ''"}`;
    return `${relative} is not valid YAML, so the build cannot read it: line ${mark.line + 1}: the text of "${quote.field}" is in ${kind} and holds ${itself} itself, which YAML reads as the end of the text. ${how}: ${quote.fixed}${snippet}`;
  }
  if (mark && colon) {
    const quoted = JSON.stringify(colon.text);
    return `${relative} is not valid YAML, so the build cannot read it: line ${mark.line + 1}: the text of "${colon.field}" holds ": " (a colon and a space), which YAML reads as the start of another field. Put the whole text in double quotes: ${colon.field}: ${quoted}${snippet}`;
  }
  const at = mark ? `line ${mark.line + 1}, column ${mark.column + 1}: ` : "";
  return `${relative} is not valid YAML, so the build cannot read it: ${at}${reason}${snippet}`;
}

/**
 * The field js-yaml stopped on at `line` (from 0) as "duplicated mapping key", with the line of its
 * first writing in the same mapping (both from 1): a field pasted again lower down, often at the
 * end of the file. Found with the `yaml` package, which reads on past the second; null when the
 * key there is not a plain field name.
 */
function writtenTwice(text: string, line: number): { field: string; first: number; second: number } | null {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false });
  let found: { field: string; first: number; second: number } | null = null;
  visit(document, {
    Map(_key, map) {
      const seen = new Map<string, number>();
      for (const { key } of map.items) {
        if (!isScalar(key) || !key.range) continue;
        const field = String(key.value);
        const at = lineCounter.linePos(key.range[0]).line;
        const first = seen.get(field);
        if (first !== undefined && at === line + 1) {
          found = { field, first, second: at };
          return visit.BREAK;
        }
        if (first === undefined) seen.set(field, at);
      }
    },
  });
  return found;
}

/**
 * The data of a YAML text, or why it cannot be read; `usualCauses` when USUAL_CAUSES may explain
 * it (not for a field written twice, whose message says all there is to do).
 */
function load(
  file: string,
  root: string,
  text = fs.readFileSync(file, "utf8"),
): { data: unknown } | { problem: string; usualCauses: boolean } {
  try {
    return { data: yaml.load(text) };
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    const relative = path.relative(root, file);
    const twice =
      error.mark && error.reason.startsWith("duplicated mapping key") ? writtenTwice(text, error.mark.line) : null;
    if (twice) {
      return {
        problem: `${relative}: field "${twice.field}" is written twice, on line ${twice.first} and line ${twice.second}, and the build cannot tell which one to use: delete the one you do not want`,
        usualCauses: false,
      };
    }
    return { problem: syntaxProblem(relative, error), usualCauses: true };
  }
}

/**
 * Reads a YAML file the founder edits. A file that is not valid YAML throws an Error whose
 * message names it (relative to `root`), with the line, the column and the lines around them:
 * js-yaml names the file only when told it, and gatsby-transformer-yaml does not tell it.
 */
export function readYamlFile(file: string, root = process.cwd()): unknown {
  const read = load(file, root);
  if ("problem" in read) throw new Error(read.usualCauses ? `${read.problem}\n\n${USUAL_CAUSES}` : read.problem);
  return read.data;
}

/**
 * The YAML at the top of a markdown file, between its two lines of three hyphens, after an empty
 * line in place of the first, so that every line number is the file's.
 */
function frontMatter(file: string, relative: string): { text: string } | { problem: string } {
  const split = splitFrontMatter(fs.readFileSync(file, "utf8"));
  const rule = `${relative}: the fields at the top of the file must start with a line of three hyphens (---) and end with another`;
  if ("problem" in split) {
    return {
      problem:
        split.problem === "start"
          ? `${rule}; line 1 is "${split.lines[0].slice(0, 60)}"`
          : `${rule}; no line of three hyphens ends them`,
    };
  }
  return { text: `\n${split.lines.slice(1, split.close).join("\n")}` };
}

/**
 * What a file that is valid YAML says other than what its writer meant, one line each, naming the
 * file, the line and the field:
 * - a text cut short by " #", which YAML reads as the start of a note ("title: Rule #1" shows "Rule");
 * - an entry left empty in a list ("- " and nothing), on which gatsby-transformer-yaml stops with
 *   no file named;
 * - a date on a day that does not exist, which YAML (unquoted: 2026-13-01 is 1 January 2027) or a
 *   date parser ("2026-02-30" is 2 March) would move on without a word.
 * Read with the `yaml` package, which keeps each value's place in the file and its notes.
 */
function writingProblems(relative: string, text: string): string[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const problems: string[] = [];
  const at = (offset: number) => `${relative}, line ${lineCounter.linePos(offset).line}`;
  visit(document, {
    Seq(_key, list) {
      for (const item of list.items) {
        if (item === null || (isScalar(item) && item.value === null && item.source === "")) {
          const offset = isScalar(item) && item.range ? item.range[0] : (list.range?.[1] ?? 0);
          problems.push(
            `${at(offset)}: an entry of the list is empty (a "-" with nothing after it): delete the line or fill the entry in`,
          );
        }
      }
    },
    Scalar(key, node: Scalar, ancestors) {
      const parent = ancestors[ancestors.length - 1];
      if (key === "key" || !node.range) return;
      const field = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : null;
      const owner = isSeq(parent) ? ancestors[ancestors.length - 2] : null;
      const name = field ?? (isPair(owner) && isScalar(owner.key) ? String(owner.key.value) : "an entry");
      const value = node.value;
      if (typeof value !== "string") return;
      const day = /^(\d{4}-\d{2}-\d{2})(?:[Tt ]|$)/.exec(value.trim());
      if (day && !isIsoDay(day[1]))
        problems.push(`${at(node.range[0])}: "${name}" is ${day[1]}, a day that does not exist`);
      const end = text.indexOf("\n", node.range[1]);
      const note = /^[ \t]+#(.*)$/.exec(text.slice(node.range[1], end < 0 ? undefined : end));
      if (node.type === "PLAIN" && note) {
        const lost = ` #${note[1].trimEnd()}`;
        const written = field ? `${field}: ` : "- ";
        problems.push(
          `${at(node.range[0])}: the text of "${name}" stops before "${lost}": YAML reads " #" and what follows as a note, so the page would show "${value}". Put the whole text in double quotes: ${written}"${value}${lost}". If what follows "#" is a note to yourself, put it on a line of its own instead.`,
        );
      }
    },
  });
  return problems;
}

const REPLACEMENT = "\uFFFD";
/** The word of a line that holds `mark` (a letter outside ASCII, or the replacement character). */
const wordWith = (line: string, mark: RegExp) =>
  new RegExp(`[^\\s"'(),.:;]*${mark.source}[^\\s"'(),.:;]*`).exec(line)?.[0];

/**
 * What is wrong with the encoding of a text file of content/ (`bytes`), or null. Gatsby reads
 * every file as UTF-8: a file saved by Word or Notepad as Windows-1252 ("ANSI") reached the page
 * with "\uFFFD" for each accented letter or typographic sign, and a file opened and saved that
 * way keeps "\uFFFD" itself. Names the first line, with the word as Windows-1252 reads it.
 */
export function encodingProblem(relative: string, bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const lines = new TextDecoder("windows-1252").decode(bytes).split("\n");
    const line = new TextDecoder("utf-8")
      .decode(bytes)
      .split("\n")
      .findIndex((l) => l.includes(REPLACEMENT));
    const word = wordWith(lines[line] ?? "", /[^\t -~]/) ?? "a letter";
    return `${relative}, line ${line + 1}: "${word}" would show with a broken letter, as every accented letter or typographic sign of the file would: the file is not saved as UTF-8, the encoding the site reads (Word and Notepad can save a file as Windows-1252 or ANSI): save it again with the encoding UTF-8, or type the text again in the CMS`;
  }
  const line = text.split("\n").findIndex((l) => l.includes(REPLACEMENT));
  if (line < 0) return null;
  const word = wordWith(text.split("\n")[line], new RegExp(REPLACEMENT));
  return `${relative}, line ${line + 1}: "${word}" holds a letter lost when the file was saved in another encoding (shown as ${REPLACEMENT}): type the word again`;
}

/**
 * The build's message for every file under `root`/content that it cannot read as its writer
 * meant, or null when there is none: a YAML file or a markdown file's front matter that is not
 * YAML (with the usual causes), a front matter without its lines of hyphens, and the mistakes
 * writingProblems finds. Run before Gatsby reads them, so that one build names every such file.
 */
export function contentYamlReport(root = process.cwd()): string | null {
  const syntax: string[] = [];
  const writing: string[] = [];
  const content = path.join(root, "content");
  const encodings = filesUnder(content, /\.(ya?ml|md)$/).flatMap((file) => {
    const problem = encodingProblem(path.relative(root, file), fs.readFileSync(file));
    return problem ? [{ file, problem }] : [];
  });
  writing.push(...encodings.map(({ problem }) => problem));
  const misread = new Set(encodings.map(({ file }) => file));
  const sources = [
    ...filesUnder(content, /\.ya?ml$/).map((file) => ({ file, read: { text: fs.readFileSync(file, "utf8") } })),
    ...filesUnder(content, /\.md$/).map((file) => ({ file, read: frontMatter(file, path.relative(root, file)) })),
  ].filter(({ file }) => !misread.has(file));
  for (const { file, read } of sources) {
    const relative = path.relative(root, file);
    if ("problem" in read) {
      syntax.push(read.problem);
      continue;
    }
    const loaded = load(file, root, read.text);
    if ("problem" in loaded) (loaded.usualCauses ? syntax : writing).push(loaded.problem);
    else writing.push(...writingProblems(relative, read.text));
  }
  const problems = [...syntax, ...writing];
  if (problems.length === 0) return null;
  return [...problems, ...(syntax.length > 0 ? [USUAL_CAUSES] : [])].join("\n\n");
}
