import { useCallback, useEffect, useState } from "react";
import { readStorage, removeStorage, writeStorage } from "../lib/storage";
import {
  ANALYTICS_ATTRIBUTE,
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_CHOICE_ATTRIBUTE,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_SCOPE_KEY,
} from "../lib/headScripts";

// The consent key and the banner attribute are shared with the head script that reads them.
export { COOKIE_BANNER_ATTRIBUTE, COOKIE_CONSENT_KEY };
export type CookieChoice = "accepted" | "declined";

// The choice made in this visit, for when storage is blocked: it still holds from page to page.
let visitChoice: CookieChoice | null = null;
// Every mounted hook, so a choice made in the banner reaches the others (analytics) at once:
// the storage event fires only in other tabs.
const instances = new Set<(choice: CookieChoice | null) => void>();

const isChoice = (value: string | null): value is CookieChoice => value === "accepted" || value === "declined";

/** The analytics service the site runs now ("" for none): what a choice made now is about. */
const currentScope = () => document.documentElement.getAttribute(ANALYTICS_ATTRIBUTE) ?? "";

function storedChoice(): CookieChoice | null {
  const value = readStorage(COOKIE_CONSENT_KEY);
  // Accepted before the site ran this analytics service: not consent to it (COOKIE_CONSENT_SCOPE_KEY).
  const scope = currentScope();
  if (value === "accepted" && scope && readStorage(COOKIE_CONSENT_SCOPE_KEY) !== scope) return visitChoice;
  if (isChoice(value)) return value;
  // Made in the banner before React ran (CONTROLS_SCRIPT), with storage blocked.
  const early = document.documentElement.getAttribute(COOKIE_CHOICE_ATTRIBUTE);
  return visitChoice ?? (isChoice(early) ? early : null);
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
      if (event.key === COOKIE_CONSENT_KEY || event.key === COOKIE_CONSENT_SCOPE_KEY) setChoice(storedChoice());
    };
    window.addEventListener("storage", onStorage);
    instances.add(setChoice);
    return () => {
      window.removeEventListener("storage", onStorage);
      instances.delete(setChoice);
    };
  }, []);

  const choose = useCallback((value: CookieChoice) => {
    visitChoice = value;
    writeStorage(COOKIE_CONSENT_KEY, value);
    writeStorage(COOKIE_CONSENT_SCOPE_KEY, currentScope());
    document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
    instances.forEach((set) => set(value));
  }, []);

  /**
   * "Cookie settings": forgets the choice, so the banner comes back and nothing that needs
   * consent loads on later pages until the visitor chooses again (UK GDPR art. 7(3)).
   */
  const reopen = useCallback(() => {
    visitChoice = null;
    removeStorage(COOKIE_CONSENT_KEY);
    removeStorage(COOKIE_CONSENT_SCOPE_KEY);
    document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
    document.documentElement.setAttribute(COOKIE_BANNER_ATTRIBUTE, "");
    instances.forEach((set) => set(null));
  }, []);

  return {
    choice,
    accepted: choice === "accepted",
    /** No choice yet, or not known yet (server HTML, first render): the banner is rendered. */
    pending: choice == null,
    accept: useCallback(() => choose("accepted"), [choose]),
    decline: useCallback(() => choose("declined"), [choose]),
    reopen,
  };
}

/** For tests: forget the choice held in memory for this visit. */
export function resetVisitChoice() {
  visitChoice = null;
}
