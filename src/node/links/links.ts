import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { articleRedirects } from "../../rules/articles";
import { EMAIL_PATTERN as EMAIL } from "../../rules/business";
import { serviceRedirects } from "../../rules/services";
import { slugRef } from "../../rules/slugs";
import { decodeEntities, plainText } from "../../rules/text";
import { filesUnder, publicDir } from "../files";
import { readSiteConfig } from "../siteConfig";

/** The addresses of the pages this build made (Gatsby's SitePage nodes). */
export function sitePages(getNodesByType: BuildArgs["getNodesByType"]): Set<string> {
  return new Set(
    (getNodesByType("SitePage") as unknown as { path: string }[])
      .map((node) => node.path)
      .filter((route) => !route.startsWith("/dev-404-page")),
  );
}

/** The HTML of each of those pages in public/, by address. */
export function builtPages(routes: Iterable<string>, dir = publicDir()): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of routes) {
    const file = route.endsWith(".html") ? path.join(dir, route) : path.join(dir, route, "index.html");
    if (fs.existsSync(file)) pages.set(route, fs.readFileSync(file, "utf8"));
  }
  return pages;
}

/** Pages named in a message: the first three, and how many more. */
export function pageList(pages: readonly string[]): string {
  const unique = [...new Set(pages)];
  return unique.length > 3 ? `${unique.slice(0, 3).join(", ")} and ${unique.length - 3} more` : unique.join(", ");
}

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
  missing:
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
}

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
function decodedHref(href: string): string {
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

/**
 * Every `<a href>` of the given pages that leads to an address of the site no page, file or
 * redirect answers, or to a part of a built page ("#section") that the page does not have.
 * `answers` says whether a path is answered (src/node/links: pages made by this build,
 * redirects, files in public/); `repo` is cms.repo, the site's own files on GitHub.
 */
export function brokenLinks(
  pages: ReadonlyMap<string, string>,
  answers: (pathname: string) => boolean,
  siteUrl: string,
  repo = "",
): BrokenLink[] {
  const withSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);
  const pageAt = (target: string) => pages.get(target) ?? pages.get(withSlash(target));
  const broken: BrokenLink[] = [];
  for (const [page, html] of pages) {
    for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const href = decodeEntities(match[1]);
      const link = { page, href, text: plainText(match[2]) };
      if (pastedCharacter(href)) {
        broken.push({ ...link, missing: "pasted" });
        continue;
      }
      if (isRelative(href)) {
        broken.push({ ...link, missing: EMAIL.test(href) ? "mailto" : "start" });
        continue;
      }
      // [words]() or [words](#), a link left for later: it leads nowhere.
      if (href === "" || href === "#") {
        broken.push({ ...link, missing: "empty" });
        continue;
      }
      const wrongStart = schemeProblem(href) ?? hostProblem(href, siteUrl, repo);
      if (wrongStart) {
        broken.push({ ...link, missing: wrongStart });
        continue;
      }
      const inPage = href.startsWith("#");
      const target = inPage ? page : sitePath(href, siteUrl);
      if (target === null) continue;
      if (!inPage && !answers(target)) {
        broken.push({ ...link, missing: "address" });
        continue;
      }
      // A page of this site written as its full address: it opens in a new tab, and would keep
      // this domain if the site moved. Articles have theirs made paths (gatsby-remark-external-links).
      if (/^https?:/i.test(href)) {
        broken.push({ ...link, missing: "own" });
        continue;
      }
      const fragment = fragmentOf(href);
      const targetHtml = pageAt(target);
      if (fragment !== null && targetHtml !== undefined && !hasPart(targetHtml, fragment)) {
        broken.push({ ...link, missing: "part" });
      }
    }
  }
  return broken;
}

/** Runs of white space as one space: YAML folds a long line of copy over several. */
const squeeze = (text: string) => text.replace(/\s+/g, " ");

/** The content files that write this text (an address, a line of copy), so a message can say where to fix it. */
export function filesWriting(href: string, contentDir: string): string[] {
  return filesUnder(contentDir, /\.(ya?ml|md)$/)
    .filter((file) => squeeze(fs.readFileSync(file, "utf8")).includes(squeeze(href)))
    .map((file) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/"));
}

/**
 * The redirects (an article's /blog/{id}/ and earlier slugs, a service page's earlier slugs),
 * which answer an address as a page does.
 */
export function redirectPaths(getNodesByType: BuildArgs["getNodesByType"]): Set<string> {
  const articles = getNodesByType("MarkdownRemark") as unknown as {
    frontmatter?: { id?: number | string; slug?: string | null; previousSlugs?: string[] | null };
  }[];
  const services = getNodesByType("ServicePageYaml") as unknown as Record<string, unknown>[];
  return new Set(
    [
      ...articleRedirects(
        articles
          .filter((node) => node.frontmatter?.id !== undefined)
          .map((node) => ({
            id: node.frontmatter?.id ?? "",
            slug: node.frontmatter?.slug,
            previousSlugs: node.frontmatter?.previousSlugs,
          })),
      ),
      ...serviceRedirects(services.map(slugRef)),
    ].map((rule) => rule.fromPath),
  );
}

/**
 * The built pages' links that lead nowhere, one line each for the founder: a typo in a menu
 * link (content/ui.yaml), a link in an article or a line of copy to a page since renamed or
 * deleted, or to a part of a page ("#section") that is not there. Addresses are answered by the
 * pages this build made (Gatsby's SitePage nodes: a warm cache can leave older files in
 * public/), the article redirects and the files in public/ (the ebook, the feed, pictures).
 */
export function linkProblems(
  pages: ReadonlyMap<string, string>,
  pagePaths: ReadonlySet<string>,
  getNodesByType: BuildArgs["getNodesByType"],
  dir = publicDir(),
): string[] {
  const redirects = redirectPaths(getNodesByType);
  const withSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);
  const answers = (target: string) => {
    if (pagePaths.has(target) || pagePaths.has(withSlash(target)) || redirects.has(withSlash(target))) return true;
    if (target.endsWith("/")) return false;
    const file = path.join(dir, target);
    return file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile();
  };
  const site = readSiteConfig();
  const broken = brokenLinks(pages, answers, site.siteUrl, site.cms.repo);
  const contentDir = path.join(process.cwd(), "content");
  return [...new Set(broken.map((link) => link.href))].map((href) => {
    const on = broken.filter((link) => link.href === href);
    // An empty address is found by its markdown, "](#)" or "]()": "#" alone is in every file; a
    // pasted character by the address as the file writes it, not percent-escaped.
    const written = on[0].missing === "empty" ? `](${href})` : on[0].missing === "pasted" ? decodedHref(href) : href;
    const where = filesWriting(written, contentDir);
    const pasted = pastedCharacter(href);
    const what = {
      address: "no page or file of the site has that address",
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
      own: `a page of this site written as its full address, which opens it again in a new tab: write its path, ${sitePath(href, readSiteConfig().siteUrl)}`,
    }[on[0].missing];
    return `${href} ("${on[0].text}") on ${pageList(on.map((link) => link.page))}: ${what}${
      where.length > 0 ? `; it is written in ${where.join(", ")}` : ""
    }`;
  });
}
