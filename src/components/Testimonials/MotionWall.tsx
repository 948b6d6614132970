import { m, useReducedMotion } from "framer-motion";
import { MotionProvider, REVEAL_ATTRIBUTE, staggerDelay } from "../Motion";
import { cardCss, TestimonialContent, testimonialKey, wallCss, type Testimonial } from "./TestimonialCard";

export interface MotionWallProps {
  testimonials: readonly Testimonial[];
  /** Whether the visitor could already see the card at an index (or scrolled past it) when this code arrived: it stays shown. */
  seen?: (index: number) => boolean;
}

/** The wall with framer-motion: cards not yet seen fade in as they scroll into view, 0.1 s apart. */
export default function MotionWall({ testimonials, seen = () => false }: MotionWallProps) {
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <ul css={wallCss}>
        {testimonials.map((t, index) => {
          const fadeIn = !seen(index);
          return (
            <li key={testimonialKey(t, index)}>
              <m.figure
                css={cardCss}
                {...(fadeIn ? { [REVEAL_ATTRIBUTE]: "" } : {})}
                data-delay={staggerDelay(index)}
                initial={fadeIn ? { opacity: 0, y: 24 } : false}
                whileInView={{ opacity: 1, y: 0 }}
                viewport={{ once: true, amount: 0.2 }}
                transition={
                  reduceMotion ? { duration: 0 } : { duration: 0.5, ease: "easeOut", delay: staggerDelay(index) }
                }
              >
                <TestimonialContent testimonial={t} />
              </m.figure>
            </li>
          );
        })}
      </ul>
    </MotionProvider>
  );
}
