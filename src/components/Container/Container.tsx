import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { layout, space } from "../../styles/theme";

export interface ContainerProps {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}

const containerCss = (maxWidth: string) =>
  css({ width: "100%", maxWidth, marginInline: "auto", paddingInline: `clamp(${space.md}, 4vw, ${space.xl})` });
const wideCss = containerCss(layout.maxWidth);
const narrowCss = containerCss(layout.narrow);

export function Container({ children, narrow = false, className }: ContainerProps) {
  return (
    <div className={className} css={narrow ? narrowCss : wideCss}>
      {children}
    </div>
  );
}
