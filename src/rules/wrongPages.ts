/**
 * Addresses in content/site.yaml that are well formed (https://, right domain) but lead to the
 * wrong page: what a founder copies from a browser's address bar while signed in to a service
 * is its dashboard, not the page visitors need. Each function returns what is wrong, written to
 * follow the setting's name ("field "forms.contact" ..."), or null. The build stops on them
 * (src/node/siteConfig.ts), and the CMS's preview of Site settings names them before publishing.
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
function siteUrlProblem(value: string): string | null {
  const url = parse(value);
  if (!url || (url.pathname === "/" && !url.search && !url.hash && !value.includes("#"))) return null;
  return `must be the site's address alone, such as https://www.example.com, without a path, query or #: every page's own address is built on it; found "${value}"`;
}

/** The platform each social profile must be on, and how the footer names its icon. */
export const SOCIAL_PLATFORMS = {
  instagram: { domain: "instagram.com", name: "Instagram" },
  linkedin: { domain: "linkedin.com", name: "LinkedIn" },
} as const;

/**
 * A profile's address on each platform, and an example of one. Instagram's own pages (settings,
 * explore, a post) take the place of a name; LinkedIn's profiles are under /in/ or /company/.
 */
const PROFILES: Record<keyof typeof SOCIAL_PLATFORMS, { is: (path: string) => boolean; example: string }> = {
  instagram: {
    is: (path) =>
      /^\/[\w.-]+\/?$/.test(path) &&
      !/^\/(accounts|explore|direct|p|reel|reels|stories|tv|about|legal|developer)\/?$/i.test(path),
    example: "https://www.instagram.com/your-name/",
  },
  linkedin: {
    is: (path) => /^\/(in|company|school|showcase)\/[^/]+\/?$/.test(path),
    example: "https://www.linkedin.com/company/your-company/ or https://www.linkedin.com/in/your-name/",
  },
};

function socialProblem(profile: keyof typeof SOCIAL_PLATFORMS, value: string): string | null {
  const { domain, name } = SOCIAL_PLATFORMS[profile];
  const url = parse(value);
  if (!value || !url) return null;
  if (getDomain(value) !== domain) {
    return `must be an address on ${domain} (the footer's ${name} icon leads to it), found "${value}"`;
  }
  if (PROFILES[profile].is(url.pathname)) return null;
  return `must be the address of a profile on ${domain}, such as ${PROFILES[profile].example} (this is a page of ${name} you see while signed in); found "${value}"`;
}

/** A form address on Formspree is https://formspree.io/f/{id}; its other pages are the dashboard's. */
export function formAddressProblem(value: string): string | null {
  const url = parse(value);
  if (!url || getDomain(value) !== "formspree.io" || /^\/f\/[\w-]+\/?$/.test(url.pathname)) return null;
  return `is a Formspree page but not a form's address, which reads https://formspree.io/f/ and the form's ID (Formspree shows it on the form's Integration tab); found "${value}"`;
}

/**
 * Calendly's own app lives under /app/ (before 2023, /event_types/ and the like); a booking page
 * is https://calendly.com/{name}/{event}.
 */
function schedulingProblem(value: string): string | null {
  const url = parse(value);
  const app = /^\/(app|event_types|integrations|workflows|routing_forms|login|signup|account)(\/|$)/;
  if (!url || getDomain(value) !== "calendly.com" || !app.test(url.pathname)) return null;
  return `is a page of Calendly's own app, which only you can open: write your booking page's address, such as https://calendly.com/your-name/30min; found "${value}"`;
}

/**
 * A booking page whose address names a length ("/15min", "/45-minutes", as Calendly and Cal.com
 * name events) other than the call's, claims.callMinutes, which every page offers.
 */
function schedulingLengthProblem(value: string, minutes: unknown): string | null {
  const url = parse(value);
  if (!url || typeof minutes !== "number") return null;
  const match = /(?:^|[/_-])((\d+)[-_]?(?:mins?|minutes?))(?=$|[/_-])/i.exec(url.pathname);
  if (!match || Number(match[2]) === minutes) return null;
  return `books a ${match[2]}-minute meeting ("${match[1]}" in its address), but Claims > Call minutes (claims.callMinutes) says the call lasts ${minutes} minutes: link the booking page of a ${minutes}-minute event, or change Call minutes`;
}

/** A provider's privacy page: its home page says nothing a visitor following the link looks for. */
function privacyPageProblem(value: string): string | null {
  const url = parse(value);
  if (!url || url.pathname !== "/") return null;
  return `must be the address of the service's privacy page, not of its home page (the Privacy Policy links to it), found "${value}"`;
}

// Analytics services whose every script address ends in .js (Google's gtag in /js): any other
// address on them is one of their pages. Elsewhere only a home page or an HTML page is named.
const ANALYTICS_SCRIPT_DOMAINS = new Set([
  "plausible.io",
  "usefathom.com",
  "umami.is",
  "google.com",
  "googletagmanager.com",
  "simpleanalytics.com",
  "simpleanalyticscdn.com",
  "pirsch.io",
  "matomo.cloud",
]);

/**
 * The analytics script the site loads once a visitor accepts cookies: copied from the service's
 * site, it may be the dashboard's address (https://plausible.io/your-site) or its home page.
 */
export function analyticsScriptProblem(value: string): string | null {
  const url = parse(value);
  if (!url) return null;
  const script = /(\.m?js|\/js)$/i.test(url.pathname);
  const page =
    url.pathname === "/" ||
    /\.(html?|php|aspx?)$/i.test(url.pathname) ||
    (!script && ANALYTICS_SCRIPT_DOMAINS.has(getDomain(value) ?? ""));
  if (!page) return null;
  return `must be the address of the analytics service's script, the src="..." in the code it gives you to paste (such as https://plausible.io/js/script.js), not of a page: the site loads it as a script once a visitor accepts cookies; found "${value}"`;
}

/** The platforms a podcast's links are shown under, and the domains each one's pages are on. */
const PODCAST_PLATFORMS = {
  spotify: { name: "Spotify", domains: ["spotify.com", "spotify.link"], said: "spotify.com" },
  youtube: { name: "YouTube", domains: ["youtube.com", "youtu.be"], said: "youtube.com or youtu.be" },
} as const;

/**
 * content/media.yaml's podcast links on the wrong platform: an episode's YouTube address pasted
 * into its Spotify field would be offered as "Listen on Spotify". Not-yet-links are the type
 * checks' to name.
 */
export function podcastLinkProblems(media: unknown): string[] {
  const podcasts = (media as { podcasts?: unknown } | null)?.podcasts;
  if (!Array.isArray(podcasts)) return [];
  return podcasts.flatMap((podcast: { podcastName?: unknown; links?: Record<string, unknown> } | null, index) =>
    (Object.keys(PODCAST_PLATFORMS) as (keyof typeof PODCAST_PLATFORMS)[]).flatMap((key) => {
      const value = podcast?.links?.[key];
      const { name, domains, said } = PODCAST_PLATFORMS[key];
      if (typeof value !== "string" || !parse(value.trim())) return [];
      if ((domains as readonly string[]).includes(getDomain(value.trim()) ?? "")) return [];
      return [
        `content/media.yaml, podcast ${index + 1} ("${String(podcast?.podcastName ?? "")}"): field "links.${key}" must be an address on ${said} (the page offers it as the ${name} link), found "${value.trim()}"`,
      ];
    }),
  );
}

/** Site settings as the CMS's preview holds them while they are edited: any field may be missing. */
export interface SiteAddressFields {
  siteUrl?: string;
  schedulingUrl?: string;
  analyticsScript?: string;
  forms?: Partial<Record<string, string>>;
  social?: Partial<Record<keyof typeof SOCIAL_PLATFORMS, string>>;
  providers?: Partial<Record<string, { privacyUrl?: string } | null>>;
  /** claims.callMinutes, the length the booking page's event should have. */
  claims?: { callMinutes?: unknown } | null;
}

/** Every address above that leads to the wrong page, as the build names it (without the file's name). */
export function wrongPageLines(fields: SiteAddressFields): string[] {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const https = (value: string) => /^https:\/\/\S+$/.test(value);
  const lines: string[] = [];
  const add = (field: string, problem: string | null) => {
    if (problem) lines.push(`field "${field}" ${problem}`);
  };
  for (const profile of Object.keys(SOCIAL_PLATFORMS) as (keyof typeof SOCIAL_PLATFORMS)[]) {
    const value = text(fields.social?.[profile]);
    if (https(value)) add(`social.${profile}`, socialProblem(profile, value));
  }
  if (https(text(fields.siteUrl))) add("siteUrl", siteUrlProblem(text(fields.siteUrl)));
  const scheduling = text(fields.schedulingUrl);
  if (https(scheduling)) {
    add(
      "schedulingUrl",
      schedulingProblem(scheduling) ?? schedulingLengthProblem(scheduling, fields.claims?.callMinutes),
    );
  }
  if (https(text(fields.analyticsScript))) add("analyticsScript", analyticsScriptProblem(text(fields.analyticsScript)));
  for (const [form, value] of Object.entries(fields.forms ?? {})) add(`forms.${form}`, formAddressProblem(text(value)));
  for (const [key, provider] of Object.entries(fields.providers ?? {})) {
    const value = text(provider?.privacyUrl);
    if (https(value)) add(`providers.${key}.privacyUrl`, privacyPageProblem(value));
  }
  return lines;
}
