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
