import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import {
  answersPath,
  decodedHref,
  linkProblem,
  linkProblemWords,
  sitePath,
  fragmentOf,
  hasPart,
  type BrokenLink,
} from "../../rules/links";
import { siteRedirects, type MarkdownRef } from "../../rules/redirects";
import { decodeEntities, plainText } from "../../rules/text";
import { filesUnder, publicDir } from "../files";
import { readSiteConfig } from "../siteConfig";
import { placed } from "../cms/places";

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
  const pageAt = (target: string) => pages.get(target) ?? pages.get(target.endsWith("/") ? target : `${target}/`);
  const broken: BrokenLink[] = [];
  for (const [page, html] of pages) {
    for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const href = decodeEntities(match[1]);
      const link = { page, href, text: plainText(match[2]) };
      const missing = linkProblem(href, answers, siteUrl, repo);
      if (missing) {
        broken.push({ ...link, missing });
        continue;
      }
      const target = href.startsWith("#") ? page : sitePath(href, siteUrl);
      if (target === null) continue;
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

/**
 * The content files that write this text (an address, a line of copy), so a message can say where
 * to fix it: each by its path and where the CMS shows it.
 */
export function filesWriting(href: string, contentDir: string): string[] {
  const root = path.dirname(contentDir);
  return filesUnder(contentDir, /\.(ya?ml|md)$/)
    .filter((file) => squeeze(fs.readFileSync(file, "utf8")).includes(squeeze(href)))
    .map((file) => placed(path.relative(root, file).split(path.sep).join("/"), root));
}

/**
 * The redirects' earlier addresses, which answer an address as a page does.
 */
export function redirectPaths(getNodesByType: BuildArgs["getNodesByType"]): Set<string> {
  return new Set(
    siteRedirects(
      getNodesByType("MarkdownRemark") as unknown as MarkdownRef[],
      getNodesByType("ServicePageYaml") as unknown as Record<string, unknown>[],
    ).map((rule) => rule.fromPath),
  );
}

/**
 * Every address of the site a page or a redirect answers, as this build made them: the CMS's
 * previews name a link to any other (src/rules/cmsPreview.ts `routes`).
 */
export function siteRoutes(getNodesByType: BuildArgs["getNodesByType"]): string[] {
  return [...new Set([...sitePages(getNodesByType), ...redirectPaths(getNodesByType)])];
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
  const routes = new Set([...pagePaths, ...redirectPaths(getNodesByType)]);
  const answers = (target: string) =>
    answersPath(target, routes, (file) => {
      const inPublic = path.join(dir, file);
      return inPublic.startsWith(dir) && fs.existsSync(inPublic) && fs.statSync(inPublic).isFile();
    });
  const site = readSiteConfig();
  const broken = brokenLinks(pages, answers, site.siteUrl, site.cms.repo);
  const contentDir = path.join(process.cwd(), "content");
  return [...new Set(broken.map((link) => link.href))].map((href) => {
    const on = broken.filter((link) => link.href === href);
    // An empty address is found by its markdown, "](#)" or "]()": "#" alone is in every file; a
    // pasted character by the address as the file writes it, not percent-escaped.
    const written = on[0].missing === "empty" ? `](${href})` : on[0].missing === "pasted" ? decodedHref(href) : href;
    const where = filesWriting(written, contentDir);
    const what = linkProblemWords(on[0].missing, href, site.siteUrl, pagePaths);
    return `${href} ("${on[0].text}") on ${pageList(on.map((link) => link.page))}: ${what}${
      where.length > 0 ? `; it is written in ${where.join(", ")}` : ""
    }`;
  });
}
