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
  /** The colour behind the mark (a theme token), which hides a failed image's glyph. */
  surface?: string;
}

const logoLinkCss = css({
  display: "inline-flex",
  minWidth: 0,
  alignItems: "center",
  gap: space.sm,
  color: colors.text,
  textDecoration: "none",
  "&:hover": { textDecoration: "none" },
});
const logoNameCss = css({
  ...displayType,
  fontSize: "1.3rem",
  // One line where it fits; on a phone narrower than the name and the header's buttons, two
  // lines (the header is 72 px high), and a single long word breaks rather than widen the page.
  minWidth: 0,
  overflowWrap: "break-word",
  [mq.medium]: { fontSize: "1.6rem", whiteSpace: "nowrap" },
  letterSpacing: "0.06em",
  lineHeight: 1,
  paddingTop: "0.1em",
});

/**
 * The logo mark beside the firm's name, linking home.
 *
 * The fallback image is the mark's background and the main image is drawn over it, so
 * when the main image fails (missing, or blocked), the fallback shows through, in the
 * server HTML, before and after hydration, without a script. Reacting to the image's
 * `error` event cannot do that: it fires before React hydrates, and Chrome may collapse a
 * failed decorative image to no box at all, which a later `src` change does not undo.
 *
 * A failed image still paints a broken-image glyph over the fallback. Browsers give only a
 * failed image a box for `::after` (a loaded image is a replaced element without one), so
 * that box covers the glyph with the surface colour and the fallback drawn on it.
 */
export function Logo({ src, fallbackSrc, name, size = LOGO_MARK_SIZE, surface = colors.bg }: LogoProps) {
  const fallback = `url(${JSON.stringify(fallbackSrc)})`;
  return (
    <Link to="/" css={logoLinkCss}>
      <span
        css={css({
          flexShrink: 0,
          width: size,
          height: size,
          backgroundImage: fallback,
          backgroundSize: "contain",
          backgroundRepeat: "no-repeat",
        })}
      >
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          css={css({
            display: "block",
            position: "relative",
            width: "100%",
            height: "100%",
            "&::after": {
              content: '""',
              position: "absolute",
              inset: 0,
              background: `${fallback} center / contain no-repeat, ${surface}`,
            },
          })}
        />
      </span>
      <span css={logoNameCss}>{name}</span>
    </Link>
  );
}
