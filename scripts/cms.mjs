// `npm run cms`: the CMS on this machine, with nothing leaving it. decap-server (Decap's
// local backend) writes what you save straight into content/ of this working tree, and
// `gatsby develop` shows the site, updated as you save, with the CMS at /admin/.
// Stop both with Ctrl+C. DECAP_SERVER_PORT changes decap-server's port (8081); other
// arguments go to gatsby develop (`npm run cms -- --port 8100`).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const port = process.env.DECAP_SERVER_PORT || "8081";
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DECAP_SERVER_PORT: port };

const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  cwd: root,
  stdio: "inherit",
  // fs mode: saving writes the files (no branches; "Publish" saves at once).
  env: { ...env, PORT: port, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
});
const args = process.argv.slice(2);
const site = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", ...args], {
  cwd: root,
  stdio: "inherit",
  env,
});
const sitePort = args.includes("--port") ? args[args.indexOf("--port") + 1] : "8000";
console.log(
  `\nThe CMS, once the site is up: http://localhost:${sitePort}/admin/ (saves into ${path.join(root, "content")})\n`,
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  server.kill();
  site.kill();
  process.exitCode = code;
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
server.on("exit", (code) => stop(code ?? 0));
site.on("exit", (code) => stop(code ?? 0));
