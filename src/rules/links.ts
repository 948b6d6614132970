/**
 * The rules of a link's address, shared by the build's check of the built pages
 * (src/node/links/links.ts) and the CMS's previews (src/cms/), which name a link the build would
 * stop on before the founder saves: what is wrong with an address, and how the founder is told.
 */
import { distance } from "fastest-levenshtein";
import { EMAIL_PATTERN as EMAIL } from "./business";
import { resolveRedirect, type RedirectRule } from "./slugs";
import { decodeEntities } from "./text";

/** A link of one built page to an address of the site that nothing answers. */
export interface BrokenLink {
  /** The page the link is on, e.g. /about/. */
  page: string;
  /** The address as the page writes it (href). */
  href: string;
  /** The link's words, for finding it on the page. */
  text: string;
  /**
   * What is missing: the address itself, the part of the page after its "#", the start of
   * the address ("https://" for another site, "/" for a page of this one), a start a link can
   * have (a misspelt "htps:"), or the email address or phone number a mailto: or tel: link holds.
   */
  missing: LinkProblem;
}

/** What is wrong with a link (BrokenLink's `missing`). */
export type LinkProblem =
  | "address"
  | "part"
  | "start"
  | "mailto"
  | "scheme"
  | "mail"
  | "phone"
  | "empty"
  | "host"
  | "local"
  | "redirect"
  | "repository"
  | "pasted"
  | "own";

/** Characters pasted into an address with it from a document: invisible ones and typographic quotes. */
const PASTED: Record<string, string> = {
  "\u200b": "a zero-width space (U+200B)",
  "\u200c": "a zero-width non-joiner (U+200C)",
  "\u200d": "a zero-width joiner (U+200D)",
  "\u200e": "a left-to-right mark (U+200E)",
  "\u200f": "a right-to-left mark (U+200F)",
  "\u2060": "a word joiner (U+2060)",
  "\ufeff": "a byte order mark (U+FEFF)",
  "\u00a0": "a non-breaking space (U+00A0)",
  "\u00ad": "a soft hyphen (U+00AD)",
  "\u2018": "a typographic quote (\u2018)",
  "\u2019": "a typographic quote (\u2019)",
  "\u201c": "a typographic quote (\u201c)",
  "\u201d": "a typographic quote (\u201d)",
};

/** The address as written in the content file (its percent-escapes decoded), or as it is. */
export function decodedHref(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** The first pasted character of an href, with the part of the address before it, or null. */
export function pastedCharacter(href: string): { name: string; before: string } | null {
  const chars = [...decodedHref(href)];
  const index = chars.findIndex((char) => char in PASTED);
  return index < 0 ? null : { name: PASTED[chars[index]], before: chars.slice(0, index).join("") };
}

/** The starts a link of the site can have. */
const SCHEMES = new Set(["https", "http", "mailto", "tel"]);
const PHONE = /^\+?\d[\d\s().-]{4,}$/;

/** What is wrong with the start of an href that has one (https:, mailto:, tel:), or null. */
export function schemeProblem(href: string): "scheme" | "mail" | "phone" | null {
  const match = /^([a-z][a-z\d+.-]*):(.*)$/is.exec(href);
  if (!match) return null;
  const scheme = match[1].toLowerCase();
  let rest = match[2];
  try {
    rest = decodeURIComponent(rest);
  } catch {
    // Left as written: then it is simply not an address.
  }
  if (!SCHEMES.has(scheme)) return "scheme";
  if (scheme === "mailto" && !EMAIL.test(rest.split("?")[0])) return "mail";
  if (scheme === "tel" && !PHONE.test(rest)) return "phone";
  return null;
}

/**
 * What is wrong with where an href leads, or null: "host" when it names no site ("https://"
 * alone, "https:///contact/", or "//privacy-policy/", which browsers read as a site called
 * privacy-policy); "redirect" for a link copied from Google's results, which leads through
 * Google; "local" when only one computer or one Netlify deploy preview answers it (an address
 * copied from the address bar while checking a draft); "repository" for the site's own files on
 * GitHub (`repo`, cms.repo), which visitors cannot open when the repository is private and should
 * not need. The site's own host is left to the check of its pages.
 */
export function hostProblem(
  href: string,
  siteUrl: string,
  repo = "",
): "host" | "local" | "redirect" | "repository" | null {
  if (href.startsWith("//")) return "host";
  if (!/^https?:/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "host";
  }
  if (url.host === new URL(siteUrl).host) return null;
  const name = url.hostname.toLowerCase();
  if (/^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1\])$|\.(local|localhost)$|--[^.]+\.netlify\.app$/.test(name))
    return "local";
  // A search result's link (https://www.google.com/url?...&url=...): it leads through Google.
  if (/(^|\.)google\.[a-z.]+$/.test(name) && url.pathname === "/url") return "redirect";
  // The site's own files on GitHub (cms.repo in content/site.yaml), as seen while editing there.
  const [owner, project] = repo.toLowerCase().split("/");
  const [, first, second] = url.pathname.toLowerCase().split("/");
  if (repo && name === "github.com" && first === owner && second === project) return "repository";
  return name.includes(".") ? null : "host";
}

/**
 * An href with neither a scheme (https:, mailto:) nor a leading "/", "#" or "?": the browser
 * reads it from the page's own address, so "blog/guide/" on /blog/a/ leads to /blog/a/blog/guide/
 * and "www.oecd.org" to a page of this site. No link the site itself writes has one.
 */
export const isRelative = (href: string) => href !== "" && !/^([a-z][a-z\d+.-]*:|[/#?])/i.test(href);

/**
 * The path of the site an href points to (query and fragment dropped), or null for an address
 * elsewhere, an in-page anchor, mail or phone. A full address on the site's own host counts.
 */
export function sitePath(href: string, siteUrl: string): string | null {
  const own = new URL(siteUrl);
  const rooted = href.startsWith("/") && !href.startsWith("//");
  if (!rooted && !/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href, own);
    // http:// on the site's own host reaches the same page (the host redirects it to https://).
    return url.host === own.host && /^https?:$/.test(url.protocol) ? decodeURIComponent(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The part of a page an href's fragment names ("/about/#team" names "team"), or null when it
 * names none: no fragment, an empty one, or "#top", which browsers take as the page's top.
 */
export function fragmentOf(href: string): string | null {
  const at = href.indexOf("#");
  if (at < 0) return null;
  let fragment = href.slice(at + 1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // Left as written: a malformed escape is then simply not found.
  }
  return fragment === "" || fragment.toLowerCase() === "top" ? null : fragment;
}

/** Whether a page's HTML has an element the fragment scrolls to (its id, or an old-style <a name>). */
export function hasPart(html: string, fragment: string): boolean {
  return [...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].some((match) => decodeEntities(match[1]) === fragment);
}

const withSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);

/**
 * Whether a path of the site is answered: by a page or a redirect (`routes`, as Gatsby made
 * them), with or without its final slash, or, for a path without that slash, by a file (`isFile`:
 * the build looks in public/, the previews cannot).
 */
export function answersPath(target: string, routes: ReadonlySet<string>, isFile: (target: string) => boolean): boolean {
  if (routes.has(target) || routes.has(withSlash(target))) return true;
  return !target.endsWith("/") && isFile(target);
}

/**
 * What is wrong with a link's address, or null: everything but a missing part of the page it
 * leads to ("#section"), which only the built page can tell. `answers` says whether a path of
 * the site is answered (answersPath); `repo` is cms.repo, the site's own files on GitHub.
 */
export function linkProblem(
  href: string,
  answers: (pathname: string) => boolean,
  siteUrl: string,
  repo = "",
): LinkProblem | null {
  if (pastedCharacter(href)) return "pasted";
  if (isRelative(href)) return EMAIL.test(href) ? "mailto" : "start";
  // [words]() or [words](#), a link left for later: it leads nowhere.
  if (href === "" || href === "#") return "empty";
  const wrongStart = schemeProblem(href) ?? hostProblem(href, siteUrl, repo);
  if (wrongStart) return wrongStart;
  if (href.startsWith("#")) return null;
  const target = sitePath(href, siteUrl);
  if (target === null) return null;
  if (!answers(target)) return "address";
  // A page of this site written as its full address: it opens in a new tab, and would keep
  // this domain if the site moved. Articles have theirs made paths (gatsby-remark-external-links).
  return /^https?:/i.test(href) ? "own" : null;
}

/**
 * The page of `routes` whose address is a typo or two away from `target` ("/servics/" for
 * "/services/"), or null. An article's number (/blog/12/) is not offered for another number.
 */
export function nearestRoute(target: string, routes: Iterable<string>): string | null {
  const wanted = withSlash(target.split(/[?#]/)[0]).toLowerCase();
  const allowed = wanted.length > 16 ? 3 : 2;
  let best: { route: string; far: number } | null = null;
  for (const route of routes) {
    if (/^\/blog\/\d+\/$/.test(route)) continue;
    const far = distance(wanted, route.toLowerCase());
    if (far <= allowed && (!best || far < best.far)) best = { route, far };
  }
  return best?.route ?? null;
}

/**
 * What the build and the previews tell the founder of a link whose address has this problem;
 * with `routes`, an address no page has names the page it is probably a typo of.
 */
export function linkProblemWords(
  missing: LinkProblem,
  href: string,
  siteUrl: string,
  routes: Iterable<string> = [],
): string {
  const pasted = pastedCharacter(href);
  const target = missing === "address" ? sitePath(href, siteUrl) : null;
  const near = target === null ? null : nearestRoute(target, routes);
  return {
    address: `no page or file of the site has that address${near ? ` (did you mean ${near}?)` : ""}`,
    part: `the page it leads to has no part called "#${fragmentOf(href)}" (article headings have none: link to the page itself)`,
    start:
      "an address must start with https:// (another site) or with / (a page of this site, such as /contact/): written without either, the browser looks for it under the address of the page it is on",
    scheme:
      "an address must start with https:// (another site), / (a page of this site), mailto: (an email address) or tel: (a phone number); this start is none of them (a typo?)",
    mail: "a mailto: link must hold one email address, such as mailto:hello@example.com",
    mailto: `an email address as a link's address starts with mailto:, as in mailto:${href}; without it, the browser looks for a page of that name`,
    phone: "a tel: link must hold a phone number, such as tel:+442079460000",
    empty:
      "the link has no address: write the address between the round brackets, [words](/contact/), or remove the brackets",
    host: "the address names no site: another site's starts with https:// and its name (https://www.irs.gov/...), a page of this site with a single / (/privacy-policy/)",
    redirect:
      "the address is a search engine's redirect, copied from its results, not the page itself: open the page and copy the address the browser shows",
    local:
      "the address is of a copy of the site that only one computer or one Netlify preview shows, not of the site visitors see: for a page of this site write its path, such as /contact/",
    repository:
      "the address is of the site's own files on GitHub, as you see them while editing, which visitors cannot open when the repository is private: link the page itself, such as /blog/..., or the source on its own site",
    pasted: `the address holds a character pasted with it, ${pasted?.name} after "${pasted?.before}": delete it, or type the address again`,
    own: `a page of this site written as its full address, which opens it again in a new tab: write its path, ${sitePath(href, siteUrl)}`,
  }[missing];
}

/**
 * A link to a page's earlier address (an article's /blog/{id}/ or earlier slug, a service page's
 * earlier slug: `rules`, the site's redirects) written as the page's address now, its "#part"
 * and query kept; any other href as it is. The redirect still answers the earlier address, but a
 * visitor who follows the link no longer waits for it, and the founder need not find every link
 * to a page he renamed.
 */
export function currentAddress(href: string, rules: readonly RedirectRule[]): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const at = href.search(/[?#]/);
  const pathname = at < 0 ? href : href.slice(0, at);
  const now = resolveRedirect(pathname, rules);
  return now === null ? href : now + (at < 0 ? "" : href.slice(at));
}

/**
 * Markdown (a line of copy in a YAML file) with its links' addresses as currentAddress gives them:
 * inline links, `[words](/blog/old/)`, with or without angle brackets or a title, and reference
 * definitions, `[words]: /blog/old/`. An address in the words themselves is left as written.
 */
export function markdownWithCurrentAddresses(markdown: string, rules: readonly RedirectRule[]): string {
  if (rules.length === 0) return markdown;
  return markdown
    .replace(/(\]\(\s*<?)(\/[^\s)>]*)/g, (_all, before: string, href: string) => before + currentAddress(href, rules))
    .replace(
      /^( {0,3}\[[^\]\n]+\]:[ \t]*<?)(\/[^\s>]*)/gm,
      (_all, before: string, href: string) => before + currentAddress(href, rules),
    );
}

/** HTML (an article's or a legal page's text) with its links' addresses as currentAddress gives them. */
export function htmlWithCurrentAddresses(html: string, rules: readonly RedirectRule[]): string {
  if (rules.length === 0) return html;
  return html.replace(
    /(<a\b[^>]*?\shref=")(\/[^"]*)"/g,
    (_all, before: string, href: string) => `${before}${currentAddress(href, rules)}"`,
  );
}
