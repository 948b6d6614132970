import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";

// Apart from Button.tsx, which brings Gatsby's Link: the CMS previews use these too.

export type ButtonVariant = "primary" | "secondary" | "inverse";

const buttonCss = (variant: "primary" | "secondary") =>
  css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: space.xs,
    minHeight: "48px",
    padding: `${space.sm} ${space.xl}`,
    borderRadius: radii.pill,
    border: `2px solid ${variant === "primary" ? colors.accent : colors.text}`,
    background: variant === "primary" ? colors.accent : "transparent",
    color: variant === "primary" ? colors.onAccent : colors.text,
    fontWeight: 700,
    fontSize: fontSizes.sm,
    letterSpacing: "0.06em",
    textTransform: "uppercase",
    textDecoration: "none",
    cursor: "pointer",
    transition: "transform 150ms ease, background-color 150ms ease, color 150ms ease",
    "&:hover": {
      transform: "translateY(-1px)",
      background: colors.text,
      borderColor: colors.text,
      color: colors.bg,
      textDecoration: "none",
    },
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed", transform: "none" },
  });

/** The site's button looks, for a <button>, a link or a plain <a> (the CMS previews). */
export const buttonVariantCss: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: buttonCss("primary"),
  secondary: buttonCss("secondary"),
  // Navy on the orange band, where an orange button would disappear.
  inverse: css(buttonCss("primary"), {
    background: colors.bandBg,
    borderColor: colors.bandBg,
    color: colors.bandText,
    "&:hover": { background: colors.bandText, borderColor: colors.bandText, color: colors.bandBg },
  }),
};

/** Round 44 px button around an icon (menu, theme, close). */
export const iconButtonCss = css({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "&:hover": { color: colors.accentText, background: colors.surfaceAlt },
});
