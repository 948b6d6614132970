import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import Slider, { type CustomArrowProps, type Settings } from "react-slick";
import "slick-carousel/slick/slick.css";
import { arrowCss, nextCss, prevCss, restoreStaticFocus, staticFocus, staticTrackSlide } from "./arrows";
import { Icon } from "../Icon";
import { useCarouselA11y } from "./useCarouselA11y";
import { breakpointForWidth, settingsForWidth } from "./responsive";

export interface SlickCarouselProps {
  /** The carousel region, for keeping hidden slides out of the tab order. */
  regionRef: RefObject<HTMLElement | null>;
  /** Name of the row of slides, as the static first view's row is named. */
  label: string;
  /** Accessible names of the two arrows. */
  arrowLabels: { prev: string; next: string };
  settings: Settings;
  /** Held still by the visitor (Carousel's pause button). */
  paused?: boolean;
  children: ReactNode;
}

function Arrow({
  direction,
  label,
  className,
  onClick,
}: CustomArrowProps & { direction: "prev" | "next"; label: string }) {
  // react-slick marks an arrow with `slick-disabled` at the end of a carousel that does not loop.
  const disabled = Boolean(className?.includes("slick-disabled"));
  return (
    <button
      type="button"
      css={[arrowCss, direction === "prev" ? prevCss : nextCss]}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-direction={direction}
    >
      <Icon name={direction === "prev" ? "chevronLeft" : "chevronRight"} size={20} />
    </button>
  );
}

/** Whether the visitor asks for reduced motion, following a change of the setting. */
function usePrefersReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduce, setReduce] = useState(
    () => typeof window !== "undefined" && Boolean(window.matchMedia?.(query).matches),
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setReduce(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return reduce;
}

/** The settings for the current window width; the widest layout until mounted. */
function useResponsiveSettings(settings: Settings): Settings {
  // Only the matching breakpoint is state, so resizing within one layout re-renders nothing.
  const [breakpoint, setBreakpoint] = useState<number | null>(() =>
    typeof window === "undefined" ? null : breakpointForWidth(settings, window.innerWidth),
  );
  useEffect(() => {
    const update = () => setBreakpoint(breakpointForWidth(settings, window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [settings]);
  return useMemo(() => settingsForWidth(settings, breakpoint ?? Number.POSITIVE_INFINITY), [settings, breakpoint]);
}

/**
 * react-slick with accessible arrows, no focusable content in hidden slides, and no autoplay
 * under reduced motion or while the visitor has paused it. Loaded on demand by Carousel (with
 * the slick CSS), so pages pay for it only when a carousel is about to be seen.
 */
export default function SlickCarousel({
  regionRef,
  label,
  arrowLabels,
  settings,
  paused = false,
  children,
}: SlickCarouselProps) {
  useCarouselA11y(regionRef, label);
  const active = useResponsiveSettings(settings);
  // A carousel that moves by itself stays still for a visitor who asks for reduced motion.
  const reduceMotion = usePrefersReducedMotion();
  const autoplay = Boolean(active.autoplay) && !reduceMotion;
  // The visitor's pause, through react-slick's public methods (its autoplay setting turned back
  // on does not restart a carousel it has paused; slickPlay does). A layout effect: in the
  // commit that mounts the slider, before the autoplay its componentDidMount schedules starts,
  // so a carousel paused before it loaded never moves.
  const slider = useRef<Slider>(null);
  const wasPaused = useRef(false);
  useLayoutEffect(() => {
    if (!autoplay || !slider.current) return;
    if (paused) slider.current.slickPause();
    else if (wasPaused.current) slider.current.slickPlay();
    wasPaused.current = paused;
  }, [autoplay, paused]);
  // Where the visitor left the static first view (its arrows or a swipe): the fallback is
  // still in the DOM while this first renders.
  const [initialSlide] = useState(() => staticTrackSlide(regionRef.current));
  // And what had focus in it: a keyboard visitor tabbing in is what makes it load, and the
  // swap would drop their focus on the page's body.
  const [focused] = useState(() => staticFocus(regionRef.current));
  useLayoutEffect(() => restoreStaticFocus(regionRef.current, focused), [regionRef, focused]);
  return (
    <Slider
      ref={slider}
      {...active}
      autoplay={autoplay}
      initialSlide={initialSlide}
      accessibility
      prevArrow={<Arrow direction="prev" label={arrowLabels.prev} />}
      nextArrow={<Arrow direction="next" label={arrowLabels.next} />}
    >
      {children}
    </Slider>
  );
}
