import { fillTokens } from "../rules/tokens";
import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { GatsbyImage, getImage, getSrc } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Container } from "../components/Container";
import { ButtonLink } from "../components/Button";
import { Prose } from "../components/Prose";
import { ArticleNav, type Neighbour } from "../components/ArticleNav";
import { ArticleHeader, articleCoverCss } from "../components/ArticleHeader";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { useUiCopy } from "../hooks/useUiCopy";
import { LABELS } from "../rules/labels";
import { articlePageJsonLd } from "../rules/jsonLd";
import { revisedDate } from "../rules/articles";
import { metaDescription, withNewTabNotes } from "../rules/text";
import { space } from "../styles/theme";

type ArticleNode = NonNullable<Queries.ArticlePageQuery["article"]>;

export interface ArticlePageContext {
  id: string;
  newer: Neighbour | null;
  older: Neighbour | null;
}

export default function ArticleTemplate({
  data,
  pageContext,
}: PageProps<Queries.ArticlePageQuery, ArticlePageContext>) {
  const article = data.article as ArticleNode;
  const fm = article.frontmatter;
  const image = getImage(fm.image?.childImageSharp?.gatsbyImageData ?? null);
  const { labels } = useUiCopy();
  const revised = revisedDate(fm.publishedDate, fm.modifiedDate);
  return (
    <Layout>
      <ArticleSeo article={article} />
      <article>
        <Container narrow>
          <div css={css({ paddingTop: space.xxl })}>
            <ButtonLink to="/blog/" variant="secondary">
              {LABELS.backToBlog}
            </ButtonLink>
          </div>
          <ArticleHeader
            title={fm.title}
            date={fm.date}
            publishedDate={fm.publishedDate}
            author={fm.author}
            readingTime={fillTokens(labels.minRead, { minutes: String(article.fields.readingMinutes) })}
            updated={revised && { label: labels.updated, ...revised }}
          />
        </Container>
        {image && (
          <Container>
            <GatsbyImage image={image} alt="" loading="eager" css={articleCoverCss} />
          </Container>
        )}
        <Container narrow>
          <Prose
            html={withNewTabNotes(article.html ?? "", labels.opensInNewTab)}
            css={css({ paddingBlock: space.xxl })}
          />
          <ArticleNav
            label={labels.moreArticles}
            newer={{ label: labels.newerArticle, article: pageContext.newer }}
            older={{ label: labels.olderArticle, article: pageContext.older }}
          />
          <div css={css({ paddingBottom: space.section })}>
            <ButtonLink to="/blog/" variant="secondary">
              {LABELS.backToBlog}
            </ButtonLink>
          </div>
        </Container>
      </article>
    </Layout>
  );
}

function ArticleSeo({ article }: { article: ArticleNode }) {
  const site = useSiteMetadata();
  const fm = article.frontmatter;
  const social = fm.image?.childImageSharp?.social;
  const imageSrc = social ? getSrc(social) : undefined;
  const description = metaDescription(fm.metaDescription, article.html ?? "");
  return (
    <Seo
      title={fm.title}
      description={description}
      keywords={fm.keywords}
      pathname={article.fields.path}
      image={imageSrc}
      imageAlt={fm.title}
      type="article"
      article={{ author: fm.author, publishedTime: fm.publishedDate, modifiedTime: fm.modifiedDate }}
      jsonLd={articlePageJsonLd(site, {
        title: fm.title,
        description,
        path: article.fields.path,
        image: imageSrc,
        author: fm.author,
        publishedDate: fm.publishedDate,
        modifiedDate: fm.modifiedDate,
        keywords: fm.keywords,
      })}
    />
  );
}

export const query = graphql`
  query ArticlePage($id: String!) {
    article: markdownRemark(id: { eq: $id }) {
      html
      fields {
        path
        readingMinutes
      }
      frontmatter {
        title
        metaDescription
        keywords
        author
        date
        publishedDate
        modifiedDate
        image {
          childImageSharp {
            gatsbyImageData(width: 1000, aspectRatio: 1.7778, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
            social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
          }
        }
      }
    }
  }
`;
