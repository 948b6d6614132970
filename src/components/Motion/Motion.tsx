import type { ReactNode } from "react";
import { LazyMotion } from "framer-motion";

const loadFeatures = () => import("./features").then((mod) => mod.default);

/** framer-motion, lean: `m` components only, with the animation features loaded after the page. */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}

/** Seconds before the card at `index` fades in: 0.1 s more for each card. */
export function staggerDelay(index: number, step = 0.1): number {
  return Math.round(index * step * 100) / 100;
}

/**
 * Marks an element that starts hidden for its entrance animation; the head's <noscript>
 * style shows it when JavaScript is off.
 */
export const REVEAL_ATTRIBUTE = "data-reveal";
export const NOSCRIPT_REVEAL_CSS = `[${REVEAL_ATTRIBUTE}]{opacity:1!important;transform:none!important}`;
