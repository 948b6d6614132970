// The lines `npm test` (scripts/test.mjs) prints under a step's line in its closing summary:
// the part of a CI log that is always shown, so it names what failed. Jest tests this file.
import path from "node:path";

const INDENT = "       ";
/** How many failed tests the summary names before it says how many more there are. */
export const MAX_NAMED = 10;

/** Files of a Jest JSON report that failed without running a test (they did not load). */
export const unloadedFiles = (report) =>
  report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0);

/** The failed tests of a Jest JSON report, by file (relative to `root`) and full name. */
export function failedTestLines(report, root) {
  const unloaded = unloadedFiles(report);
  const names = report.testResults.flatMap((file) => [
    ...file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${path.relative(root, file.name)}: ${test.fullName}`),
    ...(unloaded.includes(file) ? [`${path.relative(root, file.name)}: did not load`] : []),
  ]);
  const lines = names.slice(0, MAX_NAMED).map((name) => INDENT + name);
  if (names.length > MAX_NAMED) lines.push(`${INDENT}and ${names.length - MAX_NAMED} more`);
  return lines;
}

/** Each budget a route missed, and each route that passed only on the median of its extra runs. */
export function budgetLines(routes) {
  return routes.flatMap((route) => [
    ...route.misses.map((miss) => `${INDENT}${route.route}: ${miss.text}`),
    ...(route.runs > 1 && route.misses.length === 0
      ? [`${INDENT}${route.route}: within budget on the median of ${route.runs} runs (its first run missed)`]
      : []),
  ]);
}

/**
 * The last lines of `npm test`: the skipped and todo counts, then the plain line
 * `N passed, N failed` that CI reads, last.
 */
export const closingLines = ({ passed, failed, skipped, todo }) => [
  `${skipped} skipped, ${todo} todo`,
  `${passed} passed, ${failed} failed`,
];

/**
 * The summary's line for `src/gatsby-types.d.ts`: the build writes the query types into it, and
 * the copy in git is what a clone typechecks and edits against before it builds. `before` and
 * `after` are the file's text before and after the build (null when there was none).
 */
export function typesLine(before, after) {
  if (before === after) return { ok: true, line: "ok   src/gatsby-types.d.ts as the build writes it" };
  return {
    ok: false,
    line: "FAIL src/gatsby-types.d.ts was stale: the build rewrote it from the site's queries; commit the file as it is now",
  };
}
