import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "gatsby";
import { useUiCopy } from "../../hooks/useUiCopy";
import { buttonVariantCss as variants, type ButtonVariant } from "./buttonStyles";

export { buttonVariantCss, iconButtonCss, type ButtonVariant } from "./buttonStyles";

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
