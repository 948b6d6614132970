/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  cardJobs,
  cardKey,
  decodeEntities,
  readCardMeta,
  writeSocialCards,
  type SocialCardOptions,
} from "../../../src/build/socialCards/renderCards";
import { socialCardSvg } from "../../../src/build/socialCards/template";

const SITE = "https://borderlessconsulting.netlify.app";
const NAME = "Borderless Consulting";

/** A page's head as react-helmet writes it. */
const page = (title: string, image: string) =>
  `<!DOCTYPE html><html><head><meta data-react-helmet="true" property="og:title" content="${title}"/>` +
  `<meta data-react-helmet="true" property="og:image" content="${image}"/></head><body></body></html>`;

describe("readCardMeta", () => {
  it("reads og:image and og:title whatever the attribute order and quotes", () => {
    const html = `<meta content='${SITE}/social/x.png' property='og:image'><meta property="og:title" content="X | Y">`;
    expect(readCardMeta(html)).toEqual({ image: `${SITE}/social/x.png`, title: "X | Y" });
  });

  it("decodes the character references react-helmet writes", () => {
    const html = page("Wealth &amp; Strategy: &quot;Tax&quot; &#x27;Now&#x27; &lt;3 &#8364;", `${SITE}/social/a.png`);
    expect(readCardMeta(html).title).toBe(`Wealth & Strategy: "Tax" 'Now' <3 \u20AC`);
  });

  it("leaves unknown references alone", () => {
    expect(decodeEntities("&bogus; &#0; &amp;amp;")).toBe("&bogus; &#0; &amp;");
  });
});

describe("cardJobs", () => {
  it("makes one card per /social/ image, titled without the site name", () => {
    const jobs = cardJobs(
      [
        { page: "/contact/index.html", html: page(`Contact Us | ${NAME}`, `${SITE}/social/contact.png`) },
        { page: "/404.html", html: page(`Page not found | ${NAME}`, `${SITE}/social/404.png`) },
        { page: "/404/index.html", html: page(`Page not found | ${NAME}`, `${SITE}/social/404.png`) },
      ],
      SITE,
      NAME,
    );
    expect(jobs).toEqual([
      { file: "/social/404.png", title: "Page not found", pages: ["/404.html", "/404/index.html"] },
      { file: "/social/contact.png", title: "Contact Us", pages: ["/contact/index.html"] },
    ]);
  });

  it("leaves pages alone that bring their own image or have none", () => {
    const jobs = cardJobs(
      [
        { page: "/blog/a/index.html", html: page("A | B", `${SITE}/static/abc/cover.jpg`) },
        { page: "/elsewhere/index.html", html: page("A | B", "https://cdn.example.com/social/a.png") },
        { page: "/bare/index.html", html: "<html><head></head></html>" },
      ],
      SITE,
      NAME,
    );
    expect(jobs).toEqual([]);
  });

  it("stops when two pages with different titles would share one card", () => {
    expect(() =>
      cardJobs(
        [
          { page: "/a-b/index.html", html: page("One", `${SITE}/social/a-b.png`) },
          { page: "/a/b/index.html", html: page("Two", `${SITE}/social/a-b.png`) },
        ],
        SITE,
        NAME,
      ),
    ).toThrow(/\/a-b\/index.html \("One"\) and \/a\/b\/index.html \("Two"\) both use \/social\/a-b.png/);
  });
});

describe("cardKey", () => {
  const logo = Buffer.from("logo");
  const svgOf = (title: string, logoBytes = logo) =>
    socialCardSvg({ title, siteName: NAME, domain: "borderlessconsulting.netlify.app", logo: logoBytes }).svg;

  it("stays the same for the same card, whichever page asks", () => {
    expect(cardKey(svgOf("Contact Us"))).toBe(cardKey(svgOf("Contact Us")));
  });

  it("changes when the title or the logo changes", () => {
    expect(cardKey(svgOf("Contact Us"))).not.toBe(cardKey(svgOf("Contact us now")));
    expect(cardKey(svgOf("Contact Us"))).not.toBe(cardKey(svgOf("Contact Us", Buffer.from("another logo"))));
  });
});

describe("writeSocialCards", () => {
  let dir: string;
  let options: SocialCardOptions;
  const publicFile = (...parts: string[]) => path.join(options.publicDir, ...parts);
  const writePage = (route: string, title: string, card: string) => {
    fs.mkdirSync(publicFile(route), { recursive: true });
    fs.writeFileSync(publicFile(route, "index.html"), page(`${title} | ${NAME}`, `${SITE}${card}`));
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"));
    options = {
      publicDir: path.join(dir, "public"),
      cacheDir: path.join(dir, "cache"),
      siteUrl: SITE,
      siteName: NAME,
      logoFile: path.join(dir, "logo.png"),
    };
    fs.mkdirSync(options.publicDir);
    await sharp({ create: { width: 512, height: 512, channels: 4, background: "#FF7A1A" } })
      .png()
      .toFile(options.logoFile);
    writePage("contact", "Contact Us", "/social/contact.png");
    writePage("about", "About", "/social/about.png");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes a 1200 x 630 PNG for each page, and reuses the cache for unchanged cards", async () => {
    expect(await writeSocialCards(options)).toEqual({ cards: 2, rendered: 2, fromCache: 0, missing: [] });
    for (const file of ["contact.png", "about.png"]) {
      expect(await sharp(publicFile("social", file)).metadata()).toMatchObject({
        format: "png",
        width: 1200,
        height: 630,
      });
    }
    const first = fs.readFileSync(publicFile("social", "contact.png"));

    writePage("about", "About Us", "/social/about.png");
    expect(await writeSocialCards(options)).toEqual({ cards: 2, rendered: 1, fromCache: 1, missing: [] });
    expect(fs.readFileSync(publicFile("social", "contact.png")).equals(first)).toBe(true);
    // The old About card's cache entry is gone; one entry per current card.
    expect(fs.readdirSync(options.cacheDir)).toHaveLength(2);
  });

  it("removes the cards of pages that are gone", async () => {
    await writeSocialCards(options);
    fs.rmSync(publicFile("about"), { recursive: true });
    expect(await writeSocialCards(options)).toMatchObject({ cards: 1, rendered: 0, fromCache: 1 });
    expect(fs.readdirSync(publicFile("social"))).toEqual(["contact.png"]);
  });
});
