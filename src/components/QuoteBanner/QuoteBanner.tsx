import { InlineText } from "../InlineText";
import { css } from "@emotion/react";
import { colors, displayType, fontSizes, space } from "../../styles/theme";
import { Container } from "../Container";
import { bandCss } from "../../styles/surfaces";

const quoteBandCss = css(bandCss, {
  paddingBlock: space.section,
  textAlign: "center",
});
const quoteCss = css({
  margin: "0 auto",
  maxWidth: "22ch",
  ...displayType,
  fontSize: "clamp(2.25rem, 5vw + 1rem, 4.25rem)",
  lineHeight: 1.05,
  letterSpacing: "0.02em",
  "& p": { margin: 0 },
  "& em": { fontStyle: "normal", color: colors.bandAccent },
});
const citeCss = css({
  display: "block",
  marginTop: space.lg,
  color: colors.bandMuted,
  fontStyle: "normal",
  fontSize: fontSizes.lg,
  letterSpacing: "0.14em",
});

export interface QuoteBannerProps {
  principle: { label: string; text: string; source: string };
}

/** A principle set large in the navy band (content/purpose.yaml). */
export function QuoteBanner({ principle }: QuoteBannerProps) {
  return (
    <section css={quoteBandCss} aria-label={principle.label}>
      <Container>
        <blockquote css={quoteCss}>
          <p>
            <InlineText>{principle.text}</InlineText>
          </p>
          <cite css={citeCss}>{principle.source}</cite>
        </blockquote>
      </Container>
    </section>
  );
}
