import fs from "fs";
import path from "path";
import { NUMBER_WORDS, numberOf } from "../../rules/counts";
import { descriptionOverLimit, descriptionTooLong } from "../../rules/seo";
import type { SiteClaims } from "../../rules/tokens";
import type { WrittenOutClaim } from "../../rules/cmsPreview";
import { callCheck, claimChecks, figureChecks, type ClaimCheck } from "../../rules/claims";
import { LABELS } from "../../rules/labels";
import { EMAIL_IN_TEXT, decodeEntities, escapeHtml, escapeRegExp, plainText } from "../../rules/text";
import { filesUnder } from "../files";
import { placed } from "../cms/places";
import { EBOOK_SOURCE_PATH } from "../ebook/buildEbook";
import { filesWriting, pageList } from "./links";

/** Copy a visitor would read as written: markup the field it sits in does not turn into anything. */
export interface RawMarkup {
  page: string;
  /** What it is, in the founder's words. */
  kind:
    | "placeholder"
    | "markdown link"
    | "markdown emphasis"
    | "markdown heading"
    | "markdown table"
    | "HTML tag"
    | "HTML entity"
    | "reversed link"
    | "note to self";
  /** The text as the page shows it. */
  snippet: string;
  /** The snippet with the words after it, to find the line in content/. */
  context: string;
}

const PATTERNS: [RawMarkup["kind"], RegExp][] = [
  // {callMinutes} in a field that fills no placeholders; { years } or {{years}} anywhere.
  ["placeholder", /\{\{?\s*[A-Za-z_][\w -]*\}\}?/g],
  // [words](address) in a field that makes no links; in an article, one whose address has a space
  // or lacks its ")", one with a space before its "(" (an address after it: not "[to be supplied:
  // ...] (registered ...)"), or [words][name] naming a reference never given: markdown then shows the brackets.
  ["markdown link", /\[[^\]\n]+\](?:\([^)\n]*\)?| \((?:https?:|\/|#|mailto:|tel:|www\.)[^)\n]*\)?|\[[^\]\n]*\])/g],
  // **bold**, *italic* or _italic_ in a field that shows text as written (not file_name_v2, nor
  // /_drafts_/ in an address); a "**" never closed anywhere.
  [
    "markdown emphasis",
    /\*\*[^*\n]+\*\*|\*\*|(?<![\w*])\*[^*\s][^*\n]*?\*(?![\w*])|(?<![\w\\/])_[^_\s](?:[^_\n]*?[^_\s])?_(?!\w)/g,
  ],
  // "## Heading" where no heading can be, or "##Heading" without its space; not "#1" or "C#".
  ["markdown heading", /(?<=^|\s)(?:#{2,6} ?|# )(?=[A-Za-z])\S+(?: \S+){0,2}/gm],
  // A text that starts like a table's row: a table without its row of dashes stays a paragraph.
  ["markdown table", /^\|(?:[^|\n]*\|){2,3}/gm],
  // <b> or <br> typed into a field: React escapes it, so the visitor reads the tag.
  ["HTML tag", /<\/?[a-z][a-z0-9-]*(?:\s[^<>\n]*)?\/?>/gi],
  // &amp; typed into a field: the page shows "&amp;", not "&".
  ["HTML entity", /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/gi],
  // (address)[words]: no link, or, with https://, one whose address runs on into the words.
  ["reversed link", /\((?:https?:\/\/|\/|www\.)[^\s()]*\)\[[^\]\n]*\]?/g],
  // A note left for later: TODO, TBD, FIXME, XX for a figure, [add source]. Not the site's own
  // "[to be supplied: ...]" mark.
  ["note to self", /\b(?:TODO|TBD|FIXME)\b|\bX{2,}\b/g],
  ["note to self", /\[(?:add|insert|source|link|citation|check|todo|tbd)\b[^\]\n]*\]/gi],
];

/** A page's search description, as search results show it. */
const descriptionOf = (html: string) =>
  decodeEntities(/<meta\b[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? "");

/**
 * What a visitor reads on a page: its search description, its pictures' descriptions and its
 * text, one line per block (so a snippet's context stays within its paragraph).
 */
export function readableText(html: string): string {
  const labels = [...html.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((match) => decodeEntities(match[1]));
  return [descriptionOf(html), ...labels, ...textBlocks(html)].filter(Boolean).join("\n");
}

/** A page's text, one block per line: its scripts, styles and code left out (code shows its markup on purpose). */
function textBlocks(html: string): string[] {
  return html
    .replace(/<(script|style|template|pre|code)\b[\s\S]*?<\/\1>/gi, " ")
    .split(/<\/(?:p|h[1-6]|li|div|blockquote|tr|td|th|title|button|a|span|label)>|<br\s*\/?>/i)
    .map(plainText);
}

/** Placeholders and markdown that reached a page's text as written. */
export function rawMarkup(pages: ReadonlyMap<string, string>): RawMarkup[] {
  const found: RawMarkup[] = [];
  for (const [page, html] of pages) {
    const text = readableText(html);
    for (const [kind, pattern] of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index ?? 0;
        const context = text
          .slice(start, start + match[0].length + 30)
          .split("\n")[0]
          .replace(/\s+\S*$/, "");
        found.push({ page, kind, snippet: match[0], context: context.length >= match[0].length ? context : match[0] });
      }
    }
  }
  return found;
}

/** Pages whose search description is longer than search results show, with its length. */
export function longDescriptions(
  pages: ReadonlyMap<string, string>,
): { page: string; description: string; length: number }[] {
  const long = [];
  for (const [page, html] of pages) {
    const description = descriptionOf(html);
    const length = descriptionOverLimit(description);
    if (length !== null) long.push({ page, description, length });
  }
  return long;
}

const WHY: Record<RawMarkup["kind"], string> = {
  placeholder:
    "this field does not fill placeholders, or the placeholder is misspelt: write the words, or see docs/editing.md",
  "markdown link":
    "this field shows text as written: remove the brackets, or see docs/editing.md for the fields that make links; in an article's text a link is [words](address), with no space before or in the address and its closing bracket",
  "markdown emphasis":
    "this field shows text as written: remove the asterisks or underscores, or, where the field makes links and emphasis (a FAQ answer: docs/editing.md names them), write *words* with one asterisk each side; in an article's text, close the bold with a second **",
  "markdown heading":
    'in an article\'s text, a heading is a line of its own starting "## " with a space; other fields cannot hold one, so remove the # marks there',
  "markdown table":
    "a table is only possible in an article's text, and its second line must be the row of dashes (| --- | --- |)",
  "HTML tag": "the site shows HTML as written: remove the tag; a field has no bold or line breaks",
  "HTML entity": "type the character itself, such as & for &amp;",
  "reversed link": "a link is [words](address): the words in square brackets first, then the address in round ones",
  "note to self": "a note left for later: write what it stands for, or remove it",
};

/**
 * Each length of the call written in copy that is not the one Site settings give: the fields
 * that fill {callMinutes} (a process step's among them) follow a change of claims.callMinutes, but
 * an article, a client's quote or the site's description written with "30-minute call" keep the
 * old length.
 */
export function callLengthProblems(pages: ReadonlyMap<string, string>, minutes: number): string[] {
  return claimsNotMatching(pages, callCheck(minutes));
}

/** Each phrase of the pages that states the claim with another figure than content/site.yaml, as the build words it. */
const claimsNotMatching = (pages: ReadonlyMap<string, string>, check: ClaimCheck) =>
  countsNotMatching(pages, { ...check, what: claimFix(check) });

/** What the build says of a phrase that states a claim with another figure than content/site.yaml. */
const claimFix = ({ claim, figure, noun }: ClaimCheck) =>
  claim === "callMinutes"
    ? `the call lasts ${figure} minutes (claims.callMinutes in content/site.yaml): write that length here too`
    : `the site claims ${figure} ${noun} (claims.${claim} in content/site.yaml): write that figure here too, or change the claim there`;

/**
 * Each claim of the firm written out in copy with another figure than Site settings give: the
 * pages' fields fill {years} and {countries}, but an article fills no placeholders, so a figure
 * written there contradicts the rest of the site, or goes stale when the claim changes.
 */
export function claimProblems(pages: ReadonlyMap<string, string>, claims: SiteClaims): string[] {
  return figureChecks(claims).flatMap((check) => claimsNotMatching(pages, check));
}

/**
 * Each phrase of the pages' text that states a claim as Site settings give it today, written out
 * in content files rather than filled in from a placeholder (an article fills none), with those
 * files: what a change of the claim would leave behind. The CMS's preview of Site settings lists
 * them once a claim is changed there, before the build names them (callLengthProblems, claimProblems).
 */
export function writtenOutClaims(pages: ReadonlyMap<string, string>, claims: SiteClaims): WrittenOutClaim[] {
  const contentDir = path.join(process.cwd(), "content");
  return claimChecks(claims).flatMap(({ claim, pattern, right }) => {
    const texts = new Set(
      [...matchesIn(pages, pattern)].filter(([, match]) => right(match)).map(([, match]) => match[0]),
    );
    return [...texts].flatMap((text) => {
      const files = filesWriting(text, contentDir);
      return files.length > 0 ? [{ claim, text, files }] : [];
    });
  });
}

/** Each match of `pattern` in the pages' readable text, with its page. */
function* matchesIn(pages: ReadonlyMap<string, string>, pattern: RegExp): Generator<[string, RegExpMatchArray]> {
  for (const [page, html] of pages) {
    for (const match of readableText(html).matchAll(pattern)) yield [page, match];
  }
}

/**
 * Each phrase `pattern` finds in the pages' text that `right` refuses, once with every page it is
 * on, followed by `what` and the content files that write it.
 */
function countsNotMatching(
  pages: ReadonlyMap<string, string>,
  { pattern, right, what }: { pattern: RegExp; right: (match: RegExpMatchArray) => boolean; what: string },
): string[] {
  const found = new Map<string, string[]>();
  for (const [page, match] of matchesIn(pages, pattern)) {
    if (!right(match)) found.set(match[0], [...(found.get(match[0]) ?? []), page]);
  }
  const contentDir = path.join(process.cwd(), "content");
  return [...found].map(([text, on]) => {
    const where = filesWriting(text, contentDir);
    return `"${text}" on ${pageList(on)}: ${what}${where.length > 0 ? `; it is in ${where.join(", ")}` : ""}`;
  });
}

/**
 * The built pages' text problems, one line each for the founder: a placeholder or markdown shown
 * as written, where a visitor would read "{callMinutes}" or "[our guide](/blog/...)". Only a few
 * fields fill placeholders or render links (docs/editing.md says which); the rest show their
 * text as it is, and this catches a founder's edit that assumed otherwise. It also holds the
 * search description to the length the CMS's hint asks, measured with placeholders filled.
 */
export function pageTextProblems(pages: ReadonlyMap<string, string>): string[] {
  const found = rawMarkup(pages);
  const contentDir = path.join(process.cwd(), "content");
  const lines = [...new Set(found.map((item) => item.snippet))].map((snippet) => {
    const on = found.filter((item) => item.snippet === snippet);
    const shown = pageList(on.map((item) => item.page));
    const where = filesWriting(on[0].context, contentDir);
    const article = on[0].kind.startsWith("HTML") ? "an" : "a";
    return `"${on[0].context}" on ${shown}: ${article} ${on[0].kind} shown as written (${WHY[on[0].kind]})${
      where.length > 0 ? `; it is in ${where.join(", ")}` : ""
    }`;
  });
  const tooLong = longDescriptions(pages).map(({ page, description, length }) => {
    const where = filesWriting(description.slice(0, 40), contentDir);
    return `${page}: ${descriptionTooLong(length)}${where.length > 0 ? ` (it is in ${where.join(", ")})` : ""}`;
  });
  return [...lines, ...tooLong];
}

/** A web address written as text: "https://..." or "www.site.org/...". */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"]*/gi;

/** Each web or email address a visitor reads in a part of a page outside its links, without the sentence's stop after it. */
function addressesIn(html: string): string[] {
  const text = textBlocks(html.replace(/<a\b[\s\S]*?<\/a>/gi, " ")).join("\n");
  return [...text.matchAll(WEB_ADDRESS), ...text.matchAll(EMAIL_IN_TEXT)].map(([written]) =>
    written.replace(/[.,;:!?)\]]+$/, ""),
  );
}

/** An article's card (src/components/ArticleCard) as built: its `<article>`, whose "Read more" link gives the article's address. */
const CARD = /<article\b[^>]*>[\s\S]*?<\/article>/gi;
const READ_MORE = new RegExp(`<a\\b[^>]*\\baria-label="${escapeRegExp(escapeHtml(LABELS.readMore))}: [^>]*>`);

/**
 * Where the article at `page` (/blog/<slug>/) writes an address its card shows in its first words,
 * cut or whole: its file (the one whose folder or slug is the page's, when several write it), the
 * line, and the link's address there (the address itself, written without a link).
 */
function articleWriting(address: string, page: string, contentDir: string) {
  const written = address.replace(/…$/, "");
  const slug = page.split("/").filter(Boolean).pop() ?? "";
  const files = filesUnder(path.join(contentDir, "articles"), /^index\.md$/)
    .map((file) => ({ file, text: fs.readFileSync(file, "utf8") }))
    .filter(({ text }) => text.includes(written));
  const own = files.find(
    ({ file, text }) =>
      path.basename(path.dirname(file)) === slug || new RegExp(`^slug: *"?${escapeRegExp(slug)}"?$`, "m").test(text),
  );
  const found = own ?? files[0];
  if (!found) return null;
  const { file, text } = found;
  const at = text.indexOf(written);
  const link = new RegExp(`\\[${escapeRegExp(written)}[^\\]\\n]*\\]\\(([^)\\s]+)\\)`).exec(text);
  const target = link?.[1] ?? new RegExp(`${escapeRegExp(written)}[^\\s<>")\\]]*`).exec(text.slice(at))?.[0] ?? written;
  const root = path.dirname(contentDir);
  const relative = path.relative(root, file).split(path.sep).join("/");
  return { where: `line ${text.slice(0, at).split("\n").length} of ${placed(relative, root)}`, target };
}

/**
 * What the build says of an address in an article's card: the card shows the article's first words
 * (its excerpt) as plain text, without their links, so an article that opens with a link whose words
 * are its address (or with the address itself) shows a web address no one can tap on the blog list
 * and the home page.
 */
function cardAddressProblem(address: string, article: string, on: readonly string[], contentDir: string): string {
  const source = articleWriting(address, article, contentDir);
  const web = /^(https?:|www\.)/i.test(address);
  const fix = web
    ? `give the link words that say where it leads, as in [words that say where it leads](${source?.target ?? address}), or start the article with a sentence of its own`
    : "start the article with a sentence of its own, and write the address further down";
  return `"${address}" on ${pageList(on)}: the card of the article ${article} shows its first words as plain text, without their links, so visitors read this ${web ? "web" : "email"} address there but cannot tap it: ${fix}${source ? `; it is on ${source.where}` : ""}`;
}

/**
 * Each web or email address a visitor reads on a page outside a link, which a phone cannot open
 * with a tap (a FAQ answer with "see https://www.gov.uk/..."): the page's text with its links,
 * head and pictures' descriptions left out. One in an article's card is the article's first words,
 * which the card shows without their links (cardAddressProblem). The ebook is not read here: it
 * prints addresses as text.
 */
export function bareAddressProblems(pages: ReadonlyMap<string, string>): string[] {
  const found = new Map<string, string[]>();
  const inCards = new Map<string, { address: string; article: string; on: string[] }>();
  for (const [page, html] of pages) {
    const body = html.replace(/<head\b[\s\S]*?<\/head>/i, " ").replace(CARD, (card) => {
      const article = /\bhref="([^"]*)"/.exec(READ_MORE.exec(card)?.[0] ?? "")?.[1];
      if (article === undefined) return card;
      for (const address of addressesIn(card)) {
        const key = `${article}\n${address}`;
        inCards.set(key, { address, article, on: [...(inCards.get(key)?.on ?? []), page] });
      }
      return " ";
    });
    for (const address of addressesIn(body)) found.set(address, [...(found.get(address) ?? []), page]);
  }
  const contentDir = path.join(process.cwd(), "content");
  const fields = "the field makes links (an article's text, a FAQ answer: docs/editing.md names them)";
  return [
    ...[...found].map(([address, on]) => {
      const where = filesWriting(address, contentDir);
      const fix = !/^(https?:|www\.)/i.test(address)
        ? `an email address shown as text, which a visitor cannot tap: write it where ${fields}, where it becomes a link by itself, or point visitors to the contact form`
        : `a web address shown as text, which a visitor cannot tap: write it as a link, [words](${/^https?:/.test(address) ? address : `https://${address}`}), where ${fields}, or name the site in words`;
      return `"${address}" on ${pageList(on)}: ${fix}${where.length > 0 ? `; it is in ${where.join(", ")}` : ""}`;
    }),
    ...[...inCards.values()].map(({ address, article, on }) => cardAddressProblem(address, article, on, contentDir)),
  ];
}

/** Link words that say nothing of where the link leads. */
const VAGUE_LINK = /^(click here|here|click|read more|more|learn more|this link|link|this|this page|go)$/i;

/**
 * Each link whose words say nothing of where it leads ("click here", "here", "read more"), with
 * no label of its own: a screen reader's list of a page's links reads them by their words alone
 * (WCAG 2.4.4). One line per wording and the pages it is on, naming the files that write it.
 */
export function vagueLinkProblems(pages: ReadonlyMap<string, string>): string[] {
  const found = new Map<string, string[]>();
  for (const [page, html] of pages) {
    for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
      // Without the note screen readers get after a link to another site, " (opens in a new tab)".
      const words = plainText(match[2].replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, "")).trim();
      if (/\saria-label="[^"]+"/.test(match[1]) || !VAGUE_LINK.test(words)) continue;
      found.set(words, [...(found.get(words) ?? []), page]);
    }
  }
  const contentDir = path.join(process.cwd(), "content");
  return [...found].map(([words, on]) => {
    const where = filesWriting(`[${words}](`, contentDir);
    return `"${words}" on ${pageList(on)}: a link's words should say where it leads, since screen readers list links by their words alone: write, for example, [the IRS page on the exclusion](https://...)${
      where.length > 0 ? `; it is in ${where.join(", ")}` : ""
    }`;
  });
}

/** A number of chapters written out: "Five chapters", "five practical chapters", "6 chapters". */
const CHAPTER_COUNT = new RegExp(
  `\\b(\\d+|${NUMBER_WORDS.join("|")}) (?:(?:practical|short|clear|concise) )?chapters\\b`,
  "gi",
);

/**
 * Each number of chapters written in copy that is not the ebook's: the /ebook/ page says "Five
 * chapters" in two places, and a chapter added to the ebook would leave both saying five.
 */
export function chapterCountProblems(pages: ReadonlyMap<string, string>, chapters: number): string[] {
  return countsNotMatching(pages, {
    pattern: CHAPTER_COUNT,
    right: (match) => numberOf(match[1]) === chapters,
    what: `the ebook (${EBOOK_SOURCE_PATH}) has ${chapters} chapters: write that number here too`,
  });
}
