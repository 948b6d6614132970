import { FONTS_ATTRIBUTE, OLD_FONTS_STORAGE_KEY, WEB_FONTS } from "../styles/theme";
import { removeStorage } from "./storage";

/** Whether this tab holds both faces (warmWebFonts fetched them). */
let warmed = false;

/**
 * On a page set in the fallbacks (the first page of every visit), fetches the site's two faces
 * once the page has loaded and is idle, so the pages reached from it are set in them
 * (`setInWarmFonts`). No element on this page names the faces, so loading them changes nothing
 * the visitor sees. Nothing is kept in the visitor's browser: remembering that the faces are in
 * its cache would be storage without consent (PECR regulation 6; it is neither strictly
 * necessary nor a preference the visitor set), so the note earlier versions kept is removed.
 */
export function warmWebFonts(): void {
  removeStorage(OLD_FONTS_STORAGE_KEY);
  if (document.documentElement.hasAttribute(FONTS_ATTRIBUTE) || !document.fonts) return;
  const warm = () => {
    // The Latin faces only: the ones a space (and so most of the site's text) needs.
    Promise.all([document.fonts.load(`400 1em "${WEB_FONTS.body}"`), document.fonts.load(`1em "${WEB_FONTS.display}"`)])
      .then((loaded) => {
        warmed = loaded.every((faces) => faces.length > 0);
      })
      .catch(() => undefined);
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(warm) : window.setTimeout(warm, 0));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * Called as a client-side navigation renders its page (gatsby-browser's onPreRouteUpdate): once
 * this tab holds the faces, the font stacks name them, and the new page is set in them from its
 * first paint. The page being left is replaced in the same render, so nothing on it moves.
 */
export function setInWarmFonts(): void {
  if (warmed) document.documentElement.setAttribute(FONTS_ATTRIBUTE, "");
}
