import {
  Children,
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { css, type SerializedStyles } from "@emotion/react";
import type { Settings } from "react-slick";
import { colors, space } from "../../styles/theme";
import { iconButtonCss } from "../Button";
import { useNearViewport } from "../../hooks/useNearViewport";
import { useUiCopy } from "../../hooks/useUiCopy";
import { fillTokens } from "../../rules/tokens";
import { slidesPerView } from "./responsive";
import { arrowCss, nextCss, prevCss, scrollStaticTrack } from "./arrows";
import { Icon } from "../Icon";
import { useControlTakeOver } from "../../hooks/useControlTakeOver";
import type { SlickCarouselProps } from "./SlickCarousel";
import { valueStore } from "../../lib/valueStore";

// react-slick's code (or CSS) could not be loaded, with the connection lost since the page
// loaded or a deploy having replaced it: every carousel of the page keeps its static view. Told
// before the import settles, so the carousel renders its static view again in the same place and
// nothing in it is mounted anew (a picture mounted anew needs gatsby-plugin-image's own code,
// which would not load either). An error boundary would mount its children anew.
const slickFailed = valueStore(false);
const neverFailed = () => false;

const SlickCarousel = lazy<ComponentType<SlickCarouselProps>>(() =>
  import("./SlickCarousel").catch(() => {
    slickFailed.set(true);
    return { default: () => null };
  }),
);

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Noun for the arrows, as in content/ui.yaml's "Previous {items}" / "Next {items}". */
  itemName: string;
  settings: Settings;
  children: ReactNode;
  className?: string;
}

// The row of slides clips what lies beyond it (the slides out of view): above and below, it
// reaches far enough for a card's shadow (shadows.card: 8 px down, 24 px blur) to fade out
// rather than end on a line, and negative margins keep the cards where they were.
const clipCss = {
  margin: `-${space.xs} -${space.sm} -${space.lg}`,
  padding: `${space.md} 0 ${space.xl}`,
};
const regionCss = css({
  position: "relative",
  "& .slick-track": { display: "flex" },
  "& .slick-slide": { height: "auto", "& > div": { height: "100%" } },
  "& .slick-list": clipCss,
  // slick.css takes the outline off its row, which takes the focus in the static row's place.
  "& .slick-list:focus-visible": { outline: `3px solid ${colors.focus}` },
});

// The first view as plain HTML: the same slides per view as react-slick will show, as a
// row that scrolls sideways (with a swipe, or when Tab reaches a slide) until it loads.
const trackCss = css({
  display: "flex",
  ...clipCss,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  "&::-webkit-scrollbar": { display: "none" },
});
const slideBaseCss = css({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  scrollSnapAlign: "start",
  "& > *": { flex: 1 },
});

function slideWidthCss(settings: Settings) {
  const [widest, ...narrower] = slidesPerView(settings);
  const basis = (n: number) => `calc(100% / ${n})`;
  return css({
    flex: `0 0 ${basis(widest.slides)}`,
    ...Object.fromEntries(
      narrower.map((view) => [`@media (max-width: ${view.maxWidth}px)`, { flexBasis: basis(view.slides) }]),
    ),
  });
}

// Where react-slick shows arrows (its `arrows` setting, per breakpoint); never without
// JavaScript, where the row still scrolls with a swipe and arrows would do nothing.
function staticArrowCss(settings: Settings) {
  const { arrows = true, responsive = [] } = settings;
  const narrowerLast = [...responsive].sort((a, b) => b.breakpoint - a.breakpoint);
  return css({
    display: arrows ? "grid" : "none",
    ...Object.fromEntries(
      narrowerLast.map((entry) => {
        const shown = entry.settings === "unslick" ? false : (entry.settings.arrows ?? arrows);
        return [`@media (max-width: ${entry.breakpoint}px)`, { display: shown ? "grid" : "none" }];
      }),
    ),
    "@media (scripting: none)": { display: "none" },
  });
}

const hasArrows = ({ arrows = true, responsive = [] }: Settings) =>
  arrows || responsive.some((entry) => entry.settings !== "unslick" && entry.settings.arrows);

/** An arrow of the static first view: scrolls it by a slide, also before React runs (CONTROLS_SCRIPT). */
function StaticArrow({
  direction,
  label,
  shownCss,
}: {
  direction: "prev" | "next";
  label: string;
  shownCss: SerializedStyles;
}) {
  return (
    <button
      type="button"
      css={[arrowCss, direction === "prev" ? prevCss : nextCss, shownCss]}
      onClick={(event) => scrollStaticTrack(event.currentTarget, direction)}
      aria-label={label}
      data-direction={direction}
      data-action="carousel"
    >
      <Icon name={direction === "prev" ? "chevronLeft" : "chevronRight"} size={20} />
    </button>
  );
}

function StaticTrack({
  label,
  settings,
  arrowLabels,
  kept = false,
  children,
}: {
  label: string;
  settings: Settings;
  arrowLabels: { prev: string; next: string };
  /** Kept for good: react-slick could not be loaded. */
  kept?: boolean;
  children: ReactNode;
}) {
  const slideCss = useMemo(() => [slideBaseCss, slideWidthCss(settings)], [settings]);
  const shownCss = useMemo(() => staticArrowCss(settings), [settings]);
  const arrows = hasArrows(settings);
  return (
    <>
      {arrows && <StaticArrow direction="prev" label={arrowLabels.prev} shownCss={shownCss} />}
      {/* Focusable and named, so keyboard users can scroll a row of slides that has no links. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1) */}
      <div css={trackCss} data-carousel-static={kept ? "kept" : ""} tabIndex={0} role="group" aria-label={label}>
        {Children.toArray(children).map((child, index) => (
          <div key={index} css={slideCss}>
            {child}
          </div>
        ))}
      </div>
      {arrows && <StaticArrow direction="next" label={arrowLabels.next} shownCss={shownCss} />}
    </>
  );
}

// Under the slides, at the end of the row. Not shown where nothing moves: for a visitor who asks
// for reduced motion (SlickCarousel never plays then) or without JavaScript (the static view).
const pauseRowCss = css({
  display: "flex",
  justifyContent: "flex-end",
  marginTop: space.sm,
  "@media (prefers-reduced-motion: reduce), (scripting: none)": { display: "none" },
});
// The button shows what a press does: pause while playing, play while paused.
const pauseCss = css(iconButtonCss, {
  "&[aria-pressed='true'] > svg:first-of-type, &[aria-pressed='false'] > svg:last-of-type": { display: "none" },
});

/**
 * Stops a carousel that moves by itself, and starts it again (WCAG 2.2.2 Pause, Stop, Hide):
 * a toggle button, pressed while paused. Works before React runs (CONTROLS_SCRIPT's "press").
 */
function PauseButton({ label, paused, onToggle }: { label: string; paused: boolean; onToggle: () => void }) {
  return (
    <div css={pauseRowCss}>
      <button
        type="button"
        css={pauseCss}
        aria-label={label}
        aria-pressed={paused}
        onClick={onToggle}
        data-action="press"
      >
        <Icon name="pause" size={20} />
        <Icon name="start" size={20} />
      </button>
    </div>
  );
}

/**
 * A carousel region. The server HTML (and the page until the carousel nears the viewport)
 * is a static first view; react-slick, with its CSS, is loaded only then, so pages whose
 * carousels sit below the fold do not pay for it on load.
 */
export function Carousel({ label, itemName, settings, children, className }: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useDeferredValue(useNearViewport(ref));
  const failed = useSyncExternalStore(slickFailed.subscribe, slickFailed.get, neverFailed);
  const [paused, setPaused] = useState(false);
  // Paused before React ran: it stays paused. In a transition: the slides' boundary may not
  // have hydrated yet, and an urgent update would make React render it anew (error 421).
  useControlTakeOver(ref, (region) => {
    if (region.querySelector('[data-action="press"][aria-pressed="true"]')) startTransition(() => setPaused(true));
  });
  const { labels } = useUiCopy();
  const arrowLabels = {
    prev: fillTokens(labels.previous, { items: itemName }),
    next: fillTokens(labels.next, { items: itemName }),
  };
  const staticTrack = (kept = false) => (
    <StaticTrack label={label} settings={settings} arrowLabels={arrowLabels} kept={kept}>
      {children}
    </StaticTrack>
  );
  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={label}
      css={regionCss}
      className={className}
    >
      {/* One boundary from the start and a deferred switch: the static view stays (where the
          visitor scrolled it) until react-slick has loaded, which starts at the same slide. */}
      <Suspense fallback={staticTrack()}>
        {near && !failed ? (
          <SlickCarousel regionRef={ref} label={label} arrowLabels={arrowLabels} settings={settings} paused={paused}>
            {children}
          </SlickCarousel>
        ) : (
          staticTrack(failed)
        )}
      </Suspense>
      {settings.autoplay && (
        <PauseButton
          label={fillTokens(labels.pause, { items: itemName })}
          paused={paused}
          onToggle={() => setPaused((was) => !was)}
        />
      )}
    </div>
  );
}
