// Types of scripts/budgets.mjs, for the Jest test that imports it.

export declare const KIB: number;

export type MetricKey =
  | "performance"
  | "accessibility"
  | "best-practices"
  | "seo"
  | "cls"
  | "tbt"
  | "lcp"
  | "jsBytes"
  | "totalBytes"
  | "requests"
  | "leaks";

export interface Metric {
  key: MetricKey;
  label: string;
  limit: "min" | "max" | "below";
  stable: boolean;
  unit?: "ms" | "KiB";
}

export type Budget = Partial<Record<MetricKey, number>>;
export type Summary = Partial<Record<MetricKey, number | null>>;

export interface Miss {
  key: MetricKey;
  value: number | null;
  limit: number;
  text: string;
}

export declare const METRICS: Metric[];
export declare const BUDGETS: { all: Budget; home: Budget; article: Budget; page: Budget };
export declare function routeKind(route: string): "home" | "article" | "page";
export declare function budgetFor(route: string, budgets?: typeof BUDGETS): Budget;
export declare function formatValue(metric: Metric, value: number | null | undefined): string;
export declare function findMisses(summary: Summary, budget: Budget, options?: { stableOnly?: boolean }): Miss[];
export declare function median(values: unknown[]): number | null;
export declare function summarizeRuns(runs: Summary[]): Summary;
export declare const CI_RUNS_ON_MISS: number;
export declare function needsAnotherRun(
  runs: Summary[],
  budget: Budget,
  options?: { stableOnly?: boolean; maxRuns?: number },
): boolean;
