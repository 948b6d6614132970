import type { Page } from "playwright-core";
import { BASE_URL, gotoAndHydrate, openPage, waitForHydration } from "./browser";
import { builtRoutes } from "./routes";
import { FONTS_ATTRIBUTE } from "../../src/styles/theme";
import { testContentYaml } from "../helpers/site";

const ABOUT_TITLE = testContentYaml<{ hero: { title: string } }>("pages/about.yaml").hero.title;

// How the pages load their fonts (src/styles/fonts.ts): the first page of a visit asks for
// none and fetches them once loaded; the pages reached from it by a link are set in them.
const WIDTHS = [390, 1280] as const;
const routes = builtRoutes();

interface LateFonts {
  /** Font files requested while held. */
  held: string[];
  /** The layout shift after the release (sum of the shifts Chromium reported). */
  shift: number;
  /** The elements that moved, for the failure message. */
  moved: string[];
}

async function lateFontsOn(route: string, width: number): Promise<LateFonts> {
  const { context, page } = await openPage({ width, height: width < 768 ? 844 : 800 });
  try {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The faces named from the first layout, and late. No page of the site does that (a page
    // reached by a link names them once the tab holds them; the CMS's preview names them at
    // once): this holds the fallbacks to their promise that a late face would move nothing.
    await page.route(
      (url) => url.origin === new URL(BASE_URL).origin,
      async (request) => {
        if (request.request().resourceType() !== "document") return request.fallback();
        const response = await request.fetch();
        const html = (await response.text()).replace(/<html\b/, `<html ${FONTS_ATTRIBUTE}=""`);
        return request.fulfill({ response, body: html });
      },
    );
    const held: string[] = [];
    await page.route(/\.woff2(\?|$)/, async (request) => {
      held.push(new URL(request.request().url()).pathname);
      await released;
      await request.fallback();
    });
    await page.addInitScript(() => {
      type Shift = { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
      const shifts: Array<{ value: number; moved: string[] }> = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            return `${node?.nodeName ?? "?"} "${(node?.textContent ?? "").trim().slice(0, 40)}"`;
          });
          shifts.push({ value: entry.value, moved });
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: "layout-shift", buffered: true });
      // The shifts so far, including those whose callback has not run yet.
      (window as unknown as { __shifts: () => typeof shifts }).__shifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
    });
    // Not to the load event: the held font files keep it from firing.
    await page.goto(BASE_URL + route, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    // Two frames painted in the fallbacks; shifts before now were not the fonts'.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    type Shifts = { __shifts: () => Array<{ value: number; moved: string[] }> };
    const before = await page.evaluate(() => (window as unknown as Shifts).__shifts().length);
    release();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await page.evaluate((from) => (window as unknown as Shifts).__shifts().slice(from), before);
    return {
      held,
      shift: after.reduce((sum, entry) => sum + entry.value, 0),
      moved: after.flatMap((entry) => entry.moved),
    };
  } finally {
    await context.close();
  }
}

/** The font files the page fetched, and whether each was asked for only after the load event. */
function fontFetches(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"))
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/-[0-9a-f]{20,}\.woff2$/, ".woff2"),
        afterLoad: navigation.loadEventEnd > 0 && entry.startTime >= navigation.loadEventEnd,
      }));
  });
}

describe("a visit", () => {
  it("asks for no font file until its first page has loaded, then fetches the two faces and sets the next page in them", async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    try {
      await gotoAndHydrate(page, "/");
      expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), FONTS_ATTRIBUTE)).toBe(false);
      await page.waitForFunction(
        () => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".woff2")).length === 2,
      );
      await page.evaluate(() => document.fonts.ready);
      const fetched = await fontFetches(page);
      expect(fetched.map(({ file, afterLoad }) => ({ file, afterLoad }))).toEqual([
        expect.objectContaining({ afterLoad: true }),
        expect.objectContaining({ afterLoad: true }),
      ]);
      expect(fetched.map(({ file }) => file).sort()).toEqual([
        "/static/bebas-neue-latin-400-normal.woff2",
        "/static/inter-latin-wght-normal.woff2",
      ]);
      // This page stays in its fallbacks: nothing on it moves.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("Inter Variable");
      // Once the faces are in this tab, the next page (a link followed in it) is set in them.
      await page.waitForFunction(
        () => document.fonts.check('1em "Inter Variable"') && document.fonts.check('1em "Bebas Neue"'),
      );
      // A link within the page (the skip link) changes the address, not the page: it stays as it is.
      await page.getByRole("link", { name: "Skip to content" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${BASE_URL}/#main`);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), FONTS_ATTRIBUTE)).toBe(false);
      await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
      await page.waitForURL(`${BASE_URL}/about/`);
      // The About page's own heading: the address changes a task before the page renders, and the
      // home page's heading would be found in between (ci47 did).
      await page.getByRole("heading", { level: 1, name: ABOUT_TITLE }).waitFor();
      expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), FONTS_ATTRIBUTE)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
      // Nothing of it is kept in the visitor's browser (no consent asked for it, PECR
      // regulation 6): only the visitor's own cookie choice, which openPage stored.
      expect(await page.evaluate(() => Object.keys(window.localStorage).sort())).toEqual([
        "cookie-consent",
        "cookie-consent-analytics",
      ]);
    } finally {
      await context.close();
    }
  });

  it("removes the note about the fonts that earlier versions of the site kept in the browser", async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    try {
      await page.addInitScript(() => window.localStorage.setItem("fonts-cached", "1"));
      await gotoAndHydrate(page, "/");
      await page.waitForFunction(() => window.localStorage.getItem("fonts-cached") === null);
      // And the page did not take it as a reason to name the faces.
      expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), FONTS_ATTRIBUTE)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe.each(WIDTHS)("web fonts arriving late at %i px", (width) => {
  it.each(routes)("move nothing on %s", async (route) => {
    const late = await lateFontsOn(route, width);
    // The page asked for its faces while they were held: the test measured a late arrival.
    expect(late.held.length).toBeGreaterThan(0);
    // A failure names what moved.
    expect(late.moved).toEqual([]);
    expect(late.shift).toBe(0);
  });
});
