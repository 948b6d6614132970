import { THEME_MODES, THEME_STORAGE_KEY, type ThemeMode } from "./theme";

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
 * Inline script for the document head: applies the remembered theme before the first
 * paint, so a dark-theme visitor never sees a flash of the light one.
 */
export const THEME_INIT_SCRIPT = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(m!=="light"&&m!=="dark")m="system";var d=m==="dark"||(m==="system"&&window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.dataset.theme=d?"dark":"light";r.dataset.themeMode=m;r.style.colorScheme=d?"dark":"light"})()`;
