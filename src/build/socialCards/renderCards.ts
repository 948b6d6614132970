/**
 * Writes the social card of every built page. It runs after the build over the HTML in
 * public/, because each page has already said there, through `Seo`, which card it wants
 * (`og:image` under /social/) and what its title is (`og:title`): every page is covered,
 * file routes and templates alike, with no list of pages kept here, and a page that
 * brings its own image (an article's cover) is simply left alone.
 *
 * Rendering is the only slow part, so each PNG is cached under a hash of its SVG (which
 * holds the title's glyph paths, the logo's pixels, the colours and the layout) and of the
 * rasteriser's version: an unchanged card costs a file copy on the next build.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { SOCIAL_CARD_DIR, socialCardTitle } from "../../rules/socialCard";
import { LOGO_SIZE, socialCardSvg, type CardFonts } from "./template";
import { ADMIN_DIR } from "../cms/admin";

/** Raised when the drawing or the encoding changes in a way the SVG does not show. */
const RENDER_VERSION = 1;
// A flat palette: a third of the size of full colour at the same speed; no visible banding on flat navy.
const PNG_OPTIONS = { palette: true, colours: 128, effort: 1, dither: 0, compressionLevel: 9 } as const;

export interface CardMeta {
  image?: string;
  title?: string;
}

/** Named character references react-helmet writes, plus numeric ones. */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00A0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1].toLowerCase() === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/** The page's `og:image` and `og:title`, read from its HTML. */
export function readCardMeta(html: string): CardMeta {
  const meta: CardMeta = {};
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    const attrs: Record<string, string> = {};
    for (const [, name, double, single] of tag.matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attrs[name.toLowerCase()] = decodeEntities(double ?? single ?? "");
    }
    if (attrs.property === "og:image" && meta.image === undefined) meta.image = attrs.content;
    if (attrs.property === "og:title" && meta.title === undefined) meta.title = attrs.content;
  }
  return meta;
}

export interface CardJob {
  /** Site path of the card, e.g. '/social/contact.png'. */
  file: string;
  title: string;
  /** The built HTML files that point to it. */
  pages: string[];
}

/**
 * The cards to draw: one per `og:image` under /social/ on this site, titled from the page's
 * `og:title` without the site name. Two pages that point to one card with different titles
 * are an error (their paths map to the same file name).
 */
export function cardJobs(pages: { page: string; html: string }[], siteUrl: string, siteName: string): CardJob[] {
  const origin = new URL(siteUrl).origin;
  const jobs = new Map<string, CardJob>();
  for (const { page, html } of pages) {
    const meta = readCardMeta(html);
    if (!meta.image) continue;
    const url = new URL(meta.image, origin);
    if (url.origin !== origin || !url.pathname.startsWith(SOCIAL_CARD_DIR)) continue;
    const title = socialCardTitle(meta.title ?? siteName, siteName);
    const job = jobs.get(url.pathname);
    if (!job) jobs.set(url.pathname, { file: url.pathname, title, pages: [page] });
    else if (job.title === title) job.pages.push(page);
    else {
      throw new Error(
        `Social cards: ${job.pages[0]} ("${job.title}") and ${page} ("${title}") both use ${url.pathname}; ` +
          `give one of them another path`,
      );
    }
  }
  return [...jobs.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** Cache key of a card: its SVG, the PNG settings and the versions of sharp and its libraries (librsvg draws the SVG). */
export function cardKey(svg: string): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([RENDER_VERSION, sharp.versions, PNG_OPTIONS]))
    .update(svg)
    .digest("hex")
    .slice(0, 32);
}

export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png(PNG_OPTIONS).toBuffer();
}

function htmlFiles(dir: string, root = dir): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Hashed assets, page data, Gatsby's fragments (slices) and the CMS hold no pages.
      if (
        dir === root &&
        ["static", "page-data", "_gatsby", ADMIN_DIR, SOCIAL_CARD_DIR.replace(/\//g, "")].includes(entry.name)
      )
        continue;
      files.push(...htmlFiles(full, root));
    } else if (entry.name.endsWith(".html")) files.push(full);
  }
  return files;
}

export interface SocialCardOptions {
  publicDir: string;
  cacheDir: string;
  siteUrl: string;
  siteName: string;
  /** The logo as an image file (PNG, JPEG or SVG), drawn LOGO_SIZE px square. */
  logoFile: string;
  fonts?: CardFonts;
}

export interface SocialCardResult {
  cards: number;
  rendered: number;
  fromCache: number;
  /** Characters that no card font can draw, with the cards they were left out of. */
  missing: { file: string; chars: string[] }[];
}

/** Draws every card the built pages ask for into publicDir, reusing cached PNGs. */
export async function writeSocialCards(options: SocialCardOptions): Promise<SocialCardResult> {
  const { publicDir, cacheDir, siteUrl, siteName } = options;
  const pages = htmlFiles(publicDir).map((file) => ({
    page: `/${path.relative(publicDir, file).split(path.sep).join("/")}`,
    html: fs.readFileSync(file, "utf8"),
  }));
  const jobs = cardJobs(pages, siteUrl, siteName);
  const logo = await sharp(options.logoFile)
    .resize(LOGO_SIZE, LOGO_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const domain = new URL(siteUrl).host;

  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = path.join(publicDir, SOCIAL_CARD_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  const result: SocialCardResult = { cards: jobs.length, rendered: 0, fromCache: 0, missing: [] };
  const used = new Set<string>();
  const written = new Set<string>();
  for (const job of jobs) {
    const { svg, missing } = socialCardSvg({ title: job.title, siteName, domain, logo }, options.fonts);
    if (missing.length) result.missing.push({ file: job.file, chars: missing });
    const cached = path.join(cacheDir, `${cardKey(svg)}.png`);
    if (fs.existsSync(cached)) result.fromCache += 1;
    else {
      const png = await renderPng(svg);
      // Written beside, then renamed: a build stopped halfway leaves no broken card in the cache.
      fs.writeFileSync(`${cached}.tmp`, png);
      fs.renameSync(`${cached}.tmp`, cached);
      result.rendered += 1;
    }
    const out = path.join(publicDir, job.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.copyFileSync(cached, out);
    used.add(path.basename(cached));
    written.add(path.resolve(out));
  }
  // Cards of pages that no longer exist, and cache entries no page uses any more.
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true })) {
    const file = path.resolve(outDir, entry.name);
    if (entry.isFile() && !written.has(file)) fs.rmSync(file, { force: true });
  }
  for (const name of fs.readdirSync(cacheDir)) {
    if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
  }
  return result;
}
