import { excerptAround } from "./text";

/**
 * The ebook's own references to its chapters (content/ebook/*.md), which nothing else keeps in
 * step with them: the introduction's list under "## How this guide is organized" (an item
 * `1. **Title:** ...` for each numbered chapter), the sources' headings (`### Chapter 1: Title`)
 * and "Chapter 4" in the text. A trial renamed a chapter and the PDF kept the old title in both.
 * Read from the markdown's lines, without a parser, so the build (src/node/ebook) and the CMS's
 * preview name the same problems.
 *
 * Titles are compared as the PDF prints them: white space collapsed and trimmed, bold and italic
 * marks (`**`, `*`, `_`) and backslashes before punctuation left out, straight and typographic
 * quotes alike; capitals count, since the PDF prints them as written.
 */

/** An ATX heading: up to three spaces, its #s, its words (closing #s aside). */
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
/** A chapter heading's words, `1. Title` (as the ebook's parser reads them). */
const NUMBERED = /^(\d+)[.)]\s+(.+)$/;
/** A heading naming a chapter by number, with its title after a colon: `Chapter 1: Title`. */
const CHAPTER_HEADING = /^chapter\s+(\d+)\s*(?::\s*(.*))?$/i;
/** A point of a numbered list at the margin. */
const LIST_ITEM = /^ {0,3}(\d+)[.)][ \t]+(.*)$/;
/** The introduction's section that lists the chapters. */
const CONTENTS = /^how this guide is organi[sz]ed$/i;
const CONTENTS_NAME = '"How this guide is organized"';
/** "Chapter 4" in the text. */
const CHAPTER_IN_TEXT = /\bchapter\s+(\d+)\b/gi;

export type NumberedChapter = { number: number; title: string; index: number };

function heading(line: string): { level: number; text: string } | null {
  const match = HEADING.exec(line);
  return match ? { level: match[1].length, text: match[2].trim() } : null;
}

/** The numbered chapters (`# 1. Title`), each with its title as written and its line's index. */
export function numberedChapters(lines: readonly string[]): NumberedChapter[] {
  return lines.flatMap((line, index) => {
    const found = heading(line);
    const numbered = found?.level === 1 ? NUMBERED.exec(found.text) : null;
    return numbered ? [{ number: Number(numbered[1]), title: numbered[2].trim(), index }] : [];
  });
}

/** A title as it is compared: as printed, markup aside (see above). */
const comparable = (text: string) =>
  text
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/[*_]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** A list point of the introduction as quoted: up to its bold title (or first colon), "..." for the rest. */
function itemQuote(line: string): string {
  const text = line.trim();
  const bold = /^\d+[.)]\s+(\*\*|__).*?\1:?/.exec(text);
  const colon = text.indexOf(":");
  const end = bold ? bold[0].length : colon >= 0 ? colon + 1 : text.length;
  return end < text.length ? `${text.slice(0, end)} ...` : text;
}

/**
 * Every place in the ebook's lines that names a chapter it does not match, in the order of the
 * lines (with the one naming a chapter missing from the introduction's list last), each as a
 * sentence that quotes the line and says what chapter N is now called. `where` names a line by
 * its index ("content/ebook/x.md line 56", "Line 8 of the text"). Nothing without numbered chapters.
 */
export function ebookReferenceProblems(lines: readonly string[], where: (index: number) => string): string[] {
  const chapters = numberedChapters(lines);
  if (chapters.length === 0) return [];
  const byNumber = new Map(chapters.map((chapter) => [chapter.number, chapter]));
  const numbers = chapters.map((chapter) => chapter.number);
  const range = `its chapters are numbered ${Math.min(...numbers)} to ${Math.max(...numbers)}`;
  const renamed = (index: number, quote: string, chapter: NumberedChapter) =>
    `${where(index)}: "${quote}" names chapter ${chapter.number}, which is now called "${chapter.title}". Change one of them so they match.`;
  const matches = (text: string, chapter: NumberedChapter) => {
    const [given, title] = [comparable(text), comparable(chapter.title)];
    return given === title || given.startsWith(`${title}:`);
  };

  const problems: Array<{ index: number; message: string }> = [];
  const contents = lines.findIndex((line) => {
    const found = heading(line);
    return found?.level === 2 && CONTENTS.test(comparable(found.text));
  });
  const contentsEnd =
    contents < 0 ? -1 : lines.findIndex((line, index) => index > contents && (heading(line)?.level ?? 9) <= 2);
  /** The first item for each chapter number in the introduction's list. */
  const listed = new Map<number, number>();
  lines.forEach((line, index) => {
    const inContents = contents >= 0 && index > contents && (contentsEnd < 0 || index < contentsEnd);
    const item = inContents ? LIST_ITEM.exec(line) : null;
    if (item) {
      const number = Number(item[1]);
      const chapter = byNumber.get(number);
      const quote = itemQuote(line);
      if (!chapter) {
        problems.push({
          index,
          message: `${where(index)}: "${quote}" is in the list under ${CONTENTS_NAME}, but the ebook has no chapter ${number} (${range}). Correct the number, or remove the item if the chapter is gone.`,
        });
      } else if (listed.has(number)) {
        problems.push({
          index,
          message: `${where(index)}: "${quote}" is a second item for chapter ${number} in the list under ${CONTENTS_NAME} (line ${listed.get(number)! + 1} is the first). Remove one of them.`,
        });
      } else {
        listed.set(number, index);
        if (!matches(item[2], chapter)) problems.push({ index, message: renamed(index, quote, chapter) });
      }
      return;
    }
    const found = heading(line);
    const named = found && found.level >= 2 && found.level <= 3 ? CHAPTER_HEADING.exec(found.text) : null;
    if (named) {
      const number = Number(named[1]);
      const chapter = byNumber.get(number);
      const quote = line.trim();
      if (!chapter) {
        problems.push({
          index,
          message: `${where(index)}: "${quote}" names chapter ${number}, but the ebook has no chapter ${number} (${range}). Correct the number, or remove the heading if the chapter is gone.`,
        });
      } else if (named[2] !== undefined && named[2].trim() !== "" && !matches(named[2], chapter)) {
        problems.push({ index, message: renamed(index, quote, chapter) });
      }
      return;
    }
    const text = line.trim();
    for (const mention of text.matchAll(CHAPTER_IN_TEXT)) {
      const number = Number(mention[1]);
      if (byNumber.has(number)) continue;
      const quote = excerptAround(text, mention.index, mention.index + mention[0].length);
      problems.push({
        index,
        message: `${where(index)}: "${quote}" refers to chapter ${number}, but the ebook has no chapter ${number} (${range}). Correct the number.`,
      });
    }
  });
  if (listed.size > 0) {
    for (const chapter of chapters.filter((c) => !listed.has(c.number))) {
      problems.push({
        index: Number.MAX_SAFE_INTEGER,
        message: `${where(contents)}: the list under ${CONTENTS_NAME} has no item for chapter ${chapter.number}, "${chapter.title}". Add one: ${chapter.number}. **${chapter.title}:** followed by a few words on what it covers.`,
      });
    }
  }
  return problems.sort((a, b) => a.index - b.index).map((problem) => problem.message);
}
