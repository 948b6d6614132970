import { THEME_STORAGE_KEY } from "../styles/theme";

/**
 * The inline scripts every page runs in its head before the first paint. gatsby-ssr writes
 * them into the HTML, and the Content-Security-Policy allows them by hash
 * (src/gatsby/headers.ts), so they live here, in one place, as plain strings.
 */

export const COOKIE_CONSENT_KEY = "cookie-consent";

/**
 * Set on <html> by the head script when the visitor has not chosen yet. The banner is in
 * the server HTML but only shown under this attribute, so it is painted with the page
 * (no late pop-in) and never flashes for a visitor who already chose; without JavaScript
 * there is nothing to consent to and it stays hidden.
 */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/** Applies the remembered theme, so a dark-theme visitor never sees a flash of the light one. */
export const THEME_INIT_SCRIPT = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(m!=="light"&&m!=="dark")m="system";var d=m==="dark"||(m==="system"&&window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.dataset.theme=d?"dark":"light";r.dataset.themeMode=m;r.style.colorScheme=d?"dark":"light"})()`;

/**
 * Shows the server-rendered cookie banner only to a visitor who has not chosen yet, once the
 * whole document is parsed: the browser may paint a page before it has read to the end,
 * and a banner painted half-read would grow upwards (it sits at the bottom) as its text
 * arrives, a layout shift.
 */
export const COOKIE_BANNER_INIT_SCRIPT = `(function(){function c(){var v;try{v=localStorage.getItem(${JSON.stringify(
  COOKIE_CONSENT_KEY,
)})}catch(e){}return v==="accepted"||v==="declined"}if(!c())document.addEventListener("DOMContentLoaded",function(){if(!c())document.documentElement.setAttribute(${JSON.stringify(
  COOKIE_BANNER_ATTRIBUTE,
)},"")})})()`;

/** Remembers that the site's font files are in the browser's cache (src/lib/webFonts.ts). */
export const FONTS_STORAGE_KEY = "fonts-cached";

/** Set on <html> when the font stacks may name the web fonts (src/styles/fonts.ts). */
export const FONTS_ATTRIBUTE = "data-fonts";

/** Sets the pages in the web fonts once an earlier page has put them in the cache. */
export const FONTS_INIT_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(
  FONTS_STORAGE_KEY,
)})==="1")document.documentElement.setAttribute(${JSON.stringify(FONTS_ATTRIBUTE)},"")}catch(e){}})()`;

/** In the order gatsby-ssr writes them. */
export const HEAD_SCRIPTS = [
  { key: "theme-init", script: THEME_INIT_SCRIPT },
  { key: "cookie-banner-init", script: COOKIE_BANNER_INIT_SCRIPT },
  { key: "fonts-init", script: FONTS_INIT_SCRIPT },
] as const;
