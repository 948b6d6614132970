import { css } from "@emotion/react";
import { colors, fontSizes, space } from "../../styles/theme";
import { ButtonLink } from "../Button";
import { Container } from "../Container";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";

export interface CtaBannerProps {
  title?: string;
  /** The line under the title; without it, the default invitation to the discovery call. */
  text?: string;
}

const bandCss = css({ background: colors.accent, color: colors.onAccent, paddingBlock: space.section });
const innerCss = css({ display: "grid", gap: space.lg, justifyItems: "start", maxWidth: "46rem" });
const titleCss = css({ fontSize: fontSizes.xxl, margin: 0, lineHeight: 1.15 });
const textCss = css({ margin: 0, fontSize: fontSizes.lg });

/** Orange closing call to action: book the discovery call. */
export function CtaBanner({ title = "Ready to build a life and business without borders?", text }: CtaBannerProps) {
  const { schedulingUrl, claims } = useSiteMetadata();
  const callMinutes = claims.callMinutes;
  return (
    <section css={bandCss} aria-labelledby="cta-title">
      <Container>
        <div css={innerCss}>
          <h2 id="cta-title" css={titleCss}>
            {title}
          </h2>
          <p css={textCss}>
            {text ??
              `Book a free ${callMinutes}-minute discovery call. You will leave with a clear view of where you stand and what to do next, whether or not we work together.`}
          </p>
          <ButtonLink to={schedulingUrl} variant="inverse">
            BOOK YOUR CALL
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
