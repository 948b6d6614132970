import { graphql, type PageProps } from "gatsby";
import { LegalPage } from "../components/LegalPage";
import { LABELS } from "../rules/labels";

/** /terms-of-service/: the text of content/legal/terms-of-service.md. */
export default function TermsOfServicePage({ data }: PageProps<Queries.TermsOfServicePageQuery>) {
  const terms = data.terms;
  if (!terms) return null;
  const { title, lastUpdated, metaDescription } = terms.frontmatter;
  return (
    <LegalPage
      title={title}
      description={metaDescription}
      pathname="/terms-of-service/"
      updated={`${LABELS.lastUpdated} ${lastUpdated}`}
      html={terms.htmlWithTokens}
    />
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
