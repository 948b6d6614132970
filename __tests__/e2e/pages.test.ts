import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { Browser } from "playwright-core";
import { BASE_URL, gotoAndHydrate, launchBrowser, openPage, rawHtml } from "./browser";
import { testContentYaml, testServicePages, withTokens } from "../helpers/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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
      const { page: tab, context } = await openPage(browser, { width: 390 });
      await gotoAndHydrate(tab, `/services/${slug}/`);
      await expect(tab.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(page.hero.title);
      for (const section of page.sections) {
        await tab.getByRole("heading", { level: 2, name: section.title, exact: true }).waitFor();
        for (const item of section.items ?? [])
          expect(await tab.getByText(item.title, { exact: true }).count()).toBeGreaterThan(0);
      }
      expect(await tab.locator("details summary").allTextContents()).toEqual(page.faq.map((f) => f.question));
      // The structured data is in the static HTML, with the answers the visitor can open.
      const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]),
      );
      const faqLd = ld.find((d) => d["@type"] === "FAQPage");
      expect(faqLd.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(
        page.faq.map((f) => f.answer),
      );
      await context.close();
    },
  );

  it("opens an answer from the keyboard", async () => {
    const { page, context } = await openPage(browser);
    await gotoAndHydrate(page, "/services/legal/");
    const first = page.locator("details").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getAttribute("open")).resolves.toBe("");
    await context.close();
  });

  it("/services/ links the three top-level services and invites providers to get in touch", async () => {
    const { page, context } = await openPage(browser);
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

describe("campaign landing page", () => {
  it("has no site header or footer, a lazy 600 px booking frame, and booking links in new tabs", async () => {
    const { page, context } = await openPage(browser, { width: 390 });
    await gotoAndHydrate(page, "/landing/");
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('form[aria-label="Newsletter sign-up"]').count()).toBe(0);
    await expect(page.getByRole("contentinfo").textContent()).resolves.toContain("© 2024");
    const frame = page.locator('iframe[title="Schedule a Discovery Call"]');
    await expect(frame.getAttribute("height")).resolves.toBe("600");
    await expect(frame.getAttribute("loading")).resolves.toBe("lazy");
    const site = testContentYaml<{ schedulingUrl: string }>("site.yaml");
    for (const link of await page.locator(`a[href="${site.schedulingUrl}"]`).all()) {
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    }
    expect(await page.locator(`a[href="${site.schedulingUrl}"]`).count()).toBeGreaterThanOrEqual(3);
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
    const { page, context } = await openPage(browser);
    await gotoAndHydrate(page, "/terms-of-service/");
    await page.getByText("Last updated 03/06/2025").waitFor();
    const source = fs.readFileSync(path.join(__dirname, "../../content/legal/terms-of-service.md"), "utf8");
    const expected = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(expected.map((h) => Number.parseInt(h, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await page.locator("main h2").allTextContents()).toEqual(expected);
    await expect(page.getByRole("link", { name: /contact page/i }).getAttribute("href")).resolves.toBe("/contact/");
    expect(await page.locator("main").textContent()).not.toMatch(/\{\w+\}/);
    await context.close();
  });
});

describe("links", () => {
  it("a crawl from / reaches every route and every article, and no internal link answers 404", async () => {
    const seen = new Set<string>();
    const broken: string[] = [];
    const queue = ["/"];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      const response = await fetch(BASE_URL + next);
      if (response.status !== 200) {
        broken.push(`${next} -> ${response.status}`);
        continue;
      }
      if (!(response.headers.get("content-type") ?? "").includes("text/html")) continue;
      const html = await response.text();
      for (const match of html.matchAll(/(?:href|src)="(\/[^"#?]*)/g)) {
        const target = match[1];
        if (target.startsWith("//")) continue;
        if (!seen.has(target) && !queue.includes(target)) queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    const routes = [
      "/",
      "/what-we-do/",
      "/services/",
      "/how-we-work/",
      "/about/",
      "/testimonials/",
      "/blog/",
      "/contact/",
      "/ebook/",
      "/privacy-policy/",
      "/terms-of-service/",
    ];
    for (const slug of servicePages.map((p) => p.slug)) routes.push(`/services/${slug}/`);
    const articles = fs.readdirSync(path.join(__dirname, "../../content/articles"));
    for (const article of articles) {
      const front = yaml.load(
        fs.readFileSync(path.join(__dirname, "../../content/articles", article, "index.md"), "utf8").split("---")[1],
      ) as { slug?: string; id: number };
      routes.push(`/blog/${front.slug ?? front.id}/`);
    }
    expect(routes.filter((r) => !seen.has(r))).toEqual([]);
  });
});
