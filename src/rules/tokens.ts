/**
 * Claims are written once, in content/site.yaml, and referenced from copy as `{years}`,
 * `{countries}`, … so a changed claim changes every sentence that states it.
 */

interface Provider {
  name: string;
  privacyUrl: string;
}

/** The firm's claims in content/site.yaml. */
export interface SiteClaims {
  countries: string;
  years: string;
  agencies: string;
  agencyCountries: string;
  callMinutes: number;
  processSteps: number;
}

/** The parts of content/site.yaml (src/build/siteConfig.ts reads it) that tokens fill in. */
export interface TokenSource {
  title: string;
  claims: SiteClaims;
  buildYear?: number;
  providers?: { forms: Provider; scheduling: Provider };
}

export function tokenValues(site: TokenSource): Record<string, string> {
  return {
    siteName: site.title,
    countries: site.claims.countries,
    years: site.claims.years,
    agencies: site.claims.agencies,
    agencyCountries: site.claims.agencyCountries,
    callMinutes: String(site.claims.callMinutes),
    processSteps: String(site.claims.processSteps),
    ...(site.buildYear ? { year: String(site.buildYear) } : {}),
    ...(site.providers
      ? {
          formsProvider: site.providers.forms.name,
          formsPrivacyUrl: site.providers.forms.privacyUrl,
          schedulingProvider: site.providers.scheduling.name,
          schedulingPrivacyUrl: site.providers.scheduling.privacyUrl,
        }
      : {}),
  };
}

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Replaces every `{token}`; an unknown token is an error naming it, never printed as is. */
export function fillTokens(text: string, values: Record<string, string>, where = "content"): string {
  return text.replace(TOKEN, (match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `${where}: unknown placeholder ${match} in "${text.slice(0, 80)}". Known placeholders: ${Object.keys(values)
          .map((k) => `{${k}}`)
          .join(", ")}`,
      );
    }
    return value;
  });
}
