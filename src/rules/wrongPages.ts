/**
 * Addresses in content/site.yaml that are well formed (https://, right domain) but lead to the
 * wrong page: what a founder copies from a browser's address bar while signed in to a service
 * is its dashboard, not the page visitors need. Each function returns what is wrong, written to
 * follow the setting's name ("field "forms.contact" ..."), or null. The build stops on them
 * (src/node/siteConfig.ts).
 */
import { getDomain } from "tldts-icann";

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The site's own address: every page's canonical, sharing and sitemap address is built on it. */
export function siteUrlProblem(value: string): string | null {
  const url = parse(value);
  if (!url || (url.pathname === "/" && !url.search && !url.hash && !value.includes("#"))) return null;
  return `must be the site's address alone, such as https://www.example.com, without a path, query or #: every page's own address is built on it; found "${value}"`;
}

/** The platform each social profile must be on, and how the footer names its icon. */
export const SOCIAL_PLATFORMS = {
  instagram: { domain: "instagram.com", name: "Instagram" },
  linkedin: { domain: "linkedin.com", name: "LinkedIn" },
} as const;

export function socialProblem(profile: keyof typeof SOCIAL_PLATFORMS, value: string): string | null {
  const { domain, name } = SOCIAL_PLATFORMS[profile];
  if (!value || !parse(value) || getDomain(value) === domain) return null;
  return `must be an address on ${domain} (the footer's ${name} icon leads to it), found "${value}"`;
}

/** A form address on Formspree is https://formspree.io/f/{id}; its other pages are the dashboard's. */
export function formAddressProblem(value: string): string | null {
  const url = parse(value);
  if (!url || getDomain(value) !== "formspree.io" || /^\/f\/[\w-]+\/?$/.test(url.pathname)) return null;
  return `is a Formspree page but not a form's address, which reads https://formspree.io/f/ and the form's ID (Formspree shows it on the form's Integration tab); found "${value}"`;
}

/** Calendly's own app lives under /app/; a booking page is https://calendly.com/{name}/{event}. */
export function schedulingProblem(value: string): string | null {
  const url = parse(value);
  if (!url || getDomain(value) !== "calendly.com" || !/^\/app(\/|$)/.test(url.pathname)) return null;
  return `is a page of Calendly's own app, which only you can open: write your booking page's address, such as https://calendly.com/your-name/30min; found "${value}"`;
}

/** A provider's privacy page: its home page says nothing a visitor following the link looks for. */
export function privacyPageProblem(value: string): string | null {
  const url = parse(value);
  if (!url || url.pathname !== "/") return null;
  return `must be the address of the service's privacy page, not of its home page (the Privacy Policy links to it), found "${value}"`;
}
