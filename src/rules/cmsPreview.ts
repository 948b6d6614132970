import type { ArticleRef } from "./articles";
import type { CodePointRanges, GlyphFont } from "./ebookMarkdown";
import { PLACEHOLDER } from "./tokens";

/**
 * What the CMS's previews show that is not in the entry being edited: the site's claims for its
 * placeholders, the words every service page shares, and the other service pages (the cards of
 * a page's `subpages` section). The build reads them from content/ (src/node/cms/previewData.ts)
 * and writes them into the CMS's bundle, so a preview shows them as of the last publish.
 */
/** A claim of Site settings written out in content files ("30-minute call" in content/process.yaml). */
export interface WrittenOutClaim {
  claim: "callMinutes" | "years" | "countries" | "agencies" | "agencyCountries";
  text: string;
  files: string[];
}

export interface CmsPreviewData {
  /** Placeholder values: {years} → "12" (src/rules/tokens.ts tokenValues). */
  tokens: Record<string, string>;
  /** content/pages/services.yaml: the headings under every service page. */
  services: {
    faq: { kicker: string; title: string };
    sources: { title: string; intro: string; changesTitle: string };
  };
  /** content/ui.yaml labels.opensInNewTab. */
  opensInNewTab: string;
  /** content/site.yaml schedulingUrl, where the closing band's button leads. */
  schedulingUrl: string;
  /** content/service-pages/, placeholders filled, in their menu order. */
  /** Each service page as published: its file's name (content/service-pages/legal.yaml is "legal.yaml"), its slugs and its card. */
  servicePages: {
    file: string;
    slug: string;
    previousSlugs: string[];
    partOf: string;
    title: string;
    summary: string;
    bullets: string[];
    /** The names the build will not let two pages share (src/rules/services.ts serviceNames). */
    names: Record<string, string>;
  }[];
  /**
   * The entries of Pages, Shared sections and Lists, by the name Decap knows them by ("home",
   * "how_we_work", "cta"): each is previewed as its words in the site's type (src/cms/CopyPreview.tsx)
   * unless it has a preview of its own.
   */
  copyFiles: string[];
  /** The ebook's entries (content/ebook/), by the name Decap knows them by: previewed as its text in the site's type. */
  ebookFiles: string[];
  /** The characters the ebook's fonts can print (src/node/ebook/markdown.ts ebookGlyphRanges), which its preview checks as the build does. */
  ebookGlyphs: Record<GlyphFont, CodePointRanges>;
  /** The conditions of the legal texts' `<!-- if analytics -->` blocks (src/rules/tokens.ts applyConditions). */
  conditions: Record<string, boolean>;
  /**
   * content/articles/: each article's id, the slugs it answers to and its title as published
   * (src/rules/articles.ts lostSlugs and sameTitle), its file, and where the CMS lists the entries
   * that link it (`linkedFrom`); an article saved in this browser since the build has neither.
   */
  articles: (ArticleRef & { title: string; file?: string; linkedFrom?: string[] })[];
  /** The Terms as published: their words (legalTextKey) and `lastUpdated`, to name a change made under the same date. */
  terms: { text: string; lastUpdated: string };
  /** The sample material still in content/, one line per entry (src/node/illustrative/samples.ts samplesLeft). */
  samplesLeft: string[];
  /**
   * Every address of the site a page or a redirect answers, as the build made them (Gatsby's
   * pages, src/node/links/links.ts siteRoutes): a link to another leads nowhere.
   */
  routes: string[];
  /**
   * The phrases of the built pages (and the ebook) that state a claim of Site settings as it is
   * today, written out in content files (src/node/links/pageText.ts writtenOutClaims): what a
   * change of the claim leaves behind. Empty when the CMS is built without the site's pages.
   */
  writtenOut: WrittenOutClaim[];
  /** When the build made this data (ms since 1970): what is saved in the CMS after it, it does not know (src/cms/savedArticles.ts). */
  builtAt: number;
  /** content/site.yaml siteUrl and cms.repo, which the link check reads an address against (src/rules/links.ts). */
  siteUrl: string;
  repo: string;
}

/**
 * The hint the CMS gives a field whose placeholders the site fills in (the schema's `@tokens`).
 * The previews fill only those fields: elsewhere a brace is the site's own ({max} in a form
 * message is the field's limit).
 */
export const TOKENS_HINT =
  "Placeholders such as {siteName}, {years} or {callMinutes} are filled in from the site settings: write the firm's name as {siteName}.";

/**
 * The hint of the few fields whose `[words](address)` the site shows as a link (InlineText): in
 * the others such a text is shown as written, brackets and all, which the build stops on.
 */
export const LINKS_HINT =
  "`[words](/path/)` makes a link (`https://` for another site), `*words*` emphasis; an email address is a link by itself.";

/**
 * The fields, by `Type.field`, whose text the site shows with its links and emphasis (InlineWords):
 * those src/node/cms/config.ts gives LINKS_HINT. The others show `*words*` as written.
 */
export const INLINE_FIELDS: ReadonlySet<string> = new Set([
  "CopyFaq.answer",
  "LandingSchedule.notice",
  "PurposePrinciple.text",
  "UiCookieBanner.text",
  "UiCookieBanner.textWithoutAnalytics",
]);

/** A piece of a text whose placeholders are filled: words, or a placeholder the site does not know. */
export type PlaceholderPart = { text: string } | { unknown: string };

/**
 * A text cut where the site would fill it in: known placeholders filled, unknown ones kept
 * apart so the preview can mark them before the build stops on them.
 */
export function placeholderParts(text: string, tokens: Readonly<Record<string, string>>): PlaceholderPart[] {
  const parts: PlaceholderPart[] = [];
  let words = "";
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    words += text.slice(last, match.index);
    last = match.index + match[0].length;
    const value = tokens[match[1]];
    if (value !== undefined) {
      words += value;
      continue;
    }
    if (words) parts.push({ text: words });
    parts.push({ unknown: match[0] });
    words = "";
  }
  words += text.slice(last);
  if (words) parts.push({ text: words });
  return parts;
}

/**
 * A text with the placeholders the site fills ({years}) filled. One the site does not know stays
 * as written, so the founder sees it in the preview; the build names it when he publishes.
 */
export function previewText(text: string, tokens: Readonly<Record<string, string>>): string {
  return placeholderParts(text, tokens)
    .map((part) => ("unknown" in part ? part.unknown : part.text))
    .join("");
}
