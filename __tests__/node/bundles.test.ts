/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { JSDOM } from "jsdom";
import { entryBundles, runBundlesAfterPaint, runBundlesAfterPaintEverywhere } from "../../src/node/bundles/bundles";
import { BUNDLES_AFTER_PAINT_SCRIPT, BUNDLES_ATTRIBUTE } from "../../src/lib/headScripts";

const BUNDLES = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];
// The end of a page as Gatsby writes it (its scripts slice).
const GATSBY_BODY_END = [
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>`,
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`,
  `<script>window.___webpackCompilationHash="abc";</script>`,
  ...BUNDLES.map((src) => `<script src="${src}" async></script>`),
].join("");
const page = (bodyEnd: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>${bodyEnd}</body></html>`;

describe("runBundlesAfterPaint", () => {
  it("replaces Gatsby's async bundle scripts with one script that lists them in order, and keeps the rest", () => {
    const html = runBundlesAfterPaint(page(GATSBY_BODY_END), BUNDLES, "about/index.html");
    expect(html).not.toMatch(/<script src=/);
    const loader = `<script ${BUNDLES_ATTRIBUTE}="${BUNDLES.join(" ")}">${BUNDLES_AFTER_PAINT_SCRIPT}</script>`;
    expect(html).toBe(page(GATSBY_BODY_END.slice(0, GATSBY_BODY_END.indexOf("<script src=")) + loader));
  });

  it("names the file and the bundle when a page lacks one of Gatsby's scripts", () => {
    const withoutApp = page(GATSBY_BODY_END.replace(`<script src="/app-3c.js" async></script>`, ""));
    expect(() => runBundlesAfterPaint(withoutApp, BUNDLES, "blog/index.html")).toThrow(
      `blog/index.html: expected Gatsby's <script src="/app-3c.js" async> once, found it 0 times`,
    );
  });

  it("refuses a page that carries a bundle's script twice", () => {
    const twice = page(`${GATSBY_BODY_END}<script src="/framework-2b.js" async></script>`);
    expect(() => runBundlesAfterPaint(twice, BUNDLES, "index.html")).toThrow("found it 2 times");
  });
});

// On a warm cache (Netlify restores .cache/ and public/) Gatsby regenerates only the pages
// whose data changed; every other page keeps the HTML this step already rewrote.
describe("runBundlesAfterPaint on a page it has already rewritten", () => {
  const loaderFor = (bundles: string[]) =>
    `<script ${BUNDLES_ATTRIBUTE}="${bundles.join(" ")}">${BUNDLES_AFTER_PAINT_SCRIPT}</script>`;
  const rewritten = runBundlesAfterPaint(page(GATSBY_BODY_END), BUNDLES, "about/index.html");

  it("accepts its own earlier result unchanged when it lists this build's bundles", () => {
    expect(runBundlesAfterPaint(rewritten, BUNDLES, "about/index.html")).toBe(rewritten);
  });

  it("refuses an earlier result that lists other bundles than this build's, naming the page and the fix", () => {
    const stale = rewritten.replace(
      loaderFor(BUNDLES),
      loaderFor(["/webpack-runtime-old.js", "/framework-2b.js", "/app-old.js"]),
    );
    expect(() => runBundlesAfterPaint(stale, BUNDLES, "about/index.html")).toThrow(
      /about\/index\.html: starts the bundles of an earlier build \(\/webpack-runtime-old\.js .*\), not this build's \(\/webpack-runtime-1a\.js .*\).*clear the build cache/,
    );
  });

  it("refuses an earlier result whose loader script is not this build's", () => {
    const otherScript = rewritten.replace(BUNDLES_AFTER_PAINT_SCRIPT, "/* an older loader */");
    expect(() => runBundlesAfterPaint(otherScript, BUNDLES, "index.html")).toThrow(/index\.html: starts the bundles/);
  });

  it("refuses a page that carries both the loader and Gatsby's own bundle scripts", () => {
    const both = rewritten.replace(
      "</body>",
      `${BUNDLES.map((src) => `<script src="${src}" async></script>`).join("")}</body>`,
    );
    expect(() => runBundlesAfterPaint(both, BUNDLES, "index.html")).toThrow(/index\.html: .*both/);
  });

  it("refuses a page that carries the loader twice", () => {
    const twice = rewritten.replace("</body>", `${loaderFor(BUNDLES)}</body>`);
    expect(() => runBundlesAfterPaint(twice, BUNDLES, "index.html")).toThrow(/index\.html: .*loader 2 times/);
  });
});

describe("runBundlesAfterPaintEverywhere", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundles-"));
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ assetsByChunkName: { app: BUNDLES.map((src) => src.slice(1)).concat("app-3c.css") } }),
    );
    fs.mkdirSync(path.join(dir, "about"));
    fs.mkdirSync(path.join(dir, "_gatsby/slices"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), page(GATSBY_BODY_END));
    fs.writeFileSync(path.join(dir, "about/index.html"), page(GATSBY_BODY_END));
    fs.writeFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), GATSBY_BODY_END);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const reporter = () => ({ panicOnBuild: jest.fn() });

  it("reads the entry's scripts from webpack.stats.json", () => {
    expect(entryBundles(dir)).toEqual(BUNDLES);
  });

  it("rewrites every page and leaves Gatsby's own fragments alone", () => {
    const r = reporter();
    runBundlesAfterPaintEverywhere({ reporter: r } as never, dir);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    for (const file of ["index.html", "about/index.html"]) {
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain(`<script ${BUNDLES_ATTRIBUTE}=`);
    }
    expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe(GATSBY_BODY_END);
  });

  it("on a warm rebuild, accepts the pages it rewrote before and leaves their files untouched", () => {
    runBundlesAfterPaintEverywhere({ reporter: reporter() } as never, dir);
    const about = path.join(dir, "about/index.html");
    const before = fs.readFileSync(about, "utf8");
    const old = new Date("2026-01-01T00:00:00Z");
    fs.utimesSync(about, old, old);
    // Gatsby regenerated only the home page.
    fs.writeFileSync(path.join(dir, "index.html"), page(GATSBY_BODY_END));
    const r = reporter();
    runBundlesAfterPaintEverywhere({ reporter: r } as never, dir);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(fs.readFileSync(about, "utf8")).toBe(before);
    expect(fs.statSync(about).mtime).toEqual(old);
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(before);
  });

  it("leaves the CMS's page alone: it loads no bundle of the site's", () => {
    const admin = '<!DOCTYPE html><html><head><script src="/admin/cms.js" defer></script></head><body></body></html>';
    fs.mkdirSync(path.join(dir, "admin"));
    fs.writeFileSync(path.join(dir, "admin/index.html"), admin);
    const r = reporter();
    runBundlesAfterPaintEverywhere({ reporter: r } as never, dir);
    expect(r.panicOnBuild).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(dir, "admin/index.html"), "utf8")).toBe(admin);
  });

  it("fails the build, naming the page, when a page has no bundle scripts", () => {
    fs.writeFileSync(path.join(dir, "about/index.html"), page(""));
    const r = reporter();
    runBundlesAfterPaintEverywhere({ reporter: r } as never, dir);
    expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("about/index.html: expected Gatsby's"));
  });
});

/**
 * A page whose body ends with the loader, in jsdom, with its frames, its visibility and its
 * paint timing driven by the test. jsdom never fetches the scripts the loader adds.
 */
function loadPage({ visible = true, paintTiming = false } = {}) {
  const frames: Array<() => void> = [];
  const observers: Array<(names: string[]) => void> = [];
  let visibility = visible ? "visible" : "hidden";
  let parsed!: Promise<void>;
  const dom = new JSDOM(
    page(`<script ${BUNDLES_ATTRIBUTE}="${BUNDLES.join(" ")}">${BUNDLES_AFTER_PAINT_SCRIPT}</script>`),
    {
      runScripts: "dangerously",
      beforeParse(window) {
        Object.defineProperty(window.document, "visibilityState", { get: () => visibility });
        Object.assign(window, {
          requestAnimationFrame: (callback: () => void) => frames.push(callback),
          PerformanceObserver: paintTiming
            ? Object.assign(
                function PerformanceObserver(callback: (list: unknown, observer: unknown) => void) {
                  const observer = { observe: () => undefined, disconnect: () => observers.splice(0) };
                  observers.push((names) =>
                    callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, observer),
                  );
                  return observer;
                },
                { supportedEntryTypes: ["paint", "largest-contentful-paint"] },
              )
            : undefined,
        });
        parsed = new Promise((resolve) => window.document.addEventListener("DOMContentLoaded", () => resolve()));
      },
    },
  );
  const { window } = dom;
  const started = () => [...window.document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  // Timers the loader set run before a timer set after them.
  const settle = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
  return {
    started,
    parsed: () => parsed.then(settle),
    nextFrame: async () => {
      frames.splice(0).forEach((callback) => callback());
      await settle();
    },
    paint: async (...names: string[]) => {
      observers.forEach((deliver) => deliver(names));
      await settle();
    },
    hide: async () => {
      visibility = "hidden";
      window.document.dispatchEvent(new window.Event("visibilitychange"));
      await settle();
    },
    close: () => window.close(),
  };
}

describe("BUNDLES_AFTER_PAINT_SCRIPT", () => {
  it("starts the bundles, in order, only once the document is parsed and two frames have begun since", async () => {
    const loaded = loadPage();
    expect(loaded.started()).toEqual([]);
    await loaded.parsed();
    expect(loaded.started()).toEqual([]);
    await loaded.nextFrame();
    expect(loaded.started()).toEqual([]);
    await loaded.nextFrame();
    expect(loaded.started()).toEqual(BUNDLES);
    loaded.close();
  });

  it("also waits for the first contentful paint where the browser reports paints", async () => {
    const loaded = loadPage({ paintTiming: true });
    await loaded.parsed();
    await loaded.nextFrame();
    await loaded.nextFrame();
    await loaded.paint("first-paint");
    await loaded.nextFrame();
    expect(loaded.started()).toEqual([]);
    await loaded.paint("first-contentful-paint");
    await loaded.nextFrame();
    expect(loaded.started()).toEqual([]);
    await loaded.nextFrame();
    expect(loaded.started()).toEqual(BUNDLES);
    loaded.close();
  });

  it("starts them as soon as the document is parsed in a background tab, which draws no frames", async () => {
    const loaded = loadPage({ visible: false, paintTiming: true });
    expect(loaded.started()).toEqual([]);
    await loaded.parsed();
    expect(loaded.started()).toEqual(BUNDLES);
    loaded.close();
  });

  it("starts them at once, and once only, when the tab goes to the background while it waits", async () => {
    const loaded = loadPage({ paintTiming: true });
    await loaded.parsed();
    await loaded.hide();
    expect(loaded.started()).toEqual(BUNDLES);
    await loaded.paint("first-contentful-paint");
    await loaded.nextFrame();
    await loaded.nextFrame();
    expect(loaded.started()).toEqual(BUNDLES);
    loaded.close();
  });
});
