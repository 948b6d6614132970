import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { layout, space } from "../../styles/theme";

export interface ContainerProps {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}

export function Container({ children, narrow = false, className }: ContainerProps) {
  return (
    <div
      className={className}
      css={css({
        width: "100%",
        maxWidth: narrow ? layout.narrow : layout.maxWidth,
        marginInline: "auto",
        paddingInline: `clamp(${space.md}, 4vw, ${space.xl})`,
      })}
    >
      {children}
    </div>
  );
}
