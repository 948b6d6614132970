import { m, useReducedMotion } from "framer-motion";
import { MotionProvider, REVEAL_ATTRIBUTE, staggerDelay } from "../Motion";
import { balancedGridCss } from "../../styles/grid";
import { SampleMark } from "./SampleMark";
import { cardCss, TestimonialContent, testimonialKey, wallCss, type Testimonial } from "./TestimonialCard";

export interface MotionWallProps {
  testimonials: readonly Testimonial[];
  /** Whether the visitor could already see the card at an index (or scrolled past it) when this code arrived: it stays shown. */
  seen?: (index: number) => boolean;
  /** Whether each invented quote is marked, among real ones. */
  markSamples?: boolean;
}

/**
 * The wall with framer-motion: when it comes into view, the cards not yet seen fade in one after
 * another, 0.1 s apart by their index, counted from that moment (on a phone, where the cards
 * stand one above the other, the lower ones are shown before the visitor reaches them).
 */
export default function MotionWall({ testimonials, seen = () => false, markSamples = false }: MotionWallProps) {
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <m.ul
        css={[wallCss, balancedGridCss(testimonials.length)]}
        initial="waiting"
        whileInView="shown"
        viewport={{ once: true, amount: "some" }}
        data-testimonial-wall="animated"
      >
        {testimonials.map((t, index) => {
          const fadeIn = !seen(index);
          const transition = reduceMotion
            ? { duration: 0 }
            : { duration: 0.5, ease: "easeOut" as const, delay: staggerDelay(index) };
          return (
            <li key={testimonialKey(t, index)}>
              <m.figure
                css={cardCss}
                {...(fadeIn ? { [REVEAL_ATTRIBUTE]: "" } : {})}
                data-delay={staggerDelay(index)}
                // A card already seen has no variants: the wall's start and finish leave it as it is.
                variants={
                  fadeIn ? { waiting: { opacity: 0, y: 24 }, shown: { opacity: 1, y: 0, transition } } : undefined
                }
              >
                <TestimonialContent testimonial={t} mark={<SampleMark testimonial={t} markSamples={markSamples} />} />
              </m.figure>
            </li>
          );
        })}
      </m.ul>
    </MotionProvider>
  );
}
