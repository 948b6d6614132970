import { graphql, type PageProps } from "gatsby";
import { LegalPage } from "../components/LegalPage";
import { CurrentDate } from "../components/CurrentDate";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { LABELS } from "../rules/labels";

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
      updated={
        <>
          {LABELS.lastUpdated}: <CurrentDate fallback={site.buildDate} />
        </>
      }
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
