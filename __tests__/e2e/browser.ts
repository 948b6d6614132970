import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:9000";
export const PLAIN_URL = process.env.E2E_PLAIN_URL ?? BASE_URL;
import chromiumFlags from "../../scripts/chromium-flags.json";
import { testContentYaml } from "../helpers/site";

/** The analytics service content/site.yaml names: what a build with an analytics script runs. */
export const ANALYTICS_SERVICE = testContentYaml<{ providers: { analytics: { name: string } } }>("site.yaml").providers
  .analytics.name;

export const MOCK_URL = process.env.E2E_MOCK_URL ?? `http://127.0.0.1:${process.env.MOCK_PROVIDER_PORT ?? 4010}`;
// Debian's chromium-headless-shell: the same Chromium build as the chromium package, without
// the browser's windows, what Playwright runs for headless tests by default. A new page costs
// it a quarter of the CPU (docs/development.md); CHROMIUM_PATH=/usr/bin/chromium runs the full browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

// One list for the browser tests and `npm run bench`: without the background-networking
// flags Chromium keeps trying to reach Google's hosts from this closed network.
export const CHROMIUM_ARGS: string[] = chromiumFlags;

// One Chromium per test file, launched by the file's first page; setup/browserLifecycle.ts
// closes it once the file's tests are done.
let launched: Promise<Browser> | undefined;

function browser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  return launched;
}

/** Closes this test file's Chromium, if a test opened a page. */
export async function closeBrowser() {
  const closing = launched;
  launched = undefined;
  if (closing) await (await closing).close();
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export interface PageOptions {
  width?: number;
  height?: number;
  /**
   * Cookie choice stored before the page loads, made about the analytics service of
   * content/site.yaml (which `npm run build:e2e` runs); null leaves the banner up.
   */
  consent?: "accepted" | "declined" | null;
  colorScheme?: "light" | "dark";
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Requests to anything but loopback, all of them aborted. */
  blocked: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
  console: string[];
  /** What the Content-Security-Policy blocked on this page (its `securitypolicyviolation` events). */
  cspViolations: string[];
}

// Every CSP violation of every page the tests open, until taken: setup/cspGuard.ts fails
// the test during which one happened, unless the test took it as expected.
const unclaimedCspViolations: string[] = [];

/** The CSP violations seen since the last call (a test that provokes one takes it here). */
export function takeCspViolations(): string[] {
  return unclaimedCspViolations.splice(0);
}

/** A fresh context that blocks every request leaving the machine. */
export async function openPage(options: PageOptions = {}): Promise<TestPage> {
  const {
    width = 1280,
    height = 800,
    consent = "declined",
    colorScheme = "light",
    reducedMotion = "no-preference",
  } = options;
  const chromiumOfThisFile = await browser();
  const context = await chromiumOfThisFile.newContext({
    viewport: { width, height },
    colorScheme,
    reducedMotion,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const blocked: string[] = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:" || url.protocol === "blob:" || LOOPBACK.has(url.hostname)) return route.continue();
    blocked.push(url.href);
    return route.abort("blockedbyclient");
  });
  if (consent) {
    await context.addInitScript(
      ({ value, scope }) => {
        try {
          if (window.localStorage.getItem("cookie-consent")) return;
          window.localStorage.setItem("cookie-consent", value);
          window.localStorage.setItem("cookie-consent-analytics", scope);
        } catch {
          /* storage blocked in this test */
        }
      },
      { value: consent, scope: ANALYTICS_SERVICE },
    );
  }
  const cspViolations: string[] = [];
  await context.exposeBinding("__reportCspViolation", ({ frame }, text: string) => {
    const violation = `${frame.url()}: ${text}`;
    cspViolations.push(violation);
    unclaimedCspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleLines: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    consoleLines.push(`${message.type()}: ${message.text()}`);
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
    // Chromium logs each violation too, also when the page runs no script (forms without JavaScript).
    if (/Content Security Policy/i.test(message.text())) unclaimedCspViolations.push(`console: ${message.text()}`);
  });
  return { context, page, blocked, errors, console: consoleLines, cspViolations };
}

/** Waits until Gatsby has hydrated the whole page (React attached its handlers everywhere). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
  // The header, content and footer hydrate afterwards, in slices (HydrationBoundary); the
  // browser is idle only once React has no such work left.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
}

export async function gotoAndHydrate(page: Page, path: string, base = BASE_URL) {
  const response = await page.goto(base + path, { waitUntil: "load" });
  await waitForHydration(page);
  return response;
}

export const pageData = (path: string) => `/page-data${path}page-data.json`;

/**
 * Records the path of every 404 response the page gets. `unexpected404s` then gives those
 * that are not `allowed` (such as a 404 page's own).
 */
export function track404s(page: Page) {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  return {
    missing,
    unexpected404s: (allowed: (path: string) => boolean = () => false) => missing.filter((p) => !allowed(p)),
  };
}

/** The raw HTML that `gatsby build` wrote, fetched without running any script. */
export async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(BASE_URL + path);
  return { status: response.status, html: await response.text() };
}

// The mock provider keeps what each site origin sent apart (one origin per test worker).
const mockControl = (path: string) => `${MOCK_URL}${path}?origin=${encodeURIComponent(new URL(BASE_URL).origin)}`;

/** What this worker's pages sent to the mock provider since the last reset. */
export async function mockRequests(): Promise<
  Array<{ method: string; path: string; contentType: string; body: Record<string, unknown> }>
> {
  return (await fetch(mockControl("/__requests"))).json();
}

export type MockMode = "ok" | "invalid" | "error" | "drop";

/** Clears what the mock provider received from this worker's pages and sets how it answers them next. */
export async function resetMock(
  mode: MockMode = "ok",
  delayMs = 0,
  errors?: Array<{ field: string; code: string; message: string }>,
) {
  await fetch(mockControl("/__requests"), { method: "DELETE" });
  await fetch(mockControl("/__mode"), { method: "POST", body: JSON.stringify({ mode, delayMs, errors }) });
}

/**
 * Lays out every band the idle layout has not reached yet (src/lib/idleLayout.ts), as it would
 * once the page is idle, without waiting for it, and on a page without JavaScript: axe cannot see
 * into content skipped by `content-visibility`, and reads its text against the wrong background.
 */
export async function layOutBands(page: Page) {
  await page.addStyleTag({ content: "main > section, footer { content-visibility: visible !important; }" });
}

/**
 * Scrolls through the page as a visitor would: every carousel and testimonial wall loads its code
 * and replaces its static first view, and every entrance animation runs and finishes.
 */
export async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  // Every carousel and testimonial wall has loaded its code (react-slick, framer-motion) and
  // replaced its static first view, as for a visitor who scrolled there: else what the checks
  // after this read is the static view, and the animated one mounts behind them. One still
  // static (the page grew as its bands were laid out) is brought into view.
  await page.waitForFunction(
    () => {
      const still = document.querySelector('[data-carousel-static], [data-testimonial-wall="static"]');
      still?.scrollIntoView({ block: "center" });
      return !still;
    },
    undefined,
    { polling: 100 },
  );
  // Anything still waiting for its entrance (its animation code may have arrived after the
  // scroll went past) is brought into view until it has faded in.
  await page.waitForFunction(
    () => {
      const waiting = [...document.querySelectorAll("[data-reveal]")].find(
        (el) => getComputedStyle(el).opacity !== "1",
      );
      waiting?.scrollIntoView({ block: "center" });
      return !waiting;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits for every animation and transition that ends (the page's infinite ones never do), and
 * for those they set off: a colour that transitions on an element reaches the children that
 * inherit it, and their own transitions, only afterwards (after a theme switch axe once read a
 * footer's note halfway, in the light colour on the dark band). Ends once a frame has passed
 * with none running (at most 100 rounds: a page that kept starting new ones would be left to
 * the assertions that follow).
 */
export function animationsEnded(page: Page) {
  return page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    for (let round = 0, now = running(); now.length > 0 && round < 100; round += 1, now = running()) {
      // A transition replaced by another is cancelled: its promise rejects, and it has ended.
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      // A frame, waited for with an empty animation's promise: on a tab without JavaScript
      // (nojs.test.ts) Chromium runs no requestAnimationFrame or setTimeout callback.
      await document.body.animate([], { duration: 20 }).finished;
    }
  });
}

/**
 * The page's clock (Playwright's fake timers, installed before the page loads): time runs as
 * usual, so the page loads and hydrates as for a visitor, until `stop`. From then on only
 * `advance(ms)` moves it, firing at once every timer due in that span. "Nothing moves for 3.5 s"
 * is then checked without waiting 3.5 s, and a slow machine cannot make it pass wrongly.
 */
export async function heldClock(page: Page) {
  await page.clock.install();
  return {
    stop: async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000)),
    advance: (ms: number) => page.clock.runFor(ms),
  };
}

/** Resolves once `condition` holds, asked every 50 ms (what the browser does is not awaited here). */
export async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 50));
}
