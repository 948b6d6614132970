/**
 * Claims are written once, in content/site.yaml, and referenced from copy as `{years}`,
 * `{countries}`, … so a changed claim changes every sentence that states it.
 */

import { escapeHtml, escapeRegExp } from "./text";
import { BUSINESS_FIELDS, BUSINESS_TOKENS, isPlaceholder, placeholderHint, type Business } from "./business";

/** An outside service that receives visitors' data (named on the Privacy Policy page). */
export interface Provider {
  name: string;
  privacyUrl: string;
  /**
   * The domain of the addresses the site sends to this service, written only when its privacy
   * page is on another domain (Google Calendar's booking pages are on calendar.app.google).
   */
  serviceDomain?: string;
}

/** The firm's claims in content/site.yaml. */
export interface SiteClaims {
  countries: string;
  years: string;
  agencies: string;
  agencyCountries: string;
  callMinutes: number;
  processSteps: number;
}

export interface SiteProviders {
  hosting: Provider;
  forms: Provider;
  newsletter: Provider;
  scheduling: Provider;
  /** Named only while analyticsScript is set. */
  analytics: Provider | null;
}

/** The parts of content/site.yaml (src/node/siteConfig.ts reads it) that tokens fill in. */
export interface TokenSource {
  title: string;
  claims: SiteClaims;
  buildYear?: number;
  providers?: SiteProviders;
  business?: Business;
}

export interface TokenOptions {
  /**
   * How a business detail still to be supplied reads, with `{hint}` for the words after
   * `TODO:` (content/ui.yaml `placeholders.toBeSupplied`). Without it the business tokens are not offered.
   */
  toBeSupplied?: string;
  /** Values go into HTML (the legal pages): escaped, placeholders in a `<mark>`, the email a mailto link. */
  html?: boolean;
}

export function tokenValues(site: TokenSource, options: TokenOptions = {}): Record<string, string> {
  const values = {
    siteName: site.title,
    countries: site.claims.countries,
    years: site.claims.years,
    agencies: site.claims.agencies,
    agencyCountries: site.claims.agencyCountries,
    callMinutes: String(site.claims.callMinutes),
    processSteps: String(site.claims.processSteps),
    ...(site.buildYear ? { year: String(site.buildYear) } : {}),
    ...(site.providers
      ? {
          formsProvider: site.providers.forms.name,
          formsPrivacyUrl: site.providers.forms.privacyUrl,
          schedulingProvider: site.providers.scheduling.name,
          schedulingPrivacyUrl: site.providers.scheduling.privacyUrl,
          hostingProvider: site.providers.hosting.name,
          hostingPrivacyUrl: site.providers.hosting.privacyUrl,
          newsletterProvider: site.providers.newsletter.name,
          newsletterPrivacyUrl: site.providers.newsletter.privacyUrl,
          ...(site.providers.analytics
            ? {
                analyticsProvider: site.providers.analytics.name,
                analyticsPrivacyUrl: site.providers.analytics.privacyUrl,
              }
            : {}),
        }
      : {}),
  };
  const escaped = options.html ? mapValues(values, escapeHtml) : values;
  return site.business && options.toBeSupplied !== undefined
    ? { ...escaped, ...businessValues(site.business, options.toBeSupplied, options.html ?? false) }
    : escaped;
}

function businessValues(business: Business, toBeSupplied: string, html: boolean): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of BUSINESS_FIELDS) {
    const value = business[field].trim();
    let shown: string;
    if (isPlaceholder(value)) {
      const text = fillTokens(toBeSupplied, { hint: placeholderHint(value) }, "placeholders.toBeSupplied");
      shown = html ? `<mark class="to-be-supplied">${escapeHtml(text)}</mark>` : text;
    } else if (html && field === "email") {
      shown = `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
    } else {
      shown = html ? escapeHtml(value) : value;
    }
    values[BUSINESS_TOKENS[field]] = shown;
  }
  return values;
}

const mapValues = (values: Record<string, string>, fn: (value: string) => string) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fn(value)]));

/** A placeholder as copy writes it, `{years}`, with its name in the first group: the one pattern the build, the checks and the CMS's previews read. */
export const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** What the site fills each label's placeholder with: a label without it reads "min read". */
const FILLED_WITH = {
  items: 'the kind of items, "articles" or "logos"',
  mode: "the theme's name",
  number: "the step's number",
  minutes: "an article's minutes to read",
  host: "the podcast's host",
  publication: "the publication's name",
  hint: "the rest of a detail still to be supplied",
  page: "the page's number",
} as const;

/** The labels that must each hold a placeholder, by content file (paths within content/). */
export const LABEL_PLACEHOLDERS: Record<string, Record<string, keyof typeof FILLED_WITH>> = {
  "ui.yaml": {
    "labels.previous": "items",
    "labels.next": "items",
    "labels.pause": "items",
    "labels.theme": "mode",
    "labels.themeSwitch": "mode",
    "labels.step": "number",
    "labels.minRead": "minutes",
    "labels.hostedBy": "host",
    "labels.readOn": "publication",
    "placeholders.toBeSupplied": "hint",
  },
  "pages/blog.yaml": { "pagination.page": "page", "seo.titlePaged": "page" },
};

/**
 * The labels of a content file that lost the placeholder the site fills in (deleted, or
 * misspelt: "{hosts}"), each named with its field. A label that is not there is the type
 * checks' to name.
 */
export function missingPlaceholders(file: string, data: unknown): string[] {
  return Object.entries(LABEL_PLACEHOLDERS[file] ?? {}).flatMap(([field, token]) => {
    const value = field.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], data);
    if (typeof value !== "string" || value.includes(`{${token}}`)) return [];
    return [
      `content/${file}: field "${field}" must hold {${token}}, which the site fills in with ${FILLED_WITH[token]}; found "${value}"`,
    ];
  });
}

/** The texts where the site fills in {year}, the year it is published: a year written out there stays behind. */
export const YEAR_FIELDS: Readonly<Record<string, readonly string[]>> = { "ui.yaml": ["footer.copyright"] };

/**
 * The texts of a content file that write a year out instead of {year} ("© 2025 {siteName}"), each
 * named with its field: every page's footer would keep that year once the calendar moves on. A
 * year beside {year} (the firm's first, "2019–{year}") is left alone.
 */
export function writtenOutYears(file: string, data: unknown): string[] {
  return (YEAR_FIELDS[file] ?? []).flatMap((field) => {
    const value = field.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], data);
    const year = typeof value === "string" && !value.includes("{year}") ? /\b(?:19|20)\d\d\b/.exec(value) : null;
    if (!year) return [];
    return [
      `content/${file}: field "${field}" writes the year out, ${year[0]}, which every page's footer would go on showing when the year changes: write {year} in its place, which the site fills in with the year it is published, so the footer follows the calendar; found "${String(value)}"`,
    ];
  });
}

/** Replaces every `{token}`; an unknown token is an error naming it, never printed as is. */
export function fillTokens(text: string, values: Record<string, string>, where = "content"): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `${where}: unknown placeholder ${match} in "${text.slice(0, 80)}". Known placeholders: ${Object.keys(values)
          .map((k) => `{${k}}`)
          .join(", ")}`,
      );
    }
    return value;
  });
}

/** The title of page `page` of a paged list: from page 2 on, its `titlePaged` (content/pages/blog.yaml). */
export function pagedTitle(seo: { title: string; titlePaged?: string | null }, page: number): string {
  return page > 1 && seo.titlePaged ? fillTokens(seo.titlePaged, { page: String(page) }) : seo.title;
}

/**
 * Throws when a business detail is written as a link's address (`[write](mailto:{businessEmail})`):
 * its value is shown text (the email address a link of its own, a marked note while still to be
 * supplied), which in an address would put a link inside a link.
 */
export function businessTokenInAddress(html: string, where = "content"): void {
  const names = new Set(Object.values(BUSINESS_TOKENS));
  for (const [, address] of html.matchAll(/\bhref="([^"]*)"/g)) {
    const token = [...address.matchAll(PLACEHOLDER)].find(([, name]) => names.has(name));
    if (token) {
      throw new Error(
        `${where}: ${token[0]} is written as a link's address ("${address}"), but the site shows it as text, and the email address as a link of its own: write ${token[0]} in the sentence instead, as in "email ${token[0]}"`,
      );
    }
  }
}

const CONDITIONAL = /<!--\s*if\s+(not\s+)?([a-zA-Z]+)\s*-->([\s\S]*?)<!--\s*end if\s*-->/g;

/**
 * Keeps or drops the parts of a rendered markdown text written between `<!-- if analytics -->`
 * (or `<!-- if not analytics -->`) and `<!-- end if -->`, so a legal text can state what the
 * site does as configured. An unknown condition or an unclosed part is an error naming the file.
 */
export function applyConditions(html: string, conditions: Record<string, boolean>, where = "content"): string {
  const kept = html.replace(CONDITIONAL, (match: string, not: string | undefined, name: string, body: string) => {
    // Parts do not nest: an if inside means the part before it lost its end if.
    const inner = /<!--\s*if\b[^>]*-->/.exec(body);
    if (inner) {
      throw new Error(
        `${where}: "${/^<!--[^>]*-->/.exec(match)?.[0]}" has no matching end if before "${inner[0]}" begins`,
      );
    }
    if (!(name in conditions)) {
      throw new Error(
        `${where}: unknown condition "<!-- if ${name} -->". Known conditions: ${Object.keys(conditions).join(", ")}`,
      );
    }
    return conditions[name] !== Boolean(not) ? body : "";
  });
  const stray = /<!--\s*(if\b[^>]*|end if)\s*-->/.exec(kept);
  if (stray) throw new Error(`${where}: "${stray[0]}" has no matching ${stray[1] === "end if" ? "if" : "end if"}`);
  return kept;
}

/**
 * The sentence that asks for `{siteName}` where the firm's name is written out in `text`: in
 * double quotes when it is the whole value, which YAML would otherwise read as a group of fields.
 */
export function siteNameWrittenOut(siteName: string, text: string): string {
  return `"${siteName}" is the firm's name written out: ${siteNameAdvice(siteName, text)}`;
}

/**
 * Whether `text` writes the firm's name out as a word of its own: "Nomad" in "Why Nomad?", not in
 * "Nomads" or "Nomadic", so a one-word name leaves longer words alone. Capitals must match.
 */
export function writesSiteName(text: string, siteName: string): boolean {
  if (!siteName) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(siteName)}(?![\\p{L}\\p{N}])`, "u").test(text);
}

/** What to write instead of the firm's name in `text` (see siteNameWrittenOut). */
export function siteNameAdvice(siteName: string, text: string): string {
  const write = text.trim() === siteName ? '"{siteName}", in double quotes' : "{siteName}";
  return `write ${write}, so a new name in Site settings (title in content/site.yaml) reaches it`;
}

/**
 * The message for a value that is a placeholder alone without quotes (`title: {siteName}`), which
 * YAML, and the CMS with it, read as a group of fields; null for any other value.
 */
export function unquotedPlaceholder(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Date) return null;
  const keys = Object.keys(value);
  const [name] = keys;
  if (keys.length !== 1 || (value as Record<string, unknown>)[name] !== null || !/^[a-zA-Z]+$/.test(name)) return null;
  return `{${name}} alone must be in double quotes, "{${name}}": without them it is read as a group of fields`;
}
