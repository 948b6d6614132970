import createCache, { type EmotionCache } from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";
import { EMOTION_KEY } from "../../lib/emotionCache";

export interface PageStyles {
  /** The rules the page's HTML uses, each once. */
  css: string;
  /** Emotion's ids for those rules, for the attribute the browser's cache reads (lib/emotionCache). */
  ids: string[];
}

/**
 * Emotion's "advanced" server rendering for the static build: while pages render, rules go
 * into this cache instead of a `<style>` tag before each element of the body; once a page's
 * HTML is written, `stylesFor(html)` gives the rules it uses, for one sheet in the head.
 * The browser then starts with one sheet instead of dozens, and its Emotion cache adopts that
 * sheet where it stands (src/lib/emotionCache.ts) rather than moving tags into the head
 * while the scripts start.
 *
 * One cache serves every page a build worker renders (pages render two at a time, so a
 * per-page cache could not be told apart later). Rules are keyed by their hash and only
 * ever added, so a page picks out exactly the ones its class names name.
 */
export function createServerStyles(): { cache: EmotionCache; stylesFor: (html: string) => PageStyles } {
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCritical } = createEmotionServer(cache);
  return { cache, stylesFor: extractCritical };
}

/**
 * The page's rendered body, which Gatsby passes to onRenderBody without declaring it in its
 * types (gatsby-ssr.tsx says why it is read there). In a production build every page has a
 * body: if Gatsby stops passing it, the page would ship an empty component sheet while the
 * build passed, so this throws and the build stops, naming the page. (`gatsby develop`
 * renders its HTML shell without a body; there the browser's cache styles the page.)
 */
export function renderedBody(args: { pathname: string }, production = process.env.NODE_ENV === "production"): string {
  const body: unknown = (args as { bodyHtml?: unknown }).bodyHtml;
  if (typeof body === "string" && body !== "") return body;
  if (!production) return "";
  throw new Error(
    `${args.pathname}: Gatsby gave onRenderBody no bodyHtml, so the page's component styles cannot be ` +
      "collected for its head (src/node/criticalCss/criticalCss.tsx). Gatsby has changed how it renders " +
      "pages: move the collection to a hook that sees the page's HTML.",
  );
}
