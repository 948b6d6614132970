import { deployCheck } from "../deployCheck";
import { FORM_ENDPOINTS } from "../../rules/exampleAddresses";
import { exampleAddressesVerdict } from "./exampleAddresses";

/**
 * Stops a Netlify production deploy while the booking link, a form or a social profile still
 * has an example address; warns otherwise. Each form's address as the build reads it: its
 * Netlify variable first, then content/site.yaml.
 */
export const onPreBootstrap = deployCheck((site, context) => {
  const forms = (site.forms ?? {}) as Record<string, unknown>;
  const social = (site.social ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => String(value ?? "").trim();
  const address = (form: keyof typeof FORM_ENDPOINTS) => process.env[FORM_ENDPOINTS[form]]?.trim() || text(forms[form]);
  return exampleAddressesVerdict(
    {
      schedulingUrl: text(site.schedulingUrl),
      forms: { contact: address("contact"), ebook: address("ebook"), newsletter: address("newsletter") },
      social: { instagram: text(social.instagram), linkedin: text(social.linkedin) },
    },
    context,
  );
});
