/**
 * Where each page's social card lives and which words it shows. `Seo` points `og:image` at
 * `socialCardPath(pathname)` when a page brings no image of its own; the build step
 * (src/node/socialCards/socialCards.ts) draws the files from the same titles in GraphQL.
 */
import { escapeRegExp } from "./text";

/** Size of every social card (and of any image a page passes to `Seo` instead). */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

/** Folder of the generated cards in the built site; the build step owns everything in it. */
export const SOCIAL_CARD_DIR = "/social/";

/** '/' -> '/social/home.png', '/services/legal/' -> '/social/services-legal.png'. */
export function socialCardPath(pathname: string): string {
  const segments = (pathname.split(/[?#]/)[0] ?? "")
    .split("/")
    .map((segment) =>
      segment
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean);
  return `${SOCIAL_CARD_DIR}${segments.join("-") || "home"}.png`;
}

const SEPARATORS = "\\s*[|\\u2013\\u2014:\\u00B7-]\\s*";

/**
 * The headline of a page's card: its full title without the site name, which the card
 * shows anyway ('Contact Us | Borderless Consulting' -> 'Contact Us'). A title that is only
 * the site name stays as it is.
 */
export function socialCardTitle(fullTitle: string, siteName: string): string {
  const title = fullTitle.replace(/\s+/g, " ").trim();
  const name = escapeRegExp(siteName.trim());
  if (!name) return title;
  const stripped = title
    .replace(new RegExp(`^${name}${SEPARATORS}`, "i"), "")
    .replace(new RegExp(`${SEPARATORS}${name}$`, "i"), "")
    .trim();
  return stripped || title;
}
