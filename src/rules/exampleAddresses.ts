/**
 * Which outside addresses in content/site.yaml are still examples, for the production deploy's
 * check (src/node/exampleAddresses/) and the CMS's preview of Site settings.
 */

/** What marks an example address in content/site.yaml, as `TODO:` marks a business detail. */
export const EXAMPLE_MARK = "TODO";

/** Each form's field in content/site.yaml and the Netlify variable that can set it instead. */
export const FORM_ENDPOINTS = {
  contact: "GATSBY_CONTACT_FORM_ENDPOINT",
  ebook: "GATSBY_EBOOK_FORM_ENDPOINT",
  newsletter: "GATSBY_NEWSLETTER_FORM_ENDPOINT",
} as const;

/** The addresses the check reads, each as the build reads it (a form's Netlify variable first). */
export interface OutsideAddresses {
  forms: Record<keyof typeof FORM_ENDPOINTS, string>;
  schedulingUrl: string;
  social: { instagram: string; linkedin: string };
}

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
