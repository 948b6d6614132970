import { css } from "@emotion/react";
import { inventedTestimonial } from "../../rules/samples";
import { space } from "../../styles/theme";
import { IllustrativeMark } from "../IllustrativeNote";
import type { Testimonial } from "./TestimonialCard";

const markCss = css({ alignSelf: "flex-start", marginBottom: space.sm });

/** The mark on an invented quote, when the wall marks them (`markSamples`: real ones stand among them). */
export function SampleMark({ testimonial, markSamples }: { testimonial: Testimonial; markSamples: boolean }) {
  return markSamples && inventedTestimonial(testimonial) !== null ? <IllustrativeMark css={markCss} /> : null;
}
