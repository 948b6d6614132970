import { lazy, Suspense, useRef, type Ref } from "react";
import { useNearViewport } from "../../hooks/useNearViewport";
import { REVEAL_ATTRIBUTE, staggerDelay } from "../Motion/reveal";
import { cardCss, TestimonialContent, testimonialKey, wallCss, type Testimonial } from "./TestimonialCard";

export type { Testimonial } from "./TestimonialCard";

/** Where each card starts before it fades in: what framer-motion's `initial` renders. */
const HIDDEN = { opacity: 0, transform: "translateY(24px)" } as const;

function PlainWall({ testimonials, hidden, listRef }: { testimonials: readonly Testimonial[]; hidden: boolean; listRef?: Ref<HTMLUListElement> }) {
  return (
    <ul css={wallCss} ref={listRef}>
      {testimonials.map((t, index) => (
        <li key={testimonialKey(t, index)}>
          <figure
            css={cardCss}
            {...(hidden ? { [REVEAL_ATTRIBUTE]: "", style: HIDDEN } : {})}
            data-delay={staggerDelay(index)}
          >
            <TestimonialContent testimonial={t} />
          </figure>
        </li>
      ))}
    </ul>
  );
}

type WallComponent = (props: { testimonials: readonly Testimonial[]; scrolledPast?: (index: number) => boolean }) => JSX.Element;

const ShownWall: WallComponent = ({ testimonials }) => <PlainWall testimonials={testimonials} hidden={false} />;

/** The animated wall; if its code cannot be loaded (offline, say), the cards are simply shown. */
export function loadMotionWall(load: () => Promise<{ default: WallComponent }> = () => import("./MotionWall")) {
  return load().catch(() => ({ default: ShownWall }));
}
const MotionWall = lazy(() => loadMotionWall());

/**
 * Quotes from clients; each card fades in 0.1 s after the one before it. The cards are in
 * the server HTML (shown at once without JavaScript or with reduced motion); framer-motion
 * is loaded only when the wall nears the viewport.
 */
export function TestimonialsWall({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const near = useNearViewport(ref);
  const waiting = <PlainWall testimonials={testimonials} hidden listRef={ref} />;
  if (!near) return waiting;
  // Read when the animated wall replaces the waiting one, which is still on screen then.
  const scrolledPast = (index: number) => (ref.current?.children[index]?.getBoundingClientRect().bottom ?? 1) < 0;
  return (
    <Suspense fallback={waiting}>
      <MotionWall testimonials={testimonials} scrolledPast={scrolledPast} />
    </Suspense>
  );
}
