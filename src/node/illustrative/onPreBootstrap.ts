import { deployCheck } from "../deployCheck";
import { illustrativeVerdict } from "./illustrative";

/** Stops a Netlify production deploy while content/site.yaml says illustrative: true; warns otherwise. */
export const onPreBootstrap = deployCheck((site, context) => illustrativeVerdict(site.illustrative, context));
