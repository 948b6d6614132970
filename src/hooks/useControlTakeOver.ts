import { useLayoutEffect, type RefObject } from "react";
import { HYDRATED_ATTRIBUTE } from "../lib/headScripts";

/**
 * Marks a control as React's once it has hydrated, so the head script that ran it until then
 * (CONTROLS_SCRIPT) lets go. `read` runs first, in the same commit and before the next paint:
 * the place to take over the state the control was left in (the server HTML and the first
 * render stay alike, so hydration matches).
 */
export function useControlTakeOver(ref: RefObject<HTMLElement | null>, read?: (element: HTMLElement) => void) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    read?.(element);
    element.setAttribute(HYDRATED_ATTRIBUTE, "");
    // Once, at hydration: the state read is the head script's, which stops here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
