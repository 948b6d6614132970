import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { useUiCopy } from "../../hooks/useUiCopy";
import { LOGO_MARK_FALLBACK_PATH } from "../../rules/logoMark";
import { Analytics } from "../Analytics";
import { CookieBanner } from "../CookieBanner";
import { Footer } from "../Footer";
import { HydrationBoundary } from "../HydrationBoundary";
import { Navbar } from "../Navbar";

export interface LayoutProps {
  children: ReactNode;
  /** "bare" has no site header or footer (the campaign landing page). */
  variant?: "default" | "bare";
  /** A bare page's own footer, placed after <main> so it is the page's contentinfo landmark. */
  footer?: ReactNode;
}

export const MAIN_ID = "main";

const skipLinkCss = css({
  position: "absolute",
  left: space.sm,
  top: space.sm,
  zIndex: 100,
  padding: `${space.xs} ${space.md}`,
  background: colors.accent,
  color: colors.onAccent,
  borderRadius: radii.sm,
  fontWeight: 700,
  transform: "translateY(-200%)",
  "&:focus": { transform: "none" },
});

const shellCss = css({ minHeight: "100vh", display: "flex", flexDirection: "column" });
const mainCss = css({ flex: 1, "&:focus": { outline: "none" } });

export function Layout({ children, variant = "default", footer }: LayoutProps) {
  const site = useSiteMetadata();
  const { skipLink } = useUiCopy();
  const logo = { logoSrc: site.logo.src, logoFallbackSrc: LOGO_MARK_FALLBACK_PATH };
  return (
    <div css={shellCss}>
      <a href={`#${MAIN_ID}`} css={skipLinkCss}>
        {skipLink}
      </a>
      {/* Early in the document, though it floats at the bottom: it is read whole before the
          first paint (its CSS waits for its last element, so it is never painted half-read),
          and keyboard users reach its buttons before the page behind it. */}
      <HydrationBoundary>
        <CookieBanner />
      </HydrationBoundary>
      {variant === "default" && (
        <HydrationBoundary>
          <Navbar siteName={site.title} {...logo} />
        </HydrationBoundary>
      )}
      <main id={MAIN_ID} tabIndex={-1} css={mainCss}>
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      {variant === "bare" && footer}
      {variant === "default" && (
        <HydrationBoundary>
          <Footer
            siteName={site.title}
            description={site.description}
            newsletterEndpoint={site.forms.newsletter}
            {...logo}
          />
        </HydrationBoundary>
      )}
      <Analytics src={site.analyticsScript} />
    </div>
  );
}
