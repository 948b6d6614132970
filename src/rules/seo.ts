/** The longest search description search results show in full; the build stops on a longer one. */
export const DESCRIPTION_LIMIT = 160;

/** A search description's length as search results count it (white space run into one), when over DESCRIPTION_LIMIT; else null. */
export function descriptionOverLimit(description: string): number | null {
  const length = Array.from(description.replace(/\s+/g, " ").trim()).length;
  return length > DESCRIPTION_LIMIT ? length : null;
}

/** What the build and the CMS's previews say of a description `length` characters long. */
export const descriptionTooLong = (length: number): string =>
  `the search description is ${length} characters, over the ${DESCRIPTION_LIMIT} search results show: shorten it`;

/**
 * Page title rule (SPEC.md section 1): '<page title> | <site name>', unless the title already
 * names the site; a short form of the name at its end ("... | Borderless") is written whole.
 * Nothing is cut: a title that reads too long is shortened in its content file.
 */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const clean = (title ?? "").replace(/\s+/g, " ").trim();
  if (!clean) return siteName;
  if (clean.toLowerCase().includes(siteName.toLowerCase())) return clean;
  // "Tax Strategy | Borderless": a short form of the name already at the end gives way to it whole.
  const tail = /\s+[|–—-]\s+([^|–—]+)$/.exec(clean);
  const short = tail?.[1].trim().toLowerCase() ?? "";
  if (tail && short.length >= 3 && `${siteName.toLowerCase()} `.startsWith(`${short} `)) {
    return `${clean.slice(0, tail.index)} | ${siteName}`;
  }
  return `${clean} | ${siteName}`;
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
