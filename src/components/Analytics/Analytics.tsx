import { useEffect } from "react";
import { useCookieConsent } from "../../hooks/useCookieConsent";

export interface AnalyticsProps {
  /** Script URL from content/site.yaml; empty means no analytics. */
  src: string;
}

/** Loads the analytics script only once the visitor has accepted cookies. */
export function Analytics({ src }: AnalyticsProps) {
  const { accepted } = useCookieConsent();
  useEffect(() => {
    if (!accepted || !src || document.querySelector(`script[data-analytics]`)) return;
    const script = document.createElement("script");
    script.src = src;
    script.defer = true;
    script.dataset.analytics = "true";
    document.head.appendChild(script);
  }, [accepted, src]);
  return null;
}
