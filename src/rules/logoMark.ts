/** The logo mark's size in CSS pixels, beside the firm's name in the header and the footer. */
export const LOGO_MARK_SIZE = 40;

/** The fallback is drawn at twice that, so its edges stay sharp on dense screens. */
export const LOGO_MARK_FALLBACK_PIXELS = LOGO_MARK_SIZE * 2;

/**
 * Where the build writes the fallback at that size (src/node/logoMark/logoMark.ts). Every page loads
 * it as the mark's background, so it should weigh a few kB, not as much as the founder's
 * full-size file (logo.fallback in content/site.yaml), which the social cards and the app
 * icons are drawn from.
 */
export const LOGO_MARK_FALLBACK_PATH = "/logo-mark-fallback.png";

/** The favicon the build draws from the same file, at the size browsers show it in a tab. */
export const FAVICON_PATH = "/favicon.ico";
export const FAVICON_PIXELS = 32;
