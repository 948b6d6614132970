import type { ReactNode } from "react";
import { css } from "@emotion/react";
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

const tones: Record<SectionTone, { bg: string; fg: string }> = {
  default: { bg: colors.bg, fg: colors.text },
  alt: { bg: colors.surfaceAlt, fg: colors.text },
  inverse: { bg: colors.bandBg, fg: colors.bandText },
  accent: { bg: colors.accent, fg: colors.onAccent },
};

export function Section({ children, tone = "default", narrow, id, labelledBy, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      css={css({ background: tones[tone].bg, color: tones[tone].fg, paddingBlock: space.section })}
    >
      <Container narrow={narrow}>{children}</Container>
    </section>
  );
}
