import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";

export type ButtonVariant = "primary" | "secondary";

const buttonCss = (variant: ButtonVariant) => (t: Theme) =>
  css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: t.space.xs,
    minHeight: "48px",
    padding: `${t.space.sm} ${t.space.xl}`,
    borderRadius: t.radii.pill,
    border: `2px solid ${variant === "primary" ? t.colors.accent : t.colors.text}`,
    background: variant === "primary" ? t.colors.accent : "transparent",
    color: variant === "primary" ? t.colors.onAccent : t.colors.text,
    fontWeight: 700,
    fontSize: t.fontSizes.sm,
    letterSpacing: "0.06em",
    textTransform: "uppercase",
    textDecoration: "none",
    cursor: "pointer",
    transition: "transform 150ms ease, background-color 150ms ease, color 150ms ease",
    "&:hover": {
      transform: "translateY(-1px)",
      background: variant === "primary" ? t.colors.text : t.colors.text,
      borderColor: t.colors.text,
      color: t.colors.bg,
      textDecoration: "none",
    },
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed", transform: "none" },
  });

interface CommonProps {
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant = "primary", type = "button", children, ...rest }: ButtonProps) {
  return (
    <button type={type} css={buttonCss(variant)} {...rest}>
      {children}
    </button>
  );
}

export type ButtonLinkProps = CommonProps & {
  /** Internal paths go through Gatsby's Link; absolute URLs open in a new tab. */
  to: string;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function ButtonLink({ variant = "primary", to, children, ...rest }: ButtonLinkProps) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" css={buttonCss(variant)} {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={to} css={buttonCss(variant)} className={rest.className} aria-label={rest["aria-label"]}>
      {children}
    </Link>
  );
}
