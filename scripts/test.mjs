// `npm test`: lint and unit tests while the site builds (endpoints pointed at the mock
// provider), then the browser tests, and beside them the typecheck (it reads the GraphQL
// types the build has just written), the load-independent performance budgets (Lighthouse,
// one run per route on the same build, three on a miss) and the warm rebuild (__tests__/warm/). Every step runs even if an earlier one
// failed, so one run shows everything, except that a failed build skips the browser tests, the budgets and the warm
// rebuild. Ends with `N skipped, N todo` and then the plain line `N passed, N failed` (Jest and browser tests added up, each route's budgets count as one
// test; a failed typecheck, lint or build, and a test file that fails to load, each count
// as one failure).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_BUILD_ENV } from "./e2e-env.mjs";
import { budgetLines, closingLines, failedTestLines, typesLine, unloadedFiles } from "./test-summary.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true", FORCE_COLOR: "0" };
const started = Date.now();

const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
const summary = [];

/**
 * Runs one command. In the foreground its output streams; in the background (`background`
 * names the step it runs beside) it goes to a log that is printed whole when the command
 * ends, so outputs never mix.
 */
function run(label, command, args, { extraEnv = {}, background = false } = {}) {
  const log = path.join(tmp, `${label.replace(/\W+/g, "-")}.log`);
  const out = background ? fs.openSync(log, "w") : "inherit";
  if (!background) console.log(`\n=== ${label} ===`);
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", out, out], env: { ...env, ...extraEnv } });
    const done = (ok) => {
      if (background) {
        fs.closeSync(out);
        console.log(`\n=== ${label} (ran beside ${background}) ===\n${fs.readFileSync(log, "utf8")}`);
      }
      summary.push(`${ok ? "ok  " : "FAIL"} ${label} (${Math.round((Date.now() - begun) / 1000)} s)`);
      resolve(ok);
    };
    child.on("error", (error) => {
      console.error(`${label}: ${error.message}`);
      done(false);
    });
    child.on("close", (code) => done(code === 0));
  });
}

async function step(label, command, args, options) {
  const ok = await run(label, command, args, options);
  if (!ok) counts.failed += 1;
  return ok;
}

async function jest(label, config, outFile, options) {
  const out = path.join(tmp, outFile);
  fs.rmSync(out, { force: true });
  const args = ["--ci", "--json", `--outputFile=${out}`];
  if (config) args.push("-c", config, "--runInBand");
  const ok = await run(label, bin("jest"), args, options);
  if (!fs.existsSync(out)) {
    if (!ok) counts.failed += 1;
    return ok;
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests;
  counts.todo += report.numTodoTests;
  // A test file that fails to load runs no test: it still fails the run, once per file.
  const unloaded = unloadedFiles(report);
  counts.failed += unloaded.length;
  summary.push(...failedTestLines(report, root));
  if (!ok && report.numFailedTests === 0 && unloaded.length === 0) counts.failed += 1;
  return ok;
}

async function budgets(label) {
  const out = path.join(tmp, "bench-ci.json");
  fs.rmSync(out, { force: true });
  const ok = await run(label, process.execPath, [path.join(root, "scripts/bench.mjs"), "--ci", `--report=${out}`], {
    background: "the browser tests",
  });
  if (fs.existsSync(out)) {
    const { routes } = JSON.parse(fs.readFileSync(out, "utf8"));
    for (const route of routes) {
      if (route.misses.length === 0) counts.passed += 1;
      else counts.failed += 1;
    }
    // Under the step's line in the summary, the last lines CI shows: what missed, and which
    // routes needed more than one run (the log above has each run's figures and failing audits).
    summary.push(...budgetLines(routes));
  } else if (!ok) {
    counts.failed += 1;
  }
}

// The query types the build writes: the copy in git must be what it writes (typesLine).
const typesFile = path.join(root, "src", "gatsby-types.d.ts");
const readTypes = () => (fs.existsSync(typesFile) ? fs.readFileSync(typesFile, "utf8") : null);
const typesBefore = readTypes();

// The build uses both cores only in bursts; lint and the unit tests take up the slack.
const [built] = await Promise.all([
  step("build (forms pointed at the mock provider)", process.execPath, [path.join(root, "scripts/build.mjs")], {
    extraEnv: E2E_BUILD_ENV,
  }),
  (async () => {
    await step("lint", "npm", ["run", "--silent", "lint"], { background: "the build" });
    await jest("unit tests (Jest)", null, "jest-unit.json", { background: "the build" });
  })(),
]);
// The browser tests spend much of their time waiting on pages; the typecheck and the budgets
// (which gate only what does not swing with machine load) take up the other core meanwhile.
const typecheck = (background) => step("typecheck", "npm", ["run", "--silent", "typecheck"], { background });
if (built) {
  const types = typesLine(typesBefore, readTypes());
  summary.push(types.line);
  if (!types.ok) counts.failed += 1;
  await Promise.all([
    jest("browser tests (Playwright + Chromium)", "jest.e2e.config.js", "jest-e2e.json"),
    (async () => {
      await typecheck("the browser tests");
      await budgets("performance budgets (Lighthouse, one run per route, three on a miss)");
      await jest(
        "warm rebuild (a copy built again after content changes, as Netlify does)",
        "jest.warm.config.js",
        "jest-warm.json",
        {
          background: "the browser tests",
        },
      );
    })(),
  ]);
} else {
  await typecheck(false);
  summary.push("skip browser tests, performance budgets and warm rebuild (no build)");
}

console.log("\n=== summary ===");
for (const line of summary) console.log(line);
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s`);
for (const line of closingLines(counts)) console.log(line);
process.exit(counts.failed === 0 ? 0 : 1);
