import { css } from "@emotion/react";
import { colors, radii, shadows, space } from "./theme";

/** The raised card surface used by content cards. */
export const cardSurfaceCss = css({
  padding: space.xl,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
});
