import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

const ROOT = path.join(__dirname, "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");

/** A path no page has: the browser tests' way to the 404 page. */
export const NOT_FOUND_PATH = "/no-such-page/";

/** The fixed routes of SPEC.md section 2 (articles come from content/articles). */
export const SPEC_ROUTES = [
  "/",
  "/what-we-do/",
  "/services/",
  "/services/global-structuring/",
  "/services/international-tax-strategy/",
  "/services/company-formation/",
  "/services/residency-and-citizenship/",
  "/services/fractional-cfo/",
  "/services/legal/",
  "/how-we-work/",
  "/about/",
  "/testimonials/",
  "/blog/",
  "/contact/",
  "/ebook/",
  "/privacy-policy/",
  "/terms-of-service/",
  "/landing/",
];

/** Every article's canonical path, /blog/{slug}/ (or /blog/{id}/ without a slug), from its front matter. */
export function articleRoutes(): string[] {
  const dir = path.join(ROOT, "content/articles");
  return fs.readdirSync(dir).map((folder) => {
    const source = fs.readFileSync(path.join(dir, folder, "index.md"), "utf8");
    const front = yaml.load(source.split(/^---$/m)[1]) as { slug?: string; id: number };
    return `/blog/${front.slug ?? front.id}/`;
  });
}

/** The sitemap's URLs, as the build wrote them. */
export function sitemapUrls(): string[] {
  const xml = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

/** The paths of the built site's pages: every page in the sitemap. */
export function sitemapRoutes(): string[] {
  return sitemapUrls().map((url) => new URL(url).pathname);
}

/** What the browser tests visit: every page in the sitemap, then the 404 page. */
export function builtRoutes(): string[] {
  return [...sitemapRoutes(), NOT_FOUND_PATH];
}

/** The HTML file `gatsby build` wrote for a route (the 404 page for NOT_FOUND_PATH). */
export function htmlFileFor(route: string): string {
  if (route === NOT_FOUND_PATH) return path.join(PUBLIC_DIR, "404.html");
  return path.join(PUBLIC_DIR, route, "index.html");
}

/** The CMS's page (public/admin/): no page of the site; cms.test.ts checks it for what applies to it. */
export const ADMIN_HTML = path.join(PUBLIC_DIR, "admin", "index.html");

/**
 * Every page file of the build (Gatsby's slice fragments under _gatsby/ are not pages, nor is
 * the CMS's page under admin/, which the site's gates skip).
 */
export function builtHtmlFiles(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["_gatsby", "page-data", "static"].includes(entry.name) || (dir === PUBLIC_DIR && entry.name === "admin")
        ? []
        : builtHtmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text of an HTML attribute or element, with character references decoded. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, body: string) => {
    if (body[0] === "#")
      return String.fromCodePoint(
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1)),
      );
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}
