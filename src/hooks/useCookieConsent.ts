import { useCallback, useEffect, useState } from "react";
import { readStorage, writeStorage } from "../lib/storage";

export const COOKIE_CONSENT_KEY = "cookie-consent";
export type CookieChoice = "accepted" | "declined";

/**
 * Set on <html> by the head script when the visitor has not chosen yet. The banner is in
 * the server HTML but only shown under this attribute, so it is painted with the page
 * (no late pop-in) and never flashes for a visitor who already chose; without JavaScript
 * there is nothing to consent to and it stays hidden.
 */
export const COOKIE_BANNER_ATTRIBUTE = "data-cookie-banner";

/** Inline script for the document head, run before the first paint. */
export const COOKIE_BANNER_INIT_SCRIPT = `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(
  COOKIE_CONSENT_KEY,
)})}catch(e){}if(c!=="accepted"&&c!=="declined")document.documentElement.setAttribute(${JSON.stringify(
  COOKIE_BANNER_ATTRIBUTE,
)},"")})()`;

// The choice made in this visit, for when storage is blocked: it still holds from page to page.
let visitChoice: CookieChoice | null = null;
// Every mounted hook, so a choice made in the banner reaches the others (analytics) at once:
// the storage event fires only in other tabs.
const instances = new Set<(choice: CookieChoice) => void>();

function storedChoice(): CookieChoice | null {
  const value = readStorage(COOKIE_CONSENT_KEY);
  return value === "accepted" || value === "declined" ? value : visitChoice;
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
    instances.add(setChoice);
    return () => {
      window.removeEventListener("storage", onStorage);
      instances.delete(setChoice);
    };
  }, []);

  const choose = useCallback((value: CookieChoice) => {
    visitChoice = value;
    writeStorage(COOKIE_CONSENT_KEY, value);
    document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
    instances.forEach((set) => set(value));
  }, []);

  return {
    choice,
    accepted: choice === "accepted",
    /** No choice yet, or not known yet (server HTML, first render): the banner is rendered. */
    pending: choice == null,
    accept: useCallback(() => choose("accepted"), [choose]),
    decline: useCallback(() => choose("declined"), [choose]),
  };
}

/** For tests: forget the choice held in memory for this visit. */
export function resetVisitChoice() {
  visitChoice = null;
}
