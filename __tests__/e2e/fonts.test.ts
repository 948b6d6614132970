import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, openPage, waitForHydration } from "./browser";
import { builtRoutes } from "./routes";

// A face that arrives after the first layout is not swapped in (src/styles/fonts.ts), so a
// slow font never re-wraps text and moves the page. Here every font file is held back until
// the page has painted and hydrated in its fallbacks, then let through: the layout shifts
// Chromium reports from then on would be a swap's, every time, however fast the machine.
// (With `swap` and the same size-matched fallbacks, paragraphs re-wrap and the page moves.)
const WIDTHS = [390, 1280] as const;
const routes = builtRoutes();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface LateFonts {
  /** Font files requested while held. */
  held: string[];
  /** The layout shift after the release (sum of the shifts Chromium reported). */
  shift: number;
  /** The elements that moved, for the failure message. */
  moved: string[];
}

async function lateFontsOn(route: string, width: number): Promise<LateFonts> {
  const { context, page } = await openPage(browser, { width, height: width < 768 ? 844 : 800 });
  try {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
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
