import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { BASE_URL } from "./browser";

// Reads the build in public/ directly: every page's sharing image must be a real file of the
// size the page declares.
const root = path.join(__dirname, "..", "..");
const publicDir = path.join(root, "public");
const { siteUrl } = yaml.load(fs.readFileSync(path.join(root, "content", "site.yaml"), "utf8")) as { siteUrl: string };
const origin = new URL(siteUrl).origin;

// The CMS's page (public/admin/) is no page of the site: it is not shared, so it has no card.
const ADMIN_PAGE = path.join(publicDir, "admin", "index.html");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["static", "page-data"].includes(entry.name) || path.join(full, "index.html") === ADMIN_PAGE
        ? []
        : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The `content` of each `<meta property|name=...>` in the page (first one wins). */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = tag.match(/\s(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\scontent="([^"]*)"/)?.[1];
    if (key && content !== undefined && !(key in tags)) tags[key] = content.replace(/&amp;/g, "&");
  }
  return tags;
}

// Whole documents only: Gatsby also writes HTML fragments (slices under /_gatsby/).
const pages = htmlFiles(publicDir)
  .map((file) => ({ file, html: fs.readFileSync(file, "utf8") }))
  .filter(({ html }) => /^\s*<!DOCTYPE html>/i.test(html))
  .map(({ file, html }) => ({
    page: `/${path.relative(publicDir, file).split(path.sep).join("/")}`,
    meta: metaTags(html),
  }));

describe("social cards in the build", () => {
  it("finds the built pages", () => {
    expect(pages.map((p) => p.page)).toEqual(
      expect.arrayContaining(["/index.html", "/contact/index.html", "/404.html"]),
    );
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it("gives every page an og:image on this site that exists in public/ at 1200 x 630", async () => {
    const problems: string[] = [];
    const sizes = new Map<string, string>();
    for (const { page, meta } of pages) {
      const image = meta["og:image"];
      if (!image?.startsWith(`${origin}/`)) {
        problems.push(`${page}: og:image ${image} is not on ${origin}`);
        continue;
      }
      if (meta["twitter:image"] !== image) problems.push(`${page}: twitter:image differs from og:image`);
      if (meta["twitter:card"] !== "summary_large_image")
        problems.push(`${page}: twitter:card ${meta["twitter:card"]}`);
      if (meta["og:image:width"] !== "1200" || meta["og:image:height"] !== "630") {
        problems.push(`${page}: declares ${meta["og:image:width"]} x ${meta["og:image:height"]}`);
      }
      if (!meta["og:image:alt"]?.trim()) problems.push(`${page}: no og:image:alt`);
      const file = path.join(publicDir, decodeURIComponent(new URL(image).pathname));
      if (!sizes.has(file)) {
        if (!fs.existsSync(file)) sizes.set(file, "missing");
        else {
          const { width, height } = await sharp(file).metadata();
          sizes.set(file, `${width} x ${height}`);
        }
      }
      if (sizes.get(file) !== "1200 x 630") problems.push(`${page}: ${image} is ${sizes.get(file)}`);
    }
    expect(problems).toEqual([]);
  });

  it("gives each page without an image of its own a card of its own", () => {
    const cards = pages.filter(({ meta }) => new URL(meta["og:image"]).pathname.startsWith("/social/"));
    const byImage = new Map<string, Set<string>>();
    for (const { meta } of cards) {
      const titles = byImage.get(meta["og:image"]) ?? new Set<string>();
      byImage.set(meta["og:image"], titles.add(meta["og:title"]));
    }
    // One title per card, one card per title.
    for (const titles of byImage.values()) expect(titles.size).toBe(1);
    expect(new Set(cards.map(({ meta }) => meta["og:title"])).size).toBe(byImage.size);
    const imageOf = (page: string) => pages.find((p) => p.page === page)?.meta["og:image"];
    expect(imageOf("/index.html")).toBe(`${origin}/social/home.png`);
    expect(imageOf("/contact/index.html")).toBe(`${origin}/social/contact.png`);
    // Articles share their cover, cropped to the same size.
    expect(imageOf("/blog/us-llc-for-non-residents-guide/index.html")).toMatch(/\/static\/[^"]+\.jpg$/);
  });

  it("leaves no card in public/social/ that no page uses", () => {
    const used = new Set(pages.map(({ meta }) => new URL(meta["og:image"]).pathname));
    const files = fs.readdirSync(path.join(publicDir, "social")).map((name) => `/social/${name}`);
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });

  it("leaves the CMS's page out: it asks for no card and gets none", () => {
    expect(fs.existsSync(ADMIN_PAGE)).toBe(true);
    expect(metaTags(fs.readFileSync(ADMIN_PAGE, "utf8"))).not.toHaveProperty("og:image");
    expect(pages.map((p) => p.page)).not.toContain("/admin/index.html");
    expect(fs.readdirSync(path.join(publicDir, "social")).filter((name) => name.startsWith("admin"))).toEqual([]);
  });

  it("serves a card as a PNG", async () => {
    const response = await fetch(`${BASE_URL}/social/contact.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/png/);
  });
});
