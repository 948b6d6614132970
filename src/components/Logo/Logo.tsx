import { css } from "@emotion/react";
import { Link } from "gatsby";
import { LOGO_MARK_SIZE } from "../../rules/logoMark";
import { colors, displayType, mq, space } from "../../styles/theme";

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
  ...displayType,
  fontSize: "1.4rem",
  whiteSpace: "nowrap",
  [mq.medium]: { fontSize: "1.6rem" },
  letterSpacing: "0.06em",
  lineHeight: 1,
  paddingTop: "0.1em",
});
const imageCss = css({ width: "100%", height: "100%" });

/**
 * The logo mark beside the firm's name, linking home.
 *
 * The fallback image is the mark's background and the main image is drawn over it, so
 * when the main image fails (missing, or blocked), the fallback shows through, in the
 * server HTML, before and after hydration, without a script. Reacting to the image's
 * `error` event cannot do that: it fires before React hydrates, and Chrome may collapse a
 * failed decorative image to no box at all, which a later `src` change does not undo.
 */
export function Logo({ src, fallbackSrc, name, size = LOGO_MARK_SIZE }: LogoProps) {
  return (
    <Link to="/" css={logoLinkCss}>
      <span
        css={css({
          flexShrink: 0,
          width: size,
          height: size,
          backgroundImage: `url(${JSON.stringify(fallbackSrc)})`,
          backgroundSize: "contain",
          backgroundRepeat: "no-repeat",
        })}
      >
        <img src={src} alt="" width={size} height={size} css={imageCss} />
      </span>
      <span css={logoNameCss}>{name}</span>
    </Link>
  );
}
