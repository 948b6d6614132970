// `npm test`: typecheck, lint, unit tests, build (endpoints pointed at the mock provider),
// browser tests, then the load-independent performance budgets (Lighthouse, one run per route
// on the same build). Every step runs even if an earlier one failed, so one run shows
// everything. Ends with one plain line: `N passed, N failed` (Jest and browser tests added up,
// each route's budgets count as one test; a failed typecheck, lint or build counts as one
// failure).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_BUILD_ENV } from "./e2e-env.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true", FORCE_COLOR: "0" };

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  summary.push(`${ok ? "ok  " : "FAIL"} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

function jest(label, config, outFile) {
  const out = path.join(tmp, outFile);
  fs.rmSync(out, { force: true });
  const args = ["--ci", "--json", `--outputFile=${out}`];
  if (config) args.push("-c", config, "--runInBand");
  const ok = run(label, bin("jest"), args);
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that failed to load has no failed tests but must still fail the run.
    if (!ok && report.numFailedTests === 0) failed += 1;
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

function budgets(label) {
  const out = path.join(tmp, "bench-ci.json");
  fs.rmSync(out, { force: true });
  const ok = run(label, process.execPath, [path.join(root, "scripts/bench.mjs"), "--ci", `--report=${out}`]);
  if (fs.existsSync(out)) {
    const { routes } = JSON.parse(fs.readFileSync(out, "utf8"));
    for (const route of routes) {
      if (route.misses.length === 0) passed += 1;
      else failed += 1;
    }
  } else if (!ok) {
    failed += 1;
  }
}

function step(label, command, args, extraEnv) {
  const ok = run(label, command, args, extraEnv);
  if (!ok) failed += 1;
  return ok;
}

step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), ["."]);
jest("unit tests (Jest)", null, "jest-unit.json");
const built = step("build (forms pointed at the mock provider)", bin("gatsby"), ["build"], E2E_BUILD_ENV);
if (built) {
  jest("browser tests (Playwright + Chromium)", "jest.e2e.config.js", "jest-e2e.json");
  budgets("performance budgets (Lighthouse, one run per route)");
} else {
  summary.push("skip browser tests and performance budgets (no build)");
}

console.log("\n=== summary ===");
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
