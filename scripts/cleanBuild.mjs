// The build of `npm run build` (scripts/build.mjs), `npm run build:e2e` and the test suite:
// `gatsby build`, started from a clean cache when the last build in this folder did not finish.
//
// Why: a build that stops (a content file with a mistake) after Gatsby has read the changed
// files keeps their new data in .cache/, but not which queries that data made stale. The next
// build then sees nothing changed and ships the old words: found on 27/11/2026 with a change to
// content/cta.yaml made together with a broken picture path in content/team.yaml; once the path
// was fixed, the build passed and every page still showed the old call to action. A clean build
// shows the new one. Netlify is not affected (gatsby-adapter-netlify stores the cache only after
// a build that finished), but `npm start`, `npm test` and the founder's own computer are.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

/** Present while a build runs, and after one that did not finish. */
export const UNFINISHED = ".build-unfinished";

const gatsby = (root) => path.join(root, "node_modules", ".bin", "gatsby");

/**
 * Runs `gatsby build` in `root` (cleaning first after an unfinished build) and returns its exit
 * status. `command` stands in for Gatsby in the tests of this script.
 */
export function build({ root = process.cwd(), env = {}, command = gatsby(root), log = console.log } = {}) {
  const marker = path.join(root, UNFINISHED);
  const run = (args) =>
    spawnSync(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    }).status ?? 1;
  if (fs.existsSync(marker)) {
    log(
      "The last build here did not finish, so Gatsby's cache may be behind the content files: " +
        "cleaning it first (gatsby clean), which makes this build a full one.",
    );
    const cleaned = run(["clean"]);
    if (cleaned !== 0) return cleaned;
  }
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  const status = run(["build"]);
  if (status === 0) fs.rmSync(marker, { force: true });
  return status;
}
