import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";

export interface SchedulingFrameProps {
  src: string;
  title: string;
  /** Text of the plain link shown for browsers that block the frame. */
  fallback: string;
  height?: number;
}

export const SCHEDULING_FRAME_HEIGHT = 600;

const frameCss = css({
  display: "block",
  width: "100%",
  border: 0,
  borderRadius: radii.lg,
  background: colors.surface,
});
const fallbackCss = css({ margin: `${space.sm} 0 0`, "& a": { color: "inherit", fontWeight: 700 } });

/** The scheduling page embedded in a lazily loaded frame, with a plain link beside it. */
export function SchedulingFrame({ src, title, fallback, height = SCHEDULING_FRAME_HEIGHT }: SchedulingFrameProps) {
  return (
    <div>
      <iframe src={src} title={title} height={height} loading="lazy" css={frameCss} />
      <p css={fallbackCss}>
        <a href={src} target="_blank" rel="noopener noreferrer">
          {fallback}
        </a>
      </p>
    </div>
  );
}
