// Types of scripts/test-summary.mjs, for the Jest test that imports it.

export interface JestFileResult {
  name: string;
  status: string;
  assertionResults: { status: string; fullName: string }[];
}
export interface JestReport {
  testResults: JestFileResult[];
}
export interface RouteVerdict {
  route: string;
  runs: number;
  misses: { text: string }[];
}

export declare const MAX_NAMED: number;
export declare function unloadedFiles(report: JestReport): JestFileResult[];
export declare function failedTestLines(report: JestReport, root: string): string[];
export declare function budgetLines(routes: RouteVerdict[]): string[];
export declare function closingLines(counts: {
  passed: number;
  failed: number;
  skipped: number;
  todo: number;
}): string[];
export declare function typesLine(before: string | null, after: string | null): { ok: boolean; line: string };
