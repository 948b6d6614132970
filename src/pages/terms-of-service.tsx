import { graphql, type PageProps } from "gatsby";
import { LegalPage, lastUpdatedOn } from "../components/LegalPage";

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
      updated={lastUpdatedOn(lastUpdated ?? "")}
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
