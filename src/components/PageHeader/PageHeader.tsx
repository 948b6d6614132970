import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fonts, fontSizes, space } from "../../styles/theme";
import { Container } from "../Container";

export interface PageHeaderProps {
  title: string;
  kicker?: string | null;
  intro?: ReactNode;
  /** Align with a narrow (reading-width) body below. */
  narrow?: boolean;
}

const bandCss = css({ background: colors.bandBg, color: colors.bandText, paddingBlock: `${space.xxxl} ${space.xxl}` });
const kickerCss = css({
  fontFamily: fonts.display,
  fontSize: fontSizes.xl,
  letterSpacing: "0.12em",
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
    <header css={bandCss}>
      <Container narrow={narrow}>
        {kicker && <p css={kickerCss}>{kicker}</p>}
        <h1 css={titleCss}>{title}</h1>
        {intro && <div css={introCss}>{intro}</div>}
      </Container>
    </header>
  );
}
