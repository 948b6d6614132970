// `npm run build:e2e`: the build the browser tests run against (form endpoints and the
// analytics script pointed at the mock provider), as `npm test` makes it.
import { spawnSync } from "node:child_process";
import { E2E_BUILD_ENV } from "./e2e-env.mjs";

const result = spawnSync("npx", ["gatsby", "build"], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...E2E_BUILD_ENV },
});
process.exit(result.status ?? 1);
