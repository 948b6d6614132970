import { colors, fonts, fontSizes, lineHeights, paletteVariables, radii, space } from "./theme";
import { fontFaces } from "./fonts";
import { MOTION_FAILED_CSS, REVEAL_CSS } from "./reveal";

/**
 * Site-wide CSS as one static string. It is written into the <head> of every page at build
 * time (gatsby-ssr), so it costs no JavaScript: no serialising or hashing during hydration.
 *
 * For visitors who ask for reduced motion, animations end at once and nothing transitions.
 * (The usual idiom, a 0.01 ms transition on every element, made every element transition
 * every property: a colour its children inherit then reached them one level a frame, so a
 * theme switch rippled down the page. Nothing in the site waits for transitionend.)
 */
export const GLOBAL_CSS = `
  ${fontFaces}
  :root {
    ${paletteVariables("light")}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme="light"]) {
      ${paletteVariables("dark")}
      color-scheme: dark;
    }
  }
  :root[data-theme="dark"] {
    ${paletteVariables("dark")}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* Toasts in the brand's colours, with AA contrast (notistack's green is 3.2:1 under white). */
  div.notistack-MuiContent {
    font-family: ${fonts.body};
    border-radius: ${radii.md};
    box-shadow: 0 8px 24px ${colors.shadow};
  }
  div.notistack-MuiContent-success,
  div.notistack-MuiContent-default,
  div.notistack-MuiContent-info {
    background-color: ${colors.bandBg};
    color: ${colors.bandText};
    border-left: 6px solid ${colors.accent};
  }
  div.notistack-MuiContent-error,
  div.notistack-MuiContent-warning {
    background-color: ${colors.danger};
    color: ${colors.onDanger};
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: 88px;
  }
  body {
    margin: 0;
    background: ${colors.bg};
    color: ${colors.text};
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /* A word longer than its column (an address written as a link's words in the founder's copy)
       breaks rather than push its column past the screen's edge, in a grid too. Article text
       (Prose) breaks only such words, so its tables keep whole words in their cells. */
    overflow-wrap: anywhere;
  }
  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }
  img {
    height: auto;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${lineHeights.snug};
    margin: 0 0 ${space.md};
  }
  p {
    margin: 0 0 ${space.md};
  }
  a {
    color: ${colors.accentText};
    text-underline-offset: 0.18em;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
    border-radius: ${radii.sm};
  }
  ::selection {
    background: ${colors.accent};
    color: ${colors.onAccent};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
    ${REVEAL_CSS}
  }
  ${MOTION_FAILED_CSS}
`.replace(/\s+/g, " ");
