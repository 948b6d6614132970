/** Rules for articles: URLs, redirects, validation (the text's own rules are in ./articleText). Pure functions, used by gatsby-node and pages. */
import { articleTextProblem, changeNoteAfter, inCapitals, inOrdinaryLetters, textLines } from "./articleText";
import { isBlank, notAField } from "./fields";
import { isIsoDay, latestDay } from "./days";
import { headingsAlone, titleKey } from "./text";
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
 * The smallest cover: the sharing card's 1200 pixels wide (src/templates/article.tsx asks for
 * 1200 x 630) at the page's 16:9. A smaller one is stretched, and the card's tags would lie.
 */
export const COVER_MIN = { width: 1200, height: 675 } as const;

/**
 * What is wrong with a cover of this size, each as "W x H pixels...: what to do": one in portrait
 * shows only a 16:9 band across its middle, one smaller than COVER_MIN looks blurred. The build
 * names the file ("points to ..., which is ..."); the CMS's preview, the picture chosen.
 */
export function coverSizeProblems({ width, height }: { width: number; height: number }): string[] {
  const problems: string[] = [];
  if (height > width) {
    const shownPart = Math.round(((width * 9) / 16 / height) * 100);
    problems.push(
      `${width} x ${height} pixels, taller than wide: the page and the sharing card show a 16:9 band across its middle, ${shownPart}% of its height; choose a picture in landscape (1600 x 900 is best)`,
    );
  }
  if (width < COVER_MIN.width || height < COVER_MIN.height) {
    problems.push(
      `${width} x ${height} pixels: use a picture at least ${COVER_MIN.width} x ${COVER_MIN.height} (1600 x 900 is best); a smaller one looks blurred on the page and when shared`,
    );
  }
  return problems;
}

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
 * Checks every article's front matter. Throws one Error naming, on a line each, every problem
 * found (the file and the field), so a broken article never yields a half-built site and the
 * founder learns of all its mistakes in one build. See articleErrors.
 */
export function validateArticles(articles: ArticleSource[], today: Date = new Date(), site?: ArticleSite): void {
  const problems = articleErrors(articles, today, site);
  if (problems.length === 1) throw new Error(problems[0]);
  if (problems.length > 1) throw new Error(`${problems.length} mistakes in the articles:\n${problems.join("\n")}`);
}

/**
 * Every problem in the articles' front matter, each naming the file and the field: one per field
 * (the first found), and none about a field a check reads whose own value is already named as
 * wrong (a missing title is not also a title "undefined"). With `site`, the fields that fill
 * placeholders are checked too: one the site does not know, and the firm's name written out in
 * the author, which a rename would leave behind.
 */
export function articleErrors(articles: ArticleSource[], today: Date = new Date(), site?: ArticleSite): string[] {
  const latest = latestDay(today);
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const covers = new Map<string, string>();
  /** Each article's slug and earlier slugs, checked across articles once each is read. */
  const named: Array<{ file: string; slug: string | null; previousSlugs: string[] }> = [];
  const problems: string[] = [];
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
    const wrong = new Map<string, string>();
    const fail = (field: string, problem: string): void => {
      if (!wrong.has(field)) wrong.set(field, `Article ${file}: field "${field}" ${problem}`);
    };
    /** None of these fields is named as wrong yet: a check that reads them can run. */
    const sound = (...fields: string[]) => fields.every((field) => !wrong.has(field));
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
      if (!sound(field)) continue;
      const value = fm[field];
      const unquoted = unquotedPlaceholder(value);
      if (unquoted) fail(field, unquoted);
      else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
        fail(field, `must be one line of text, found ${Array.isArray(value) ? "a list" : "a group of fields"}`);
      }
    }
    if (site) {
      for (const field of TOKEN_FIELDS) {
        if (!sound(field)) continue;
        const unknown = [...String(fm[field]).matchAll(PLACEHOLDER)].find((match) => !site.placeholders.has(match[1]));
        if (unknown) {
          const known = [...site.placeholders].map((name) => `{${name}}`).join(", ");
          fail(field, `has ${unknown[0]}, which is not a placeholder the site fills in (it fills in ${known})`);
        }
      }
      const author = String(fm.author);
      if (sound("author") && writesSiteName(author, site.siteName)) {
        fail("author", `writes out the firm's name, "${site.siteName}": ${siteNameAdvice(site.siteName, author)}`);
      }
    }
    const id = Number(fm.id);
    if (sound("id") && (!/^\d+$/.test(String(fm.id).trim()) || !Number.isSafeInteger(id))) {
      fail("id", `must be a whole number, got "${String(fm.id)}"`);
    }
    const days: Record<string, Date> = {};
    for (const field of ["publishedDate", "modifiedDate"]) {
      if (!sound(field)) continue;
      const read = readIsoDate(fm[field]);
      if ("problem" in read) fail(field, read.problem);
      else days[field] = read.date;
    }
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const published = days.publishedDate;
    for (const field of ["publishedDate", "modifiedDate"]) {
      if (sound(field) && day(days[field]) > latest) {
        fail(
          field,
          `is ${day(days[field])}, after today (${day(today)}): the article goes live when the site is built, so date it the day you publish`,
        );
      }
    }
    if (sound("publishedDate", "modifiedDate") && day(days.modifiedDate) < day(published)) {
      fail("modifiedDate", `${day(days.modifiedDate)} is before publishedDate ${day(published)}`);
    }
    // Cards and the article show `date`; <time datetime>, the feed and search engines read publishedDate.
    const shownWrong = sound("date", "publishedDate") ? shownDateProblem(String(fm.date), published) : null;
    if (shownWrong) fail("date", shownWrong);
    if (sound("slug") && !isBlank(fm.slug)) {
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
    else if (sound("slug")) {
      named.push({ file, slug: isBlank(fm.slug) ? null : String(fm.slug).trim(), previousSlugs: earlier.slugs });
    }
    if (sound("id")) {
      const otherId = ids.get(id);
      if (otherId) fail("id", `${id} is already used by ${otherId}`);
      ids.set(id, file);
    }
    const shownTitle = String(fm.title).trim();
    if (sound("title")) {
      const titleAs = titleKey(String(fm.title));
      const titled = titles.get(titleAs);
      if (titled) {
        fail(
          "title",
          `"${shownTitle}" is already the title of ${titled}: give each article its own, so their cards and search results can be told apart`,
        );
      }
      titles.set(titleAs, file);
    }
    if (sound("metaDescription")) {
      const describedAs = titleKey(String(fm.metaDescription));
      const described = descriptions.get(describedAs);
      if (described) {
        fail(
          "metaDescription",
          `is the same as ${described}'s: write one for this article, since search results and the feed show it`,
        );
      }
      descriptions.set(describedAs, file);
    }
    if (sound("keywords") && String(fm.keywords).includes(";")) {
      fail(
        "keywords",
        'is separated by ";": separate the keywords with commas, such as "tax residency, digital nomads"',
      );
    }
    if (sound("title")) {
      if (/^["“„'‘«].*["”"'’»]$/s.test(shownTitle)) {
        fail("title", `is written in quotation marks ("${shownTitle}"): remove them`);
      }
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
    }
    const { lines, lead } = textLines(body ?? "");
    const line = (index: number) =>
      `line ${index + 1} of the text${bodyLine === undefined ? "" : ` (line ${bodyLine + lead + index} of the file)`}`;
    if ((body ?? "").trim() === "") fail("body", "is empty: write the article below the front matter");
    else if (headingsAlone(body ?? "")) {
      fail(
        "body",
        "has headings but no text under them: write the article's paragraphs below its headings (the blog's card shows the first words as the excerpt)",
      );
    } else if (sound("title")) {
      const problem = articleTextProblem(lines, shownTitle, line);
      if (problem) fail("body", problem);
    }
    const note = sound("modifiedDate") ? changeNoteAfter(lines, day(days.modifiedDate)) : null;
    if (note) {
      fail(
        "modifiedDate",
        `is ${day(days.modifiedDate)}, but ${line(note.index)} is a change note "${note.text}": set modifiedDate to that day (${note.day}T09:00:00.000Z), which the article shows as its last update`,
      );
    }
    if (sound("image")) {
      const image = String(fm.image).trim();
      if (!COVER_PICTURE.test(image)) {
        fail(
          "image",
          `points to "${String(fm.image)}", which is not a kind of picture the site can show: save it as a .jpg, .png or .webp file`,
        );
      }
      if (!imageExists) {
        const alike = imageNamedAlike ? `; there is "${imageNamedAlike}": capital and small letters must match` : "";
        fail("image", `points to "${String(fm.image)}", which does not exist next to the article${alike}`);
      }
      for (const problem of imageSize ? coverSizeProblems(imageSize) : []) {
        fail("image", `points to "${String(fm.image)}", which is ${problem}`);
      }
      const sameCover = imageDigest ? covers.get(imageDigest) : undefined;
      if (sameCover) {
        fail(
          "image",
          `"${image}" is the same picture as the cover of ${sameCover}: give each article a picture of its own, so their cards in the blog list can be told apart`,
        );
      }
      if (imageDigest) covers.set(imageDigest, file);
    }
    // In the CMS's order of the fields, the text last; a field the site does not know first.
    const rank = (field: string) => (field === "body" ? ARTICLE_FIELDS.length : ARTICLE_FIELDS.indexOf(field));
    problems.push(...[...wrong].sort(([a], [b]) => rank(a) - rank(b)).map(([, problem]) => problem));
  }
  for (const clash of previousSlugClashes(named, "article")) {
    problems.push(`Article ${clash.file}: field "previousSlugs" ${clash.problem}`);
  }
  return problems;
}

/** Minutes to read a text at 220 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
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

/** An article's publishedDate or modifiedDate read as the build reads it, or what is wrong with it. */
export function readIsoDate(value: unknown): { date: Date } | { problem: string } {
  const raw = value instanceof Date ? value.toISOString() : String(value).trim();
  if (!ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw))) {
    return { problem: `must be an ISO date such as 2025-03-12T09:00:00Z, got "${raw}"` };
  }
  if (!isIsoDay(raw.slice(0, 10))) return { problem: `names ${raw.slice(0, 10)}, a day that does not exist` };
  return { date: new Date(raw) };
}

/**
 * What is wrong with an article's `date`, the day its card and page show, or null: it must be
 * its publishedDate written as the site writes days ("November 25, 2026"), not another way
 * ("25 November 2026") or another day. The build and the article's preview say the same.
 */
export function shownDateProblem(date: string, published: Date): string | null {
  const shown = date.trim();
  const written = DISPLAY_DATE.format(published);
  return shown === written
    ? null
    : `says "${shown}" but publishedDate is ${published.toISOString().slice(0, 10)}: write "${written}"`;
}

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
