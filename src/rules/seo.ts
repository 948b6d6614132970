/** Longest `<title>` the site writes: search results cut titles beyond about this. */
export const TITLE_MAX_LENGTH = 70;

/**
 * Page title rule: '<page title> | <site name>', unless the title already names the site.
 * When that is longer than TITLE_MAX_LENGTH the page title stands alone, and a page title
 * that is itself too long is cut at the last word that fits, with an ellipsis.
 */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const clean = (title ?? "").replace(/\s+/g, " ").trim();
  if (!clean) return siteName;
  if (clean.toLowerCase().includes(siteName.toLowerCase())) return shorten(clean);
  const full = `${clean} | ${siteName}`;
  return full.length <= TITLE_MAX_LENGTH ? full : shorten(clean);
}

function shorten(title: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title;
  const room = TITLE_MAX_LENGTH - 1; // the ellipsis
  const head = title.slice(0, room);
  // Whole words only, unless the first word alone is too long.
  const cut = title[room] === " " ? head : head.slice(0, Math.max(head.lastIndexOf(" "), 0)) || head;
  return `${cut.replace(/[\s,;:.!?|–—-]+$/, "")}…`;
}

/**
 * Absolute URL for a site path, following the site's trailing-slash policy ("always"):
 * folders end in '/', files (with an extension) do not; query and hash are dropped.
 */
export function absoluteUrl(siteUrl: string, pathname = "/"): string {
  if (/^https?:\/\//.test(pathname)) return pathname;
  const base = siteUrl.replace(/\/+$/, "");
  let path = pathname.split(/[?#]/)[0] || "/";
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  const lastSegment = path.split("/").pop() ?? "";
  if (!path.endsWith("/") && !lastSegment.includes(".")) path = `${path}/`;
  return `${base}${path}`;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdString(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
