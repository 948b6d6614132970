import { useEffect, useRef, useState } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { colors, fonts, mq, space } from "../../styles/theme";

export interface LogoProps {
  src: string;
  fallbackSrc: string;
  name: string;
  /** Size of the mark in px. */
  size?: number;
}

const logoLinkCss = css({
        display: "inline-flex",
        alignItems: "center",
        gap: space.sm,
        color: colors.text,
        textDecoration: "none",
        "&:hover": { textDecoration: "none" },
      });
const logoNameCss = css({
          fontFamily: fonts.display,
          fontSize: "1.4rem",
  whiteSpace: "nowrap",
  [mq.medium]: { fontSize: "1.6rem" },
          letterSpacing: "0.06em",
          lineHeight: 1,
          paddingTop: "0.1em",
        });

/**
 * The logo mark beside the firm's name, linking home. If the mark fails to load, the
 * fallback image takes its place. An image that fails while the static HTML loads fires
 * `error` before React hydrates, so the state is also checked on mount.
 */
export function Logo({ src, fallbackSrc, name, size = 40 }: LogoProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && !failed) setFailed(true);
  }, [failed]);

  return (
    <Link
      to="/"
      css={logoLinkCss}
    >
      <img
        ref={imgRef}
        src={failed ? fallbackSrc : src}
        alt=""
        width={size}
        height={size}
        data-fallback={failed ? "true" : undefined}
        onError={failed ? undefined : () => setFailed(true)}
        css={css({ width: size, height: size, flexShrink: 0 })}
      />
      <span
        css={logoNameCss}
      >
        {name}
      </span>
    </Link>
  );
}
