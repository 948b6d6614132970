import http from "node:http";
import type { AddressInfo } from "node:net";
import { BASE_URL, openPage, waitForHydration } from "./browser";
import { LABELS } from "../../src/rules/labels";

// Chromium may paint a page before it has read the whole document. Here the document stops at
// a cut until the page has painted, then the rest arrives.
// - In the middle of the cookie banner: nothing painted from the first part may move.
// - Just after the banner (before the header): the banner is already up and answers a tap,
//   as it does on a slow phone that paints before the rest of the page has been read.
const CUTS: Record<string, (html: string) => number> = {
  "/services/legal/": (html) => html.indexOf("Cookie consent") + 40,
  "/about/": (html) => html.indexOf("<header"),
};
let server: http.Server;
let release: () => void = () => undefined;

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const upstream = await fetch(BASE_URL + (request.url ?? "/"));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.setHeader("content-type", upstream.headers.get("content-type") ?? "application/octet-stream");
    const cutAt = CUTS[request.url ?? ""];
    if (!cutAt) return response.end(body);
    const html = body.toString("utf8");
    const cut = cutAt(html);
    expect(cut).toBeGreaterThan(40);
    response.write(html.slice(0, cut));
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it("a page painted before its document has fully arrived moves nothing when the rest comes", async () => {
  const { context, page } = await openPage({ width: 390, height: 844, consent: null });
  try {
    await page.addInitScript(() => {
      const moved: string[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
          for (const source of entry.sources) {
            const node = source.node as Element | undefined;
            moved.push(
              `${node?.nodeName ?? "?"} "${(node?.textContent ?? "").trim().slice(0, 40)}" ${entry.value.toFixed(3)}`,
            );
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
      (window as unknown as { __moved: string[] }).__moved = moved;
    });
    const { port } = server.address() as AddressInfo;
    const loaded = page.goto(`http://127.0.0.1:${port}/services/legal/`, { waitUntil: "load" });
    // The first part is parsed and painted.
    await page.waitForFunction(() => document.readyState === "loading" && document.body !== null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    release();
    await loaded;
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The banner is up for this visitor, who has not chosen, and nothing moved.
    await expect(page.getByRole("region", { name: "Cookie consent" }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
  } finally {
    await context.close();
  }
});

it("shows the cookie banner, working, while the rest of the page is still arriving", async () => {
  const { context, page } = await openPage({ width: 390, height: 844, consent: null });
  try {
    const { port } = server.address() as AddressInfo;
    const loaded = page.goto(`http://127.0.0.1:${port}/about/`, { waitUntil: "load" });
    await page.waitForFunction(() => document.readyState === "loading" && document.body !== null);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner.isVisible()).resolves.toBe(true);
    await banner.getByRole("button", { name: LABELS.decline, exact: true }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("declined");
    release();
    await loaded;
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookie consent" }).count()).resolves.toBe(0);
  } finally {
    release();
    await context.close();
  }
});
