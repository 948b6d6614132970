/**
 * The outside addresses in content/site.yaml must be the founder's own before the site goes
 * live. With the examples the file ships with, the form provider refuses every contact message,
 * ebook request and newsletter sign-up, every booking button leads to a scheduling page that is
 * not the founder's (the site's main goal), and the social icons lead to profiles that are not his.
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

/** The addresses the check reads, each as the build reads it (a form's Netlify variable first). */
export type OutsideAddresses = Pick<SiteConfig, "forms" | "schedulingUrl" | "social">;

/** One line per address that is still an example: its field, its value and what it would cost. */
export function exampleAddresses({ forms, schedulingUrl, social }: OutsideAddresses): string[] {
  const isExample = (address: string) => address.includes(EXAMPLE_MARK);
  const lines: string[] = [];
  if (isExample(schedulingUrl)) {
    lines.push(`schedulingUrl: ${schedulingUrl} (every booking button and the booking frame lead to it)`);
  }
  for (const form of Object.keys(FORM_ENDPOINTS) as (keyof typeof FORM_ENDPOINTS)[]) {
    if (isExample(forms[form])) {
      lines.push(
        `forms.${form}: ${forms[form]} (or ${FORM_ENDPOINTS[form]}; the provider refuses every message sent to it)`,
      );
    }
  }
  for (const profile of ["instagram", "linkedin"] as const) {
    if (isExample(social[profile])) {
      lines.push(`social.${profile}: ${social[profile]} (the footer's link leads to it; leave it empty to show none)`);
    }
  }
  return lines;
}

/** `context` is Netlify's CONTEXT ("production", "deploy-preview", "branch-deploy", or unset elsewhere). */
export function exampleAddressesVerdict(addresses: OutsideAddresses, context: string | undefined): Verdict {
  return listVerdict(exampleAddresses(addresses), context, {
    fail: (list) =>
      `content/site.yaml: these addresses are still examples (they contain "${EXAMPLE_MARK}"), so this production deploy stops: visitors would be sent to pages and form addresses that are not yours.\n${list}\nWrite your own address in place of each example (a form's address can also be set by the variable named beside it in Netlify).`,
    warn: (list) =>
      `These addresses in content/site.yaml are still examples (they contain "${EXAMPLE_MARK}"); a production deploy will stop until they are replaced:\n${list}`,
  });
}
