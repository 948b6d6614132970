/**
 * The form addresses must be the founder's own before the site goes live: with the example
 * addresses content/site.yaml ships with, the provider refuses every contact message, ebook
 * request and newsletter sign-up, and each of those visitors is lost.
 */
import { listVerdict, type Verdict } from "../deployCheck";
import type { SiteConfig } from "../siteConfig";

/** What marks an example address in content/site.yaml, as `TODO:` marks a business detail. */
export const EXAMPLE_MARK = "TODO";

/** Each form's field in content/site.yaml and the Netlify variable that can set it instead. */
export const FORM_ENDPOINTS = {
  contact: "GATSBY_CONTACT_FORM_ENDPOINT",
  ebook: "GATSBY_EBOOK_FORM_ENDPOINT",
  newsletter: "GATSBY_NEWSLETTER_FORM_ENDPOINT",
} as const satisfies Record<keyof SiteConfig["forms"], string>;

/** The forms whose address, as the build reads it (the variable first), is still an example. */
export function exampleEndpoints(forms: SiteConfig["forms"]): string[] {
  return (Object.keys(FORM_ENDPOINTS) as (keyof typeof FORM_ENDPOINTS)[])
    .filter((form) => forms[form].includes(EXAMPLE_MARK))
    .map((form) => `forms.${form}: ${forms[form]} (or ${FORM_ENDPOINTS[form]})`);
}

/** `context` is Netlify's CONTEXT ("production", "deploy-preview", "branch-deploy", or unset elsewhere). */
export function formEndpointsVerdict(forms: SiteConfig["forms"], context: string | undefined): Verdict {
  return listVerdict(exampleEndpoints(forms), context, {
    fail: (list) =>
      `content/site.yaml: these form addresses are still examples (they contain "${EXAMPLE_MARK}"), so this production deploy stops: the form provider would refuse every message sent through them.\n${list}\nWrite your form provider's address for each form in place of the example, or set the variable named beside it in Netlify.`,
    warn: (list) =>
      `The forms send to example addresses (content/site.yaml, addresses containing "${EXAMPLE_MARK}"), which the provider refuses; a production deploy will stop until they are replaced:\n${list}`,
  });
}
