/**
 * The Privacy Policy names, for each outside service, the provider under `providers` in
 * content/site.yaml; the site sends visitors and their data to the addresses in other settings.
 * A provider changed in one place and not the other would have the policy name a company that
 * receives nothing, and say nothing of the one that does. The build stops on it
 * (src/node/siteConfig.ts) and the CMS's preview of Site settings names it before publishing.
 *
 * Addresses are compared by registrable domain (the public suffix list, as tldts reads it), so
 * www. and other subdomains agree; addresses on this machine (the tests' mock provider) are left
 * alone.
 */
import { getDomain } from "tldts-icann";
import { FORM_ENDPOINTS } from "./exampleAddresses";
import type { Provider } from "./tokens";

/** The services whose addresses the site holds (the host has none of its own to check). */
export type CheckedProvider = "forms" | "newsletter" | "scheduling" | "analytics";

/** An address the site sends visitors or their data to, the setting that holds it, and its service. */
export interface ServiceAddress {
  provider: CheckedProvider;
  /** As a sentence names it: "the booking link". */
  what: string;
  /** As a message names it: `field "schedulingUrl"`, or a Netlify variable. */
  setting: string;
  url: string;
}

export interface ProviderMismatch extends ServiceAddress {
  name: string;
  /** The domain the provider's addresses are expected on, and where that comes from. */
  expected: string;
  fromServiceDomain: boolean;
  /** The domain the address is on. */
  domain: string;
}

/** The settings that hold the addresses the site sends to its outside services. */
export interface ServiceSettings {
  forms: Record<keyof typeof FORM_ENDPOINTS, string>;
  schedulingUrl: string;
  analyticsScript: string;
}

/**
 * The addresses the site sends to its outside services, each with the setting it was read
 * from: a Netlify variable in `env` when it is set there (as the build reads it), else the field.
 */
export function serviceAddresses(
  settings: ServiceSettings,
  env: Record<string, string | undefined> = {},
): ServiceAddress[] {
  const form = (key: keyof typeof FORM_ENDPOINTS, provider: CheckedProvider): ServiceAddress => ({
    provider,
    what: `the ${key} form's address`,
    setting: env[FORM_ENDPOINTS[key]]?.trim() ? FORM_ENDPOINTS[key] : `field "forms.${key}"`,
    url: settings.forms[key],
  });
  return [
    form("contact", "forms"),
    form("ebook", "forms"),
    form("newsletter", "newsletter"),
    { provider: "scheduling", what: "the booking link", setting: 'field "schedulingUrl"', url: settings.schedulingUrl },
    {
      provider: "analytics",
      what: "the analytics script",
      setting: env.GATSBY_ANALYTICS_SCRIPT?.trim() ? "GATSBY_ANALYTICS_SCRIPT" : 'field "analyticsScript"',
      url: settings.analyticsScript,
    },
  ];
}

/** A value for `serviceDomain`: a domain such as calendar.app.google, without https:// or a path (the CMS's pattern too). */
export const SERVICE_DOMAIN_PATTERN = /^([a-z0-9-]+\.)+[a-z0-9-]+$/;

export const isServiceDomain = (value: string) =>
  SERVICE_DOMAIN_PATTERN.test(value) && getDomain(`https://${value}/`) !== null;

/** Each address that is on another registrable domain than the provider named for it. */
export function providerMismatches(
  providers: Partial<Record<CheckedProvider, Provider | null | undefined>>,
  addresses: readonly ServiceAddress[],
): ProviderMismatch[] {
  const mismatches: ProviderMismatch[] = [];
  for (const address of addresses) {
    const provider = providers[address.provider];
    if (!provider?.privacyUrl || !address.url) continue;
    const fromServiceDomain = Boolean(provider.serviceDomain);
    const expected = getDomain(fromServiceDomain ? `https://${provider.serviceDomain}/` : provider.privacyUrl);
    const domain = getDomain(address.url);
    if (!domain || !expected || domain === expected) continue;
    mismatches.push({ ...address, name: provider.name, expected, fromServiceDomain, domain });
  }
  return mismatches;
}

/** What the build and the CMS's preview say of a mismatch. */
export function mismatchMessage(m: ProviderMismatch): string {
  const where = m.fromServiceDomain
    ? `whose addresses are on ${m.expected} (its serviceDomain)`
    : `whose privacy page is on ${m.expected}`;
  return (
    `field "providers.${m.provider}" names ${m.name}, ${where}, but ${m.what} (${m.setting}) is on ${m.domain}. ` +
    `The Privacy Policy must name the service that receives it: write that service's name and privacy page ` +
    `under providers.${m.provider}, or, if the service's privacy page is on another domain than its addresses, ` +
    `write ${m.domain} under providers.${m.provider}.serviceDomain.`
  );
}
