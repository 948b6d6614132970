import fs from "node:fs";
import path from "node:path";
import { startStaticServer } from "../../../scripts/serve-static.mjs";
import { startMockProvider } from "../../../scripts/mock-form-provider.mjs";
import { MOCK_PROVIDER_PORT } from "../../../scripts/e2e-env.mjs";

export default async function globalSetup() {
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` (npm test does it) before the browser tests");
  }
  // Both serve the build's public/_headers as Netlify would, so every browser test runs
  // under the real Content-Security-Policy; `plain` leaves out the redirects.
  const site = await startStaticServer({ root, port: 0, headers: true });
  const plain = await startStaticServer({ root, port: 0, headers: true, redirects: false });
  const mock = await startMockProvider({ port: MOCK_PROVIDER_PORT });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_PLAIN_URL = plain.url;
  process.env.E2E_MOCK_URL = mock.url;
  globalThis.__E2E_SERVERS__ = [site, plain, mock];
}
