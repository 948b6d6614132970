import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Container } from "../components/Container";
import { PageHeader } from "../components/PageHeader";
import { ArticleCard } from "../components/ArticleCard";
import { toArticleCard } from "../content/articleCards";
import { colors, mq, radii, space } from "../styles/theme";

export interface BlogListContext {
  limit: number;
  skip: number;
  currentPage: number;
  pageCount: number;
}

export const blogPagePath = (page: number) => (page <= 1 ? "/blog/" : `/blog/page/${page}/`);

export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const { currentPage, pageCount } = pageContext;
  const cards = data.allMarkdownRemark.nodes.map(toArticleCard);
  return (
    <Layout>
      <Seo
        title={currentPage > 1 ? `Articles, page ${currentPage}` : "Articles"}
        description="Guides on tax residency, digital nomad visas, company formation and banking for location-independent entrepreneurs, digital nomads and expats."
        pathname={blogPagePath(currentPage)}
      />
      <PageHeader
        kicker="Blog"
        title="Articles"
        intro="Practical guides on tax residency, company structures, banking and visas for people who live and work across borders."
      />
      <Container>
        <ul
          css={css({
            listStyle: "none",
            margin: 0,
            padding: `${space.xxl} 0`,
            display: "grid",
            gap: space.xl,
            [mq.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
            [mq.large]: { gridTemplateColumns: "repeat(3, 1fr)" },
          })}
        >
          {cards.map((card, index) => (
            <li key={card.path}>
              <ArticleCard article={card} latest={currentPage === 1 && index === 0} />
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          <nav aria-label="Article pages" css={css({ paddingBottom: space.section })}>
            <ul css={css({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", margin: 0, padding: 0, justifyContent: "center" })}>
              {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => (
                <li key={page}>
                  <Link
                    to={blogPagePath(page)}
                    aria-current={page === currentPage ? "page" : undefined}
                    aria-label={`Page ${page}`}
                    css={css({
                      display: "grid",
                      placeItems: "center",
                      minWidth: 44,
                      height: 44,
                      borderRadius: radii.pill,
                      border: `1px solid ${colors.border}`,
                      color: colors.text,
                      textDecoration: "none",
                      "&[aria-current='page']": { background: colors.accent, color: colors.onAccent, borderColor: colors.accent },
                    })}
                  >
                    {page}
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
    allMarkdownRemark(
      filter: { fileAbsolutePath: { regex: "/[\\\\/]content[\\\\/]articles[\\\\/]/" } }
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
