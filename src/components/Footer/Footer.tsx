import { css } from "@emotion/react";
import { Link } from "gatsby";
import { idleLayoutCss, useIdleLayout } from "../../lib/idleLayout";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { Container } from "../Container";
import { Logo } from "../Logo";
import { NewsletterForm } from "../NewsletterForm";
import { SocialLinks } from "../SocialLinks";

export interface FooterProps {
  siteName: string;
  description: string;
  logoSrc: string;
  logoFallbackSrc: string;
  newsletterEndpoint: string;
  /** Copyright year (the build's, so server and browser render the same text). */
  year: number;
}

export const FOOTER_LINKS = [
  { label: "Home", to: "/" },
  { label: "Contact", to: "/contact/" },
  { label: "Privacy Policy", to: "/privacy-policy/" },
  { label: "Terms of Service", to: "/terms-of-service/" },
];

const headingCss = css({
  fontSize: fontSizes.sm,
  textTransform: "uppercase",
  letterSpacing: "0.1em",
  color: colors.muted,
  marginBottom: space.sm,
});

const footerCss = css({
  background: colors.surfaceAlt,
  color: colors.text,
  borderTop: `1px solid ${colors.border}`,
  paddingBlock: `${space.xxl} ${space.xl}`,
});
// Laid out after the page has loaded, when idle, like the page's bands.
const idleLayout = idleLayoutCss("30rem");
const gridCss = css({
            display: "grid",
            gap: space.xl,
            [mq.medium]: { gridTemplateColumns: "1.2fr 0.8fr 1.4fr" },
          });
const descriptionCss = css({ color: colors.muted, marginTop: space.md, maxWidth: "34ch", fontSize: fontSizes.sm });
const socialCss = css({ marginLeft: `-${space.sm}` });
const linkListCss = css({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.xxs });
const linkCss = css({
                      display: "inline-block",
                      paddingBlock: space.xxs,
                      color: colors.text,
                      textDecoration: "none",
                      "&:hover": { color: colors.accentText, textDecoration: "underline" },
                    });
const newsletterIntroCss = css({ fontSize: fontSizes.sm, color: colors.muted });
const copyrightCss = css({
            marginTop: space.xxl,
            paddingTop: space.lg,
            borderTop: `1px solid ${colors.border}`,
            color: colors.muted,
            fontSize: fontSizes.xs,
          });

export function Footer({ siteName, description, logoSrc, logoFallbackSrc, newsletterEndpoint, year }: FooterProps) {
  const idleLayoutProps = useIdleLayout<HTMLElement>();
  return (
    <footer
      {...idleLayoutProps}
      css={[footerCss, idleLayout]}
    >
      <Container>
        <div
          css={gridCss}
        >
          <div>
            <Logo src={logoSrc} fallbackSrc={logoFallbackSrc} name={siteName} />
            <p css={descriptionCss}>
              {description}
            </p>
            <SocialLinks css={socialCss} />
          </div>
          <nav aria-label="Footer">
            <h2 css={headingCss}>Explore</h2>
            <ul css={linkListCss}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    css={linkCss}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 css={headingCss}>Newsletter</h2>
            <p css={newsletterIntroCss}>
              Practical notes on tax residency, company structures and life across borders. No spam; unsubscribe at any
              time.
            </p>
            <NewsletterForm endpoint={newsletterEndpoint} />
          </div>
        </div>
        <p
          css={copyrightCss}
        >
          © {year} {siteName}. General information only, not legal, tax or financial advice.
        </p>
      </Container>
    </footer>
  );
}
