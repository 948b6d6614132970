// `npm run bench:taps`: how soon after the first paint each control answers a tap, measured
// like a visitor on a phone (the menus, the cookie banner and "Cookie settings", the theme
// toggle, the carousels' arrows, the logo carousel's pause button, a FAQ item, /landing/'s booking-frame button):
// Debian Chromium, 390 px touch viewport (1280 px for the desktop Services menu and the
// carousels' arrows), CPU slowed 4x, 150 ms round trips, 1.6 Mbit/s down, cold cache. Each load
// taps one control every 20 ms from the start; a tap that does not land on the control (not
// there yet) is held back. Reports per control the median, over the loads, of the time from
// the first paint (for a carousel: from scrolling it into view, once the page has painted and
// its HTML has arrived) to the first tap made after it that changed the control's state (0 if
// one made before it already did), and how many taps on it made after the paint were lost
// before that. Times are the taps' own (event.timeStamp). The site must be built (npm run
// build); nothing leaves the machine.
//   --public=DIR   the build to measure (default public/)
//   --runs=N       loads per control (default 5)
//   --only=NAME    one control (repeatable), by the names in CONTROLS
//   --route=PATH   where to measure the controls every page has (repeatable; default: the
//                  home page, an article and the 404 page)
// Every run also measures a reference: a blank page with one button and an inline onclick,
// served the same way: what a page that answers from its first paint scores on this machine
// (0 to 10 ms), against which to read the rest.
/* global setInterval, clearInterval, localStorage, performance -- the last two in the page */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startStaticServer } from "./serve-static.mjs";
import { firstWorkingTap } from "./taps-rules.mjs";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option("runs") ?? 5);
const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.slice("--only=".length));
const routesGiven = args.filter((a) => a.startsWith("--route=")).map((a) => a.slice("--route=".length));
const PAGE_ROUTES = routesGiven.length ? routesGiven : ["/", "/blog/tax-residency-guide-183-day-rule/", "/404.html"];
const publicDir = path.resolve(root, option("public") ?? "public");

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const banner = '[role="region"][aria-label="Cookie consent"]';
// A carousel's slide index: the static first view's scroll, or react-slick's current slide.
const carouselState = (name) => `(() => {
  const region = document.querySelector('[aria-roledescription][aria-label="${name}"]');
  const track = region && region.querySelector("[data-carousel-static]");
  if (track) { const w = track.firstElementChild.getBoundingClientRect().width; return String(Math.round(track.scrollLeft / w)); }
  const current = region && region.querySelector(".slick-current");
  return current ? current.getAttribute("data-index") : "none";
})()`;
// react-slick shows arrows on the article carousel from the medium breakpoint up (a swipe
// below it), and never on the logo carousel (it plays by itself).
const carousel = (name, region, direction, noun) => ({
  name: `${name} ${direction}`,
  route: "/",
  viewport: DESKTOP,
  selector: `[aria-label="${region}"] button[aria-label="${direction === "next" ? "Next" : "Previous"} ${noun}"]`,
  scrollTo: `[aria-roledescription][aria-label="${region}"]`,
  state: carouselState(region),
});

/**
 * Each control: where it is, how to find it, and its state (an expression evaluated in the
 * page). One that every page has (`everyPage`) is measured on each of PAGE_ROUTES.
 */
const CONTROL_KINDS = [
  {
    name: "cookie accept",
    route: "/",
    everyPage: true,
    viewport: PHONE,
    banner: true,
    selector: `${banner} button:nth-of-type(2)`,
    text: "Accept Cookies",
    state: `localStorage.getItem("cookie-consent")`,
  },
  {
    name: "cookie decline",
    route: "/",
    everyPage: true,
    viewport: PHONE,
    banner: true,
    selector: `${banner} button`,
    text: "Decline",
    state: `localStorage.getItem("cookie-consent")`,
  },
  {
    name: "cookie close",
    route: "/",
    everyPage: true,
    viewport: PHONE,
    banner: true,
    selector: `${banner} button[aria-label]`,
    state: `localStorage.getItem("cookie-consent")`,
  },
  {
    // In the footer: it brings the banner back, forgetting the choice made.
    name: "cookie settings",
    route: "/",
    everyPage: true,
    viewport: PHONE,
    selector: 'footer button[data-action="reconsent"]',
    scrollTo: 'footer button[data-action="reconsent"]',
    state: `localStorage.getItem("cookie-consent")`,
  },
  {
    name: "mobile menu",
    route: "/",
    everyPage: true,
    viewport: PHONE,
    selector: 'header button[aria-label="Open menu"], header button[aria-label="Close menu"]',
    state: `document.querySelector('header button[aria-label$=" menu"]').getAttribute("aria-expanded")`,
  },
  {
    name: "theme toggle",
    route: "/",
    everyPage: true,
    viewport: PHONE,
    selector: 'header button[aria-label^="Theme:"]',
    state: `document.documentElement.dataset.themeMode`,
  },
  {
    name: "services menu",
    route: "/",
    everyPage: true,
    viewport: DESKTOP,
    selector: 'header nav[aria-label="Main"] button[aria-expanded]',
    state: `document.querySelector('header nav[aria-label="Main"] button[aria-expanded]').getAttribute("aria-expanded")`,
  },
  carousel("articles", "Article carousel", "next", "articles"),
  carousel("articles", "Article carousel", "prev", "articles"),
  {
    name: "faq item",
    route: "/services/company-formation/",
    viewport: PHONE,
    selector: "main details summary",
    scrollTo: "main details",
    state: `String(document.querySelector("main details").open)`,
  },
  {
    name: "logo pause",
    route: "/",
    viewport: PHONE,
    selector: 'button[data-action="press"]',
    scrollTo: 'button[data-action="press"]',
    state: `document.querySelector('button[data-action="press"]').getAttribute("aria-pressed")`,
  },
  {
    name: "booking frame",
    route: "/landing/",
    viewport: PHONE,
    selector: 'button[data-action="frame"]',
    scrollTo: 'button[data-action="frame"]',
    state: `String(document.querySelector("iframe[data-src]").hasAttribute("src"))`,
  },
  {
    name: "reference button",
    route: "/",
    reference: true,
    viewport: PHONE,
    selector: 'button[aria-label="Open menu"]',
    state: `document.querySelector("button").getAttribute("aria-expanded")`,
  },
];
const CONTROLS = CONTROL_KINDS.flatMap((control) =>
  control.everyPage ? PAGE_ROUTES.map((route) => ({ ...control, route })) : [control],
).filter((control) => !only.length || only.includes(control.name));

// The reference: a blank page whose one button answers from the first paint (no script but its onclick).
const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Reference</title></head>
<body><button aria-label="Open menu" aria-expanded="false" style="position:absolute;top:16px;right:16px;width:48px;height:48px"
onclick="this.setAttribute('aria-expanded',String(this.getAttribute('aria-expanded')!=='true'))">=</button>
<h1 style="margin-top:96px">A heading</h1><p>A paragraph.</p></body></html>`;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

async function newContext(browser, control) {
  const context = await browser.newContext({
    viewport: control.viewport,
    hasTouch: true,
    isMobile: control.viewport === PHONE,
  });
  await context.route("**/*", (route) =>
    LOOPBACK.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
  );
  // Only the banner's own controls see the banner: it would cover what is under it.
  if (!control.banner) await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  return context;
}

const matches = (control) =>
  `(el) => !!el && !!el.closest(${JSON.stringify(control.selector)})` +
  (control.text ? ` && el.closest("button").textContent.trim() === ${JSON.stringify(control.text)}` : "");

/** Where the control is once the page has settled (unthrottled): the same place as at first paint, the layout not shifting. */
async function locate(browser, url, control) {
  const context = await newContext(browser, control);
  const page = await context.newPage();
  await page.addInitScript({ content: recorder(control) });
  await page.goto(url, { waitUntil: "load" });
  if (control.scrollTo)
    await page.evaluate((s) => document.querySelector(s).scrollIntoView({ block: "center" }), control.scrollTo);
  const point = await page.waitForFunction(
    (selector) => {
      const isControl = window.__tapsIsControl;
      for (const el of document.querySelectorAll(selector)) {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (r.width && isControl(document.elementFromPoint(x, y))) return { x, y };
      }
      return null;
    },
    control.selector,
    { timeout: 60_000, polling: 100 },
  );
  const result = await point.jsonValue();
  await context.close();
  return result;
}

// In the page before any of its scripts: holds back taps that miss the control, and records each
// tap on it with its time and the control's state just before it.
function recorder(control) {
  return `(() => {
    const taps = (window.__taps = { fcp: null, start: null, records: [], missed: [], done: false });
    // Helpers for the script's own evaluations too: the page's CSP forbids eval.
    const isControl = (window.__tapsIsControl = ${matches(control)});
    const state = (window.__tapsState = () => { try { return String(${control.state}); } catch { return "n/a"; } });
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName("first-contentful-paint")[0];
      if (entry && taps.fcp === null) { taps.fcp = entry.startTime; if (!${Boolean(control.scrollTo)}) taps.start = entry.startTime; }
    }).observe({ type: "paint", buffered: true });
    // Whether a tap came before the paint is decided afterwards (firstWorkingTap), from its own time: the page
    // learns of its paint 50 to 90 ms after it happens (a blank page at 4x slowdown), too late to decide here.
    addEventListener("click", (event) => {
      if (taps.done || !isControl(event.target)) {
        if (!taps.done) taps.missed.push(event.timeStamp);
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      taps.records.push({ t: event.timeStamp, state: state() });
    }, true);
  })()`;
}

async function measure(browser, url, control, point) {
  const context = await newContext(browser, control);
  const page = await context.newPage();
  await page.addInitScript({ content: recorder(control) });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const tap = () => {
    const touchPoints = [{ x: point.x, y: point.y }];
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints }).catch(() => {});
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }).catch(() => {});
  };
  await page.goto(url, { waitUntil: "commit" });
  const timer = setInterval(tap, 20);
  const deadline = Date.now() + 40_000;
  let result = null;
  try {
    if (control.scrollTo) {
      // Once the page has painted and arrived whole (the carousel may be further down the HTML).
      await page.waitForFunction(() => window.__taps.fcp !== null && document.readyState !== "loading", null, {
        polling: 20,
        timeout: 40_000,
      });
      await page.evaluate((s) => {
        document.querySelector(s).scrollIntoView({ block: "center", behavior: "instant" });
        window.__taps.start = performance.now();
      }, control.scrollTo);
    }
    while (!result && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const load = await page.evaluate(() => {
        const { start, fcp, records, missed } = window.__taps;
        return { start, fcp, records, missed, state: window.__tapsState() };
      });
      result = firstWorkingTap(load);
      if (result) {
        result.fcp = load.fcp;
        await page.evaluate(() => (window.__taps.done = true));
      }
    }
  } finally {
    clearInterval(timer);
    await context.close();
  }
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

const server = await startStaticServer({ root: publicDir, port: 0 });
const referenceDir = fs.mkdtempSync(path.join(os.tmpdir(), "taps-reference-"));
fs.writeFileSync(path.join(referenceDir, "index.html"), REFERENCE_HTML);
const referenceServer = await startStaticServer({ root: referenceDir, port: 0, headers: false });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags, headless: true });
const rows = [];
try {
  for (const control of CONTROLS) {
    const url = (control.reference ? referenceServer.url : server.url) + control.route;
    const point = await locate(browser, url, control).catch((error) => {
      console.log(`  ${control.name}: ${String(error).split("\n")[0]}`);
      return null;
    });
    const results = [];
    for (let i = 0; i < runs && point; i += 1) {
      const result = await measure(browser, url, control, point).catch((error) => ({ error: String(error) }));
      results.push(result);
      process.stdout.write(
        `  ${control.name} ${control.route} run ${i + 1}: ${result?.ms != null ? `${Math.round(result.ms)} ms, first tap on it ${Math.round(result.first)} ms, ${result.lost} lost, ${result.missed} missed${result.early ? ", answered a tap made before the paint" : ""}` : (result?.error ?? "never worked")}\n`,
      );
    }
    const ok = results.filter((r) => r?.ms != null);
    rows.push({
      control: control.name,
      route: control.route,
      ms: ok.length === results.length && ok.length ? median(ok.map((r) => r.ms)) : null,
      lost: ok.length ? median(ok.map((r) => r.lost)) : null,
      first: ok.length ? median(ok.map((r) => r.first)) : null,
      fcp: ok.length ? median(ok.map((r) => r.fcp)) : null,
      note: point
        ? `${ok.length}/${results.length} loads${ok.some((r) => r.early) ? `, ${ok.filter((r) => r.early).length} answering a tap made before the paint` : ""}`
        : "control not found",
    });
  }
} finally {
  await browser.close();
  await server.close();
  await referenceServer.close();
  fs.rmSync(referenceDir, { recursive: true, force: true });
}

console.log(`\n${path.relative(root, publicDir) || publicDir}, ${runs} load(s) per control (medians)\n`);
console.log(
  "| Control | Route | First paint | First tap on the control | First tap that works | Taps on it lost | Loads |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const row of rows) {
  const ms = (v) => (v == null ? "never" : `${Math.round(v)} ms`);
  console.log(
    `| ${row.control} | ${row.route} | ${row.fcp == null ? "n/a" : ms(row.fcp)} | ${ms(row.first)} | ${ms(row.ms)} | ${row.lost ?? "n/a"} | ${row.note} |`,
  );
}
