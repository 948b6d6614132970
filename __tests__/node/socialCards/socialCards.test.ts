/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { BLOG_LIST_TEMPLATE } from "../../../src/node/pages/pages";
import { cardJobs, writeSocialCards, type CardQuery } from "../../../src/node/socialCards/socialCards";

const NAME = "Borderless Consulting";
const copy = (title: string, kicker?: string) => ({ seo: { title }, ...(kicker && { hero: { kicker } }) });
const page = (pagePath: string, component = `/site/src/pages${pagePath}.tsx`, pageContext = {}) => ({
  path: pagePath,
  component,
  pageContext,
});

/** What the SocialCards query answers for a small site. */
function siteData(): CardQuery {
  return {
    site: { siteMetadata: { title: NAME, siteUrl: "https://example.com", logo: { fallback: "/logo.png" } } },
    pages: {
      nodes: [
        page("/"),
        page("/about/"),
        page("/404/"),
        page("/404.html"),
        page("/blog/", BLOG_LIST_TEMPLATE, { currentPage: 1 }),
        page("/blog/page/2/", BLOG_LIST_TEMPLATE, { currentPage: 2 }),
        page("/services/legal/"),
        page("/blog/with-cover/"),
        page("/blog/no-cover/"),
      ],
    },
    home: copy(`${NAME} | International tax and structuring for location-independent entrepreneurs`),
    about: copy("About", "About us"),
    notFound: copy("Page not found"),
    blog: { seo: { title: "Articles", titlePaged: "Articles, page {page}" }, hero: { kicker: "Blog" } },
    servicePages: { nodes: [{ slug: "legal", ...copy("Cross-Border Legal Support", "Legal services") }] },
    articles: {
      nodes: [
        { fields: { path: "/blog/with-cover/" }, seo: { title: "With a cover", image: { id: "1" } } },
        { fields: { path: "/blog/no-cover/" }, seo: { title: "Without a cover", image: null } },
      ],
    },
  };
}

describe("cardJobs", () => {
  it("gives each page without an image of its own a card with the words of its og:title", () => {
    expect(cardJobs(siteData())).toEqual([
      // The card shows the page title without the site name, which it prints anyway.
      {
        file: "/social/home.png",
        title: "International tax and structuring for location-independent entrepreneurs",
        kicker: undefined,
      },
      { file: "/social/about.png", title: "About", kicker: "About us" },
      { file: "/social/404.png", title: "Page not found", kicker: undefined },
      { file: "/social/blog.png", title: "Articles", kicker: "Blog" },
      { file: "/social/blog-page-2.png", title: "Articles, page 2", kicker: "Blog" },
      { file: "/social/services-legal.png", title: "Cross-Border Legal Support", kicker: "Legal services" },
      { file: "/social/blog-no-cover.png", title: "Without a cover", kicker: undefined },
    ]);
  });

  it("stops the build naming a page it has no title for", () => {
    const data = siteData();
    data.pages.nodes.push(page("/new-page/"));
    data.about = null;
    expect(() => cardJobs(data)).toThrow(/no title for \/about\/, \/new-page\//);
  });

  it("stops when two pages with different titles would share one card", () => {
    const data = siteData();
    data.servicePages.nodes.push({ slug: "a-b", ...copy("One") });
    data.pages.nodes.push(page("/services/a-b/"), page("/services-a/b/"));
    data.articles.nodes.push({ fields: { path: "/services-a/b/" }, seo: { title: "Two", image: null } });
    expect(() => cardJobs(data)).toThrow("/services/a-b/ and /services-a/b/ share /social/services-a-b.png");
  });
});

describe("writeSocialCards", () => {
  let dir: string;
  let site: Parameters<typeof writeSocialCards>[1];
  const jobs = [
    { file: "/social/contact.png", title: "Contact Us" },
    { file: "/social/about.png", title: "About", kicker: "About us" },
  ];
  const card = (name: string) => path.join(site.publicDir, "social", name);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"));
    const publicDir = path.join(dir, "public");
    site = { siteName: NAME, domain: "example.com", publicDir, cacheDir: path.join(dir, "cache"), logoFile: "" };
    site.logoFile = path.join(dir, "logo.png");
    await sharp({ create: { width: 512, height: 512, channels: 4, background: "#FF7A1A" } })
      .png()
      .toFile(site.logoFile);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes a 1200 x 630 PNG for each card, and reuses the cache for unchanged cards", async () => {
    expect(await writeSocialCards(jobs, site)).toEqual({ rendered: 2, fromCache: 0, missing: [] });
    for (const name of ["contact.png", "about.png"]) {
      expect(await sharp(card(name)).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    }
    const contact = fs.readFileSync(card("contact.png"));

    const retitled = [jobs[0], { ...jobs[1], title: "About Us" }];
    expect(await writeSocialCards(retitled, site)).toEqual({ rendered: 1, fromCache: 1, missing: [] });
    expect(fs.readFileSync(card("contact.png")).equals(contact)).toBe(true);
    // The old About card's cache entry is gone: one entry per current card.
    expect(fs.readdirSync(site.cacheDir)).toHaveLength(2);
  });

  it("removes the cards of pages that are gone", async () => {
    await writeSocialCards(jobs, site);
    expect(await writeSocialCards(jobs.slice(0, 1), site)).toMatchObject({ rendered: 0, fromCache: 1 });
    expect(fs.readdirSync(path.join(site.publicDir, "social"))).toEqual(["contact.png"]);
  });

  it("reports the characters no card font has", async () => {
    const { missing } = await writeSocialCards([{ file: "/social/x.png", title: "Tax \u2603" }], site);
    expect(missing).toEqual(["/social/x.png leaves out \u2603"]);
  });
});
