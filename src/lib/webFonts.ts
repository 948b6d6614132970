import { FONTS_ATTRIBUTE, FONTS_STORAGE_KEY } from "../styles/theme";
import { WEB_FONTS } from "../styles/theme";
import { writeStorage } from "./storage";

/**
 * On a page set in the fallbacks (a first visit), fetches the site's two faces into the
 * browser's cache once the page has loaded and is idle, then remembers it, so the next page
 * the browser loads is set in them from its first paint (src/styles/fonts.ts). No element
 * on this page names the faces, so loading them changes nothing the visitor sees.
 */
export function warmWebFonts(): void {
  if (document.documentElement.hasAttribute(FONTS_ATTRIBUTE) || !document.fonts) return;
  const warm = () => {
    // The Latin faces only: the ones a space (and so most of the site's text) needs.
    Promise.all([document.fonts.load(`400 1em "${WEB_FONTS.body}"`), document.fonts.load(`1em "${WEB_FONTS.display}"`)])
      .then((loaded) => {
        if (loaded.every((faces) => faces.length > 0)) writeStorage(FONTS_STORAGE_KEY, "1");
      })
      .catch(() => undefined);
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(warm) : window.setTimeout(warm, 0));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
