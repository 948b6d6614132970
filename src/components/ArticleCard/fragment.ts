import { graphql } from "gatsby";

export const articleCardFragment = graphql`
  fragment ArticleCard on MarkdownRemark {
    cardExcerpt
    fields {
      path
    }
    frontmatter {
      title
      date
      publishedDate
      author
      image {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.7778
            placeholder: BLURRED
            formats: [AUTO, WEBP, AVIF]
            sizes: "(min-width: 1100px) 360px, (min-width: 768px) 50vw, 100vw"
          )
        }
      }
    }
  }
`;
