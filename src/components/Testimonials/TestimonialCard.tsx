import { css } from "@emotion/react";
import { colors, fontSizes, space } from "../../styles/theme";
import { Icon } from "../Icon";
import type { ReactNode } from "react";
import { surfaceCss } from "../../styles/surfaces";

export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

export const wallCss = css({
  display: "grid",
  gap: space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const cardCss = css(surfaceCss, {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  margin: 0,
  padding: space.xl,
});
const quoteIconCss = css({ color: colors.accentText, marginBottom: space.sm });
const quoteCss = css({ margin: 0, flex: 1, fontSize: fontSizes.md, lineHeight: 1.65 });
const paragraphCss = css({ margin: 0 });
const captionCss = css({
  marginTop: space.lg,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
  "& strong": { display: "block" },
  "& span": { color: colors.muted, fontSize: fontSizes.sm },
});

/**
 * The inside of a testimonial card: `mark` (an invented quote's, among real ones: see
 * SampleMark), the quote, then who said it. Gatsby-free: the CMS's preview shows it too.
 */
export function TestimonialContent({ testimonial, mark }: { testimonial: Testimonial; mark?: ReactNode }) {
  return (
    <>
      {mark}
      <Icon name="quote" size={28} css={quoteIconCss} />
      <blockquote css={quoteCss}>
        <p css={paragraphCss}>{testimonial.quote}</p>
      </blockquote>
      <figcaption css={captionCss}>
        <strong>{testimonial.author}</strong>
        <span>{testimonial.title}</span>
      </figcaption>
    </>
  );
}

export const testimonialKey = (t: Testimonial, index: number) => t.author + index;
