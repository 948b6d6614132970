import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true, once and for good, when the element comes within `rootMargin` of the
 * viewport, or when the visitor points at or focuses into it. Lets a section below the fold
 * load its heavier code (carousel, animation) only when someone is about to see it.
 * Without IntersectionObserver it is true straight after mount.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = "400px 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const wake = () => setNear(true);
    if (typeof IntersectionObserver === "undefined") {
      wake();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin },
    );
    observer.observe(element);
    element.addEventListener("focusin", wake);
    element.addEventListener("pointerenter", wake);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", wake);
      element.removeEventListener("pointerenter", wake);
    };
  }, [ref, rootMargin, near]);
  return near;
}
