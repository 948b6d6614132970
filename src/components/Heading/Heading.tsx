import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, lineHeights, space } from "../../styles/theme";
import { kickerCss } from "../../styles/surfaces";

export interface HeadingProps {
  level?: 1 | 2 | 3 | 4;
  /** Small uppercase line above the heading. */
  kicker?: string | null;
  id?: string;
  align?: "left" | "center";
  size?: "display" | "xxl" | "xl" | "lg";
  children: ReactNode;
  className?: string;
}

const headingKickerCss = css(kickerCss, {
  fontSize: fontSizes.lg,
  color: "inherit",
  opacity: 0.85,
  margin: `0 0 ${space.xs}`,
});
const dashCss = css({ color: colors.accent, marginRight: space.xs });

export function Heading({ level = 2, kicker, id, align = "left", size, children, className }: HeadingProps) {
  const Tag = `h${level}` as const;
  const fontSize = fontSizes[size ?? (level === 1 ? "display" : level === 2 ? "xxl" : "lg")];
  return (
    <div className={className} css={css({ textAlign: align, marginBottom: space.xl })}>
      {kicker && (
        <p css={headingKickerCss}>
          <span aria-hidden="true" css={dashCss}>
            —
          </span>
          {kicker}
        </p>
      )}
      <Tag
        id={id}
        css={css({
          fontSize,
          lineHeight: lineHeights.tight,
          fontWeight: 800,
          letterSpacing: "-0.02em",
          margin: 0,
        })}
      >
        {children}
      </Tag>
    </div>
  );
}
