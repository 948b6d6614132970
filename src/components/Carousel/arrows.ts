import { css } from "@emotion/react";
import { colors, radii, shadows } from "../../styles/theme";

/** The previous/next buttons, alike on the static first view and on react-slick. */
export const arrowCss = css({
  position: "absolute",
  top: "50%",
  zIndex: 2,
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  marginTop: -22,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.text,
  boxShadow: shadows.card,
  cursor: "pointer",
  "&:hover:not(:disabled)": { color: colors.accentText },
  "&:disabled": { opacity: 0.4, cursor: "default" },
});
export const prevCss = css({ left: -22 });
export const nextCss = css({ right: -22 });

/** The static first view of a carousel, beside its arrows. */
export const STATIC_TRACK_SELECTOR = "[data-carousel-static]";

/**
 * Scrolls the static first view by one slide, round at the ends: what CONTROLS_SCRIPT does
 * before React runs (keep the two alike).
 */
export function scrollStaticTrack(arrow: HTMLElement, direction: "prev" | "next") {
  const track = arrow.parentElement?.querySelector<HTMLElement>(STATIC_TRACK_SELECTOR);
  const slide = track?.firstElementChild;
  if (!track || !slide) return;
  const width = slide.getBoundingClientRect().width;
  const x = track.scrollLeft;
  const max = track.scrollWidth - track.clientWidth - 1;
  const left = direction === "next" ? (x >= max ? 0 : x + width) : x <= 1 ? max + 1 : x - width;
  track.scrollTo({ left, behavior: "instant" });
}

/** The slide the static first view was scrolled to, for react-slick to start at. */
export function staticTrackSlide(region: HTMLElement | null): number {
  const track = region?.querySelector<HTMLElement>(STATIC_TRACK_SELECTOR);
  const width = track?.firstElementChild?.getBoundingClientRect().width;
  return track && width ? Math.round(track.scrollLeft / width) : 0;
}

/** What had focus in the static first view: a slide's link, an arrow, or the row itself. */
export type StaticFocus = { href: string | null; direction: string | null; row: boolean } | null;

/** react-slick's row of slides, which SlickCarousel makes focusable in the static row's place. */
export const SLICK_LIST_SELECTOR = ".slick-list";

/** Read while the static first view is still in the DOM (react-slick's first render). */
export function staticFocus(region: HTMLElement | null): StaticFocus {
  const focused = typeof document === "undefined" ? null : document.activeElement;
  if (!region || !focused || !region.contains(focused)) return null;
  return {
    href: focused.getAttribute("href"),
    direction: focused.getAttribute("data-direction"),
    row: focused.matches(STATIC_TRACK_SELECTOR),
  };
}

/**
 * Gives the focus back to what stands where it was, once react-slick has replaced the static
 * view (which took the focused element with it, leaving the focus on the page's body): the same
 * link in a shown slide, the same arrow, react-slick's row for the static row, or else the first
 * thing in the carousel Tab reaches.
 */
export function restoreStaticFocus(region: HTMLElement | null, was: StaticFocus): void {
  if (!region || !was || (document.activeElement && document.activeElement !== document.body)) return;
  const shown = [...region.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), [tabindex='0']")].filter(
    (element) => !element.closest("[aria-hidden='true']") && element.tabIndex >= 0,
  );
  const target =
    shown.find((element) => was.href !== null && element.getAttribute("href") === was.href) ??
    shown.find((element) => was.direction !== null && element.getAttribute("data-direction") === was.direction) ??
    shown.find((element) => was.row && element.matches(SLICK_LIST_SELECTOR)) ??
    shown[0];
  target?.focus({ preventScroll: true });
}
