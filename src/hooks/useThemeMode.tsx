import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { THEME_STORAGE_KEY, type ThemeMode } from "../styles/theme";
import { applyThemeMode, parseThemeMode } from "../styles/themeMode";
import { readStorage, writeStorage } from "../lib/storage";

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: "system", setMode: () => undefined });

const DARK_QUERY = "(prefers-color-scheme: dark)";
const prefersDark = () => typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  // null until the stored choice is read: applying "system" before that would undo the
  // head script's work and flash the other theme.
  const [mode, setModeState] = useState<ThemeMode | null>(null);

  useEffect(() => {
    setModeState(parseThemeMode(readStorage(THEME_STORAGE_KEY)));
  }, []);

  useEffect(() => {
    if (mode === null) return undefined;
    applyThemeMode(mode, prefersDark());
    if (mode !== "system" || typeof window.matchMedia !== "function") return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => applyThemeMode("system", query.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(THEME_STORAGE_KEY, next);
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode: mode ?? "system", setMode }), [mode, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode() {
  return useContext(ThemeModeContext);
}
