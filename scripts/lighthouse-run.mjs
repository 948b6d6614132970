// One Lighthouse run (mobile, default simulated throttling) in Debian Chromium, summarised.
// Shared by `npm run bench` (budgets) and `npm run bench -- --compare` (builds side by side).
// Nothing leaves the machine: Chromium sends every request not bound for loopback to a local
// proxy that refuses it and remembers where it was going.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const FLAGS = JSON.parse(fs.readFileSync(path.join(root, "scripts/chromium-flags.json"), "utf8"));

/** Chrome itself, in its new headless mode: what a visitor's browser does, for every timing. */
export const FULL_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell, the old headless build of the same source: about a fifth
 * less time for `--ci`, whose load-independent figures were the same in both on every route
 * (docs/performance.md). Lighthouse does not trust its timings and bf-cache audit.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Runs Lighthouse once on `url` in a new Chromium and returns the numbers the bench reads.
 * `flags` are Lighthouse's; `notLeaks` are the hosts a page may reach (loopback);
 * `traceFile`, when given, receives the run's trace (for Chrome's
 * Performance panel) so a slow run can be looked at afterwards.
 */
export async function audit(
  url,
  { trap, flags = {}, notLeaks = new Set(), traceFile, chromePath = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM } = {},
) {
  // The shell is headless whatever it is told; the full browser is asked for its new headless mode.
  const headless = chromePath.endsWith("headless-shell") ? [] : ["--headless=new"];
  // Loopback bypasses the proxy (Chromium's default), so only requests leaving the machine reach the trap.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...headless, ...FLAGS, `--proxy-server=http://127.0.0.1:${trap.port}`],
  });
  const trappedBefore = trap.seen.length;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...flags });
    const lhr = result.lhr;
    if (traceFile) {
      fs.mkdirSync(path.dirname(traceFile), { recursive: true });
      fs.writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass));
    }
    const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
    const resource = (type) => resources.find((i) => i.resourceType === type);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    const leaked = requests
      .map((item) => item.url)
      .filter((u) => /^(https?|wss?):/.test(u) && !notLeaks.has(new URL(u).hostname));
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
      // What moved, when anything did: "selector (score)".
      shifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map(
        (item) => `${item.node?.selector ?? item.node?.nodeLabel ?? "?"} (${Number(item.score ?? 0).toFixed(3)})`,
      ),
      // What the unthrottled load itself showed (Lighthouse simulates the timings above from it).
      observedFcp: observed.observedFirstContentfulPaint ?? null,
      observedLcp: observed.observedLargestContentfulPaint ?? null,
      observedLoad: observed.observedLoad ?? null,
      bootupMs: lhr.audits["bootup-time"]?.numericValue ?? null,
      jsBytes: resource("script")?.transferSize ?? null,
      // Each script and what it cost on the wire, for --compare's list of where the bytes go.
      scripts: requests
        .filter((item) => item.resourceType === "Script")
        .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 })),
      totalBytes: resource("total")?.transferSize ?? null,
      requests: resource("total")?.requestCount ?? null,
      leaked,
      leaks: leaked.length,
      refused: trap.seen.slice(trappedBefore),
      consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map(
        (i) => `${i.source}: ${i.description} ${i.sourceLocation?.url ?? i.url ?? ""}`,
      ),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
      warnings: lhr.runWarnings,
      error: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

/** A failed run counts as a run with no numbers: every budget of the route misses. */
export const failedRun = (error) => ({
  error: String(error?.message ?? error),
  scripts: [],
  failing: [],
  consoleErrors: [],
  leaked: [],
  refused: [],
});
