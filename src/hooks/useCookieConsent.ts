import { useCallback, useEffect, useState } from "react";
import { readStorage, writeStorage } from "../lib/storage";

export const COOKIE_CONSENT_KEY = "cookie-consent";
export type CookieChoice = "accepted" | "declined";

function storedChoice(): CookieChoice | null {
  const value = readStorage(COOKIE_CONSENT_KEY);
  return value === "accepted" || value === "declined" ? value : null;
}

/**
 * The visitor's cookie choice. `undefined` until the browser has been asked (so the server
 * HTML and the first client render agree), then the stored choice or null.
 * If storage is unavailable the choice still holds for this visit.
 */
export function useCookieConsent() {
  const [choice, setChoice] = useState<CookieChoice | null | undefined>(undefined);

  useEffect(() => {
    setChoice(storedChoice());
    const onStorage = (event: StorageEvent) => {
      if (event.key === COOKIE_CONSENT_KEY) setChoice(storedChoice());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const choose = useCallback((value: CookieChoice) => {
    writeStorage(COOKIE_CONSENT_KEY, value);
    setChoice(value);
  }, []);

  return {
    choice,
    accepted: choice === "accepted",
    pending: choice === null,
    accept: useCallback(() => choose("accepted"), [choose]),
    decline: useCallback(() => choose("declined"), [choose]),
  };
}
