import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Container } from "../components/Container";
import { Prose } from "../components/Prose";
import { CurrentDate } from "../components/CurrentDate";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { LABELS } from "../content/labels";
import { space } from "../styles/theme";

const bodyCss = css({ paddingBlock: space.xxl, "& > h2:first-of-type": { marginTop: 0 } });

/** /privacy-policy/: the text of content/legal/privacy-policy.md, dated today (SPEC.md). */
export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const site = useSiteMetadata();
  const policy = data.policy;
  if (!policy) throw new Error("content/legal/privacy-policy.md is missing");
  const { title, metaDescription } = policy.frontmatter;
  return (
    <Layout>
      <Seo title={title} description={metaDescription} pathname="/privacy-policy/" />
      <PageHeader
        narrow
        title={title}
        intro={
          <p css={css({ margin: 0 })}>
            {LABELS.lastUpdated}: <CurrentDate fallback={site.buildDate} />
          </p>
        }
      />
      <Container narrow>
        <Prose css={bodyCss} html={policy.htmlWithTokens} />
      </Container>
    </Layout>
  );
}

export const query = graphql`
  query PrivacyPolicyPage {
    policy: markdownRemark(fileAbsolutePath: { glob: "**/content/legal/privacy-policy.md" }) {
      htmlWithTokens
      frontmatter {
        title
        metaDescription
      }
    }
  }
`;
