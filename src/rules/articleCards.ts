import type { IGatsbyImageData } from "gatsby-plugin-image";

/** What an article card shows (blog list, home carousel). */
export interface ArticleCardData {
  path: string;
  title: string;
  date: string;
  publishedDate: string;
  author: string;
  excerpt: string;
  image: IGatsbyImageData | null;
  imageAlt: string;
}

export interface ArticleCardSource {
  /** The first 150 characters of the article's text, cut at build time. */
  cardExcerpt: string;
  fields: { path: string };
  frontmatter: {
    title: string;
    date: string;
    publishedDate: string;
    author: string;
    image?: { childImageSharp?: { gatsbyImageData: unknown } | null } | null;
  };
}

/** The card shape used by the blog list and the home carousel. */
export function toArticleCard(node: ArticleCardSource): ArticleCardData {
  return {
    path: node.fields.path,
    title: node.frontmatter.title,
    date: node.frontmatter.date,
    publishedDate: node.frontmatter.publishedDate,
    author: node.frontmatter.author,
    excerpt: node.cardExcerpt,
    image: (node.frontmatter.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null,
    imageAlt: "",
  };
}
