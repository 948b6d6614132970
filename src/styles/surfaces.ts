import { css } from "@emotion/react";
import { colors, displayType, lineHeights, radii, shadows, space } from "./theme";

/** A card's surface: the raised colour, a hairline border, large rounded corners. */
export const surfaceCss = css({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
});

/** A card that stands off the page (links, forms): the surface, padded, with its shadow. */
export const cardSurfaceCss = css(surfaceCss, {
  padding: space.xl,
  boxShadow: shadows.card,
});

/** The dark band: hero, page headers, the quote band and the purpose panel. */
export const bandCss = css({
  background: colors.bandBg,
  color: colors.bandText,
});

/** The kicker over a title, in the display face and spaced out. */
export const kickerCss = css({
  ...displayType,
  letterSpacing: "0.12em",
  lineHeight: lineHeights.snug,
});
