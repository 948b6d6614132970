import { LABELS } from "../../rules/labels";
import { css } from "@emotion/react";
import { colors, fontSizes, space } from "../../styles/theme";
import { ButtonLink } from "../Button";
import { Container } from "../Container";
import { graphql, useStaticQuery } from "gatsby";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";

export interface CtaBannerProps {
  title?: string;
  /** The line under the title. Without title or text, those of content/cta.yaml. */
  text?: string;
}

const bandCss = css({ background: colors.accent, color: colors.onAccent, paddingBlock: space.section });
const innerCss = css({ display: "grid", gap: space.lg, justifyItems: "start", maxWidth: "46rem" });
const titleCss = css({ fontSize: fontSizes.xxl, margin: 0, lineHeight: 1.15 });
const textCss = css({ margin: 0, fontSize: fontSizes.lg });

/** Orange closing call to action: book the discovery call. */
export function CtaBanner({ title, text }: CtaBannerProps) {
  const { schedulingUrl } = useSiteMetadata();
  const { cta } = useStaticQuery<Queries.CtaCopyQuery>(graphql`
    query CtaCopy {
      cta: ctaYaml {
        title
        text
      }
    }
  `);
  return (
    <section css={bandCss} aria-labelledby="cta-title">
      <Container>
        <div css={innerCss}>
          <h2 id="cta-title" css={titleCss}>
            {title ?? cta?.title}
          </h2>
          <p css={textCss}>{text ?? cta?.text}</p>
          <ButtonLink to={schedulingUrl} variant="inverse">
            {LABELS.bookYourCall}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
