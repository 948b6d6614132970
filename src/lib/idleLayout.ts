import { useEffect, useRef, useSyncExternalStore, type RefObject } from "react";
import { css } from "@emotion/react";

/**
 * Page bands below the first screen are not laid out with the rest of the page on load.
 *
 * Laying out a whole long page in one go is the largest single task of a page load, and it
 * blocks the visitor's first taps. A band rendered with `idleLayoutCss` starts with
 * `content-visibility: auto`, so the first layout covers only what is on screen. Once the
 * page has loaded, `useIdleLayout` lays the bands out one at a time, top to bottom, each in
 * its own idle period: the work is the same, cut into short tasks that leave the main
 * thread free between them.
 *
 * Each band then drops `content-visibility` for good. Leaving it on would be smaller code
 * but worse: a band that has never been on screen keeps a guessed height, so the scroll bar
 * and in-page jumps are off, and tools that measure the page (Lighthouse's contrast check
 * among them) read text that overflows the guessed box against the wrong background.
 *
 * Without JavaScript the bands keep `content-visibility: auto`, which browsers render as
 * they near the viewport; browsers without it ignore the property.
 *
 * Only the page the visitor lands on is laid out this way. Pages rendered by a client-side
 * navigation have their bands laid out at once: Gatsby restores the scroll position of a
 * page the visitor goes back to, and that position must land on the real boxes, not on
 * guessed heights.
 *
 * The queue can give way to plain `content-visibility: auto` with `contain-intrinsic-size`
 * once Lighthouse's contrast check reads text in skipped bands against the right background
 * (today it fails the home page's testimonial captions), if the scroll bar's guessed length
 * is acceptable by then.
 */
export const LAID_OUT_ATTRIBUTE = "data-laid-out";

/** Style for a band laid out when idle; `estimate` is its height until then. */
export const idleLayoutCss = (estimate: string) =>
  css({
    [`&:not([${LAID_OUT_ATTRIBUTE}])`]: {
      contentVisibility: "auto",
      containIntrinsicSize: `auto ${estimate}`,
    },
  });

const waiting = new Set<Element>();
let scheduled = false;

function whenIdle(callback: () => void) {
  // The timeout only bounds the wait on a page that never goes idle.
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 2000 });
  else window.setTimeout(callback, 50);
}

/** The waiting band that comes first in the document. */
function first(): Element | undefined {
  let top: Element | undefined;
  for (const element of waiting) {
    if (!top || top.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) top = element;
  }
  return top;
}

function layOutNext() {
  scheduled = false;
  const next = first();
  if (!next) return;
  waiting.delete(next);
  next.setAttribute(LAID_OUT_ATTRIBUTE, "");
  // A callback asked for inside an idle period runs in the next one, after the frame that
  // lays this band out.
  schedule();
}

function schedule() {
  if (scheduled || waiting.size === 0) return;
  scheduled = true;
  if (document.readyState === "complete") whenIdle(layOutNext);
  else window.addEventListener("load", () => whenIdle(layOutNext), { once: true });
}

/** Queues an element to be laid out when the page is idle; returns a function to unqueue it. */
export function layOutWhenIdle(element: Element): () => void {
  if (element.hasAttribute(LAID_OUT_ATTRIBUTE)) return () => undefined;
  waiting.add(element);
  schedule();
  return () => {
    waiting.delete(element);
  };
}

let navigatedInBrowser = false;

/** Called before the first client-side navigation renders its page (gatsby-browser). */
export function markClientNavigation() {
  navigatedInBrowser = true;
}

const unchanging = () => () => undefined;

/**
 * Lays the element out once the page is idle (see `idleLayoutCss`), or at once on a page
 * rendered by a client-side navigation. Returns the props (ref included) to spread on it.
 */
export function useIdleLayout<T extends Element>(): { ref: RefObject<T>; [LAID_OUT_ATTRIBUTE]?: "" } {
  const ref = useRef<T>(null);
  // Hydration reads the server's value (not laid out), so the markup matches.
  const laidOutAtOnce = useSyncExternalStore(
    unchanging,
    () => navigatedInBrowser,
    () => false,
  );
  useEffect(() => {
    const element = ref.current;
    return element && !laidOutAtOnce ? layOutWhenIdle(element) : undefined;
  }, [laidOutAtOnce]);
  return laidOutAtOnce ? { ref, [LAID_OUT_ATTRIBUTE]: "" } : { ref };
}
