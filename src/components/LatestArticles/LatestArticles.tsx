import { useUiCopy } from "../../hooks/useUiCopy";
import { css } from "@emotion/react";
import type { Settings } from "react-slick";
import { breakpoints, space } from "../../styles/theme";
import { ArticleCard, type ArticleCardData } from "../ArticleCard";
import { Carousel } from "../Carousel";

/** 3 cards per view on large screens, 2 on medium, 1 on small; loops; arrows on wide screens. */
export const LATEST_ARTICLES_SETTINGS: Settings = {
  arrows: true,
  dots: false,
  infinite: true,
  speed: 500,
  slidesToShow: 3,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: breakpoints.large - 1, settings: { slidesToShow: 2 } },
    { breakpoint: breakpoints.medium - 1, settings: { slidesToShow: 1, arrows: false } },
  ],
};

const slideCss = css({ height: "100%", padding: `0 ${space.sm}` });

export function LatestArticles({ articles }: { articles: readonly ArticleCardData[] }) {
  const { labels } = useUiCopy();
  return (
    <Carousel label={labels.articleCarousel} itemName={labels.articles} settings={LATEST_ARTICLES_SETTINGS}>
      {articles.map((article, index) => (
        <div key={article.path} css={slideCss}>
          <ArticleCard article={article} latest={index === 0} headingLevel={3} />
        </div>
      ))}
    </Carousel>
  );
}
