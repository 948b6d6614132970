import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Container } from "../components/Container";
import { PageHeader } from "../components/PageHeader";
import { ArticleCard } from "../components/ArticleCard";
import { toArticleCard } from "../rules/articleCards";
import { fillTokens, pagedTitle } from "../rules/tokens";
import { colors, radii, space } from "../styles/theme";
import { balancedGridCss } from "../styles/grid";

export interface BlogListContext {
  limit: number;
  skip: number;
  currentPage: number;
  pageCount: number;
}

export const blogPagePath = (page: number) => (page <= 1 ? "/blog/" : `/blog/page/${page}/`);

const cardListCss = css({ listStyle: "none", margin: 0, padding: `${space.xxl} 0`, display: "grid", gap: space.xl });

export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const { currentPage, pageCount } = pageContext;
  const cards = data.allMarkdownRemark.nodes.map(toArticleCard);
  const { page } = data;
  if (!page) throw new Error("content/pages/blog.yaml is missing");
  return (
    <Layout>
      <Seo
        title={pagedTitle(page.seo, currentPage)}
        description={page.seo.description}
        pathname={blogPagePath(currentPage)}
      />
      <PageHeader kicker={page.hero.kicker} title={page.hero.title} intro={page.hero.intro} />
      <Container>
        <ul css={[cardListCss, balancedGridCss(cards.length)]}>
          {cards.map((card, index) => (
            <li key={card.path}>
              <ArticleCard article={card} latest={currentPage === 1 && index === 0} />
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          <nav aria-label={page.pagination.label} css={css({ paddingBottom: space.section })}>
            <ul
              css={css({
                display: "flex",
                flexWrap: "wrap",
                gap: space.xs,
                listStyle: "none",
                margin: 0,
                padding: 0,
                justifyContent: "center",
              })}
            >
              {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <Link
                    to={blogPagePath(n)}
                    aria-current={n === currentPage ? "page" : undefined}
                    aria-label={fillTokens(page.pagination.page, { page: String(n) })}
                    css={css({
                      display: "grid",
                      placeItems: "center",
                      minWidth: 44,
                      height: 44,
                      borderRadius: radii.pill,
                      border: `1px solid ${colors.border}`,
                      color: colors.text,
                      textDecoration: "none",
                      "&[aria-current='page']": {
                        background: colors.accent,
                        color: colors.onAccent,
                        borderColor: colors.accent,
                      },
                    })}
                  >
                    {n}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </Layout>
  );
}

export const query = graphql`
  query BlogList($skip: Int!, $limit: Int!) {
    page: pageBlogYaml {
      seo {
        title
        titlePaged
        description
      }
      hero {
        ...CopyHeroFields
      }
      pagination {
        label
        page
      }
    }
    allMarkdownRemark(
      filter: { fields: { isArticle: { eq: true } } }
      sort: { frontmatter: { publishedDate: DESC } }
      limit: $limit
      skip: $skip
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
