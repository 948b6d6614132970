import type { BrowserContext, Locator, Page } from "playwright-core";
import { BASE_URL, openPage, waitForHydration } from "./browser";
import { testSiteMetadata } from "../helpers/site";
import { LOGO_MARK_FALLBACK_PATH } from "../../src/rules/logoMark";

// The logo's main image, as content/site.yaml names it, and the fallback the pages draw
// (the build's small rendition of logo.fallback).
const { src: logoSrc } = testSiteMetadata().logo;
const logoFallbackSrc = LOGO_MARK_FALLBACK_PATH;
const LOADS = 10;

/** The mark beside the firm's name in the header's or the footer's home link. */
const markOf = (page: Page, landmark: "banner" | "contentinfo") =>
  page.getByRole(landmark).locator('a[href="/"] > :first-child');

/** The mark's pixels as a PNG (base64), centred on the screen, once the fallback file is decoded. */
async function shotOf(page: Page, mark: Locator): Promise<string> {
  await mark.evaluate((element) => element.scrollIntoView({ block: "center" }));
  // The fallback file is in the browser's cache and decoded before the screenshot, so the
  // screenshot shows whatever the page paints with it.
  await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
  }, logoFallbackSrc);
  return (await mark.screenshot()).toString("base64");
}

/**
 * Share of the pixels of a shot of the mark in the logo's orange: the logo is an orange tile,
 * so a painted mark is mostly orange and an empty box has none.
 */
function orangeShare(page: Page, shot: string): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let orange = 0;
    for (let i = 0; i < data.length; i += 4) {
      // #FF7A1A, give or take the edges' smoothing.
      if (data[i] > 220 && data[i + 1] > 90 && data[i + 1] < 150 && data[i + 2] < 70) orange += 1;
    }
    return orange / (data.length / 4);
  }, shot);
}

/**
 * Share of the pixels of a shot of the mark (`painted`) that differ from the same box with the
 * failed image hidden, where only the fallback (the box's background) is painted: a
 * broken-image glyph drawn over the fallback shows up here, though the box is still mostly
 * orange.
 */
async function shareUnlikeFallbackAlone(page: Page, mark: Locator, painted: string): Promise<number> {
  await mark.locator("img").evaluate((img: HTMLImageElement) => (img.style.visibility = "hidden"));
  const fallbackAlone = (await mark.screenshot()).toString("base64");
  await mark.locator("img").evaluate((img: HTMLImageElement) => (img.style.visibility = ""));
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [one, two] = await Promise.all([pixels(a), pixels(b)]);
      if (one.length !== two.length) return 1;
      let different = 0;
      for (let i = 0; i < one.length; i += 4) {
        const delta = Math.max(
          Math.abs(one[i] - two[i]),
          Math.abs(one[i + 1] - two[i + 1]),
          Math.abs(one[i + 2] - two[i + 2]),
        );
        if (delta > 24) different += 1;
      }
      return different / (one.length / 4);
    },
    [painted, fallbackAlone],
  );
}

/**
 * Each load in a new tab, as a visitor opening the site: reloading in the same tab would
 * have Gatsby restore the footer's scroll position (kept in the tab's sessionStorage)
 * while the mark is being captured, and the capture would show whatever moved under it.
 */
async function freshTab(context: BrowserContext): Promise<Page> {
  for (const open of context.pages()) await open.close();
  return context.newPage();
}

async function expectBothMarksShown(page: Page) {
  // What shows is the fallback: the main image painted nowhere.
  const mainImageShown = await page.evaluate(
    (src) => [...document.images].some((img) => img.src.endsWith(src) && img.naturalWidth > 0),
    logoSrc,
  );
  expect(mainImageShown).toBe(false);
  for (const landmark of ["banner", "contentinfo"] as const) {
    const mark = markOf(page, landmark);
    const box = await mark.boundingBox();
    expect({ landmark, width: box?.width, height: box?.height }).toEqual({ landmark, width: 40, height: 40 });
    // The tile fills about four fifths of the square (its rounded corners and the globe
    // drawn on it are not orange).
    const shot = await shotOf(page, mark);
    expect({ landmark, painted: (await orangeShare(page, shot)) > 0.5 }).toEqual({ landmark, painted: true });
    // No broken-image glyph: what is painted is the fallback and nothing else.
    const unlike = await shareUnlikeFallbackAlone(page, mark, shot);
    expect({ landmark, unlike: unlike < 0.01 }).toEqual({ landmark, unlike: true });
  }
}

describe.each([
  ["blocked", "abort"],
  ["missing", "404"],
  ["corrupt", "corrupt"],
] as const)("logo whose main image is %s", (_, failure) => {
  async function openFailingPage(javaScriptEnabled: boolean) {
    const opened = await openPage({ javaScriptEnabled });
    // Registered after openPage's own route, so it answers first for the main image.
    await opened.context.route(`**${logoSrc}`, (route) =>
      failure === "abort"
        ? route.abort("blockedbyclient")
        : failure === "404"
          ? route.fulfill({ status: 404, body: "" })
          : route.fulfill({ status: 200, contentType: "image/svg+xml", body: "<svg><not-closed" }),
    );
    return opened;
  }

  it(`shows the fallback in the header and the footer before any script runs, on ${LOADS} loads in a row`, async () => {
    const { context } = await openFailingPage(false);
    for (let load = 0; load < LOADS; load += 1) {
      const page = await freshTab(context);
      await page.goto(`${BASE_URL}/`, { waitUntil: "load" });
      await expectBothMarksShown(page);
      await page.close();
    }
    await context.close();
  });

  it(`shows the fallback in the header and the footer after hydration, on ${LOADS} loads in a row`, async () => {
    const { context } = await openFailingPage(true);
    for (let load = 0; load < LOADS; load += 1) {
      const page = await freshTab(context);
      await page.goto(`${BASE_URL}/`, { waitUntil: "load" });
      await waitForHydration(page);
      await expectBothMarksShown(page);
      await page.close();
    }
    await context.close();
  });
});

describe("logo whose main image loads", () => {
  it("shows the main image", async () => {
    const { page, context } = await openPage();
    await page.goto(`${BASE_URL}/`, { waitUntil: "load" });
    await waitForHydration(page);
    for (const landmark of ["banner", "contentinfo"] as const) {
      const main = markOf(page, landmark).locator(`xpath=descendant-or-self::img[@src="${logoSrc}"]`);
      expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await orangeShare(page, await shotOf(page, markOf(page, landmark)))).toBeGreaterThan(0.5);
    }
    await context.close();
  });
});
