import { useCallback, useRef } from "react";
import { flushSync } from "react-dom";
import { css } from "@emotion/react";
import { useUiCopy } from "../../hooks/useUiCopy";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { LABELS } from "../../rules/labels";
import { InlineText } from "../InlineText";
import { colors, fontSizes, mq, radii, shadows, space } from "../../styles/theme";
import { useCookieConsent } from "../../hooks/useCookieConsent";
import { Button } from "../Button";
import { Icon } from "../Icon";
import { useControlTakeOver } from "../../hooks/useControlTakeOver";
import {
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_BANNER_END_ATTRIBUTE,
  COOKIE_BANNER_REGION_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from "../../lib/headScripts";

const bannerCss = css({
  position: "fixed",
  insetInline: space.sm,
  bottom: space.sm,
  zIndex: 60,
  display: "grid",
  gap: space.md,
  maxWidth: 560,
  padding: `${space.lg} ${space.lg} ${space.md}`,
  background: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  [mq.medium]: { left: space.lg, right: "auto", bottom: space.lg },
  [`html:not([${COOKIE_BANNER_ATTRIBUTE}]) &`]: { display: "none" },
  // Hidden while half-parsed (see COOKIE_BANNER_INIT_SCRIPT); a browser without :has() drops
  // this rule and shows the banner as it arrives.
  [`&:not(:has([${COOKIE_BANNER_END_ATTRIBUTE}]))`]: { display: "none" },
});
const closeCss = css({
  position: "absolute",
  top: space.xs,
  right: space.xs,
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: radii.pill,
  background: "transparent",
  cursor: "pointer",
  "&:hover": { background: colors.surfaceAlt },
});
const textCss = css({ margin: 0, paddingRight: space.xl, fontSize: fontSizes.sm });
// Side by side while both labels fit on one line (a 390 px phone), one above the other below that.
const actionsCss = css({
  display: "flex",
  flexWrap: "wrap",
  gap: space.xs,
  "& > button": { flex: "1 1 auto", paddingInline: space.md, whiteSpace: "nowrap" },
});

let roomObserver: ResizeObserver | null = null;

/**
 * While the banner is shown, keeps the window's foot that it covers clear: the page scrolls what
 * Tab focuses above it (scroll-padding) and can scroll its own end above it (the body's padding),
 * WCAG 2.4.11 (focus not obscured). Set on the elements' own style, following the banner's size;
 * undone when it goes. Before React runs nothing is reserved.
 */
function keepRoomFor(banner: HTMLElement | null) {
  roomObserver?.disconnect();
  roomObserver = null;
  const { documentElement: root, body } = document;
  if (!banner || typeof ResizeObserver === "undefined") {
    root.style.removeProperty("scroll-padding-bottom");
    body.style.removeProperty("padding-bottom");
    return;
  }
  roomObserver = new ResizeObserver(() => {
    const room = Math.max(0, Math.ceil(window.innerHeight - banner.getBoundingClientRect().top));
    root.style.setProperty("scroll-padding-bottom", `calc(${room}px + ${space.md})`);
    body.style.setProperty("padding-bottom", `${room}px`);
  });
  roomObserver.observe(banner);
}

/**
 * Shown until the visitor chooses, floating over the page so it shifts no content. It is in
 * the server HTML, early in the document, and painted with the first frame once it has been
 * read whole, when the head script finds no stored choice (see COOKIE_BANNER_INIT_SCRIPT);
 * it leaves the DOM once a choice is known. Its buttons work before React runs
 * (CONTROLS_SCRIPT stores the choice that useCookieConsent reads).
 */
export function CookieBanner() {
  const { pending, accept, decline } = useCookieConsent();
  const { cookieBanner } = useUiCopy();
  // What the site does today: with no analytics script set, it says it runs none.
  const { analyticsScript } = useSiteMetadata();
  // React's from its first commit, whether hydrated or back after "Cookie settings" (a new
  // element): CONTROLS_SCRIPT lets go of it.
  const takeOver = useCallback((element: HTMLDivElement | null) => {
    element?.setAttribute(HYDRATED_ATTRIBUTE, "");
    keepRoomFor(element);
  }, []);
  if (!pending) return null;
  return (
    <div
      ref={takeOver}
      role="region"
      aria-label={cookieBanner.label}
      tabIndex={-1}
      css={bannerCss}
      {...{ [COOKIE_BANNER_REGION_ATTRIBUTE]: "" }}
    >
      <button
        type="button"
        onClick={decline}
        aria-label={cookieBanner.close}
        css={closeCss}
        data-action="consent"
        data-value="declined"
      >
        <Icon name="close" size={20} />
      </button>
      <p css={textCss}>
        <InlineText>{analyticsScript ? cookieBanner.text : cookieBanner.textWithoutAnalytics}</InlineText>
      </p>
      <div css={actionsCss}>
        <Button variant="secondary" onClick={decline} data-action="consent" data-value="declined">
          {LABELS.decline}
        </Button>
        <Button onClick={accept} data-action="consent" data-value="accepted">
          {LABELS.acceptCookies}
        </Button>
      </div>
      <span {...{ [COOKIE_BANNER_END_ATTRIBUTE]: "" }} hidden />
    </div>
  );
}

const settingsCss = css({
  minHeight: 24,
  padding: `${space.xxs} 0`,
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  "&:hover": { color: colors.accentText },
  // Without JavaScript the site runs no analytics and the button could do nothing.
  "@media (scripting: none)": { display: "none" },
});

/**
 * "Cookie settings", at the foot of every page while the site runs analytics: brings the banner
 * back and focuses it, so withdrawing consent is as easy as giving it (UK GDPR art. 7(3)). Works
 * before React runs (CONTROLS_SCRIPT's "reconsent" action).
 */
export function CookieSettings() {
  const { reopen } = useCookieConsent();
  const { cookieBanner } = useUiCopy();
  const { analyticsScript } = useSiteMetadata();
  const ref = useRef<HTMLButtonElement>(null);
  useControlTakeOver(ref);
  if (!analyticsScript) return null;
  const show = () => {
    // Rendered at once, so it can take the focus.
    flushSync(reopen);
    document.querySelector<HTMLElement>(`[${COOKIE_BANNER_REGION_ATTRIBUTE}]`)?.focus();
  };
  return (
    <button ref={ref} type="button" onClick={show} data-action="reconsent" css={settingsCss}>
      {cookieBanner.settings}
    </button>
  );
}
