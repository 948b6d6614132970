import { css } from "@emotion/react";
import { Link } from "gatsby";
import { idleLayoutCss, useIdleLayout } from "../../lib/idleLayout";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { Container } from "../Container";
import { Logo } from "../Logo";
import { NewsletterForm } from "../NewsletterForm";
import { useFormCopy } from "../../hooks/useFormCopy";
import { useServicesMenu } from "../../hooks/useServicesMenu";
import { useUiCopy } from "../../hooks/useUiCopy";
import { SocialLinks } from "../SocialLinks";
import { CookieSettings } from "../CookieBanner";

export interface FooterProps {
  siteName: string;
  description: string;
  logoSrc: string;
  logoFallbackSrc: string;
  newsletterEndpoint: string;
}

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
  [mq.medium]: { gridTemplateColumns: "1fr 1fr" },
  [mq.large]: { gridTemplateColumns: "1.2fr 0.7fr 0.9fr 1.3fr" },
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
const bottomCss = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: `${space.xs} ${space.lg}`,
  marginTop: space.xxl,
  paddingTop: space.lg,
  borderTop: `1px solid ${colors.border}`,
  color: colors.muted,
  fontSize: fontSizes.xs,
  "& p": { margin: 0 },
});

function FooterLinks({
  title,
  label,
  links,
}: {
  title: string;
  label: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}) {
  return (
    <nav aria-label={label}>
      <h2 css={headingCss}>{title}</h2>
      <ul css={linkListCss}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} css={linkCss}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ siteName, description, logoSrc, logoFallbackSrc, newsletterEndpoint }: FooterProps) {
  const idleLayoutProps = useIdleLayout<HTMLElement>();
  const { newsletter } = useFormCopy();
  const { footer } = useUiCopy();
  // Top-level services and the overview, from content/service-pages/.
  const services = useServicesMenu();
  return (
    <footer {...idleLayoutProps} css={[footerCss, idleLayout]}>
      <Container>
        <div css={gridCss}>
          <div>
            <Logo src={logoSrc} fallbackSrc={logoFallbackSrc} name={siteName} surface={colors.surfaceAlt} />
            <p css={descriptionCss}>{description}</p>
            <SocialLinks css={socialCss} />
          </div>
          <FooterLinks title={footer.exploreTitle} label={footer.exploreLabel} links={footer.links} />
          <FooterLinks title={footer.servicesTitle} label={footer.servicesTitle} links={services} />
          <div>
            <h2 css={headingCss}>{newsletter.title}</h2>
            <p css={newsletterIntroCss}>{newsletter.intro}</p>
            <NewsletterForm endpoint={newsletterEndpoint} />
          </div>
        </div>
        <div css={bottomCss}>
          <p>{footer.copyright}</p>
          <CookieSettings />
        </div>
      </Container>
    </footer>
  );
}
