// `npm run bench -- --compare=public,../other/public --only=/ --runs=5`: Lighthouse over two or
// more builds side by side. Each build folder is served on its own port; the runs are
// interleaved (route by route, build by build, the order of the builds turned by one each
// round) so that a change of machine load falls on every build alike. Prints the medians
// and, per run, the first paint the unthrottled load itself showed, where a late paint shows
// up that a median hides. Used to decide whether a piece of the site earns its place: build
// once with it and once without, compare.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStaticServer } from "./serve-static.mjs";
import { audit, failedRun, median } from "./lighthouse-run.mjs";
import { startLeakTrap } from "./leak-trap.mjs";

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

/** A build is a folder, optionally named: `name=folder`. */
function parseBuild(spec) {
  const [name, folder] = spec.includes("=") ? spec.split("=") : [spec, spec];
  const dir = path.resolve(root, folder);
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`--compare: ${folder} holds no built site`);
  return { name, dir };
}

export async function compare({ builds: specs, routes, runs, traces, flagsFor, notLeaks }) {
  const builds = specs.map(parseBuild);
  const trap = await startLeakTrap();
  for (const build of builds) {
    build.server = await startStaticServer({ root: build.dir, port: 0, headers: false });
  }
  const results = {};
  const started = Date.now();
  console.log(`Comparing ${builds.map((b) => b.name).join(", ")}; load average ${os.loadavg()[0].toFixed(2)}`);
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (let k = 0; k < builds.length; k += 1) {
        const build = builds[(k + round) % builds.length];
        const url = build.server.url + route;
        const traceFile = traces
          ? path.resolve(traces, `${build.name.replace(/\W+/g, "_")}${route.replace(/\W+/g, "_")}${round + 1}.json`)
          : undefined;
        const result = await audit(url, { trap, flags: flagsFor(url), notLeaks, traceFile }).catch(failedRun);
        ((results[route] ??= {})[build.name] ??= []).push(result);
        console.log(
          `  ${route} ${build.name} run ${round + 1}: perf ${result.performance ?? "n/a"}, LCP ${Math.round(result.lcp ?? NaN)}, ` +
            `TBT ${Math.round(result.tbt ?? NaN)}, observed FCP ${Math.round(result.observedFcp ?? NaN)} ` +
            `(load average ${os.loadavg()[0].toFixed(2)})${result.error ? ` error: ${result.error}` : ""}`,
        );
      }
    }
  }
  await trap.close();
  for (const build of builds) await build.server.close();

  const width = Math.max(...builds.map((b) => b.name.length), 5) + 2;
  console.log(`\nMedians of ${runs} interleaved runs (ms, except perf, CLS and KiB):`);
  for (const route of routes) {
    console.log(`\n${route}\n${"build".padEnd(width)}${COLUMNS.map(([h]) => h.padEnd(10)).join("")}`);
    for (const build of builds) {
      const rows = results[route][build.name];
      const cells = COLUMNS.map(([, get, show]) => {
        const value = median(rows.map(get));
        return (value == null ? "n/a" : show(value)).padEnd(10);
      });
      console.log(`${build.name.padEnd(width)}${cells.join("")}`);
    }
    for (const build of builds) {
      const fcps = results[route][build.name].map((r) => (r.observedFcp == null ? "n/a" : Math.round(r.observedFcp)));
      console.log(`  observed FCP per run, ${build.name}: ${fcps.join(" ")}`);
    }
  }
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const file = path.join(root, "bench-results", `compare-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const summary = { date: new Date().toISOString(), builds: builds.map(({ name, dir }) => ({ name, dir })), runs };
  fs.writeFileSync(file, JSON.stringify({ ...summary, results }, null, 2));
  console.log(`\n${Math.round((Date.now() - started) / 1000)} s; wrote ${path.relative(root, file)}`);
}
