import createCache, { type EmotionCache } from "@emotion/cache";

/** Emotion's key: class names are `css-<hash>` on the server and in the browser alike. */
export const EMOTION_KEY = "css";

/**
 * The attribute of the head sheet that gatsby-ssr writes with the page's component rules:
 * `data-emotion-ids="css <id> <id> ..."`. Deliberately not Emotion's own `data-emotion`: a
 * browser cache "hydrates" a sheet under that name by moving it to the end of the head, and
 * moving a style sheet makes the browser recompute the style of the whole page while the
 * scripts start.
 */
export const SERVER_STYLE_IDS = "data-emotion-ids";

export const serverStyleIdsAttribute = (ids: string[]) => [EMOTION_KEY, ...ids].join(" ");

/**
 * The browser's Emotion cache. It adopts the server's sheet where it stands: the rules it
 * holds count as inserted, so hydrating components add nothing; rules the page did not
 * have at build time go into new tags after it.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  const attribute = doc.querySelector(`style[${SERVER_STYLE_IDS}]`)?.getAttribute(SERVER_STYLE_IDS) ?? "";
  const [key, ...ids] = attribute.split(" ");
  if (key === EMOTION_KEY) for (const id of ids) cache.inserted[id] = true;
  return cache;
}
