import type { Settings } from "react-slick";

/**
 * The settings react-slick should use at a viewport width: `responsive` entries are
 * desktop-first (`breakpoint` = largest width they apply to), the narrowest match wins.
 * Resolved here because react-slick 0.31 only applies a breakpoint when the width changes,
 * never on first load.
 */
export function settingsForWidth(settings: Settings, width: number): Settings {
  const { responsive, ...base } = settings;
  const breakpoint = breakpointForWidth(settings, width);
  const match = responsive?.find((entry) => entry.breakpoint === breakpoint);
  if (!match || match.settings === "unslick") return base;
  return { ...base, ...match.settings };
}

/** The `responsive` breakpoint that applies at a width, or null for the base settings. */
export function breakpointForWidth(settings: Settings, width: number): number | null {
  const match = [...(settings.responsive ?? [])]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
  return match ? match.breakpoint : null;
}

export interface SlidesPerView {
  /** Largest viewport width (px) the count applies to; null for the widest layout. */
  maxWidth: number | null;
  slides: number;
}

/**
 * How many slides each layout shows, widest first: what the carousel's static first view
 * (before react-slick loads) turns into CSS media queries.
 */
export function slidesPerView(settings: Settings): SlidesPerView[] {
  const base = settings.slidesToShow ?? 1;
  const narrower = [...(settings.responsive ?? [])]
    .sort((a, b) => b.breakpoint - a.breakpoint)
    .map((entry) => ({
      maxWidth: entry.breakpoint,
      slides: entry.settings === "unslick" ? base : (entry.settings.slidesToShow ?? base),
    }));
  return [{ maxWidth: null, slides: base }, ...narrower];
}
