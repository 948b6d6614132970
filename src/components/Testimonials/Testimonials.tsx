import { lazy, Suspense, useRef, type Ref } from "react";
import { useNearViewport } from "../../hooks/useNearViewport";
import { IllustrativeNote, samplesNote } from "../IllustrativeNote";
import { inventedTestimonial } from "../../rules/samples";
import { staggerDelay } from "../../styles/reveal";
import { balancedGridCss } from "../../styles/grid";
import { SampleMark } from "./SampleMark";
import { cardCss, TestimonialContent, testimonialKey, wallCss, type Testimonial } from "./TestimonialCard";

export type { Testimonial } from "./TestimonialCard";

/** The wall without animation: the server HTML's (`static`, until the animated one replaces it) or, if its code cannot load, for good (`shown`). */
function PlainWall({
  testimonials,
  listRef,
  state = "static",
  markSamples = false,
}: {
  testimonials: readonly Testimonial[];
  listRef?: Ref<HTMLUListElement>;
  state?: "static" | "shown";
  markSamples?: boolean;
}) {
  return (
    <ul css={[wallCss, balancedGridCss(testimonials.length)]} ref={listRef} data-testimonial-wall={state}>
      {testimonials.map((t, index) => (
        <li key={testimonialKey(t, index)}>
          <figure css={cardCss} data-delay={staggerDelay(index)}>
            <TestimonialContent testimonial={t} mark={<SampleMark testimonial={t} markSamples={markSamples} />} />
          </figure>
        </li>
      ))}
    </ul>
  );
}

type WallComponent = (props: {
  testimonials: readonly Testimonial[];
  seen?: (index: number) => boolean;
  markSamples?: boolean;
}) => JSX.Element;

const ShownWall: WallComponent = ({ testimonials, markSamples }) => (
  <PlainWall testimonials={testimonials} state="shown" markSamples={markSamples} />
);

/** The animated wall; if its code cannot be loaded (offline, say), the cards are simply shown. */
export function loadMotionWall(load: () => Promise<{ default: WallComponent }> = () => import("./MotionWall")) {
  return load().catch(() => ({ default: ShownWall }));
}
const MotionWall = lazy(() => loadMotionWall());

/**
 * Quotes from clients. The cards are in the server HTML and painted with the page; when the
 * wall nears the viewport, framer-motion is loaded, and once the wall is in view the cards still
 * below the viewport fade in, each 0.1 s after the one before it. Without JavaScript,
 * with reduced motion, or if the animation code cannot load, they are simply shown.
 */
export function TestimonialsWall({ testimonials }: { testimonials: readonly Testimonial[] }) {
  // While the site is illustrative: a note over invented quotes, and a mark on each once real ones stand among them.
  const samples = testimonials.filter((t) => inventedTestimonial(t) !== null).length;
  const { note, mark } = samplesNote("testimonials", samples, testimonials.length);
  return (
    <>
      {note && <IllustrativeNote kind={note} />}
      <Wall testimonials={testimonials} markSamples={mark} />
    </>
  );
}

function Wall({ testimonials, markSamples }: { testimonials: readonly Testimonial[]; markSamples: boolean }) {
  const ref = useRef<HTMLUListElement>(null);
  const near = useNearViewport(ref);
  const waiting = <PlainWall testimonials={testimonials} listRef={ref} markSamples={markSamples} />;
  if (!near) return waiting;
  // Read when the animated wall replaces the plain one, which is still on screen then: a card
  // the visitor can already see (or has scrolled past) stays as it is.
  const seen = (index: number) => {
    const card = ref.current?.children[index];
    return card ? card.getBoundingClientRect().top < window.innerHeight : false;
  };
  return (
    <Suspense fallback={waiting}>
      <MotionWall testimonials={testimonials} seen={seen} markSamples={markSamples} />
    </Suspense>
  );
}
