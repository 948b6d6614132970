import { useEffect, type RefObject } from "react";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * react-slick hides cloned and off-screen slides with aria-hidden but leaves their links
 * focusable. This keeps Tab inside the visible slides: anything in a hidden slide gets
 * tabindex=-1, and gets it back when its slide comes into view.
 */
export function syncHiddenSlides(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
    const hidden = slide.getAttribute("aria-hidden") === "true" || slide.classList.contains("slick-cloned");
    // Attributes are only written when they change: every write would wake the observer again.
    if (hidden && slide.getAttribute("aria-hidden") !== "true") slide.setAttribute("aria-hidden", "true");
    slide.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((el) => {
      if (hidden) {
        if (!el.hasAttribute("data-carousel-tabindex"))
          el.setAttribute("data-carousel-tabindex", el.getAttribute("tabindex") ?? "");
        if (el.getAttribute("tabindex") !== "-1") el.setAttribute("tabindex", "-1");
      } else if (el.hasAttribute("data-carousel-tabindex")) {
        const original = el.getAttribute("data-carousel-tabindex");
        if (original) el.setAttribute("tabindex", original);
        else el.removeAttribute("tabindex");
        el.removeAttribute("data-carousel-tabindex");
      }
    });
  });
}

export function useCarouselA11y(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    syncHiddenSlides(root);
    const observer = new MutationObserver(() => syncHiddenSlides(root));
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-hidden", "class"],
      childList: true,
    });
    return () => observer.disconnect();
  }, [ref]);
}
