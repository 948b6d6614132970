import { deployCheck } from "../deployCheck";
import { businessVerdict } from "./business";

/** Stops a Netlify production deploy while a business detail in content/site.yaml starts with TODO:; warns otherwise. */
export const onPreBootstrap = deployCheck((site, context) => businessVerdict(site.business, context));
