import { css } from "@emotion/react";
import { Link } from "gatsby";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

/** An article next to this one in the blog's order. */
export interface Neighbour {
  path: string;
  title: string;
}

export interface ArticleNavProps {
  /** The navigation's accessible name. */
  label: string;
  newer: { label: string; article: Neighbour | null };
  older: { label: string; article: Neighbour | null };
}

const navCss = css({
  display: "grid",
  gap: space.md,
  paddingBottom: space.xxl,
  [mq.medium]: { gridTemplateColumns: "1fr 1fr" },
});
const linkCss = css({
  display: "block",
  padding: space.lg,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.text,
  textDecoration: "none",
  "&:hover": { borderColor: colors.accentText },
});
const directionCss = css({
  display: "block",
  fontSize: fontSizes.xs,
  color: colors.muted,
  textTransform: "uppercase",
  letterSpacing: "0.1em",
});
const titleCss = css({ fontWeight: 700 });

function NeighbourLink({ label, article }: { label: string; article: Neighbour | null }) {
  // An empty cell keeps the older article in the right-hand column.
  if (!article) return <span />;
  return (
    <Link to={article.path} css={linkCss}>
      <span css={directionCss}>{label}</span>
      <span css={titleCss}>{article.title}</span>
    </Link>
  );
}

/** Links to the newer and the older article at the foot of an article. */
export function ArticleNav({ label, newer, older }: ArticleNavProps) {
  return (
    <nav aria-label={label} css={navCss}>
      <NeighbourLink {...newer} />
      <NeighbourLink {...older} />
    </nav>
  );
}
