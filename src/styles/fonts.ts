import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import bebasLatin from "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2";
import bebasLatinExt from "@fontsource/bebas-neue/files/bebas-neue-latin-ext-400-normal.woff2";
import { FONTS_ATTRIBUTE, WEB_FONTS } from "./theme";

const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

const FALLBACK_STACKS = {
  body: '"Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  display: '"Bebas Neue Fallback", "Bebas Neue Fallback Arial", sans-serif',
};

/**
 * Self-hosted faces (from @fontsource) plus local fallbacks sized to match them.
 *
 * The first page of every visit (every page the browser loads in full) is set in the
 * fallbacks and asks for no font file: the font stacks (`--font-body`, `--font-display`) name
 * the faces only under `html[data-fonts]`, and a font nobody names is never downloaded. After
 * that page has loaded, the tab fetches the faces (`warmWebFonts`), and the pages reached from
 * it by a link are set in them (`setInWarmFonts` sets `data-fonts`). Nothing is kept in the
 * browser to set a later visit's first page in them: that would be storage without consent.
 * Nothing is preloaded: Chrome holds the first paint while a preloaded font loads.
 *
 * Both faces are `optional`: a face is used when it is ready for the page's first layout
 * (from the cache, it is), otherwise the fallback stays for that page view, so a late
 * face never re-wraps text and moves the page. Each fallback is scaled (size-adjust) to run
 * as wide as its face and given the face's ascent and descent, so text in the fallback is
 * set as the face would set it: Arial/Liberation Sans for Inter (a bold cut from weight
 * 550), the bold cut of Arial Narrow/Liberation Sans Narrow for Bebas Neue, set in
 * capitals (see `displayType`), then Arial Bold where no narrow cut is installed.
 */
export const fontFaces = `
@font-face{font-family:"${WEB_FONTS.body}";font-style:normal;font-display:optional;font-weight:100 900;src:url(${interLatinExt}) format("woff2-variations");unicode-range:${LATIN_EXT}}
@font-face{font-family:"${WEB_FONTS.body}";font-style:normal;font-display:optional;font-weight:100 900;src:url(${interLatin}) format("woff2-variations");unicode-range:${LATIN}}
@font-face{font-family:"${WEB_FONTS.display}";font-style:normal;font-display:optional;font-weight:400;src:url(${bebasLatinExt}) format("woff2");unicode-range:${LATIN_EXT}}
@font-face{font-family:"${WEB_FONTS.display}";font-style:normal;font-display:optional;font-weight:400;src:url(${bebasLatin}) format("woff2");unicode-range:${LATIN}}
@font-face{font-family:"Inter Fallback";font-weight:100 549;src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Helvetica");ascent-override:90.88%;descent-override:22.63%;line-gap-override:0%;size-adjust:106.6%}
@font-face{font-family:"Inter Fallback";font-weight:550 900;src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("Helvetica Bold");ascent-override:94.88%;descent-override:23.62%;line-gap-override:0%;size-adjust:102.1%}
@font-face{font-family:"Bebas Neue Fallback";src:local("Arial Narrow Bold"),local("ArialNarrow-Bold"),local("Liberation Sans Narrow Bold");ascent-override:129.44%;descent-override:43.15%;line-gap-override:0%;size-adjust:69.6%}
@font-face{font-family:"Bebas Neue Fallback Arial";src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("Helvetica Bold");ascent-override:158.05%;descent-override:52.68%;line-gap-override:0%;size-adjust:57%}
:root{--font-body:${FALLBACK_STACKS.body};--font-display:${FALLBACK_STACKS.display}}
:root[${FONTS_ATTRIBUTE}]{--font-body:"${WEB_FONTS.body}",${FALLBACK_STACKS.body};--font-display:"${WEB_FONTS.display}",${FALLBACK_STACKS.display}}
`;
