import { graphql, type PageProps } from "gatsby";
import { LastUpdatedToday, LegalPage } from "../components/LegalPage";
import { useSiteMetadata } from "../hooks/useSiteMetadata";

/** /privacy-policy/: the text of content/legal/privacy-policy.md, dated today (SPEC.md). */
export default function PrivacyPolicyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const site = useSiteMetadata();
  const policy = data.policy;
  if (!policy) throw new Error("content/legal/privacy-policy.md is missing");
  const { title, metaDescription } = policy.frontmatter;
  return (
    <LegalPage
      title={title}
      description={metaDescription}
      pathname="/privacy-policy/"
      updated={<LastUpdatedToday fallback={site.buildDate} />}
      html={policy.htmlWithTokens}
    />
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
