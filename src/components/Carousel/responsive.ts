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
