/** Seconds before the card at `index` fades in: 0.1 s more for each card. */
export function staggerDelay(index: number, step = 0.1): number {
  return Math.round(index * step * 100) / 100;
}

/**
 * Marks an element hidden for its entrance animation (only ever in the browser: the server
 * HTML hides nothing). The global CSS shows it at once when motion is reduced.
 * (No framer-motion import here: pages use this without loading the animation code.)
 */
export const REVEAL_ATTRIBUTE = "data-reveal";
export const REVEAL_CSS = `[${REVEAL_ATTRIBUTE}]{opacity:1!important;transform:none!important}`;

/** On <html> when the animation code could not be loaded (src/components/Motion): nothing stays hidden. */
export const MOTION_FAILED_ATTRIBUTE = "data-motion-failed";
export const MOTION_FAILED_CSS = `[${MOTION_FAILED_ATTRIBUTE}] ${REVEAL_CSS}`;
