import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "../../../scripts/serve-static.mjs";
import { startMockProvider } from "../../../scripts/mock-form-provider.mjs";
import { DECAP_SERVER_PORT, MOCK_PROVIDER_PORT } from "../../../scripts/e2e-env.mjs";

export default async function globalSetup(globalConfig) {
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build:e2e` (npm test does it) before the browser tests");
  }
  // Each worker gets its own pair of servers, so its pages have their own origin and the
  // mock provider (one for all, on the port the build names) keeps its submissions apart.
  // Both serve the build's public/_headers as Netlify would, so every browser test runs
  // under the real Content-Security-Policy; `plain` leaves out the redirects.
  const workers = Math.max(1, globalConfig.maxWorkers);
  const sites = [];
  const plains = [];
  for (let worker = 0; worker < workers; worker += 1) {
    sites.push(await startStaticServer({ root, port: 0, headers: true }));
    plains.push(await startStaticServer({ root, port: 0, headers: true, redirects: false }));
  }
  const mock = await startMockProvider({ port: MOCK_PROVIDER_PORT });
  // setup/workerServers.js picks this worker's pair.
  process.env.E2E_BASE_URLS = sites.map((server) => server.url).join(" ");
  process.env.E2E_PLAIN_URLS = plains.map((server) => server.url).join(" ");
  process.env.E2E_MOCK_URL = mock.url;
  // The port the build named for decap-server (cms.test.ts starts it there).
  process.env.E2E_DECAP_SERVER_PORT = String(DECAP_SERVER_PORT);
  globalThis.__E2E_SERVERS__ = [...sites, ...plains, mock];
}
