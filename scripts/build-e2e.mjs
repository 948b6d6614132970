// `npm run build:e2e`: the build the browser tests run against (form endpoints and the
// analytics script pointed at the mock provider), as `npm test` makes it.
import { build } from "./cleanBuild.mjs";
import { E2E_BUILD_ENV } from "./e2e-env.mjs";

process.exit(build({ env: E2E_BUILD_ENV }));
