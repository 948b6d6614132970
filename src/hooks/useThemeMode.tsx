import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY, type ThemeMode } from "../styles/theme";
import { applyThemeMode, parseThemeMode } from "../styles/themeMode";
import { readStorage, removeStorage, writeStorage } from "../lib/storage";

// The mode lives on <html> (data-theme-mode), where the head script puts it before the first
// paint; this is a tiny store over that attribute. No React context: a provider whose value
// changes after mount would make React hydrate every part of the page at once.

const DARK_QUERY = "(prefers-color-scheme: dark)";
const darkQuery = () => (typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null);
const prefersDark = () => Boolean(darkQuery()?.matches);

const listeners = new Set<() => void>();
const currentMode = (): ThemeMode => parseThemeMode(document.documentElement.dataset.themeMode);
const serverMode = (): ThemeMode => "system";

function followSystem() {
  if (currentMode() === "system") applyThemeMode("system", prefersDark());
}

function subscribe(listener: () => void) {
  // Without the head script (tests, an embedded copy of the page), apply the stored mode now.
  if (!document.documentElement.dataset.themeMode)
    applyThemeMode(parseThemeMode(readStorage(THEME_STORAGE_KEY)), prefersDark());
  listeners.add(listener);
  if (listeners.size === 1) darkQuery()?.addEventListener?.("change", followSystem);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) darkQuery()?.removeEventListener?.("change", followSystem);
  };
}

/**
 * Remembers a light or dark mode (for this visit at least, if storage is blocked) and applies it.
 * The device's own ("system") is the default, so choosing it keeps nothing: the visitor's way
 * to have the site store no note at all (PECR's appearance exception asks for one).
 */
export function setThemeMode(mode: ThemeMode) {
  if (mode === "system") removeStorage(THEME_STORAGE_KEY);
  else writeStorage(THEME_STORAGE_KEY, mode);
  applyThemeMode(mode, prefersDark());
  listeners.forEach((listener) => listener());
}

/** The visitor's theme mode: "system" in the server HTML, the remembered one in the browser. */
export function useThemeMode() {
  const mode = useSyncExternalStore(subscribe, currentMode, serverMode);
  return { mode, setMode: setThemeMode };
}

function subscribeToDevice(listener: () => void) {
  darkQuery()?.addEventListener?.("change", listener);
  return () => darkQuery()?.removeEventListener?.("change", listener);
}

/**
 * Whether the device asks for dark, following a change of the setting; false in the server HTML,
 * which cannot know (the head script names the theme button for the device once the page is parsed).
 */
export function useDevicePrefersDark(): boolean {
  return useSyncExternalStore(subscribeToDevice, prefersDark, () => false);
}
