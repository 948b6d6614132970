// `npm run bench`: builds the site, serves it on loopback like Netlify (gzip, 404s) and runs
// Lighthouse (mobile, default throttling) in Debian Chromium over every built route.
// Prints a table of medians and writes every run to bench-results/.
//   --no-build       reuse public/ as it is
//   --runs=N         runs per route (default 3)
//   --only=/path/    bench one route (repeatable)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startStaticServer } from "./serve-static.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.split("=")[1]);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", ...JSON.parse(fs.readFileSync(path.join(root, "scripts/chromium-flags.json"), "utf8"))];

// Budgets from the issues: the 404 page (foundation) and the brand pages.
const BUDGETS = {
  default: { performance: 90, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.01, tbt: 200 },
  "/404.html": { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.01 },
};

if (!args.includes("--no-build")) {
  const built = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

function routes() {
  const sitemap = fs.readFileSync(path.join(root, "public/sitemap-0.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  // The 404 page is measured at /404.html: Lighthouse refuses to audit a 404 response.
  return only.length ? only : [...paths.sort(), "/404.html"];
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result.lhr;
    const scripts = lhr.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
      jsBytes: scripts?.transferSize ?? null,
      consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) => `${i.source}: ${i.description} ${i.sourceLocation?.url ?? i.url ?? ""}`),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

const server = await startStaticServer({ root: path.join(root, "public"), port: 0 });
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
console.log(`Machine: ${os.cpus().length} cores, load average ${load()}; ${runs} run(s) per route`);
const all = {};
for (const route of routes()) {
  all[route] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await audit(server.url + route);
    all[route].push(result);
    process.stdout.write(`  ${route} run ${i + 1}: perf ${result.performance}, TBT ${Math.round(result.tbt)} ms (load ${load()})\n`);
  }
}
await server.close();

const rows = Object.entries(all).map(([route, results]) => {
  const m = (key) => median(results.map((r) => r[key]));
  const row = {
    route,
    performance: m("performance"),
    accessibility: m("accessibility"),
    "best-practices": m("best-practices"),
    seo: m("seo"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    jsBytes: m("jsBytes"),
  };
  const budget = BUDGETS[route] ?? BUDGETS.default;
  const misses = [];
  for (const key of ["performance", "accessibility", "best-practices", "seo"]) {
    if (budget[key] != null && row[key] != null && row[key] < budget[key]) misses.push(`${key} < ${budget[key]}`);
  }
  if (budget.cls != null && row.cls >= budget.cls) misses.push(`CLS >= ${budget.cls}`);
  if (budget.tbt != null && row.tbt > budget.tbt) misses.push(`TBT > ${budget.tbt}`);
  row.budget = misses.length ? misses.join("; ") : "ok";
  row.failingAudits = [...new Set(results.flatMap((r) => r.failing))];
  return row;
});

const pad = (v, n) => String(v).padEnd(n);
console.log(
  `\n${pad("route", 62)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 5)}${pad("seo", 5)}${pad("LCP ms", 8)}${pad("TBT ms", 8)}${pad("CLS", 7)}${pad("JS KiB", 8)}budget`,
);
for (const r of rows) {
  console.log(
    `${pad(r.route, 62)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r["best-practices"], 5)}${pad(r.seo, 5)}${pad(Math.round(r.lcp), 8)}${pad(Math.round(r.tbt), 8)}${pad(r.cls?.toFixed(3), 7)}${pad((r.jsBytes / 1024).toFixed(1), 8)}${r.budget}`,
  );
  if (r.failingAudits.length) console.log(`${"".padEnd(4)}failing audits: ${r.failingAudits.join(", ")}`);
  const errors = [...new Set(all[r.route].flatMap((x) => x.consoleErrors))];
  if (errors.length) console.log(`${"".padEnd(4)}console errors: ${errors.join(" | ")}`);
}
console.log(`\nLoad average after the runs: ${load()} (medians of ${runs} runs; this machine is shared and slow)`);
fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
const file = path.join(root, "bench-results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), loadavg: os.loadavg(), runs, rows, all }, null, 2));
console.log(`Wrote ${path.relative(root, file)}`);
