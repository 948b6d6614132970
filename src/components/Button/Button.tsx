import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useUiCopy } from "../../hooks/useUiCopy";
import { colors, fontSizes, radii, space } from "../../styles/theme";

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

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
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

interface CommonProps {
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant = "primary", type = "button", children, ...rest }: ButtonProps) {
  return (
    <button type={type} css={variants[variant]} {...rest}>
      {children}
    </button>
  );
}

export type ButtonLinkProps = CommonProps & {
  /** Internal paths go through Gatsby's Link; absolute URLs open in a new tab. */
  to: string;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function ButtonLink({ variant = "primary", to, children, ...rest }: ButtonLinkProps) {
  const { labels } = useUiCopy();
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" css={variants[variant]} {...rest}>
        {children}
        <span className="visually-hidden"> {labels.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link to={to} css={variants[variant]} className={rest.className} aria-label={rest["aria-label"]}>
      {children}
    </Link>
  );
}
