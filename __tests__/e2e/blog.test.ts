import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import sharp from "sharp";
import { BASE_URL, PLAIN_URL, gotoAndHydrate, layOutBands, openPage, rawHtml, track404s } from "./browser";
import { axeRun, axeViolations } from "./axe";
import { LABELS } from "../../src/rules/labels";
import { escapeRegExp } from "../../src/rules/text";

interface Front {
  id: number;
  slug: string;
  title: string;
  publishedDate: string;
}

// The articles as the founder wrote them, read straight from content/.
const ARTICLES: Front[] = fs
  .readdirSync(path.resolve("content/articles"))
  .map((dir) => {
    const text = fs.readFileSync(path.resolve("content/articles", dir, "index.md"), "utf8");
    return yaml.load(text.split(/^---$/m)[1]) as Front;
  })
  .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate));

describe("blog list", () => {
  it("shows every article newest first, the first tagged LATEST, each opening its article", async () => {
    const { page, context, errors } = await openPage();
    const { missing, unexpected404s } = track404s(page);
    await gotoAndHydrate(page, "/blog/");
    const cards = page.getByRole("main").getByRole("article");
    expect(await cards.count()).toBe(ARTICLES.length);
    const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles).toEqual(ARTICLES.map((a) => a.title));
    expect(await cards.nth(0).getByText(LABELS.latest, { exact: true }).isVisible()).toBe(true);
    expect(await cards.nth(1).getByText(LABELS.latest, { exact: true }).count()).toBe(0);

    for (const [index, article] of ARTICLES.entries()) {
      await page
        .getByRole("main")
        .getByRole("article")
        .nth(index)
        .getByRole("link", { name: new RegExp(escapeRegExp(LABELS.readMore)) })
        .click();
      await page.waitForURL(`${BASE_URL}/blog/${article.slug}/`);
      // The address changes before the new page renders: wait for its heading.
      await page.getByRole("heading", { level: 1, name: article.title, exact: true }).waitFor();
      await page.getByRole("link", { name: LABELS.backToBlog }).first().click();
      await page.waitForURL(`${BASE_URL}/blog/`);
      await page.getByRole("heading", { level: 1, name: "Articles", exact: true }).waitFor();
    }
    // Links that come into view (the footer's Contact, say) are prefetched: only pages not
    // built yet may answer 404.
    expect(unexpected404s()).toEqual([]);
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    expect(errors.length).toBe(missing.length);
    await context.close();
  });

  it.each(["blog", "index"])("/%s page data carries each card's excerpt, not the article bodies", async (name) => {
    const { status, html: json } = await rawHtml(`/page-data/${name}/page-data.json`);
    expect(status).toBe(200);
    const data = JSON.parse(json).result.data;
    const nodes = (data.allMarkdownRemark ?? data.articles).nodes as Record<string, unknown>[];
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node).not.toHaveProperty("html");
      expect(String(node.cardExcerpt)).toMatch(/^\S.{40,149}…$/u);
    }
  });
});

describe("article pages", () => {
  it.each(ARTICLES.map((a) => [a.slug, a] as const))(
    "%s renders with its cover and valid JSON-LD in the static HTML",
    async (_slug, article) => {
      const { status, html } = await rawHtml(`/blog/${article.slug}/`);
      expect(status).toBe(200);
      const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]),
      );
      expect(blocks.map((b) => b["@type"])).toEqual(["BlogPosting", "Organization", "BreadcrumbList"]);
      expect(blocks[0].headline).toBe(article.title);
      expect(blocks[0].datePublished).toBe(article.publishedDate);
      expect(html).toMatch(/<meta[^>]+property="og:type"[^>]+content="article"/);
      expect(html).toMatch(/<meta[^>]+property="article:published_time"[^>]+content="[^"]+"/);
      expect(html).toMatch(/<meta[^>]+property="og:image"[^>]+content="https:\/\/[^"]+\.jpg"/);
    },
  );

  it("lays out the cover without shifting content and passes an accessibility check", async () => {
    const { page, context, blocked } = await openPage({ width: 390, height: 844 });
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoAndHydrate(page, `/blog/${ARTICLES[0].slug}/`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
    await layOutBands(page);
    expect(await axeViolations(page, "default")).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  // Fourth trial of founder mistakes: an address written as the link's words, "<https://...>",
  // is one word of 150 characters, which pushed a phone's page sideways.
  it("wraps a long address written as a link's words inside the column on a phone", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, `/blog/${ARTICLES[0].slug}/`);
    const address = `https://www.gov.uk/government/publications/${"residence-domicile-and-remittance-basis-".repeat(3)}rdr1`;
    const widths = await page.evaluate((href) => {
      const paragraph = document.querySelector("main p:not([class])") as HTMLElement;
      const link = Object.assign(document.createElement("a"), { href, textContent: href });
      paragraph.append(" See ", link, ".");
      return {
        link: link.getBoundingClientRect().right,
        column: paragraph.getBoundingClientRect().right,
        page: document.documentElement.scrollWidth,
      };
    }, address);
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.link).toBeLessThanOrEqual(widths.column + 1);
    await context.close();
  });
});

describe("tables in articles", () => {
  // Markdown comparison tables (an empty top-left cell over a column of row labels).
  const slug = "digital-banking-risks-for-location-independent-entrepreneurs";

  it("give each row label a row header and each column a column header, with no empty header", async () => {
    const { html } = await rawHtml(`/blog/${slug}/`);
    const table = html.match(/<table>[\s\S]*?<\/table>/)?.[0] ?? "";
    expect(table).toContain('<th scope="col">Bank deposit</th>');
    expect(table).toContain('<th scope="row">EU protection</th>');
    expect(table).not.toMatch(/<th[^>]*><\/th>/);
  });

  it("pass the accessibility check's table rules", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, `/blog/${slug}/`);
    const { violations, passed } = await axeRun(page, {
      rules: [
        "empty-table-header",
        "td-has-header",
        "th-has-data-cells",
        "td-headers-attr",
        "scope-attr-valid",
        "scrollable-region-focusable",
        "region",
      ],
    });
    expect(violations).toEqual([]);
    expect(passed).toEqual(expect.arrayContaining(["th-has-data-cells", "scope-attr-valid"]));
    await context.close();
  });

  it("scroll sideways inside their own region on a phone when wider than the screen; the page does not", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/blog/us-llc-for-non-residents-guide/");
    const region = page.getByRole("region", { name: "Table: Wyoming, Delaware or New Mexico?" });
    const sizes = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(390);
    // Reachable from the keyboard, so the hidden columns can be scrolled into view.
    expect(await region.getAttribute("tabindex")).toBe("0");
    await context.close();
  });

  it("keep each column readable on a phone, and shade the edge that more of the table lies beyond", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/blog/digital-nomad-visas-vs-tax-reality/");
    const region = page.getByRole("region", { name: "Table: How the popular visas compare" });
    await region.scrollIntoViewIfNeeded();
    // At least 7 rem (112 px) a column: a few words a line, not one word squeezed under another.
    const widths = await region.evaluate((el) => [...el.querySelectorAll("thead tr > *")].map((c) => c.clientWidth));
    expect(widths.length).toBe(4);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(112);
    // The brightest pixel of the region's last 3 px column: behind text and borders there is
    // page background, unless a shade lies over all of it. Measured in the table's body rows
    // (the header row's cells have a background of their own) where they show on screen,
    // below the sticky site header.
    const brightestAtRightEdge = async () => {
      const box = (await region.boundingBox())!;
      const { head, header } = await region.evaluate((el) => ({
        head: el.querySelector("thead")!.getBoundingClientRect().bottom,
        header: document.querySelector("header")!.getBoundingClientRect().bottom,
      }));
      const top = Math.max(head, header) + 1;
      const bottom = Math.min(box.y + box.height, 844) - 1;
      expect(bottom - top).toBeGreaterThan(100);
      const png = await page.screenshot({ clip: { x: box.x + box.width - 3, y: top, width: 3, height: bottom - top } });
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let brightest = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        brightest = Math.max(brightest, 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]);
      }
      return brightest;
    };
    const atStart = await brightestAtRightEdge();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    const atEnd = await brightestAtRightEdge();
    // Scrolled to its end the edge shows plain page background; before that, a shade.
    expect(atEnd - atStart).toBeGreaterThan(12);
    await context.close();
  });
});

describe("old /blog/{id}/ addresses", () => {
  it.each(ARTICLES.map((a) => [a.id, a] as const))(
    "/blog/%i/ answers a permanent redirect to the slug (Netlify)",
    async (id, article) => {
      const response = await fetch(`${BASE_URL}/blog/${id}/`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/blog/${article.slug}/`);
    },
  );

  it.each(ARTICLES.map((a) => [a.id, a] as const))(
    "/blog/%i/ ends on the slug with the history entry replaced where the host has no redirects",
    async (id, article) => {
      const { page, context } = await openPage();
      await gotoAndHydrate(page, "/blog/", PLAIN_URL);
      const before = await page.evaluate(() => history.length);
      await page.goto(`${PLAIN_URL}/blog/${id}/`);
      await page.waitForURL(`${PLAIN_URL}/blog/${article.slug}/`);
      await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
      // One entry for the visit to /blog/{id}/, which the slug then replaced.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await page.waitForURL(`${PLAIN_URL}/blog/`);
      await context.close();
    },
  );

  it("follows an in-app link to an id address to the slug", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/blog/", PLAIN_URL);
    await page.evaluate((id) => {
      const a = document.createElement("a");
      a.href = `/blog/${id}/`;
      a.textContent = "old link";
      document.querySelector("main")?.prepend(a);
    }, ARTICLES[0].id);
    await page.getByRole("link", { name: "old link" }).click();
    await page.waitForURL(`${PLAIN_URL}/blog/${ARTICLES[0].slug}/`);
    await context.close();
  });
});

describe("unknown articles", () => {
  it.each(["/blog/no-such-article/", "/blog/424242/"])(
    "%s shows 'Blog Post Not Found' with a 404 status",
    async (path) => {
      const { page, context } = await openPage();
      const response = await gotoAndHydrate(page, path);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: LABELS.blogPostNotFound }).waitFor();
      await page.getByRole("link", { name: LABELS.backToBlog }).click();
      await page.waitForURL(`${BASE_URL}/blog/`);
      await context.close();
    },
  );

  it("other unknown paths keep the 404 page", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/blogs/x/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(LABELS.pageNotFound);
    await context.close();
  });
});

describe("feed and sitemap", () => {
  it("links an RSS feed of every article from the head", async () => {
    const { html } = await rawHtml("/");
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]+href="\/rss.xml"/);
    const { status, html: rss } = await rawHtml("/rss.xml");
    expect(status).toBe(200);
    for (const article of ARTICLES)
      expect(rss).toContain(`https://borderlessconsulting.netlify.app/blog/${article.slug}/`);
    // The articles' links to the site's pages carry its full address in the feed's full text.
    expect(rss).toContain("href=&quot;https://borderlessconsulting.netlify.app/");
    expect(rss).not.toMatch(/(href|src)=&quot;\/(?!\/)/);
  });

  it("lists every article at its canonical address and no id address", async () => {
    const { html: xml } = await rawHtml("/sitemap-0.xml");
    for (const article of ARTICLES) {
      expect(xml).toContain(`<loc>https://borderlessconsulting.netlify.app/blog/${article.slug}/</loc>`);
      expect(xml).not.toContain(`/blog/${article.id}/`);
    }
  });
});
