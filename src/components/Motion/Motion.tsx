import type { ReactNode } from "react";
import { LazyMotion } from "framer-motion";
import { MOTION_FAILED_ATTRIBUTE } from "../../styles/reveal";

// Not loaded (the connection lost since the page loaded): what waits to fade in is shown as it
// is, and the failure is caught, since Gatsby reloads the page on a failed chunk left unhandled.
const loadFeatures = () =>
  import("./features")
    .then((mod) => mod.default)
    .catch(() => {
      document.documentElement.setAttribute(MOTION_FAILED_ATTRIBUTE, "");
      return new Promise<never>(() => undefined);
    });

/** framer-motion, lean: `m` components only, with the animation features loaded after the page. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
