/**
 * Rules for an article's text (the Markdown below its front matter): what the page cannot show
 * as written (footnotes, pictures, HTML, a second title, skipped or capital headings, lists and
 * tables pasted from a document, an indented paragraph) and its change notes ("Updated 5 April
 * 2025:"). Pure; validateArticles (./articles) and the CMS's article preview read them.
 */
import { MONTH_NAMES, isIsoDay } from "./days";
import { EMPTY_LINK, listed, titleKey, wordsForLink } from "./text";

/**
 * Small words of English that no acronym of the site's subjects spells ("US" and "IT" stand for
 * a country and a trade, "VS" sits between two acronyms): one of them in capitals is shouting.
 */
const SMALL_WORDS = new Set(
  "A AN AND ARE AS AT BE BY CAN DO DOES FOR FROM HOW IF IN IS ITS NO NOT OF ON OR OUR THE THIS TO WE WHAT WHEN WHERE WHO WHY WITH YOU YOUR".split(
    " ",
  ),
);

/**
 * Text written in capital letters, as a slide deck or a shouting heading pastes: two words or
 * more, every word in capitals, one of them six letters or longer or a small word of English
 * ("HOW IT IS TAXED"). Acronyms ("EIN", "US LLC FAQ", "FEIE VS FBAR", "OECD CRS FATCA") are left alone.
 */
export function inCapitals(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  return (
    words.length >= 2 &&
    words.every((word) => word === word.toUpperCase() && word !== word.toLowerCase()) &&
    words.some((word) => word.length >= 6 || SMALL_WORDS.has(word))
  );
}

/** The index of the first section heading outside fenced code written in capital letters, or -1 (also the CMS's article preview). */
export function headingInCapitals(lines: readonly string[]): number {
  return lineOutsideCode(lines, (text) => inCapitals(sectionHeading(text)?.words ?? ""));
}

/** `text` in ordinary letters, the first one a capital, as a suggestion. */
export function inOrdinaryLetters(text: string): string {
  const lower = text.toLowerCase();
  const first = lower.search(/\p{L}/u);
  return first < 0 ? lower : lower.slice(0, first) + lower[first].toUpperCase() + lower.slice(first + 1);
}

/** The indexes of the lines outside fenced code that `test` matches. */
function linesOutsideCode(lines: readonly string[], test: RegExp | ((line: string) => boolean)): number[] {
  const matches = typeof test === "function" ? test : (line: string) => test.test(line);
  let fenced = false;
  return lines.flatMap((line, index) => {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && matches(line) ? [index] : [];
  });
}

/** The index of the first line outside fenced code that `test` matches, or -1. */
function lineOutsideCode(lines: readonly string[], test: RegExp | ((line: string) => boolean)): number {
  return linesOutsideCode(lines, test)[0] ?? -1;
}

/** A section heading ("## ...") and its words, or undefined. */
function sectionHeading(line: string): { marks: string; words: string } | undefined {
  const match = /^ {0,3}(#{2,6})\s+(.*?)[\s#]*$/.exec(line);
  return match ? { marks: match[1], words: match[2] } : undefined;
}

/**
 * Markdown typed into the CMS's Rich Text mode, which Decap saves with its marks escaped, so the
 * page shows them as written: bold (`\*\*words\*\*`, or an unpaired `\*\*`), a link
 * (`\[words](address)`), a heading (`\## Words` at a line's start) and italics (`\*words\*`,
 * `\_words\_`). A star or an underscore meant as itself (`5 \* 3`, `Fees\*`, `file\_name`) is
 * not a pair around words, and is left alone.
 */
const RICH_TEXT_MARKDOWN = [
  /\\\*\\\*(?:(?!\\\*\\\*).)*?\\\*\\\*|\\\*\\\*/,
  /\\\[[^\]\n]*\]\([^)\s]*\)?/,
  /^ {0,3}\\#.*$/,
  /(?<![\p{L}\p{N}\\])\\\*[^*\s\\](?:[^*\n]*?[^*\s\\])?\\\*(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}\\])\\_[^_\s\\](?:[^_\n]*?[^_\s\\])?\\_(?![\p{L}\p{N}])/u,
];

/** The first Markdown typed in Rich Text mode outside fenced code (RICH_TEXT_MARKDOWN): its line's index and what is written, or null. */
export function richTextMarkdown(
  lines: readonly string[],
): { index: number; written: string; others: number[] } | null {
  const found = (line: string) =>
    RICH_TEXT_MARKDOWN.map((pattern) => pattern.exec(line))
      .find((match) => match !== null)?.[0]
      .trim();
  const [index, ...others] = linesOutsideCode(lines, (line) => found(line) !== undefined);
  return index === undefined ? null : { index, written: found(lines[index]) ?? "", others };
}

/**
 * What the build and the CMS's previews say of such Markdown, after where it is ("line 3 of the
 * text"), with the other lines of the text that have it (their indexes), so that one round of
 * fixes sees them all.
 */
export const richTextMarkdownProblem = (where: string, written: string, others: readonly number[] = []): string =>
  `${where} has Markdown typed in Rich Text mode, which the page shows as written ("${written}")${
    others.length > 0
      ? `, and so do ${others.length === 1 ? "line" : "lines"} ${listed(others.map((index) => String(index + 1)))} of the text`
      : ""
  }: switch the Text box to Markdown (the switch at the right of its buttons) and remove the backslashes, or use the editor's B and link buttons`;

/** A list item's start: "- ", "* ", "+ ", "1. " or "1) ". */
const LIST_ITEM = /^ {0,3}([-*+]|\d+[.)])\s/;

/** A list point with nothing after its mark: "- ", "*" or "2." alone on its line (its indent, and the mark). */
const EMPTY_LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s*$/;

/**
 * The indexes of the lines outside fenced code that are a list point with nothing after its mark,
 * which the page shows as an empty bullet or numbered point (and numbers the points after it one
 * higher). A mark whose point starts on the next line, indented under it, is not empty.
 */
function emptyListItems(lines: readonly string[]): number[] {
  return linesOutsideCode(lines, EMPTY_LIST_ITEM).filter((index) => {
    const [, indent, mark] = EMPTY_LIST_ITEM.exec(lines[index]) ?? ["", "", ""];
    const next = lines[index + 1] ?? "";
    const under = /^\s*/.exec(next)?.[0].length ?? 0;
    return next.trim() === "" || under <= indent.length + mark.length;
  });
}

/**
 * The index of the first line indented by four spaces or a tab after an empty line, outside a
 * list and fenced code, or -1: Markdown shows such a paragraph as code in a box. Inside a list
 * the same indent continues an item, which is left alone.
 */
function indentedParagraph(lines: readonly string[]): number {
  let fenced = false;
  let inList = false;
  return lines.findIndex((text, index) => {
    if (/^ {0,3}(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || text.trim() === "") return false;
    if (LIST_ITEM.test(text)) {
      inList = true;
      return false;
    }
    if (!/^(\t| {4,})\S/.test(text)) {
      inList = false;
      return false;
    }
    return !inList && (index === 0 || lines[index - 1].trim() === "");
  });
}

/**
 * The index of the first line of "---" or "===" right under a line of text, outside fenced code,
 * or -1: Markdown makes that text a heading (a "setext" heading), not a dividing line.
 */
function underlinedParagraph(lines: readonly string[]): number {
  let fenced = false;
  return lines.findIndex((text, index) => {
    if (/^ {0,3}(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || index === 0 || !/^ {0,3}(-{2,}|=+) *$/.test(text)) return false;
    const above = lines[index - 1];
    return above.trim() !== "" && !/^ {0,3}(#|\||>)/.test(above) && !LIST_ITEM.test(above);
  });
}

/**
 * The first heading more than one level below the heading before it (the title is level 1),
 * outside fenced code, or null.
 */
function skippedHeading(lines: readonly string[]): { index: number; level: number; above: number } | null {
  let fenced = false;
  let above = 1;
  for (const [index, text] of lines.entries()) {
    if (/^ {0,3}(```|~~~)/.test(text)) fenced = !fenced;
    const level = fenced ? 0 : (/^ {0,3}(#{2,6})\s/.exec(text)?.[1].length ?? 0);
    if (level === 0) continue;
    if (level > above + 1) return { index, level, above };
    above = level;
  }
  return null;
}

/** A table row's cells: split at each "|" not written as "\\|", without the outer ones. */
function tableCells(line: string): string[] {
  const cells = line.trim().split(/(?<!\\)\|/);
  if (cells[0].trim() === "") cells.shift();
  if (cells.length > 0 && cells[cells.length - 1].trim() === "") cells.pop();
  return cells.map((cell) => cell.trim());
}

/**
 * The first table row with more cells than its heading row, outside fenced code, or null:
 * GitHub-flavoured Markdown drops the extra cells without a word.
 */
function overfullTableRow(lines: readonly string[]): { index: number; cells: string[]; columns: number } | null {
  let fenced = false;
  let columns = 0;
  for (const [index, text] of lines.entries()) {
    if (/^ {0,3}(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || text.trim() === "") {
      columns = 0;
      continue;
    }
    if (columns === 0 && isDelimiterRow(text) && index > 0 && lines[index - 1].includes("|")) {
      columns = tableCells(lines[index - 1]).length;
      continue;
    }
    if (columns > 0) {
      const cells = tableCells(text);
      if (cells.length > columns) return { index, cells, columns };
    }
  }
  return null;
}

/** A table's row of dashes under its heading row ("| --- | :---: |"). */
const isDelimiterRow = (text: string) =>
  /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(text) && text.includes("-");

/** A line written as a table row: it starts and ends with "|". */
const looksLikeRow = (text: string) => /^ {0,3}\|.*\|\s*$/.test(text);

/**
 * The first table broken by a line break typed in a cell (Rich Text mode, Decap 3.6): its heading
 * row with a column that has no heading but the first (the row headings'), as the split cell's
 * row moves one column to the right (`column`, from 1); or a line written as a table row outside
 * any table, which the page shows as text. Outside fenced code; null when there is none.
 */
function brokenTable(lines: readonly string[]): { index: number; column?: number } | null {
  let fenced = false;
  let inTable = false;
  for (const [index, text] of lines.entries()) {
    if (/^ {0,3}(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced || text.trim() === "") {
      inTable = false;
      continue;
    }
    if (!inTable && isDelimiterRow(text) && index > 0 && lines[index - 1].includes("|")) {
      const empty = tableCells(lines[index - 1]).findIndex((cell, column) => column > 0 && cell === "");
      if (empty > 0) return { index: index - 1, column: empty + 1 };
      inTable = true;
      continue;
    }
    const headsTable = index + 1 < lines.length && isDelimiterRow(lines[index + 1]);
    if (!inTable && !headsTable && looksLikeRow(text)) return { index };
  }
  return null;
}

/** The month a word names, 1 to 12: "November", "Nov", "Nov." or "Sept"; 0 for any other word. */
function monthOf(word: string): number {
  const name = word.replace(/\.$/, "").toLowerCase();
  if (name.length < 3) return 0;
  return (
    MONTH_NAMES.findIndex(
      (month) => month.toLowerCase().startsWith(name) && (name.length <= 4 || month.toLowerCase() === name),
    ) + 1
  );
}

/**
 * The change notes of an article's text: each line "Updated <date>:" whose date is numbers and
 * month names only, with its day (YYYY-MM-DD) when the date reads as "27 November 2026" or
 * "November 27, 2026" (short months and "27th" too), or null when it does not. Written as people
 * write them, it is still a note: in bold or italics, as a list item, "Updated on", "Updated:",
 * the colon left out, or the change written after it on the same line.
 */
function changeNotes(lines: readonly string[]): Array<{ index: number; text: string; day: string | null }> {
  return lines.flatMap((line, index) => {
    const plain = line
      .replace(/[*_]/g, "")
      .trim()
      .replace(/^[-+]\s+/, "");
    const match = /^Updated(?:\s+on)?\s*:?\s+([^:]+?)\s*(?::.*)?$/.exec(plain);
    const words = match?.[1].split(/[\s,/-]+/).filter(Boolean) ?? [];
    const dateWord = (word: string) => /^\d+(st|nd|rd|th)?$/i.test(word) || monthOf(word) > 0;
    if (!match || words.length === 0 || !words.every(dateWord)) return [];
    const [a, b, year] = words.map((word) => word.replace(/^(\d+)(st|nd|rd|th)$/i, "$1"));
    const [dayNumber, month] = /^\d{1,2}$/.test(a) ? [a, monthOf(b ?? "")] : [b ?? "", monthOf(a)];
    const readable = words.length === 3 && month > 0 && /^\d{1,2}$/.test(dayNumber) && /^\d{4}$/.test(year);
    const day = readable ? `${year}-${String(month).padStart(2, "0")}-${dayNumber.padStart(2, "0")}` : null;
    return [{ index, text: `Updated ${match[1]}`, day: day && isIsoDay(day) ? day : null }];
  });
}

/** The latest readable change note of an article's text ("Updated 27 November 2026:"): its index, words and day. */
export function latestChangeNote(lines: readonly string[]): { index: number; text: string; day: string } | null {
  let latest: { index: number; text: string; day: string } | null = null;
  for (const note of changeNotes(lines)) {
    if (note.day && (!latest || note.day > latest.day)) latest = { index: note.index, text: note.text, day: note.day };
  }
  return latest;
}

/**
 * The latest change note when it names a day after `modifiedDay` (YYYY-MM-DD), which the article
 * shows as its last update: the build stops on it (validateArticles) and the CMS's preview names it.
 */
export function changeNoteAfter(
  lines: readonly string[],
  modifiedDay: string,
): { index: number; text: string; day: string } | null {
  const note = latestChangeNote(lines);
  return note && note.day > modifiedDay ? note : null;
}

/** "a heading" or "a table" when the article's first line (`first`) starts one, or null. */
function firstHeadingOrTable(lines: readonly string[], first: number): "a heading" | "a table" | null {
  if (first < 0) return null;
  if (sectionHeading(lines[first])) return "a heading";
  return /^\s*\|/.test(lines[first]) ? "a table" : null;
}

/** The first four words of the text as a card's excerpt shows them: marks and table rules left out. */
function cardStart(lines: readonly string[]): string {
  return lines
    .filter((text) => !/^\s*\|?\s*:?-{2,}/.test(text))
    .join(" ")
    .replace(/^\s*#+\s+|[|#*_`]/gm, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join(" ");
}

/**
 * The lines of a markdown file's text as the CMS's Text box shows them, from its first line that
 * is not blank, and how many blank lines come before it (`lead`: the file's blank line after the
 * front matter, which the box leaves out once the Rich Text editor has saved the text): the
 * build and the previews count "line N of the text" alike from there.
 */
export function textLines(body: string): { lines: string[]; lead: number } {
  const all = body.split("\n");
  const lead = Math.max(
    0,
    all.findIndex((line) => line.trim() !== ""),
  );
  return { lines: all.slice(lead), lead };
}

/**
 * The first thing in an article's text that the page would not show as written, as the words
 * after 'field "body"', or null. `line` names a line of the text for the message.
 */
export function articleTextProblem(
  lines: readonly string[],
  title: string,
  line: (index: number) => string,
): string | null {
  const unreadable = changeNotes(lines).find((found) => found.day === null);
  if (unreadable) {
    return `${line(unreadable.index)} is a change note whose date cannot be read ("${lines[unreadable.index].trim()}"): write it as "Updated 5 April 2025:"`;
  }
  const footnote = lineOutsideCode(lines, /\[\^[^\]\s]+\]/);
  if (footnote >= 0) {
    const mark = /\[\^[^\]\s]+\]/.exec(lines[footnote])?.[0];
    return `${line(footnote)} holds a footnote (${mark}), which the site cannot show well: write the source in the sentence as a link, such as [HMRC's guidance](https://www.gov.uk/...)`;
  }
  const picture = lines.findIndex((text) => /!\[[^\]]*\]\(/.test(text));
  if (picture >= 0) {
    return `${line(picture)} holds a picture (![...](...)), which the site cannot show inside an article: use the cover image`;
  }
  // An autolink (<https://...>) is Markdown; any other tag is HTML.
  const tags = lines.map((text) => /<(?!https?:|mailto:)[a-zA-Z!/][^>]*>/.exec(text)?.[0]);
  const markup = tags.findIndex(Boolean);
  if (markup >= 0) {
    return `${line(markup)} holds HTML (${tags[markup]}), which an article cannot show (pasted from a document, or typed): remove it; for a new line, start a new paragraph, and for bold or a link use the editor's buttons`;
  }
  const topHeading = lineOutsideCode(lines, /^ {0,3}#(\s|$)/);
  if (topHeading >= 0) {
    return `${line(topHeading)} is a heading written with one # ("${lines[topHeading].trim()}"): the title is the page's only such heading; start a section heading with ## instead (in the CMS's Rich Text mode, choose Heading 2)`;
  }
  const first = lines.findIndex((text) => text.trim() !== "");
  const firstHeading = first >= 0 ? sectionHeading(lines[first])?.words : undefined;
  if (firstHeading !== undefined && titleKey(firstHeading) === titleKey(title)) {
    return `${line(first)} is a heading that repeats the title ("${lines[first].trim()}"): the page shows the title above the text already; remove this line`;
  }
  const opening = firstHeadingOrTable(lines, first);
  if (opening) {
    return `${line(first)} starts the article with ${opening} ("${lines[first].trim()}"): the article's card on the home page and /blog/ shows its first words, and would read "${cardStart(lines.slice(first))}…": start with a paragraph that introduces the article, and put the ${opening.slice(2)} below it`;
  }
  const capitals = headingInCapitals(lines);
  if (capitals >= 0) {
    const { marks, words } = sectionHeading(lines[capitals]) ?? { marks: "##", words: "" };
    return `${line(capitals)} is a heading in capital letters ("${lines[capitals].trim()}"): write it in ordinary letters, such as "${marks} ${inOrdinaryLetters(words)}" (capitals are harder to read, and screen readers may spell them out)`;
  }
  const underlined = underlinedParagraph(lines);
  if (underlined >= 0) {
    const mark = lines[underlined].trim()[0];
    return `${line(underlined)} is a line of "${mark}" right under a paragraph, which makes that paragraph a heading: for a dividing line leave an empty line above it; for a heading start the line with ## instead`;
  }
  const emptyParagraph = lineOutsideCode(lines, /^(\s|&nbsp;|&#160;)*(\u00a0|&nbsp;|&#160;)(\s|&nbsp;|&#160;)*$/);
  if (emptyParagraph >= 0) {
    return `${line(emptyParagraph)} is an empty paragraph pasted from a document (a non-breaking space), which the page shows as a gap: delete the line`;
  }
  // Word's bullets: •, ● and the like, a middle dot, or "o" or "§" and a tab (its second and
  // third levels). A law's section ("§ 9 AO says") has one space and is left alone.
  const bullet = lineOutsideCode(lines, /^\s*([•●▪◦‣·]|[o§](\t| {2,}))/);
  if (bullet >= 0) {
    return `${line(bullet)} starts with "${lines[bullet].trim()[0]}", pasted from a document: the page would run the list into one paragraph; start each item with "- " (a dash and a space)`;
  }
  const hardSpace = lineOutsideCode(lines, /^\s*([-*+]|\d+[.)])\u00a0/);
  if (hardSpace >= 0) {
    const mark = /^\s*([-*+]|\d+[.)])/.exec(lines[hardSpace])?.[1];
    return `${line(hardSpace)} starts with "${mark}" and a non-breaking space, pasted from a document: the page would not show it as a list item; retype the space after the ${mark === "-" ? "dash" : "mark"}`;
  }
  const typed = richTextMarkdown(lines);
  if (typed) return richTextMarkdownProblem(line(typed.index), typed.written, typed.others);
  // "- " typed in the Rich Text editor, which saves it escaped ("\- "): a paragraph, not a list.
  const escaped = lineOutsideCode(lines, /^\s*(\\[-*+]|\d+\\[.)])\s/);
  if (escaped >= 0) {
    const mark = /^\s*(\\[-*+]|\d+\\[.)])/.exec(lines[escaped])?.[1] ?? "";
    const numbered = /\d/.test(mark);
    const shown = numbered ? "number" : { "-": "dash", "*": "asterisk", "+": "plus" }[mark[1]];
    return `${line(escaped)} starts with "${mark}", a list item the Rich Text editor kept as text: the page shows the ${shown} as written; remove the line and make the list with the editor's ${numbered ? "numbered" : "bulleted"} list button (or write "${numbered ? "1. " : "- "}" in its Markdown mode)`;
  }
  const [empty, ...alsoEmpty] = emptyListItems(lines);
  if (empty !== undefined) {
    const mark = lines[empty].trim();
    const also =
      alsoEmpty.length > 0 ? `, and so ${alsoEmpty.length === 1 ? "is" : "are"} ${listed(alsoEmpty.map(line))}` : "";
    const renumbered = /\d/.test(mark) ? ", and numbers the points after it one higher" : "";
    return `${line(empty)} is a list point with nothing after it ("${mark}")${also}: the page shows an empty point there${renumbered}; delete the line, or write the point after its mark`;
  }
  const wordless = lineOutsideCode(lines, (text) => EMPTY_LINK.test(text.replace(/`[^`]*`/g, "")));
  if (wordless >= 0) {
    const link = EMPTY_LINK.exec(lines[wordless].replace(/`[^`]*`/g, ""))?.[0] ?? "";
    return `${line(wordless)} holds a link with no words, "${link}": the page shows nothing to tap, and screen readers read out the bare address; ${wordsForLink(link)}`;
  }
  const skipped = skippedHeading(lines);
  if (skipped) {
    const under = skipped.above === 1 ? "the title" : `one of level ${skipped.above}`;
    const fix =
      skipped.above === 1
        ? "start with ## for the first heading"
        : `write ${"#".repeat(skipped.above + 1)} for a heading under a ${"#".repeat(skipped.above)} heading`;
    return `${line(skipped.index)} is a heading of level ${skipped.level} ("${lines[skipped.index].trim()}") under ${under}: ${fix} (screen readers list the headings by level)`;
  }
  // A paragraph that is one bold run, **...**, on its own lines after an empty one.
  const bold = lines.flatMap((text, index) =>
    /^\*\*(?:(?!\*\*).)+\*\*$/.test(text.trim()) &&
    (index === 0 || lines[index - 1].trim() === "") &&
    (lines[index + 1] ?? "").trim() === ""
      ? [index]
      : [],
  );
  if (bold.length >= 3) {
    return `has ${bold.length} paragraphs wholly in bold (the first at ${line(bold[0])}), as text pasted from a document arrives: remove the ** around them, and keep bold for a few words`;
  }
  const overfull = overfullTableRow(lines);
  if (overfull) {
    const dropped = overfull.cells.slice(overfull.columns);
    return `${line(overfull.index)} is a table row of ${overfull.cells.length} cells under a heading row of ${overfull.columns}: the page drops the last ${dropped.length === 1 ? "cell" : `${dropped.length} cells`} (${dropped.map((cell) => `"${cell}"`).join(", ")}); add a column to every row, or join the cells`;
  }
  const broken = brokenTable(lines);
  if (broken?.column) {
    return `${line(broken.index)} is the heading row of a table whose column ${broken.column} has no heading: a line break typed inside a cell in Rich Text mode splits the cell and moves the rest of its row one column to the right. Switch the Text box to Markdown (the switch at the right of its buttons) and mend the row, or write the column's heading`;
  }
  if (broken) {
    const cells = tableCells(lines[broken.index]);
    return `${line(broken.index)} is written as a table row ("| ${cells[0]} | ...") but is not in a table (a blank line, or a line of text, parts it from the table above): the page shows it as text with its | marks. Switch the Text box to Markdown and remove what parts it from the table`;
  }
  const indented = indentedParagraph(lines);
  if (indented >= 0) {
    return `${line(indented)} starts with four spaces or a tab after an empty line, which the page shows as code in a box: remove the spaces at its start`;
  }
  return null;
}
