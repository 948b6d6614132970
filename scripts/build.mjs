// `npm run build`: `gatsby build`, from a clean cache when the last build here did not finish
// (scripts/cleanBuild.mjs says why).
import { build } from "./cleanBuild.mjs";

process.exit(build());
