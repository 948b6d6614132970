import { deployCheck } from "../deployCheck";
import { FORM_ENDPOINTS, formEndpointsVerdict } from "./formEndpoints";

/**
 * Stops a Netlify production deploy while a form still sends to an example address; warns
 * otherwise. Each address as the build reads it: its Netlify variable first, then content/site.yaml.
 */
export const onPreBootstrap = deployCheck((site, context) => {
  const forms = (site.forms ?? {}) as Record<string, unknown>;
  const address = (form: keyof typeof FORM_ENDPOINTS) =>
    process.env[FORM_ENDPOINTS[form]]?.trim() || String(forms[form] ?? "").trim();
  return formEndpointsVerdict(
    { contact: address("contact"), ebook: address("ebook"), newsletter: address("newsletter") },
    context,
  );
});
