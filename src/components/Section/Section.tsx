import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { idleLayoutCss, useIdleLayout } from "../../lib/idleLayout";
import { colors, space } from "../../styles/theme";
import { Container } from "../Container";

export type SectionTone = "default" | "alt" | "inverse" | "accent";

export interface SectionProps {
  children: ReactNode;
  tone?: SectionTone;
  narrow?: boolean;
  id?: string;
  /** Id of the heading that names this section (for landmarks). */
  labelledBy?: string;
  className?: string;
}

const tone = (background: string, color: string) => css({ background, color, paddingBlock: space.section });
const tones: Record<SectionTone, ReturnType<typeof css>> = {
  default: tone(colors.bg, colors.text),
  alt: tone(colors.surfaceAlt, colors.text),
  inverse: tone(colors.bandBg, colors.bandText),
  accent: tone(colors.accent, colors.onAccent),
};
// Bands are laid out after the page has loaded, one per idle period (see idleLayout).
const idleLayout = idleLayoutCss("40rem");

export function Section({ children, tone: toneName = "default", narrow, id, labelledBy, className }: SectionProps) {
  const idleLayoutProps = useIdleLayout<HTMLElement>();
  return (
    <section
      {...idleLayoutProps}
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      css={[tones[toneName], idleLayout]}
    >
      <Container narrow={narrow}>{children}</Container>
    </section>
  );
}
