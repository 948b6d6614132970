const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  euro: "€",
  pound: "£",
};

/** HTML entities (named, decimal, hex) as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const n = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}

/**
 * Straight quotes and apostrophes made typographic: "it's" -> "it’s", "the "rule"" -> "the “rule”".
 * Same length, so positions in the text (the ebook's runs of bold and italic) stay put.
 */
export function typographicQuotes(text: string): string {
  return text
    .replace(/(^|[\s([{*\u2014\u2013-])"/g, "$1\u201C")
    .replace(/"/g, "\u201D")
    .replace(/(^|[\s([{*\u2014\u2013-])'/g, "$1\u2018")
    .replace(/'/g, "\u2019");
}

/** HTML (or markdown rendered to HTML) as plain text: tags removed, entities decoded, whitespace folded. */
export function plainText(html: string): string {
  const withoutBlocks = html
    .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  // Block-level closings become spaces so words from adjacent paragraphs do not run together.
  const text = withoutBlocks
    .replace(/<\/(p|h[1-6]|li|div|blockquote|tr|td|th)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** The first `length` characters of the plain text, with an ellipsis when anything was cut. */
export function excerpt(html: string, length = 150): string {
  const text = plainText(html);
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}

/** Description for metadata: the given one, or the first 160 characters of the content. */
export function metaDescription(given: string | null | undefined, html: string): string {
  const clean = (given ?? "").trim();
  if (clean) return clean;
  return Array.from(plainText(html)).slice(0, 160).join("").trim();
}

/** A piece of one line of copy: plain text, `*emphasis*` (or `_emphasis_`), or a `[label](/path/)` link. */
export type InlinePart = { text: string } | { em: string } | { link: { label: string; to: string } };

/** A `[label](address)` link, as copy and articles write it. */
const LINK = String.raw`\[([^\]]+)\]\(([^)\s]+)\)`;
/**
 * `_emphasis_`, as Markdown reads it: the underscores outside a word, around words (not
 * `file_name_v2`, `__init__`, nor `/_drafts_/` in an address).
 */
const UNDERSCORED = String.raw`(?<![\w\\/])_([^_\s](?:[^_\n]*?[^_\s])?)_(?!\w)`;
const INLINE = new RegExp(String.raw`${LINK}|\*([^*]+)\*|${UNDERSCORED}`, "g");

/**
 * The `[label](address)` links of a text, in order: not a picture's `![description](file)`, nor
 * `\[label](address)`, which Markdown shows as written (the Rich Text editor saves a typed link so).
 */
export function textLinks(text: string): { label: string; to: string }[] {
  return [...text.matchAll(new RegExp(`(?<![!\\\\])${LINK}`, "g"))].map((match) => ({ label: match[1], to: match[2] }));
}

/**
 * An email address in running text: its domain ends in letters, so a full stop after it stays
 * text. Made a link in a line of copy (below); the build names one left as text elsewhere.
 */
export const EMAIL_IN_TEXT = /[\w.%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/gi;

/** Plain text, with each email address in it a mailto: link (as Markdown's GFM autolinks one in an article). */
function textParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ link: { label: match[0], to: `mailto:${match[0]}` } });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * One line of copy with the two bits of markdown copy in content/ uses, links and emphasis
 * (`*words*` or `_words_`), and
 * each email address written as text made a link.
 */
export function inlineParts(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) parts.push(...textParts(source.slice(last, match.index)));
    parts.push(match[1] !== undefined ? { link: { label: match[1], to: match[2] } } : { em: match[3] ?? match[4] });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push(...textParts(source.slice(last)));
  return parts;
}

/** A line of copy as words only: its links' words and its emphasis without the marks. */
export function inlineWords(source: string): string {
  return inlineParts(source)
    .map((part) => ("link" in part ? part.link.label : "em" in part ? part.em : part.text))
    .join("");
}

/**
 * Whether a text has a line break between its words: every copy field is shown as one paragraph
 * (or one line), so the page would run its lines together. Checked by the build
 * (src/node/schema/copySchema.ts) and in the CMS's previews.
 */
export function hasLineBreaks(text: string): boolean {
  return text.trim().includes("\n");
}

/** What the build and the CMS's preview say about a text with line breaks. */
export const LINE_BREAKS =
  "the text has line breaks, which the page does not show (it runs the lines into one paragraph, and a line starting with - is not a list): write it as one paragraph";

/** An HTML tag (`<br>`, `</strong>`), not an address in angle brackets (`<https://...>`). */
const HTML_TAG = /<\/?(?!https?:|mailto:)[a-z][a-z\d]*\b[^<>]*>/i;

/** A link with no words, "[](address)" (not a picture's "![](file)", nor "\\[](...)" written as text). */
export const EMPTY_LINK = /(?<![!\\])\[\s*\]\([^)\n]*\)/;

/** What to do with a link with no words (EMPTY_LINK's match), in an article or a line of copy. */
export const wordsForLink = (link: string) =>
  `write the words between the square brackets, as in [words that say where it leads](${/\(([^)]*)\)/.exec(link)?.[1] ?? ""}), or delete the link`;

/** A picture written in Markdown, `![description](file)`. */
const PICTURE = /!\[[^\]\n]*\]\([^)\n]*\)/;

/** Links and closed emphasis, as a line of copy writes them: what is left holds the marks left over. */
const MARKED = new RegExp(String.raw`${LINK}|\*\*[^*]+\*\*|\*[^*]+\*`, "g");

/** A `*` opening a word that nothing closes, with the word: "*location-independent". */
const LONE_STAR = /(?<![\p{L}\p{N}*\\])\*[^\s*]+/u;

/**
 * What is wrong with the Markdown of one line of copy, or null: an HTML tag (`<br>`), a link with
 * no words (`[](...)`) and a picture (`![...](...)`), which no text of the site shows, and a `*`
 * that opens a word with no `*` closing it, which the page shows as written. `makesEmphasis`:
 * whether its field shows links and emphasis (InlineWords, src/rules/cmsPreview.ts INLINE_FIELDS). Emphasis closed in a field that shows text as written is
 * the check of the built pages' (src/node/links/pageText.ts). Checked by the build
 * (src/node/schema/copySchema.ts) and in the CMS's previews.
 */
export function copyMarkupProblem(text: string, makesEmphasis: boolean): string | null {
  const tag = HTML_TAG.exec(text)?.[0];
  if (tag) {
    return `"${tag}" is an HTML tag, which the page shows as written (a line of copy has no line breaks or HTML): remove the tag`;
  }
  const empty = EMPTY_LINK.exec(text)?.[0];
  if (empty)
    return `"${empty}" is a link with no words, which the page shows as nothing to tap: ${wordsForLink(empty)}`;
  const picture = PICTURE.exec(text)?.[0];
  if (picture) {
    const shown = makesEmphasis ? '"!" and a link to the file' : "it as written";
    return `"${picture}" is a picture, which no text of the site can show (the page would show ${shown}): remove it`;
  }
  const star = LONE_STAR.exec(text.replace(MARKED, " "))?.[0].replace(/[.,;:!?)"'\u2019\u201d]+$/, "");
  if (!star || star === "*") return null;
  return makesEmphasis
    ? `"${star}" has a * that no second * closes, so the page shows it as written: to emphasise words, put a * on each side of them, as in ${star}*; otherwise remove the *`
    : `"${star}" has a *, which the page shows as written (this text cannot emphasise words): remove the *`;
}

/** "A", "A and B", "A, B and C": items as a sentence lists them. */
export const listed = (items: readonly string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** A title as readers tell titles apart: case and spacing aside. */
export const titleKey = (title: string): string => title.trim().toLowerCase().replace(/\s+/g, " ");

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `text` safe inside HTML, in an element or an attribute's double quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Markdown's HTML with `note` (content/ui.yaml labels.opensInNewTab) inside each link that opens
 * in a new tab, for screen readers only, as the Sources list and InlineWords give it. The links
 * are those plugins/gatsby-remark-external-links marks `target="_blank"`; remark writes no anchor
 * inside another, so each link's end is the first `</a>` after it.
 */
export function withNewTabNotes(html: string, note: string): string {
  const hidden = `<span class="visually-hidden"> ${escapeHtml(note)}</span>`;
  return html.replace(/(<a\b[^>]*\btarget="_blank"[^>]*>)([\s\S]*?)<\/a>/g, (_, open: string, words: string) => {
    return `${open}${words}${hidden}</a>`;
  });
}

/**
 * `text` from up to `around` characters before `start` to up to `around` after `end` (characters,
 * not UTF-16 units), with "..." where it was cut: a short quote that finds a place in a long line.
 */
export function excerptAround(text: string, start: number, end: number, around = 20): string {
  const before = [...text.slice(0, start)];
  const after = [...text.slice(end)];
  const head = before.length > around ? `...${before.slice(-around).join("")}` : before.join("");
  const tail = after.length > around ? `${after.slice(0, around).join("")}...` : after.join("");
  return `${head}${text.slice(start, end)}${tail}`;
}

/** Whether a markdown text has no line but headings and blank lines (nothing a reader reads under them). */
export function headingsAlone(markdown: string): boolean {
  return markdown.split("\n").every((line) => line.trim() === "" || /^\s{0,3}#{1,6}(\s|$)/.test(line));
}
