import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, space } from "../../styles/theme";
import { Container } from "../Container";

export interface CtaBandProps {
  title: ReactNode;
  text: ReactNode;
  /** The band's button. */
  children: ReactNode;
}

const bandCss = css({ background: colors.accent, color: colors.onAccent, paddingBlock: space.section });
const innerCss = css({ display: "grid", gap: space.lg, justifyItems: "start", maxWidth: "46rem" });
const titleCss = css({ fontSize: fontSizes.xxl, margin: 0, lineHeight: 1.15 });
const textCss = css({ margin: 0, fontSize: fontSizes.lg });

/** The orange closing band: title, line and button (CtaBanner on the site, the CMS's previews). */
export function CtaBand({ title, text, children }: CtaBandProps) {
  return (
    <section css={bandCss} aria-labelledby="cta-title">
      <Container>
        <div css={innerCss}>
          <h2 id="cta-title" css={titleCss}>
            {title}
          </h2>
          <p css={textCss}>{text}</p>
          {children}
        </div>
      </Container>
    </section>
  );
}
