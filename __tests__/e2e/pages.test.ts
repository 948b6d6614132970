import fs from "node:fs";
import path from "node:path";
import { BASE_URL, gotoAndHydrate, openPage, rawHtml } from "./browser";
import { SPEC_ROUTES, articleRoutes, builtHtmlFiles, decodeHtml, sitemapRoutes, sitemapUrls } from "./routes";
import { testContentYaml, testServicePages, withTokens } from "../helpers/site";
import { inlineWords } from "../../src/rules/text";
import { LABELS } from "../../src/rules/labels";

const servicePages = withTokens(testServicePages()) as unknown as Array<{
  slug: string;
  hero: { title: string };
  sections: Array<{ kind: string; title: string; items?: Array<{ title: string }> }>;
  faq: Array<{ question: string; answer: string }>;
}>;

describe("service pages", () => {
  it.each(servicePages.map((p) => [p.slug, p] as const))(
    "/services/%s/ shows its hero, sections, items and questions from its file",
    async (slug, page) => {
      const { html, status } = await rawHtml(`/services/${slug}/`);
      expect(status).toBe(200);
      const { page: tab, context } = await openPage({ width: 390 });
      await gotoAndHydrate(tab, `/services/${slug}/`);
      await expect(tab.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(page.hero.title);
      for (const section of page.sections) {
        await tab.getByRole("heading", { level: 2, name: section.title, exact: true }).waitFor();
        for (const item of section.items ?? [])
          expect(await tab.getByText(item.title, { exact: true }).count()).toBeGreaterThan(0);
      }
      expect(await tab.locator("details summary").allTextContents()).toEqual(page.faq.map((f) => f.question));
      // An answer's [words](address) is a link: the visitor reads its words.
      const answers = page.faq.map((f) => inlineWords(f.answer));
      expect(await tab.locator("details > p").allTextContents()).toEqual(answers);
      // The structured data is in the static HTML, with the answers the visitor can open.
      const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]),
      );
      const faqLd = ld.find((d) => d["@type"] === "FAQPage");
      expect(faqLd.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(answers);
      await context.close();
    },
  );

  it.each(servicePages.map((p) => [p.slug, p] as const))(
    "/services/%s/ at 1280 px leaves no card or tick alone on a row when its grid can be balanced",
    async (slug, page) => {
      const { page: tab, context } = await openPage({ width: 1280 });
      await gotoAndHydrate(tab, `/services/${slug}/`);
      for (const section of page.sections.filter((s) => s.kind === "cards" || s.kind === "checklist")) {
        const count = section.items?.length ?? 0;
        const list = tab.getByRole("region", { name: section.title, exact: true }).getByRole("list").first();
        const layout = await list.evaluate((ul) => ({
          width: ul.getBoundingClientRect().width,
          items: [...ul.children].map((li) => ({
            top: Math.round(li.getBoundingClientRect().top),
            width: li.getBoundingClientRect().width,
          })),
        }));
        expect(layout.items.length).toBe(count);
        const rows = [...new Set(layout.items.map((item) => item.top))].map(
          (top) => layout.items.filter((item) => item.top === top).length,
        );
        // One item fills the row; more are laid out in even rows (4 as 2 + 2, not 3 + 1)
        // unless no grid of two or three columns avoids a lone last item (7 = 3 + 3 + 1).
        if (count === 1) expect(layout.items[0].width).toBeGreaterThan(0.9 * layout.width);
        else if (count % 2 === 0 || count % 3 !== 1)
          expect([section.title, rows.at(-1)]).not.toEqual([section.title, 1]);
      }
      await context.close();
    },
  );

  it("opens an answer from the keyboard", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/services/legal/");
    const first = page.locator("details").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getAttribute("open")).resolves.toBe("");
    await context.close();
  });

  // Second broken-file audit: an answer whose link's words are a long address pushed the answer
  // past the screen's edge on a phone, and the end of the address was cut off.
  it("wraps a long address written as a link's words inside an answer on a phone", async () => {
    const { page, context } = await openPage({ width: 375, height: 800 });
    await gotoAndHydrate(page, `/services/${servicePages[0].slug}/`);
    const address = "https://www.gov.uk/government/publications/rdr3-statutory-residence-test-srt";
    const edges = await page.evaluate((href) => {
      const answer = document.querySelector("main details") as HTMLDetailsElement;
      answer.open = true;
      const paragraph = answer.querySelector("p") as HTMLElement;
      const link = Object.assign(document.createElement("a"), { href, textContent: href });
      paragraph.append(" Guidance: ", link, ".");
      return { link: link.getBoundingClientRect().right, answer: answer.getBoundingClientRect().right };
    }, address);
    expect(edges.answer).toBeLessThanOrEqual(375);
    expect(edges.link).toBeLessThanOrEqual(edges.answer + 1);
    await context.close();
  });

  it("/services/ links the three top-level services and invites providers to get in touch", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/services/");
    for (const [name, href] of [
      ["Global Structuring", "/services/global-structuring/"],
      ["Fractional CFO", "/services/fractional-cfo/"],
      ["Legal Services", "/services/legal/"],
    ]) {
      await expect(page.locator("main").getByRole("link", { name, exact: true }).getAttribute("href")).resolves.toBe(
        href,
      );
    }
    const copy = withTokens(
      testContentYaml<{
        whyChoose: { title: string; items: Array<{ title: string }> };
        providersNote: { linkLabel: string };
      }>("pages/services.yaml"),
    );
    expect(copy.whyChoose.title.startsWith("Why Choose")).toBe(true);
    for (const item of copy.whyChoose.items) await page.getByRole("heading", { name: item.title }).waitFor();
    await expect(page.getByRole("link", { name: copy.providersNote.linkLabel }).getAttribute("href")).resolves.toBe(
      "/contact/",
    );
    await context.close();
  });
});

describe("home page headline", () => {
  const words = (testContentYaml("pages/home.yaml") as { hero: { words: string[] } }).hero.words;

  // Second broken-file audit: a fourth word, "INTERNATIONALISATION", was cut off on a phone.
  it.each([320, 390, 1280])(
    "sets each word at its full size and a long word smaller, inside the %i px screen",
    async (width) => {
      const { page, context } = await openPage({ width, height: 800 });
      // The words slide in from the sides: measured where they come to rest.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoAndHydrate(page, "/");
      const long = "INTERNATIONALISATION";
      const shown = await page.evaluate((word) => {
        const headline = document.getElementById("hero-title") as HTMLElement;
        const spans = [...headline.children] as HTMLElement[];
        const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
        const right = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getBoundingClientRect().right;
        };
        const before = spans.map((span) => ({
          word: span.textContent?.trim(),
          letters: span.style.getPropertyValue("--letters"),
          full: size(span) === size(headline),
          fits: right(span) <= headline.getBoundingClientRect().right + 1,
        }));
        const added = spans[spans.length - 1].cloneNode() as HTMLElement;
        added.textContent = word;
        added.style.setProperty("--letters", String(word.length));
        headline.append(added);
        return {
          before,
          added: {
            smaller: size(added) < size(headline),
            fits: right(added) <= headline.getBoundingClientRect().right + 1,
          },
        };
      }, long);
      expect(shown.before).toEqual(
        words.map((word) => ({ word, letters: String(Array.from(word).length), full: true, fits: true })),
      );
      expect(shown.added).toEqual({ smaller: true, fits: true });
      await context.close();
    },
  );
});

describe("campaign landing page", () => {
  it("lays out its three pain points in one row at 1280 px", async () => {
    const { page, context } = await openPage({ width: 1280 });
    await gotoAndHydrate(page, "/landing/");
    const pains = withTokens(
      testContentYaml<{ pains: { title: string; items: Array<{ title: string }> } }>("pages/landing.yaml"),
    ).pains;
    const list = page.getByRole("region", { name: pains.title, exact: true }).getByRole("list").first();
    const tops = await list.evaluate((ul) => [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBe(pains.items.length);
    expect(new Set(tops).size).toBe(1);
    await context.close();
  });

  it("has no site header or footer, a 600 px booking frame, and booking links in new tabs", async () => {
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/landing/");
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('form[aria-label="Newsletter sign-up"]').count()).toBe(0);
    await expect(page.getByRole("contentinfo").textContent()).resolves.toContain("© 2024");
    const frame = page.locator('iframe[title="Schedule a Discovery Call"]');
    await expect(frame.getAttribute("height")).resolves.toBe("600");
    const site = testContentYaml<{ schedulingUrl: string }>("site.yaml");
    for (const link of await page.locator(`a[href="${site.schedulingUrl}"]`).all()) {
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    }
    expect(await page.locator(`a[href="${site.schedulingUrl}"]`).count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it("asks before it loads the booking frame: nothing goes to the scheduling host until the visitor taps 'Show the calendar'", async () => {
    const site = testContentYaml<{ schedulingUrl: string }>("site.yaml");
    const copy = testContentYaml<{ schedule: { load: string; frameTitle: string } }>("pages/landing.yaml");
    // Cookies accepted in the banner: still not consent to the provider's own cookies.
    const { page, context, blocked } = await openPage({ width: 390, consent: "accepted" });
    await gotoAndHydrate(page, "/landing/");
    const frame = page.locator(`iframe[title="${copy.schedule.frameTitle}"]`);
    const button = page.getByRole("button", { name: copy.schedule.load });
    await button.scrollIntoViewIfNeeded();
    // Scrolled to where the calendar goes, and a moment for a lazy frame's request to start:
    // a loaded frame would have asked for the page (and the test browser blocked it).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(blocked).toEqual([]);
    expect(await frame.isVisible()).toBe(false);
    expect(await frame.getAttribute("src")).toBeNull();

    const asked = page.waitForEvent("requestfailed", (request) => request.url() === site.schedulingUrl);
    await button.click();
    await asked;
    expect(blocked).toEqual([site.schedulingUrl]);
    expect(await frame.isVisible()).toBe(true);
    expect((await frame.boundingBox())?.height).toBe(600);
    expect(await button.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    await context.close();
  });

  it("is indexable, with its own canonical URL, and listed in the sitemap with the new pages", async () => {
    const { html } = await rawHtml("/landing/");
    expect(html).not.toMatch(/<meta[^>]+name="robots"/);
    expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="https:\/\/[^"]+\/landing\/"/);
    const sitemap = await (await fetch(`${BASE_URL}/sitemap-0.xml`)).text();
    for (const path of ["/landing/", "/services/", "/services/legal/", "/contact/", "/ebook/", "/terms-of-service/"])
      expect(sitemap).toContain(`${path}</loc>`);
  });
});

describe("terms of service", () => {
  it("shows the date it was last updated and sections 1 to 9 in order", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/terms-of-service/");
    const source = fs.readFileSync(path.join(__dirname, "../../content/legal/terms-of-service.md"), "utf8");
    // SPEC gave 03/06/2025; section 7 of the terms promises the date changes with them, so it is
    // the front matter's, a real DD/MM/YYYY date.
    const lastUpdated = /^lastUpdated: "(\d{2})\/(\d{2})\/(\d{4})"$/m.exec(source);
    expect(lastUpdated).not.toBeNull();
    const [, day, month, year] = lastUpdated!;
    expect(new Date(`${year}-${month}-${day}T00:00:00Z`).getUTCDate()).toBe(Number(day));
    await page.getByText(`${LABELS.lastUpdated} ${day}/${month}/${year}`).waitFor();
    const expected = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(expected.map((h) => Number.parseInt(h, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await page.locator("main h2").allTextContents()).toEqual(expected);
    await expect(page.getByRole("link", { name: /contact page/i }).getAttribute("href")).resolves.toBe("/contact/");
    expect(await page.locator("main").textContent()).not.toMatch(/\{\w+\}/);
    await context.close();
  });
});

describe("links", () => {
  const site = testContentYaml<{
    siteUrl: string;
    schedulingUrl: string;
    social: Record<string, string>;
    providers: Record<string, { privacyUrl: string }>;
  }>("site.yaml");
  const media = testContentYaml<{
    podcasts: Array<{ links: Record<string, string> }>;
    publications: Array<{ link: string }>;
  }>("media.yaml");
  // The outside addresses the site may link to: the ones configured in content/, the
  // sources an article or a legal page cites in its markdown, and a service page's sources.
  const markdownFiles = [
    ...fs
      .readdirSync(path.join(__dirname, "../../content/articles"))
      .map((folder) => path.join(__dirname, "../../content/articles", folder, "index.md")),
    ...fs
      .readdirSync(path.join(__dirname, "../../content/legal"))
      .map((file) => path.join(__dirname, "../../content/legal", file)),
  ];
  const citations = markdownFiles
    .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/\]\((https?:\/\/[^\s)]+)/g)])
    .map((m) => m[1]);
  const allowedExternal = new Set([
    site.schedulingUrl,
    ...Object.values(site.social),
    ...Object.values(site.providers).map((p) => p.privacyUrl),
    ...media.podcasts.flatMap((p) => Object.values(p.links)),
    ...media.publications.map((p) => p.link),
    ...citations,
    ...testServicePages().flatMap((page) => ((page.sources ?? []) as Array<{ url: string }>).map((s) => s.url)),
  ]);

  /** Every address a page refers to: links, images (srcset too), scripts, styles, fonts, icons. */
  function references(html: string): string[] {
    const found: string[] = [];
    for (const m of html.matchAll(/\s(?:href|src|data-src|poster|action)="([^"]+)"/g)) found.push(decodeHtml(m[1]));
    for (const m of html.matchAll(/\s(?:srcset|srcSet|data-srcset)="([^"]+)"/g))
      for (const candidate of decodeHtml(m[1]).split(",")) found.push(candidate.trim().split(/\s+/)[0]);
    for (const m of html.matchAll(/url\((['"]?)([^)'"]+)\1\)/g)) found.push(m[2]);
    return found;
  }

  /** The page data Gatsby prefetches for a link to a page. */
  const pageData = (route: string) => `/page-data${route === "/" ? "/index/" : route}page-data.json`;

  type Crawl = { pages: Map<string, string>; broken: string[] };

  /** Fetches every same-site address reachable from `seeds`; pages are kept for inspection. */
  async function crawl(seeds: string[], into: Crawl = { pages: new Map(), broken: [] }, seen = new Set<string>()) {
    const queue = [...seeds];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      const response = await fetch(BASE_URL + next);
      if (response.status !== 200) {
        into.broken.push(`${next} -> ${response.status}`);
        continue;
      }
      if (!(response.headers.get("content-type") ?? "").includes("text/html")) {
        await response.arrayBuffer();
        continue;
      }
      const html = await response.text();
      into.pages.set(next, html);
      for (const ref of references(html)) {
        if (!ref.startsWith("/") || ref.startsWith("//")) continue;
        const target = ref.split(/[?#]/)[0];
        if (!seen.has(target)) queue.push(target);
        if (target.endsWith("/") && !seen.has(pageData(target))) queue.push(pageData(target));
      }
    }
    return { crawled: into, seen };
  }

  let fromHome: Crawl;
  let all: Crawl;
  beforeAll(async () => {
    const first = await crawl(["/"]);
    fromHome = { pages: new Map(first.crawled.pages), broken: [...first.crawled.broken] };
    // Then on from the sitemap, for pages no link leads to (the campaign landing page).
    all = (await crawl(sitemapRoutes(), first.crawled, first.seen)).crawled;
  });

  it("a crawl from / reaches every route of the spec and every article; only the ad landing page needs the sitemap", () => {
    const routes = [...SPEC_ROUTES, ...articleRoutes()];
    expect(routes.filter((r) => !fromHome.pages.has(r))).toEqual(["/landing/"]);
    expect(sitemapRoutes().filter((r) => !fromHome.pages.has(r))).toEqual(["/landing/"]);
    expect(routes.filter((r) => !all.pages.has(r))).toEqual([]);
  });

  it("no internal link, image, font, script, stylesheet or prefetched page data answers anything but 200", () => {
    expect(all.broken).toEqual([]);
  });

  it("every outside link is a configured address and opens in a new tab without opener or referrer", () => {
    const problems: string[] = [];
    for (const [page, html] of all.pages) {
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
        const href = decodeHtml(tag.match(/\shref="([^"]*)"/)?.[1] ?? "");
        if (!/^https?:/.test(href)) continue;
        if (!allowedExternal.has(href)) problems.push(`${page}: ${href} is not a configured address`);
        if (!/\starget="_blank"/.test(tag) || !/\srel="noopener noreferrer"/.test(tag))
          problems.push(`${page}: ${href} does not open in a new tab with rel="noopener noreferrer"`);
      }
      // Anything else absolute names the site itself (canonical, social cards) or is the booking frame.
      for (const [tag, url] of html.matchAll(/<(?!a\b)[a-z]+\b[^>]*\s(?:href|src|content)="(https?:[^"]*)"/g))
        if (!url.startsWith(site.siteUrl) && url !== site.schedulingUrl) problems.push(`${page}: ${tag.slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  });

  it("the sitemap lists exactly the canonical URLs of the indexable pages", () => {
    const indexable: string[] = [];
    for (const file of builtHtmlFiles()) {
      const html = fs.readFileSync(file, "utf8");
      if (/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/.test(html)) continue;
      indexable.push(html.match(/<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)?.[1] ?? file);
    }
    expect([...sitemapUrls()].sort()).toEqual(indexable.sort());
  });
});
