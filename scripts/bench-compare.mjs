// `npm run bench -- --compare=public,../other/public --only=/ --runs=5`: Lighthouse over two or
// more builds side by side. Each build folder is served on its own port; the runs are
// interleaved (route by route, build by build, the order of the builds turned by one each
// round) so that a change of machine load falls on every build alike. Prints the medians,
// each later build's ratio to the first, the scripts each build loads and, per run, the TBT
// and the first paint the unthrottled load itself showed, where a late paint shows up that a
// median hides.
// Used to decide whether a piece of the site earns its place: build once with it and once
// without, compare. Another site can be compared too, where its pages have other addresses:
//   --route=ROUTE=BUILD:PATH[,BUILD:PATH...]  measure ROUTE (added to the --only routes) on
//       every build, but at PATH on the build named BUILD. Put the reference build first:
//   npm run bench -- --compare=starter=/work/starter/public,site=public --only=/
//     --route=/blog/tax-residency-guide-183-day-rule/=starter:/hello-world/ --only=/404.html
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStaticServer } from "./serve-static.mjs";
import { audit, failedRun } from "./lighthouse-run.mjs";
import { median } from "./budgets.mjs";
import { startLeakTrap } from "./leak-trap.mjs";
import { parseBuilds, planRoutes, ratio } from "./bench-routes.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const COLUMNS = [
  ["perf", (r) => r.performance, (v) => String(v)],
  ["FCP", (r) => r.fcp, (v) => String(Math.round(v))],
  ["LCP", (r) => r.lcp, (v) => String(Math.round(v))],
  ["TBT", (r) => r.tbt, (v) => String(Math.round(v))],
  ["CLS", (r) => r.cls, (v) => v.toFixed(3)],
  ["JS boot", (r) => r.bootupMs, (v) => String(Math.round(v))],
  ["JS KiB", (r) => r.jsBytes, (v) => (v / 1024).toFixed(1)],
  ["obs. FCP", (r) => r.observedFcp, (v) => String(Math.round(v))],
  ["obs. load", (r) => r.observedLoad, (v) => String(Math.round(v))],
];
// The columns a ratio to the first build means something for.
const RATIOS = ["FCP", "LCP", "TBT", "CLS", "JS boot", "JS KiB"];

function openBuild({ name, folder }) {
  const dir = path.resolve(root, folder);
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`--compare: ${folder} holds no built site`);
  return { name, dir };
}

/** `args` are the command line's: --only and --route say what to measure (scripts/bench-routes.mjs). */
export async function compare({ builds: spec, args, runs, traces, flagsFor, notLeaks }) {
  const builds = parseBuilds(spec).map(openBuild);
  const plan = planRoutes(
    args,
    builds.map((b) => b.name),
  );
  const trap = await startLeakTrap();
  for (const build of builds) {
    build.server = await startStaticServer({ root: build.dir, port: 0, headers: false });
  }
  const results = {};
  const started = Date.now();
  console.log(`Comparing ${builds.map((b) => b.name).join(", ")}; load average ${os.loadavg()[0].toFixed(2)}`);
  for (const { route, paths } of plan) {
    const elsewhere = builds.filter((b) => paths[b.name] !== route).map((b) => `${b.name} at ${paths[b.name]}`);
    if (elsewhere.length) console.log(`  ${route}: ${elsewhere.join(", ")}`);
  }
  for (let round = 0; round < runs; round += 1) {
    for (const { route, paths } of plan) {
      for (let k = 0; k < builds.length; k += 1) {
        const build = builds[(k + round) % builds.length];
        const where = paths[build.name];
        const url = build.server.url + where;
        const traceFile = traces
          ? path.resolve(traces, `${build.name.replace(/\W+/g, "_")}${where.replace(/\W+/g, "_")}${round + 1}.json`)
          : undefined;
        const result = await audit(url, { trap, flags: flagsFor(url), notLeaks, traceFile }).catch(failedRun);
        ((results[route] ??= {})[build.name] ??= []).push(result);
        console.log(
          `  ${where} ${build.name} run ${round + 1}: perf ${result.performance ?? "n/a"}, LCP ${Math.round(result.lcp ?? NaN)}, ` +
            `TBT ${Math.round(result.tbt ?? NaN)}, observed FCP ${Math.round(result.observedFcp ?? NaN)} ` +
            `(load average ${os.loadavg()[0].toFixed(2)})${result.error ? ` error: ${result.error}` : ""}`,
        );
      }
    }
  }
  await trap.close();
  for (const build of builds) await build.server.close();

  const [first] = builds;
  const width = Math.max(...builds.map((b) => b.name.length + first.name.length + 3), 5) + 2;
  console.log(`\nMedians of ${runs} interleaved runs (ms, except perf, CLS and KiB):`);
  for (const { route, paths } of plan) {
    const medians = Object.fromEntries(
      builds.map((b) => [b.name, COLUMNS.map(([, get]) => median(results[route][b.name].map(get)))]),
    );
    console.log(`\n${route}\n${"build".padEnd(width)}${COLUMNS.map(([h]) => h.padEnd(10)).join("")}`);
    for (const build of builds) {
      const cells = COLUMNS.map(([, , show], i) => {
        const value = medians[build.name][i];
        return (value == null ? "n/a" : show(value)).padEnd(10);
      });
      const at = paths[build.name] === route ? "" : `  (${paths[build.name]})`;
      console.log(`${build.name.padEnd(width)}${cells.join("")}${at}`);
    }
    for (const build of builds.slice(1)) {
      const cells = COLUMNS.map(([heading], i) => {
        if (!RATIOS.includes(heading)) return "".padEnd(10);
        const value = ratio(medians[build.name][i], medians[first.name][i]);
        return (value == null ? "n/a" : `${value.toFixed(2)}x`).padEnd(10);
      });
      console.log(`${`${build.name} / ${first.name}`.padEnd(width)}${cells.join("")}`);
    }
    for (const build of builds) {
      const fcps = results[route][build.name].map((r) => (r.observedFcp == null ? "n/a" : Math.round(r.observedFcp)));
      console.log(`  observed FCP per run, ${build.name}: ${fcps.join(" ")}`);
    }
    // TBT swings most with machine load: its spread says how far to trust the median.
    for (const build of builds) {
      const tbts = results[route][build.name].map((r) => (r.tbt == null ? "n/a" : Math.round(r.tbt)));
      console.log(`  TBT per run, ${build.name}: ${tbts.join(" ")}`);
    }
    for (const build of builds) {
      // Script sizes do not change between runs: the first run that loaded any shows them.
      const scripts = results[route][build.name].find((r) => r.scripts?.length)?.scripts ?? [];
      const listed = [...scripts]
        .sort((a, b) => b.transferSize - a.transferSize)
        .map((s) => `${new URL(s.url).pathname} ${(s.transferSize / 1024).toFixed(1)}`);
      console.log(`  scripts (KiB on the wire), ${build.name}: ${listed.join(", ") || "none"}`);
    }
  }

  console.log("\nRequests that tried to leave loopback (refused by the local proxy):");
  for (const build of builds) {
    const runsOf = Object.values(results).map((byBuild) => byBuild[build.name]);
    const leaked = [...new Set(runsOf.flat().flatMap((r) => r.leaked))];
    const refused = runsOf.flat().flatMap((r) => r.refused.map((url) => new URL(url).host));
    const counts = [...new Set(refused)].map((host) => `${host} x${refused.filter((h) => h === host).length}`);
    console.log(`  ${build.name}: the pages asked for ${leaked.join(", ") || "nothing off loopback"}`);
    console.log(`  ${build.name} runs, all of Chromium: ${counts.join(", ") || "nothing refused"}`);
  }

  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const file = path.join(root, "bench-results", `compare-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const summary = {
    date: new Date().toISOString(),
    loadavg: os.loadavg(),
    builds: builds.map(({ name, dir }) => ({ name, dir })),
    plan,
    runs,
  };
  fs.writeFileSync(file, JSON.stringify({ ...summary, results }, null, 2));
  console.log(
    `\n${Math.round((Date.now() - started) / 1000)} s; load average ${os.loadavg()[0].toFixed(2)}; wrote ${path.relative(root, file)}`,
  );
}
