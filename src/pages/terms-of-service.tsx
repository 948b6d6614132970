import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Container } from "../components/Container";
import { Prose } from "../components/Prose";
import { LABELS } from "../content/labels";
import { space } from "../styles/theme";

const bodyCss = css({ paddingBlock: space.xxl, "& > p:first-of-type": { marginTop: 0 } });

/** /terms-of-service/: the text of content/legal/terms-of-service.md. */
export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>) {
  const terms = data.terms;
  if (!terms) return null;
  const { title, lastUpdated, metaDescription } = terms.frontmatter;
  return (
    <Layout>
      <Seo title={title} description={metaDescription} pathname="/terms-of-service/" />
      <PageHeader
        narrow
        title={title}
        intro={
          <p css={css({ margin: 0 })}>
            {LABELS.lastUpdated} {lastUpdated}
          </p>
        }
      />
      <Container narrow>
        <Prose css={bodyCss} html={terms.htmlWithTokens} />
      </Container>
    </Layout>
  );
}

export const query = graphql`
  query TermsOfServicePage {
    terms: markdownRemark(fileAbsolutePath: { glob: "**/content/legal/terms-of-service.md" }) {
      htmlWithTokens
      frontmatter {
        title
        lastUpdated
        metaDescription
      }
    }
  }
`;
