import { THEME_MODES, type ThemeMode } from "./theme";

export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return THEME_MODES.includes(value as ThemeMode) ? (value as ThemeMode) : "system";
}

export function resolveScheme(mode: ThemeMode, prefersDark: boolean): "light" | "dark" {
  if (mode === "system") return prefersDark ? "dark" : "light";
  return mode;
}

/** Applies a mode to the document: the data attributes the global CSS reads, and color-scheme. */
export function applyThemeMode(mode: ThemeMode, prefersDark: boolean, root: HTMLElement = document.documentElement) {
  const scheme = resolveScheme(mode, prefersDark);
  root.dataset.theme = scheme;
  root.dataset.themeMode = mode;
  root.style.colorScheme = scheme;
}

/**
 * The mode a press of the theme button goes to. From the device's own theme ("system") to the
 * other one, so the first press always shows a change; from that one to the device's theme
 * chosen for good; from that to "system" again (which stores nothing).
 */
export function nextThemeMode(mode: ThemeMode, prefersDark: boolean): ThemeMode {
  const device = prefersDark ? "dark" : "light";
  const other = prefersDark ? "light" : "dark";
  if (mode === "system") return other;
  return mode === other ? device : "system";
}
