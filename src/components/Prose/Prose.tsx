import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";

export type ProseProps = {
  className?: string;
} & (
  | {
      /** Trusted HTML rendered from the site's own markdown at build time. */
      html: string;
      children?: never;
    }
  | { html?: never; children: ReactNode }
);

const proseCss = css({
  fontSize: "1.125rem",
  lineHeight: 1.75,
  // A long address written as a link's words is one word: it breaks rather than push the page sideways.
  overflowWrap: "break-word",
  "& > * + *": { marginTop: space.md },
  "& h2": { fontSize: fontSizes.xxl, marginTop: space.xxl, lineHeight: 1.2, letterSpacing: "-0.01em" },
  "& h3": { fontSize: fontSizes.xl, marginTop: space.xl },
  "& h4": { fontSize: fontSizes.lg, marginTop: space.lg },
  "& p, & ul, & ol": { margin: 0, marginTop: space.md },
  "& ul, & ol": { paddingLeft: space.lg },
  "& li + li": { marginTop: space.xs },
  "& li::marker": { color: colors.accentText },
  "& strong": { fontWeight: 700 },
  "& blockquote": {
    margin: `${space.xl} 0`,
    padding: `${space.md} ${space.lg}`,
    borderLeft: `4px solid ${colors.accent}`,
    background: colors.surfaceAlt,
    borderRadius: `0 ${radii.md} ${radii.md} 0`,
    fontSize: fontSizes.lg,
    "& p": { margin: 0 },
  },
  // Tables keep display:table (display:block would strip their table semantics) inside a
  // region that scrolls sideways when a table is wider than the screen (the markdown plugin
  // in plugins/gatsby-remark-table-headers adds it); words break only between words, and a
  // column is never narrower than a few words. A shade marks each edge the table goes on
  // past: two shades stay at the region's edges, and two covers in the page's colour travel
  // with the table (background-attachment local) and hide a shade once its edge is reached.
  "& .table-scroll": {
    overflowX: "auto",
    marginTop: space.lg,
    background: [
      `linear-gradient(to right, ${colors.bg} 40%, transparent) left / ${space.xl} 100% no-repeat local`,
      `linear-gradient(to left, ${colors.bg} 40%, transparent) right / ${space.xl} 100% no-repeat local`,
      `linear-gradient(to right, ${colors.edgeShade}, transparent) left / ${space.sm} 100% no-repeat scroll`,
      `linear-gradient(to left, ${colors.edgeShade}, transparent) right / ${space.sm} 100% no-repeat scroll`,
    ].join(", "),
  },
  "& table": {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: fontSizes.sm,
  },
  "& th, & td": {
    minWidth: "7rem",
    padding: `${space.xs} ${space.sm}`,
    borderBottom: `1px solid ${colors.border}`,
    textAlign: "left",
    verticalAlign: "top",
  },
  "& th": { background: colors.surfaceAlt, fontWeight: 700 },
  "& hr": { border: 0, borderTop: `1px solid ${colors.border}`, margin: `${space.xl} 0` },
  "& code": { fontSize: "0.9em", background: colors.surfaceAlt, padding: "0.1em 0.35em", borderRadius: radii.sm },
  "& img": { borderRadius: radii.md },
  // A business detail the founder has still to supply (content/site.yaml, "TODO: ...").
  "& mark.to-be-supplied": {
    background: colors.surfaceAlt,
    color: colors.text,
    border: `1px dashed ${colors.accentText}`,
    borderRadius: radii.sm,
    padding: "0 0.25em",
    fontStyle: "italic",
    // Each line of a mark that wraps gets its own border and padding.
    boxDecorationBreak: "clone",
    WebkitBoxDecorationBreak: "clone",
  },
});

/** Readable typography for long text: article bodies (as HTML) and the legal pages (as elements). */
export function Prose({ html, children, className }: ProseProps) {
  if (html !== undefined)
    return <div className={className} css={proseCss} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={className} css={proseCss}>
      {children}
    </div>
  );
}
