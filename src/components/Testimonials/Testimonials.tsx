import { css } from "@emotion/react";
import { m, useReducedMotion } from "framer-motion";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Icon } from "../Icon";
import { MotionProvider, REVEAL_ATTRIBUTE, staggerDelay } from "../Motion";

export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

const wallCss = css({
  display: "grid",
  gap: space.lg,
  gridTemplateColumns: "1fr",
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
  [mq.large]: { gridTemplateColumns: "repeat(3, 1fr)" },
});
const cardCss = css({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  margin: 0,
  padding: space.xl,
  borderRadius: radii.lg,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
});
const quoteIconCss = css({ color: colors.accentText, marginBottom: space.sm });
const quoteCss = css({ margin: 0, flex: 1, fontSize: fontSizes.md, lineHeight: 1.65 });
const captionCss = css({
  marginTop: space.lg,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
  "& strong": { display: "block" },
  "& span": { color: colors.muted, fontSize: fontSizes.sm },
});

/** Quotes from clients; each card fades in 0.1 s after the one before it. */
export function TestimonialsWall({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const reduceMotion = useReducedMotion();
  return (
    <MotionProvider>
      <ul css={wallCss}>
        {testimonials.map((t, index) => (
          <li key={t.author + index}>
            <m.figure
              css={cardCss}
              {...{ [REVEAL_ATTRIBUTE]: "" }}
              data-delay={staggerDelay(index)}
              initial={{ opacity: 0, y: 24 }}
              whileInView={{ opacity: 1, y: 0 }}
              viewport={{ once: true, amount: 0.2 }}
              transition={reduceMotion ? { duration: 0 } : { duration: 0.5, ease: "easeOut", delay: staggerDelay(index) }}
            >
              <Icon name="quote" size={28} css={quoteIconCss} />
              <blockquote css={quoteCss}>
                <p css={css({ margin: 0 })}>{t.quote}</p>
              </blockquote>
              <figcaption css={captionCss}>
                <strong>{t.author}</strong>
                <span>{t.title}</span>
              </figcaption>
            </m.figure>
          </li>
        ))}
      </ul>
    </MotionProvider>
  );
}
