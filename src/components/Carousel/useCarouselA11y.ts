import { useLayoutEffect, type RefObject } from "react";
import { SLICK_LIST_SELECTOR } from "./arrows";

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

/**
 * react-slick's row of slides takes the place of the static first view's row: focusable and
 * named alike, so Tab stops where it stopped before react-slick loaded, and the arrow keys move
 * the slides (react-slick's `accessibility` setting listens for them on this element).
 */
export function nameSlickList(root: HTMLElement, label: string) {
  const list = root.querySelector<HTMLElement>(SLICK_LIST_SELECTOR);
  if (!list || list.getAttribute("aria-label") === label) return;
  list.setAttribute("tabindex", "0");
  list.setAttribute("role", "group");
  list.setAttribute("aria-label", label);
}

/**
 * A layout effect: the row is named and the hidden slides are out of the tab order in the
 * commit that mounts react-slick, before SlickCarousel gives the focus back.
 */
export function useCarouselA11y(ref: RefObject<HTMLElement | null>, label: string) {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const sync = () => {
      nameSlickList(root, label);
      syncHiddenSlides(root);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-hidden", "class"],
      childList: true,
    });
    return () => observer.disconnect();
  }, [ref, label]);
}
