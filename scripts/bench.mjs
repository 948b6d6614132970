// `npm run bench`: builds the site, serves it on loopback like Netlify (gzip, 404s) and runs
// Lighthouse (mobile, default throttling) in Debian Chromium over every built route.
// Prints a table of medians and writes every run to bench-results/.
//   --no-build       reuse public/ as it is
//   --runs=N         runs per route (default 3)
//   --only=/path/    bench one route (repeatable)
//   --check          exit 1 if a route misses a budget (scripts/budgets.mjs), with a table of misses
//   --ci             for `npm test`: one run per route on the existing build, gating only what
//                    does not swing with machine load (scores other than performance, CLS,
//                    bytes, requests); timings are printed, not gated. Implies --no-build --check.
//                    A route whose one run misses gets two more; the median of three decides.
//                    Runs in chromium-headless-shell (the same figures, a fifth less time);
//                    everything else in the full browser. CHROMIUM_PATH overrides both.
//   --report=FILE    also write each route's verdict to FILE (JSON), for scripts/test.mjs
//   --compare=DIR,DIR,...  measure builds side by side instead (no build, no budgets): each
//                    folder is served on its own port and the runs are interleaved, so a
//                    change of machine load falls on every build alike (scripts/bench-compare.mjs).
//                    --runs=N (default 5) and --only as above (default /); --traces=DIR keeps
//                    each run's trace for Chrome's Performance panel; --route=ROUTE=BUILD:PATH
//                    measures ROUTE at PATH on the build named BUILD (another site's article).
// Nothing leaves the machine: Chromium sends every request not bound for loopback to a local
// proxy that refuses it. A page's own request to another host misses the budget (the booking
// frame on /landing/ asks for nothing until the visitor taps its button); Chromium's background
// requests (it lists signed-in accounts and asks for a component at start-up, whatever the flags) are
// refused and listed, not gated.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "./cleanBuild.mjs";
import { startStaticServer } from "./serve-static.mjs";
import {
  CI_RUNS_ON_MISS,
  METRICS,
  budgetFor,
  findMisses,
  formatValue,
  median,
  needsAnotherRun,
  summarizeRuns,
} from "./budgets.mjs";
import { FULL_CHROMIUM, HEADLESS_SHELL, audit, failedRun } from "./lighthouse-run.mjs";
import { startLeakTrap } from "./leak-trap.mjs";
import { compare } from "./bench-compare.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ci = args.includes("--ci");
const check = ci || args.includes("--check");
const runs = ci ? 1 : Number(option("runs") ?? 3);
const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.split("=")[1]);
const reportFile = option("report");
const comparing = option("compare");

// The build of `npm run build`: a full one after a build here that did not finish (cleanBuild.mjs).
if (!ci && !comparing && !args.includes("--no-build")) {
  const status = build({ root });
  if (status !== 0) process.exit(status);
}

function routes() {
  const sitemap = fs.readFileSync(path.join(root, "public/sitemap-0.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // The 404 page is measured at /404.html: Lighthouse refuses to audit a 404 response.
  return only.length ? only : [...paths.sort(), "/404.html"];
}

// CI gets the three categories it gates and the few performance audits it reads, without the
// performance category's other audits (bf-cache alone navigates away and back): about half the time.
const LIGHTHOUSE_FLAGS = {
  disableFullPageScreenshot: true,
  ...(ci && {
    onlyCategories: ["accessibility", "best-practices", "seo"],
    onlyAudits: [
      "cumulative-layout-shift",
      // What moved, named in the log when a run's CLS misses.
      "layout-shifts",
      "largest-contentful-paint",
      "total-blocking-time",
      "resource-summary",
      "network-requests",
    ],
  }),
};

// The 404 page answers every unknown address, so it is noindex on purpose, which is exactly
// what the SEO audit is-crawlable reports; every other SEO audit still applies to it.
const flagsFor = (url) =>
  url.endsWith("/404.html") ? { ...LIGHTHOUSE_FLAGS, skipAudits: ["is-crawlable"] } : LIGHTHOUSE_FLAGS;

const NOT_LEAKS = new Set(["127.0.0.1", "localhost", "[::1]"]);

if (comparing) {
  await compare({
    builds: comparing,
    args,
    runs: Number(option("runs") ?? 5),
    traces: option("traces"),
    flagsFor,
    notLeaks: NOT_LEAKS,
  });
  process.exit(0);
}

const started = Date.now();
const chromePath = process.env.CHROMIUM_PATH ?? (ci ? HEADLESS_SHELL : FULL_CHROMIUM);
// Served without _headers: over this HTTP/1.1 server the 2 KB Content-Security-Policy would be
// counted again in every response's transfer size, where Netlify's HTTP/2 compresses a repeated
// header to a few bytes. The browser tests serve the build with every header and check the CSP.
const server = await startStaticServer({ root: path.join(root, "public"), port: 0, headers: false });
const trap = await startLeakTrap();
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const loadBefore = load();
console.log(
  `Machine: ${os.cpus().length} cores, load average ${loadBefore}; ${runs} run(s) per route in ${chromePath}` +
    (ci ? "; gating only what does not swing with load (timings are for information)" : ""),
);
const ms = (value) => (value == null ? "n/a" : `${Math.round(value)} ms`);
const all = {};
// In CI a route that misses with its one run gets two more, and the median of three decides
// (budgets.mjs, CI_RUNS_ON_MISS); each missed run is printed with what it missed and why.
const ciRule = { stableOnly: true, maxRuns: CI_RUNS_ON_MISS };
for (const route of routes()) {
  all[route] = [];
  const url = server.url + route;
  while (all[route].length < runs || (ci && needsAnotherRun(all[route], budgetFor(route), ciRule))) {
    const result = await audit(url, { trap, flags: flagsFor(url), notLeaks: NOT_LEAKS, chromePath }).catch(failedRun);
    all[route].push(result);
    process.stdout.write(
      `  ${route} run ${all[route].length}: perf ${result.performance ?? "n/a"}, LCP ${ms(result.lcp)}, TBT ${ms(result.tbt)} (load ${load()})\n`,
    );
    const missed = ci ? findMisses(result, budgetFor(route), { stableOnly: true }) : [];
    if (missed.length) {
      const why = [
        result.error && `Lighthouse failed: ${result.error}`,
        result.failing.length && `failing audits: ${result.failing.join(", ")}`,
        result.shifts?.length && `shifted: ${result.shifts.join(", ")}`,
        result.consoleErrors.length && `console errors: ${result.consoleErrors.join(" | ")}`,
      ].filter(Boolean);
      console.log(
        `    this run missed: ${missed.map((m) => m.text).join("; ")}${why.length ? `\n    ${why.join("\n    ")}` : ""}`,
      );
    }
  }
}
await trap.close();
await server.close();

const rows = Object.entries(all).map(([route, results]) => {
  // Any run that leaked counts; everything else is the median of the runs.
  const row = { route, ...summarizeRuns(results) };
  const misses = check ? findMisses(row, budgetFor(route), { stableOnly: ci }) : [];
  return {
    ...row,
    misses,
    runs: results.length,
    failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    consoleErrors: [...new Set(results.flatMap((r) => r.consoleErrors))],
    leaked: [...new Set(results.flatMap((r) => r.leaked))],
    refused: results.flatMap((r) => r.refused),
    errors: results.flatMap((r) => (r.error ? [r.error] : [])),
    // The first contentful paint each unthrottled load showed: a late one stands out here
    // where the simulated medians hide it.
    firstPaints: results.map((r) => r.observedFcp).filter((v) => typeof v === "number"),
  };
});

const metric = (key) => METRICS.find((m) => m.key === key);
const columns = [
  ["perf", 6, (r) => r.performance],
  ["a11y", 6, (r) => r.accessibility],
  ["bp", 5, (r) => r["best-practices"]],
  ["seo", 5, (r) => r.seo],
  ["LCP ms", 8, (r) => (r.lcp == null ? "n/a" : Math.round(r.lcp))],
  ["TBT ms", 8, (r) => (r.tbt == null ? "n/a" : Math.round(r.tbt))],
  ["CLS", 7, (r) => formatValue(metric("cls"), r.cls)],
  ["JS KiB", 8, (r) => (r.jsBytes == null ? "n/a" : (r.jsBytes / 1024).toFixed(1))],
  ["all KiB", 9, (r) => (r.totalBytes == null ? "n/a" : (r.totalBytes / 1024).toFixed(1))],
  ["req", 5, (r) => r.requests],
  ["leaks", 7, (r) => r.leaks],
  // --ci skips the audit that reports it.
  ...(ci
    ? []
    : [
        [
          "first paint ms, median (max)",
          30,
          (r) =>
            r.firstPaints.length
              ? `${Math.round(median(r.firstPaints))} (${Math.round(Math.max(...r.firstPaints))})`
              : "n/a",
        ],
      ]),
];
const pad = (v, n) => String(v ?? "n/a").padEnd(n);
const width = Math.max(...rows.map((r) => r.route.length)) + 2;
console.log(`\n${pad("route", width)}${columns.map(([h, n]) => pad(h, n)).join("")}${check ? "budgets" : ""}`);
for (const r of rows) {
  const verdict = check ? (r.misses.length ? `MISSED ${r.misses.length}` : "ok") : "";
  console.log(`${pad(r.route, width)}${columns.map(([, n, get]) => pad(get(r), n)).join("")}${verdict}`);
  if (ci && r.runs > 1) console.log(`    ${r.runs} runs: the first missed a budget, the median of ${r.runs} decides`);
  if (r.errors.length) console.log(`    Lighthouse failed: ${r.errors.join(" | ")}`);
  if (r.failingAudits.length) console.log(`    failing audits: ${r.failingAudits.join(", ")}`);
  if (r.consoleErrors.length) console.log(`    console errors: ${r.consoleErrors.join(" | ")}`);
  if (r.leaked.length) console.log(`    the page asked for other hosts: ${r.leaked.join(", ")}`);
}
const refused = rows.flatMap((r) => r.refused).map((url) => new URL(url).host);
if (refused.length) {
  const counts = [...new Set(refused)].map((host) => `${host} x${refused.filter((h) => h === host).length}`);
  console.log(`\nRefused by the local proxy (Chromium's background services): ${counts.join(", ")}`);
}
const rerun = rows.filter((r) => r.runs > runs).length;
const runsText = runs === 1 ? "one run per route" : `medians of ${runs} runs`;
const summary = `${runsText}${rerun ? ` (${rerun} route(s) run again after a miss, on medians)` : ""}; load average ${loadBefore} before, ${load()} after, ${os.cpus().length} cores`;
console.log(`\n${summary} (${Math.round((Date.now() - started) / 1000)} s)`);

const missed = rows.filter((r) => r.misses.length);
if (check) {
  if (missed.length) {
    console.log(`\nBudgets missed (${ci ? "CI: load-independent budgets only" : "all budgets"}):`);
    for (const r of missed) for (const miss of r.misses) console.log(`  ${pad(r.route, width)}${miss.text}`);
  } else {
    console.log(`\nEvery route is within its ${ci ? "load-independent " : ""}budgets.`);
  }
}

if (!ci) {
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const file = path.join(root, "bench-results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), runs, rows, all }, null, 2),
  );
  console.log(`Wrote ${path.relative(root, file)}`);
}
if (reportFile) {
  const report = {
    ci,
    runs,
    load: summary,
    routes: rows.map((r) => ({ route: r.route, runs: r.runs, misses: r.misses })),
  };
  fs.writeFileSync(path.resolve(reportFile), JSON.stringify(report, null, 2));
}
process.exit(check && missed.length ? 1 : 0);
