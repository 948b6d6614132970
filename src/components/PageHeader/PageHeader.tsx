import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, space } from "../../styles/theme";
import { Container } from "../Container";
import { bandCss, kickerCss } from "../../styles/surfaces";

export interface PageHeaderProps {
  title: string;
  kicker?: string | null;
  intro?: ReactNode;
  /** Align with a narrow (reading-width) body below. */
  narrow?: boolean;
}

const headerBandCss = css(bandCss, { paddingBlock: `${space.xxxl} ${space.xxl}` });
const headerKickerCss = css(kickerCss, {
  fontSize: fontSizes.xl,
  margin: 0,
  color: colors.bandAccent,
});
const titleCss = css({
  fontSize: fontSizes.display,
  lineHeight: 1.05,
  letterSpacing: "-0.02em",
  margin: 0,
  maxWidth: "20ch",
});
const introCss = css({ marginTop: space.md, maxWidth: "60ch", fontSize: fontSizes.lg, opacity: 0.9 });

/** The title band at the top of inner pages. */
export function PageHeader({ title, kicker, intro, narrow }: PageHeaderProps) {
  return (
    <header css={headerBandCss}>
      <Container narrow={narrow}>
        {kicker && <p css={headerKickerCss}>{kicker}</p>}
        <h1 css={titleCss}>{title}</h1>
        {intro && <div css={introCss}>{intro}</div>}
      </Container>
    </header>
  );
}
