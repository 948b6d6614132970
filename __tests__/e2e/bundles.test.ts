import fs from "node:fs";
import path from "node:path";
import { BASE_URL, openPage, track404s, waitForHydration, type TestPage } from "./browser";
import { NOT_FOUND_PATH, PUBLIC_DIR, articleRoutes, builtHtmlFiles } from "./routes";
import { BUNDLES_AFTER_PAINT_SCRIPT, BUNDLES_ATTRIBUTE } from "../../src/lib/headScripts";

// Gatsby's bundles are fetched and run only once the page has painted (src/node/bundles/bundles.ts
// and BUNDLES_AFTER_PAINT_SCRIPT in src/lib/headScripts.ts). Every built page is checked for
// the loader; the browser runs it on one page of each template and layout (the loader is the
// same script on every page).
const ONE_OF_EACH = ["/", "/blog/", articleRoutes()[0], "/services/legal/", "/contact/", "/landing/", NOT_FOUND_PATH];
const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")) as {
  assetsByChunkName: { app: string[] };
};
const BUNDLES = stats.assetsByChunkName.app.filter((asset) => asset.endsWith(".js")).map((asset) => `/${asset}`);

describe("every built page", () => {
  it.each(builtHtmlFiles().map((file) => path.relative(PUBLIC_DIR, file)))(
    "%s lists the entry's bundles on the one script that starts them, and has no script of its own for any",
    (file) => {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
      const loaders = [
        ...html.matchAll(new RegExp(`<script ${BUNDLES_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</script>`, "g")),
      ];
      expect(loaders.map(([, list, script]) => [list.split(" "), script === BUNDLES_AFTER_PAINT_SCRIPT])).toEqual([
        [BUNDLES, true],
      ]);
      const scriptSources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
      expect(scriptSources.filter((src) => BUNDLES.includes(src))).toEqual([]);
      // Nor does anything else fetch them before the page has painted.
      expect(BUNDLES.filter((bundle) => new RegExp(`<link\\b[^>]*href="${bundle}"`).test(html))).toEqual([]);
    },
  );
});

interface Timeline {
  firstContentfulPaint: number | undefined;
  parsed: number;
  /** When each bundle's request started, by path. */
  requested: Record<string, number>;
}

describe("in Chromium", () => {
  let tab: TestPage;
  let responses: ReturnType<typeof track404s>;
  beforeAll(async () => {
    tab = await openPage({ width: 390, height: 844 });
    responses = track404s(tab.page);
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it.each(ONE_OF_EACH)(
    "%s asks for Gatsby's bundles only after its first contentful paint and the end of parsing, then hydrates",
    async (route) => {
      responses.missing.length = 0;
      tab.errors.length = 0;
      const { page, errors } = tab;
      await page.goto(BASE_URL + route, { waitUntil: "load" });
      await waitForHydration(page);
      const timeline = await page.evaluate<Timeline, string[]>((bundles) => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const requested: Record<string, number> = {};
        for (const entry of performance.getEntriesByType("resource")) {
          const { pathname } = new URL(entry.name);
          if (bundles.includes(pathname)) requested[pathname] = entry.startTime;
        }
        return {
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          parsed: navigation.domContentLoadedEventStart,
          requested,
        };
      }, BUNDLES);
      expect(Object.keys(timeline.requested).sort()).toEqual([...BUNDLES].sort());
      expect(timeline.firstContentfulPaint).toBeDefined();
      for (const [bundle, start] of Object.entries(timeline.requested)) {
        expect({ bundle, afterFirstPaint: start > (timeline.firstContentfulPaint ?? Infinity) }).toEqual({
          bundle,
          afterFirstPaint: true,
        });
        expect({ bundle, afterParsing: start > timeline.parsed }).toEqual({ bundle, afterParsing: true });
      }
      // The 404 page's own answers (its HTML and its page data) are the only 404s allowed.
      const own404 = (address: string) => route === NOT_FOUND_PATH && address.includes(NOT_FOUND_PATH.slice(0, -1));
      expect(responses.unexpected404s(own404)).toEqual([]);
      expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    },
  );
});
