/** Design tokens. Components read these, never raw colour values. */

export const palettes = {
  light: {
    bg: "#F7F4EE",
    surface: "#FFFFFF",
    surfaceAlt: "#EDE8DE",
    // Behind client logos: light in both themes, since logos are drawn for a light ground.
    logoTile: "#FFFFFF",
    text: "#0B1B2B",
    muted: "#5B6675",
    border: "#D9D2C4",
    accent: "#FF7A1A",
    onAccent: "#0B1B2B",
    accentText: "#B23A0A",
    focus: "#B23A0A",
    bandBg: "#0B1B2B",
    bandText: "#F7F4EE",
    bandMuted: "#B8C2CC",
    bandAccent: "#FF7A1A",
    bandLine: "rgba(247, 244, 238, 0.07)",
    shadow: "rgba(11, 27, 43, 0.10)",
    // The shade at the edge of a table that scrolls on past it.
    edgeShade: "rgba(11, 27, 43, 0.22)",
    // Error toasts: white on this red is 7.8:1 in both themes.
    danger: "#A11A1A",
    onDanger: "#FFFFFF",
    overlay: "rgba(11, 27, 43, 0.55)",
  },
  dark: {
    bg: "#0B1B2B",
    surface: "#122538",
    surfaceAlt: "#183048",
    logoTile: "#E6E1D6",
    text: "#F7F4EE",
    muted: "#B8C2CC",
    border: "#2A4058",
    accent: "#FF7A1A",
    onAccent: "#0B1B2B",
    accentText: "#FF9A4D",
    focus: "#FF9A4D",
    bandBg: "#050E17",
    bandText: "#F7F4EE",
    bandMuted: "#B8C2CC",
    bandAccent: "#FF9A4D",
    bandLine: "rgba(247, 244, 238, 0.07)",
    shadow: "rgba(0, 0, 0, 0.35)",
    edgeShade: "rgba(0, 0, 0, 0.6)",
    danger: "#A11A1A",
    onDanger: "#FFFFFF",
    overlay: "rgba(0, 0, 0, 0.6)",
  },
} as const;

export type ColorToken = keyof (typeof palettes)["light"];

/** Each colour token as a CSS custom property, so the theme switches without re-rendering. */
export const colors = Object.fromEntries(
  (Object.keys(palettes.light) as ColorToken[]).map((k) => [k, `var(--color-${k})`]),
) as Record<ColorToken, string>;

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  xxxl: "4.5rem",
  section: "clamp(3.5rem, 8vw, 6.5rem)",
} as const;

export const radii = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

/**
 * The font stacks, as CSS variables: on a first visit they name only the local fallbacks,
 * and once the faces are in the browser's cache, Inter and Bebas Neue (src/styles/fonts.ts).
 */
export const fonts = { display: "var(--font-display)", body: "var(--font-body)" } as const;

/** The faces the site is set in, named by `--font-body` and `--font-display` once this tab holds them. */
export const WEB_FONTS = { body: "Inter Variable", display: "Bebas Neue" } as const;

/** What earlier versions kept in localStorage once the font files were cached; removed on sight (src/lib/webFonts.ts). */
export const OLD_FONTS_STORAGE_KEY = "fonts-cached";

/** Set on <html> when the font stacks may name the web fonts (src/styles/fonts.ts). */
export const FONTS_ATTRIBUTE = "data-fonts";

/**
 * Text in the display face. Bebas Neue has capitals only; setting the text in capitals keeps
 * the fallback's line breaks where Bebas Neue's fall while the face loads.
 */
export const displayType = { fontFamily: fonts.display, textTransform: "uppercase" } as const;

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "1.5rem",
  xxl: "clamp(1.75rem, 3vw + 1rem, 2.5rem)",
  display: "clamp(2.75rem, 6vw + 1.25rem, 5rem)",
  hero: "clamp(4rem, 14vw, 10rem)",
} as const;

export const lineHeights = { tight: 1.1, snug: 1.3, body: 1.65 } as const;

/** Small is the default; medium and large start at these widths (px). */
export const breakpoints = { medium: 768, large: 1100 } as const;

export const mq = {
  medium: `@media (min-width: ${breakpoints.medium}px)`,
  large: `@media (min-width: ${breakpoints.large}px)`,
  belowLarge: `@media (max-width: ${breakpoints.large - 1}px)`,
} as const;

export const layout = { maxWidth: "1200px", narrow: "760px", headerHeight: "72px" } as const;

export const shadows = {
  card: `0 1px 2px ${colors.shadow}, 0 8px 24px ${colors.shadow}`,
} as const;

export type ThemeMode = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "theme";
export const THEME_MODES: ThemeMode[] = ["light", "dark", "system"];

/** CSS declaring the palette variables for one resolved scheme. */
export function paletteVariables(scheme: "light" | "dark"): string {
  return Object.entries(palettes[scheme])
    .map(([k, v]) => `--color-${k}:${v};`)
    .join("");
}
