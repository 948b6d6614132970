/** Rules for articles: URLs, redirects, validation. Pure functions, used by gatsby-node and pages. */
import { isBlank, notAField } from "./fields";
import { isIsoDay, latestDay, MONTH_NAMES } from "./days";
import { titleKey } from "./text";
import { PLACEHOLDER, siteNameAdvice, unquotedPlaceholder, writesSiteName } from "./tokens";
import {
  SLUG_PATTERN,
  earlierSlugsOf,
  previousSlugClashes,
  readPreviousSlugs,
  slugsLost,
  type RedirectRule,
  type SlugRef,
} from "./slugs";

export { SLUG_PATTERN };

export const BLOG_PATH = "/blog/";
export const REQUIRED_FIELDS = [
  "id",
  "title",
  "metaDescription",
  "image",
  "date",
  "publishedDate",
  "modifiedDate",
  "author",
  "keywords",
] as const;

export interface ArticleRef extends SlugRef {
  id: number | string;
}

export interface ArticleSource {
  /** Path of the markdown file, relative to the repository, used in error messages. */
  file: string;
  frontmatter: Record<string, unknown>;
  /** True when the image path resolves to a file next to the article. */
  imageExists: boolean;
  /** The markdown below the front matter. */
  body?: string;
  /** The line of the file the body starts on, so a message can give both counts. */
  bodyLine?: number;
  /** A file next to the article whose name differs from `image` only in capital letters. */
  imageNamedAlike?: string;
  /** The cover's size in pixels as shown (EXIF rotation applied), when it could be read. */
  imageSize?: { width: number; height: number };
  /** A digest of the cover's bytes (src/node/files.ts fileDigest): one digest, one picture. */
  imageDigest?: string;
}

/**
 * The longest article title: search results cut one after about 60 characters, and a card on a
 * phone shows every word. The articles' titles run 49 to 72.
 */
export const TITLE_LIMIT = 100;

/**
 * Text written in capital letters, as a slide deck or a shouting heading pastes: two words or
 * more, every word in capitals, one of them six letters or longer. Acronyms ("EIN", "US LLC FAQ",
 * "FEIE VS FBAR") are left alone.
 */
export function inCapitals(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  return (
    words.length >= 2 &&
    words.every((word) => word === word.toUpperCase() && word !== word.toLowerCase()) &&
    words.some((word) => word.length >= 6)
  );
}

/** The index of the first section heading outside fenced code written in capital letters, or -1 (also the CMS's article preview). */
export function headingInCapitals(lines: readonly string[]): number {
  return lineOutsideCode(lines, (text) => inCapitals(sectionHeading(text)?.words ?? ""));
}

/** `text` in ordinary letters, the first one a capital, as a suggestion. */
function inOrdinaryLetters(text: string): string {
  const lower = text.toLowerCase();
  const first = lower.search(/\p{L}/u);
  return first < 0 ? lower : lower.slice(0, first) + lower[first].toUpperCase() + lower.slice(first + 1);
}

/**
 * The smallest cover: the sharing card's 1200 pixels wide (src/templates/article.tsx asks for
 * 1200 x 630) at the page's 16:9. A smaller one is stretched, and the card's tags would lie.
 */
export const COVER_MIN = { width: 1200, height: 675 } as const;

/** Every front matter field an article has (src/node/schema/schema.ts's Frontmatter, less the legal pages' date), in the CMS's order. */
export const ARTICLE_FIELDS: readonly string[] = [
  "id",
  "slug",
  "previousSlugs",
  ...REQUIRED_FIELDS.filter((field) => field !== "id"),
];

/** Fields a writer may add to hold an article back, which the site has no use for. */
const DRAFT_FIELDS = /^(draft|published|unpublished|hidden|status)$/i;

/** Front matter fields shown or queried as one line of text. */
const TEXT_FIELDS = ["title", "metaDescription", "date", "author", "keywords", "slug"] as const;

/** The index of the first line outside fenced code that `test` matches, or -1. */
function lineOutsideCode(lines: readonly string[], test: RegExp | ((line: string) => boolean)): number {
  const matches = typeof test === "function" ? test : (line: string) => test.test(line);
  let fenced = false;
  return lines.findIndex((line) => {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && matches(line);
  });
}

/** A section heading ("## ...") and its words, or undefined. */
function sectionHeading(line: string): { marks: string; words: string } | undefined {
  const match = /^ {0,3}(#{2,6})\s+(.*?)[\s#]*$/.exec(line);
  return match ? { marks: match[1], words: match[2] } : undefined;
}

/** A list item's start: "- ", "* ", "+ ", "1. " or "1) ". */
const LIST_ITEM = /^ {0,3}([-*+]|\d+[.)])\s/;

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
    const delimiter = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(text) && text.includes("-");
    if (columns === 0 && delimiter && index > 0 && lines[index - 1].includes("|")) {
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

/** The cover pictures gatsby-transformer-sharp makes responsive images of (its supported-extensions.js, less TIFF). */
export const COVER_PICTURE = /\.(jpe?g|png|webp|avif)$/i;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `/blog/{slug}/`, or `/blog/{id}/` for an article without a slug. */
export function articlePath(article: ArticleRef): string {
  const key = article.slug ? article.slug : String(article.id);
  return `${BLOG_PATH}${key}/`;
}

/**
 * Permanent redirects to each article's address: from its id address when it has a slug, and
 * from the address of every slug it had before, so links shared before a rename still arrive.
 */
export function articleRedirects(articles: ArticleRef[]): RedirectRule[] {
  return articles.flatMap((a) => {
    const toPath = articlePath(a);
    return [...(a.slug ? [String(a.id)] : []), ...earlierSlugsOf(a)].map((key) => ({
      fromPath: `${BLOG_PATH}${key}/`,
      toPath,
    }));
  });
}

/**
 * The slugs whose addresses the published article with the edited one's id answers and the
 * edited one would not (src/rules/slugs.ts).
 */
export function lostSlugs(edited: ArticleRef, published: readonly ArticleRef[]): string[] {
  return slugsLost(
    published.find((article) => String(article.id) === String(edited.id).trim()),
    edited,
  );
}

/** The published article, another than the edited one, whose title the edited one repeats. */
export function sameTitle<T extends ArticleRef & { title: string }>(
  edited: { id: number | string; title: string },
  published: readonly T[],
): T | undefined {
  const key = titleKey(edited.title);
  if (key === "") return undefined;
  return published.find(
    (article) => String(article.id) !== String(edited.id).trim() && titleKey(article.title) === key,
  );
}

export function isBlogPath(pathname: string): boolean {
  return pathname.startsWith(BLOG_PATH) && pathname.length > BLOG_PATH.length;
}

/** What the site fills in an article's `@tokens` fields: the firm's name, and each placeholder's name. */
export interface ArticleSite {
  siteName: string;
  placeholders: ReadonlySet<string>;
}

/** Front matter fields whose placeholders the site fills (`@tokens` in src/node/schema/schema.ts). */
const TOKEN_FIELDS = ["metaDescription", "author"] as const;

/**
 * The articles oldest first by publishedDate (as written; equal ones keep their order), so that
 * an id, slug, title, description or cover two articles share is named on the later one, the
 * copy, whatever order the folders are read in.
 */
function byPublication(articles: readonly ArticleSource[]): ArticleSource[] {
  const published = (article: ArticleSource) => {
    const value = article.frontmatter.publishedDate;
    return value instanceof Date ? value.toISOString() : String(value ?? "").trim();
  };
  return [...articles].sort((a, b) => published(a).localeCompare(published(b)));
}

/**
 * Checks every article's front matter. Throws one Error naming the file and the field of the
 * first problem found, so a broken article never yields a half-built site. With `site`, the
 * fields that fill placeholders are checked too: one the site does not know, and the firm's name
 * written out in the author, which a rename would leave behind.
 */
export function validateArticles(articles: ArticleSource[], today: Date = new Date(), site?: ArticleSite): void {
  const latest = latestDay(today);
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const covers = new Map<string, string>();
  /** Each article's slug and earlier slugs, checked across articles once each is read. */
  const named: Array<{ file: string; slug: string | null; previousSlugs: string[] }> = [];
  const failIn =
    (file: string) =>
    (field: string, problem: string): never => {
      throw new Error(`Article ${file}: field "${field}" ${problem}`);
    };
  for (const {
    file,
    frontmatter: fm,
    imageExists,
    body,
    bodyLine,
    imageNamedAlike,
    imageSize,
    imageDigest,
  } of byPublication(articles)) {
    const fail = failIn(file);
    for (const key of Object.keys(fm)) {
      if (ARTICLE_FIELDS.includes(key)) continue;
      const draft = DRAFT_FIELDS.test(key)
        ? ": the site has no drafts, every article in content/articles/ is published; keep an unfinished one as a draft in the CMS (it stays in Workflow until you publish it)"
        : "";
      fail(key, `${notAField(key, ARTICLE_FIELDS)}${draft}`);
    }
    for (const field of REQUIRED_FIELDS) {
      if (isBlank(fm[field])) fail(field, "is missing or empty");
    }
    for (const field of TEXT_FIELDS) {
      const value = fm[field];
      const unquoted = unquotedPlaceholder(value);
      if (unquoted) fail(field, unquoted);
      if (value !== null && typeof value === "object" && !(value instanceof Date)) {
        fail(field, `must be one line of text, found ${Array.isArray(value) ? "a list" : "a group of fields"}`);
      }
    }
    if (site) {
      for (const field of TOKEN_FIELDS) {
        const unknown = [...String(fm[field]).matchAll(PLACEHOLDER)].find((match) => !site.placeholders.has(match[1]));
        if (unknown) {
          const known = [...site.placeholders].map((name) => `{${name}}`).join(", ");
          fail(field, `has ${unknown[0]}, which is not a placeholder the site fills in (it fills in ${known})`);
        }
      }
      const author = String(fm.author);
      if (writesSiteName(author, site.siteName)) {
        fail("author", `writes out the firm's name, "${site.siteName}": ${siteNameAdvice(site.siteName, author)}`);
      }
    }
    const id = Number(fm.id);
    if (!/^\d+$/.test(String(fm.id).trim()) || !Number.isSafeInteger(id)) {
      fail("id", `must be a whole number, got "${String(fm.id)}"`);
    }
    const days: Record<string, Date> = {};
    for (const field of ["publishedDate", "modifiedDate"]) {
      const raw = fm[field] instanceof Date ? fm[field].toISOString() : String(fm[field]).trim();
      if (!ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw))) {
        fail(field, `must be an ISO date such as 2025-03-12T09:00:00Z, got "${raw}"`);
      }
      if (!isIsoDay(raw.slice(0, 10))) fail(field, `names ${raw.slice(0, 10)}, a day that does not exist`);
      days[field] = new Date(raw);
    }
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const published = days.publishedDate;
    for (const field of ["publishedDate", "modifiedDate"]) {
      if (day(days[field]) > latest) {
        fail(
          field,
          `is ${day(days[field])}, after today (${day(today)}): the article goes live when the site is built, so date it the day you publish`,
        );
      }
    }
    if (day(days.modifiedDate) < day(published)) {
      fail("modifiedDate", `${day(days.modifiedDate)} is before publishedDate ${day(published)}`);
    }
    // Cards and the article show `date`; <time datetime>, the feed and search engines read publishedDate.
    const shown = String(fm.date).trim();
    if (shown !== DISPLAY_DATE.format(published)) {
      fail("date", `says "${shown}" but publishedDate is ${day(published)}: write "${DISPLAY_DATE.format(published)}"`);
    }
    if (!isBlank(fm.slug)) {
      const slug = String(fm.slug).trim();
      if (!SLUG_PATTERN.test(slug)) {
        fail("slug", `must be lowercase letters, digits and single hyphens (URL-safe), got "${slug}"`);
      }
      if (/^\d+$/.test(slug)) fail("slug", `must not be only digits (it would clash with id addresses), got "${slug}"`);
      const other = slugs.get(slug);
      if (other) fail("slug", `"${slug}" is already used by ${other}`);
      slugs.set(slug, file);
    }
    const earlier = readPreviousSlugs(fm.previousSlugs, false);
    if ("problem" in earlier) fail("previousSlugs", earlier.problem);
    else named.push({ file, slug: isBlank(fm.slug) ? null : String(fm.slug).trim(), previousSlugs: earlier.slugs });
    const otherId = ids.get(id);
    if (otherId) fail("id", `${id} is already used by ${otherId}`);
    ids.set(id, file);
    const titleAs = titleKey(String(fm.title));
    const titled = titles.get(titleAs);
    if (titled) {
      fail(
        "title",
        `"${String(fm.title).trim()}" is already the title of ${titled}: give each article its own, so their cards and search results can be told apart`,
      );
    }
    titles.set(titleAs, file);
    const describedAs = titleKey(String(fm.metaDescription));
    const described = descriptions.get(describedAs);
    if (described) {
      fail(
        "metaDescription",
        `is the same as ${described}'s: write one for this article, since search results and the feed show it`,
      );
    }
    descriptions.set(describedAs, file);
    if (String(fm.keywords).includes(";")) {
      fail(
        "keywords",
        'is separated by ";": separate the keywords with commas, such as "tax residency, digital nomads"',
      );
    }
    if (/^["“„'‘«].*["”"'’»]$/s.test(String(fm.title).trim())) {
      fail("title", `is written in quotation marks ("${String(fm.title).trim()}"): remove them`);
    }
    const shownTitle = String(fm.title).trim();
    if (shownTitle.length > TITLE_LIMIT) {
      fail(
        "title",
        `is ${shownTitle.length} characters: keep it to ${TITLE_LIMIT} (search results cut a title after about 60, and a card on a phone shows every word); say the rest in metaDescription`,
      );
    }
    if (inCapitals(shownTitle)) {
      fail(
        "title",
        `is written in capital letters ("${shownTitle}"): write it in ordinary letters, such as "${inOrdinaryLetters(shownTitle)}"`,
      );
    }
    if ((body ?? "").trim() === "") fail("body", "is empty: write the article below the front matter");
    const lines = (body ?? "").split("\n");
    const line = (index: number) =>
      `line ${index + 1} of the text${bodyLine === undefined ? "" : ` (line ${bodyLine + index} of the file)`}`;
    const unreadable = changeNotes(lines).find((found) => found.day === null);
    if (unreadable) {
      fail(
        "body",
        `${line(unreadable.index)} is a change note whose date cannot be read ("${lines[unreadable.index].trim()}"): write it as "Updated 5 April 2025:"`,
      );
    }
    const note = latestChangeNote(lines);
    if (note && note.day > day(days.modifiedDate)) {
      fail(
        "modifiedDate",
        `is ${day(days.modifiedDate)}, but ${line(note.index)} is a change note "${note.text}": set modifiedDate to that day (${note.day}T09:00:00.000Z), which the article shows as its last update`,
      );
    }
    const footnote = lineOutsideCode(lines, /\[\^[^\]\s]+\]/);
    if (footnote >= 0) {
      const mark = /\[\^[^\]\s]+\]/.exec(lines[footnote])?.[0];
      fail(
        "body",
        `${line(footnote)} holds a footnote (${mark}), which the site cannot show well: write the source in the sentence as a link, such as [HMRC's guidance](https://www.gov.uk/...)`,
      );
    }
    const picture = lines.findIndex((text) => /!\[[^\]]*\]\(/.test(text));
    if (picture >= 0) {
      fail(
        "body",
        `${line(picture)} holds a picture (![...](...)), which the site cannot show inside an article: use the cover image`,
      );
    }
    // An autolink (<https://...>) is Markdown; any other tag is HTML.
    const tags = lines.map((text) => /<(?!https?:|mailto:)[a-zA-Z!/][^>]*>/.exec(text)?.[0]);
    const markup = tags.findIndex(Boolean);
    if (markup >= 0) fail("body", `${line(markup)} holds HTML (${tags[markup]}): write it in Markdown`);
    const title = lineOutsideCode(lines, /^ {0,3}#(\s|$)/);
    if (title >= 0) {
      fail(
        "body",
        `${line(title)} is a heading written with one # ("${lines[title].trim()}"): the title is the page's only such heading; start a section heading with ## instead`,
      );
    }
    const first = lines.findIndex((text) => text.trim() !== "");
    const firstHeading = first >= 0 ? sectionHeading(lines[first])?.words : undefined;
    if (firstHeading !== undefined && titleKey(firstHeading) === titleKey(String(fm.title))) {
      fail(
        "body",
        `${line(first)} is a heading that repeats the title ("${lines[first].trim()}"): the page shows the title above the text already; remove this line`,
      );
    }
    const capitals = headingInCapitals(lines);
    if (capitals >= 0) {
      const { marks, words } = sectionHeading(lines[capitals]) ?? { marks: "##", words: "" };
      fail(
        "body",
        `${line(capitals)} is a heading in capital letters ("${lines[capitals].trim()}"): write it in ordinary letters, such as "${marks} ${inOrdinaryLetters(words)}" (capitals are harder to read, and screen readers may spell them out)`,
      );
    }
    const underlined = underlinedParagraph(lines);
    if (underlined >= 0) {
      const mark = lines[underlined].trim()[0];
      fail(
        "body",
        `${line(underlined)} is a line of "${mark}" right under a paragraph, which makes that paragraph a heading: for a dividing line leave an empty line above it; for a heading start the line with ## instead`,
      );
    }
    const bullet = lineOutsideCode(lines, /^\s*[•●▪◦‣]/);
    if (bullet >= 0) {
      fail(
        "body",
        `${line(bullet)} starts with "${lines[bullet].trim()[0]}", pasted from a document: the page would run the list into one paragraph; start each item with "- " (a dash and a space)`,
      );
    }
    const hardSpace = lineOutsideCode(lines, /^\s*([-*+]|\d+[.)])\u00a0/);
    if (hardSpace >= 0) {
      const mark = /^\s*([-*+]|\d+[.)])/.exec(lines[hardSpace])?.[1];
      fail(
        "body",
        `${line(hardSpace)} starts with "${mark}" and a non-breaking space, pasted from a document: the page would not show it as a list item; retype the space after the ${mark === "-" ? "dash" : "mark"}`,
      );
    }
    const skipped = skippedHeading(lines);
    if (skipped) {
      const under = skipped.above === 1 ? "the title" : `one of level ${skipped.above}`;
      const fix =
        skipped.above === 1
          ? "start with ## for the first heading"
          : `write ${"#".repeat(skipped.above + 1)} for a heading under a ${"#".repeat(skipped.above)} heading`;
      fail(
        "body",
        `${line(skipped.index)} is a heading of level ${skipped.level} ("${lines[skipped.index].trim()}") under ${under}: ${fix} (screen readers list the headings by level)`,
      );
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
      fail(
        "body",
        `has ${bold.length} paragraphs wholly in bold (the first at ${line(bold[0])}), as text pasted from a document arrives: remove the ** around them, and keep bold for a few words`,
      );
    }
    const overfull = overfullTableRow(lines);
    if (overfull) {
      const dropped = overfull.cells.slice(overfull.columns);
      fail(
        "body",
        `${line(overfull.index)} is a table row of ${overfull.cells.length} cells under a heading row of ${overfull.columns}: the page drops the last ${dropped.length === 1 ? "cell" : `${dropped.length} cells`} (${dropped.map((cell) => `"${cell}"`).join(", ")}); add a column to every row, or join the cells`,
      );
    }
    const indented = indentedParagraph(lines);
    if (indented >= 0) {
      fail(
        "body",
        `${line(indented)} starts with four spaces or a tab after an empty line, which the page shows as code in a box: remove the spaces at its start`,
      );
    }
    if (!COVER_PICTURE.test(String(fm.image).trim())) {
      fail(
        "image",
        `points to "${String(fm.image)}", which is not a kind of picture the site can show: save it as a .jpg, .png or .webp file`,
      );
    }
    if (!imageExists) {
      const alike = imageNamedAlike ? `; there is "${imageNamedAlike}": capital and small letters must match` : "";
      fail("image", `points to "${String(fm.image)}", which does not exist next to the article${alike}`);
    }
    if (imageSize && (imageSize.width < COVER_MIN.width || imageSize.height < COVER_MIN.height)) {
      fail(
        "image",
        `points to "${String(fm.image)}", which is ${imageSize.width} x ${imageSize.height} pixels: use a picture at least ${COVER_MIN.width} x ${COVER_MIN.height} (1600 x 900 is best); a smaller one looks blurred on the page and when shared`,
      );
    }
    if (imageSize && imageSize.height > imageSize.width) {
      const shown = Math.round(((imageSize.width * 9) / 16 / imageSize.height) * 100);
      fail(
        "image",
        `points to "${String(fm.image)}", which is ${imageSize.width} x ${imageSize.height} pixels, taller than wide: the page and the sharing card show a 16:9 band across its middle, ${shown}% of its height; choose a picture in landscape (1600 x 900 is best)`,
      );
    }
    const sameCover = imageDigest ? covers.get(imageDigest) : undefined;
    if (sameCover) {
      fail(
        "image",
        `"${String(fm.image).trim()}" is the same picture as the cover of ${sameCover}: give each article a picture of its own, so their cards in the blog list can be told apart`,
      );
    }
    if (imageDigest) covers.set(imageDigest, file);
  }
  const [clash] = previousSlugClashes(named, "article");
  if (clash) failIn(clash.file)("previousSlugs", clash.problem);
}

/** Minutes to read a text at 220 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
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
 * The change notes of an article's text: each line "Updated <date>:" (the colon optional) whose
 * date is numbers and month names only, with its day (YYYY-MM-DD) when the date reads as
 * "27 November 2026" or "November 27, 2026" (short months too), or null when it does not.
 */
function changeNotes(lines: readonly string[]): Array<{ index: number; text: string; day: string | null }> {
  return lines.flatMap((line, index) => {
    const match = /^(Updated ([^:]+?)):?\s*$/.exec(line.trim());
    const words = match?.[2].split(/[\s,/-]+/).filter(Boolean) ?? [];
    if (!match || words.length === 0 || !words.every((word) => /^\d+$/.test(word) || monthOf(word) > 0)) return [];
    const [a, b, year] = words;
    const [dayNumber, month] = /^\d{1,2}$/.test(a) ? [a, monthOf(b ?? "")] : [b ?? "", monthOf(a)];
    const readable = words.length === 3 && month > 0 && /^\d{1,2}$/.test(dayNumber) && /^\d{4}$/.test(year);
    const day = readable ? `${year}-${String(month).padStart(2, "0")}-${dayNumber.padStart(2, "0")}` : null;
    return [{ index, text: match[1], day: day && isIsoDay(day) ? day : null }];
  });
}

/** The latest readable change note of an article's text ("Updated 27 November 2026:"): its index, words and day. */
function latestChangeNote(lines: readonly string[]): { index: number; text: string; day: string } | null {
  let latest: { index: number; text: string; day: string } | null = null;
  for (const note of changeNotes(lines)) {
    if (note.day && (!latest || note.day > latest.day)) latest = { index: note.index, text: note.text, day: note.day };
  }
  return latest;
}

/** Articles whose file lives in the articles folder (other markdown is not an article). */
export function isArticleFile(absolutePath: string): boolean {
  return /[\\/]content[\\/]articles[\\/]/.test(absolutePath);
}

const DISPLAY_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * When an article was revised, written like its display date ('November 25, 2026'); null when
 * `modifiedDate` falls on or before the day it was published (same-day fixes are not news).
 */
export function revisedDate(publishedDate: string, modifiedDate: string): { iso: string; display: string } | null {
  const published = new Date(publishedDate);
  const modified = new Date(modifiedDate);
  if (Number.isNaN(published.getTime()) || Number.isNaN(modified.getTime())) return null;
  if (modified.toISOString().slice(0, 10) <= published.toISOString().slice(0, 10)) return null;
  return { iso: modifiedDate, display: DISPLAY_DATE.format(modified) };
}
