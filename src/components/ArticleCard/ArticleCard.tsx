import type { ArticleCardData } from "../../rules/articleCards";
import { LABELS } from "../../rules/labels";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";
import { surfaceCss } from "../../styles/surfaces";

export type { ArticleCardData };

export interface ArticleCardProps {
  article: ArticleCardData;
  latest?: boolean;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
}

const cardCss = css(surfaceCss, {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  boxShadow: shadows.card,
  transition: "transform 200ms ease",
  "&:hover": { transform: "translateY(-3px)" },
});
const mediaCss = css({ position: "relative", aspectRatio: "16 / 9", background: colors.surfaceAlt });
const imageCss = css({ width: "100%", height: "100%" });
const latestCss = css({
  position: "absolute",
  top: space.sm,
  left: space.sm,
  padding: `2px ${space.sm}`,
  borderRadius: radii.pill,
  background: colors.accent,
  color: colors.onAccent,
  fontSize: fontSizes.xs,
  fontWeight: 800,
  letterSpacing: "0.12em",
});
const bodyCss = css({ display: "flex", flexDirection: "column", flex: 1, padding: space.lg });
const metaCss = css({ margin: `0 0 ${space.xs}`, color: colors.muted, fontSize: fontSizes.xs });
const titleCss = css({ fontSize: fontSizes.lg, lineHeight: 1.3, margin: `0 0 ${space.sm}` });
const excerptCss = css({ color: colors.muted, fontSize: fontSizes.sm, flex: 1 });
const readMoreCss = css({
  alignSelf: "flex-start",
  fontWeight: 700,
  color: colors.accentText,
  textDecoration: "none",
  // The whole card is the link's target area.
  "&::after": { content: '""', position: "absolute", inset: 0 },
  "&:hover": { textDecoration: "underline" },
});

export function ArticleCard({ article, latest = false, headingLevel = 2 }: ArticleCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <article css={cardCss}>
      <div css={mediaCss}>
        {article.image && <GatsbyImage image={article.image} alt={article.imageAlt} css={imageCss} />}
        {latest && <span css={latestCss}>{LABELS.latest}</span>}
      </div>
      <div css={bodyCss}>
        <p css={metaCss}>
          <time dateTime={article.publishedDate}>{article.date}</time>
          <span aria-hidden="true"> · </span>
          {article.author}
        </p>
        <Title css={titleCss}>{article.title}</Title>
        <p css={excerptCss}>{article.excerpt}</p>
        <Link to={article.path} aria-label={`${LABELS.readMore}: ${article.title}`} css={readMoreCss}>
          {LABELS.readMore}
          {/* Link text that names the article, for crawlers that ignore aria-label. */}
          <span className="visually-hidden">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
