import { useEffect } from "react";
import { useCookieConsent } from "../../hooks/useCookieConsent";
import { reloadPage } from "../../lib/reloadPage";

export interface AnalyticsProps {
  /** Script URL from content/site.yaml; empty means no analytics. */
  src: string;
}

const LOADED = "script[data-analytics]";

/**
 * Loads the analytics script only once the visitor has accepted cookies. A visitor who declines
 * after accepting ("Cookie settings") gets the page loaded again: the script cannot be unloaded,
 * and one that follows client-side navigation (Plausible does) would go on counting the pages
 * opened from this one (UK GDPR art. 7(3)).
 */
export function Analytics({ src }: AnalyticsProps) {
  const { accepted, choice } = useCookieConsent();
  useEffect(() => {
    const loaded = document.querySelector(LOADED);
    if (choice === "declined" && loaded) {
      reloadPage();
      return;
    }
    if (!accepted || !src || loaded) return;
    const script = document.createElement("script");
    script.src = src;
    script.defer = true;
    script.dataset.analytics = "true";
    document.head.appendChild(script);
  }, [accepted, choice, src]);
  return null;
}
