import { m, useReducedMotion } from "framer-motion";
import { MotionProvider, REVEAL_ATTRIBUTE, staggerDelay } from "../Motion";
import { cardCss, TestimonialContent, testimonialKey, wallCss, type Testimonial } from "./TestimonialCard";

/** The wall with framer-motion: each card fades in 0.1 s after the one before it. */
export interface MotionWallProps {
  testimonials: readonly Testimonial[];
  /** Whether the card at an index was already scrolled past when this code arrived: it is simply shown. */
  scrolledPast?: (index: number) => boolean;
}

export default function MotionWall({ testimonials, scrolledPast = () => false }: MotionWallProps) {
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <ul css={wallCss}>
        {testimonials.map((t, index) => (
          <li key={testimonialKey(t, index)}>
            <m.figure
              css={cardCss}
              {...{ [REVEAL_ATTRIBUTE]: "" }}
              data-delay={staggerDelay(index)}
              initial={scrolledPast(index) ? false : { opacity: 0, y: 24 }}
              whileInView={{ opacity: 1, y: 0 }}
              viewport={{ once: true, amount: 0.2 }}
              transition={reduceMotion ? { duration: 0 } : { duration: 0.5, ease: "easeOut", delay: staggerDelay(index) }}
            >
              <TestimonialContent testimonial={t} />
            </m.figure>
          </li>
        ))}
      </ul>
    </MotionProvider>
  );
}
