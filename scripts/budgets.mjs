// The performance budgets of `npm run bench -- --check` (issue 14), and the pure comparison
// of one route's Lighthouse summary against them. No Lighthouse here: Jest tests this file
// with small fixtures.

export const KIB = 1024;

/**
 * One entry per measured metric. `limit` is "min" (the value must be at least the budget),
 * "max" (at most) or "below" (strictly less). `stable` metrics do not swing with machine
 * load, so CI gates them from a single run; the others (timings and the performance score
 * made from them) are gated only by the full local check, on medians.
 */
export const METRICS = [
  { key: "performance", label: "performance", limit: "min", stable: false },
  { key: "accessibility", label: "accessibility", limit: "min", stable: true },
  { key: "best-practices", label: "best practices", limit: "min", stable: true },
  { key: "seo", label: "SEO", limit: "min", stable: true },
  { key: "cls", label: "CLS", limit: "below", stable: true },
  { key: "tbt", label: "TBT", limit: "max", stable: false, unit: "ms" },
  { key: "lcp", label: "LCP", limit: "max", stable: false, unit: "ms" },
  { key: "jsBytes", label: "JavaScript transferred", limit: "max", stable: true, unit: "KiB" },
  { key: "totalBytes", label: "bytes transferred", limit: "max", stable: true, unit: "KiB" },
  { key: "requests", label: "requests", limit: "max", stable: true },
  { key: "leaks", label: "requests to other hosts", limit: "max", stable: true },
];

/**
 * The numbers. Scores, CLS and timings are the (timings are Lighthouse's simulated
 * mobile ones), and so is the JavaScript of the home page and of an article. The other
 * byte and request budgets come from measured builds, with headroom (the commit message
 * that set them says how).
 */
export const BUDGETS = {
  all: {
    performance: 95,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    cls: 0.01,
    tbt: 200,
    lcp: 2500,
    leaks: 0,
  },
  home: { jsBytes: 130 * KIB, totalBytes: 280 * KIB, requests: 28 },
  article: { jsBytes: 110 * KIB, totalBytes: 300 * KIB, requests: 32 },
  page: { jsBytes: 150 * KIB, totalBytes: 330 * KIB, requests: 34 },
};

/** Which set of budgets a route falls under: the home page, an article, or any other page. */
export function routeKind(route) {
  if (route === "/") return "home";
  if (/^\/blog\/[^/]+\/$/.test(route)) return "article";
  return "page";
}

/** The middle of the numbers among `values` (the mean of the two middle ones), or null when there are none. */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The budgets that apply to a route. */
export function budgetFor(route, budgets = BUDGETS) {
  return { ...budgets.all, ...budgets[routeKind(route)] };
}

const meets = { min: (v, b) => v >= b, max: (v, b) => v <= b, below: (v, b) => v < b };
const words = { min: "at least", max: "at most", below: "below" };

/** A value as the tables print it: KiB with one decimal, milliseconds whole, CLS with three. */
export function formatValue(metric, value) {
  if (value == null) return "n/a";
  if (metric.unit === "KiB") return `${(value / KIB).toFixed(1)} KiB`;
  if (metric.unit === "ms") return `${Math.round(value)} ms`;
  if (metric.key === "cls") return value.toFixed(3);
  return String(value);
}

/**
 * Compares one route's summary (metric key -> number, null when Lighthouse gave none)
 * against its budget. `stableOnly` leaves out the metrics that swing with machine load.
 * A budgeted metric with no value is a miss: a gate must not pass on a missing number.
 */
export function findMisses(summary, budget, { stableOnly = false } = {}) {
  const misses = [];
  for (const metric of METRICS) {
    const limit = budget[metric.key];
    if (limit == null || (stableOnly && !metric.stable)) continue;
    const value = summary[metric.key];
    if (typeof value === "number" && meets[metric.limit](value, limit)) continue;
    misses.push({
      key: metric.key,
      value: value ?? null,
      limit,
      text: `${metric.label} ${formatValue(metric, value)}, budget ${words[metric.limit]} ${formatValue(metric, limit)}`,
    });
  }
  return misses;
}

/**
 * One route's runs as one summary: the median of each metric over the runs that gave it (a run
 * Lighthouse could not finish gives none), except requests to other hosts, where the most any
 * run made counts: one leak is never outvoted.
 */
export function summarizeRuns(runs) {
  const summary = {};
  for (const metric of METRICS) {
    const numbers = runs.map((run) => run[metric.key]).filter((v) => typeof v === "number");
    summary[metric.key] = metric.key === "leaks" ? (numbers.length ? Math.max(...numbers) : null) : median(numbers);
  }
  return summary;
}

/**
 * In CI a route gets one run, and two more only when that run missed a budget: the verdict is
 * then the median of three, the rule of the full local check, so one run disturbed by the
 * machine (a Lighthouse run that could not finish, an audit taken mid-animation) cannot fail CI
 * alone, while a miss in every run (a heavier bundle, a contrast error in the markup) still does.
 */
export const CI_RUNS_ON_MISS = 3;

/** Whether a route's runs so far still miss a budget and may have another run (`maxRuns` in all). */
export function needsAnotherRun(runs, budget, { stableOnly = false, maxRuns = CI_RUNS_ON_MISS } = {}) {
  return runs.length < maxRuns && findMisses(summarizeRuns(runs), budget, { stableOnly }).length > 0;
}
