// What `npm run bench -- --compare` measures: which builds, and which path of each build stands
// for each route of the table. Pure, so that Jest can test it (scripts/bench-routes.d.mts).

/**
 * `--compare=name=folder,folder,...`: each build is a folder, optionally named (the folder
 * itself names it otherwise).
 */
export function parseBuilds(value) {
  const builds = value.split(",").map((spec) => {
    const at = spec.indexOf("=");
    const [name, folder] = at === -1 ? [spec, spec] : [spec.slice(0, at), spec.slice(at + 1)];
    if (!name || !folder) throw new Error(`--compare: "${spec}" is not name=folder or folder`);
    return { name, folder };
  });
  const names = builds.map((b) => b.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`--compare: two builds are named ${twice}`);
  return builds;
}

/**
 * The routes to measure and, per build, the path that stands for each. Every build is
 * measured at the route itself unless a `--route=ROUTE=BUILD:PATH[,BUILD:PATH...]` says that
 * BUILD has ROUTE at PATH instead (another site's article or 404 page has another address).
 * Routes are the `--only` ones, then the `--route` ones not already listed; `/` when none.
 */
export function planRoutes(args, buildNames) {
  const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.slice("--only=".length));
  const plan = new Map();
  const add = (route) => {
    if (!route.startsWith("/")) throw new Error(`"${route}" is not a route: it should start with /`);
    if (!plan.has(route)) plan.set(route, Object.fromEntries(buildNames.map((name) => [name, route])));
    return plan.get(route);
  };
  for (const route of only) add(route);
  for (const arg of args.filter((a) => a.startsWith("--route="))) {
    const spec = arg.slice("--route=".length);
    const at = spec.indexOf("=");
    if (at === -1) throw new Error(`${arg}: expected --route=ROUTE=BUILD:PATH[,BUILD:PATH...]`);
    const paths = add(spec.slice(0, at));
    const seen = new Set();
    for (const pair of spec.slice(at + 1).split(",")) {
      const colon = pair.indexOf(":");
      const [name, where] = colon === -1 ? [pair, ""] : [pair.slice(0, colon), pair.slice(colon + 1)];
      if (!buildNames.includes(name)) {
        throw new Error(`${arg}: no build named "${name}" (builds: ${buildNames.join(", ")})`);
      }
      if (!where.startsWith("/")) throw new Error(`${arg}: "${pair}" should be BUILD:/path/`);
      if (seen.has(name)) throw new Error(`${arg}: ${name} is given twice`);
      seen.add(name);
      paths[name] = where;
    }
  }
  if (plan.size === 0) add("/");
  return [...plan].map(([route, paths]) => ({ route, paths }));
}

/** `b / a`, or null when either is missing or `a` is 0. */
export function ratio(b, a) {
  if (typeof a !== "number" || typeof b !== "number" || a === 0) return null;
  return b / a;
}
