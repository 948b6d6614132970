import { articlePath } from "../../rules/articles";

interface FeedSite {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
}
interface FeedArticle {
  excerpt: string;
  html: string;
  frontmatter: {
    id: number;
    slug: string | null;
    title: string;
    metaDescription: string;
    publishedDate: string;
    author: string;
  };
}

export const FEED_PATH = "/rss.xml";

/** gatsby-plugin-feed options: one RSS feed of every article, newest first. */
export const feedOptions = (siteTitle: string) => ({
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: [
    {
      serialize: ({ query }: { query: FeedSite & { allMarkdownRemark: { nodes: FeedArticle[] } } }) => {
        const siteUrl = query.site.siteMetadata.siteUrl;
        return query.allMarkdownRemark.nodes.map((node) => {
          const url = siteUrl + articlePath(node.frontmatter);
          return {
            title: node.frontmatter.title,
            description: node.frontmatter.metaDescription || node.excerpt,
            date: node.frontmatter.publishedDate,
            author: node.frontmatter.author,
            url,
            guid: url,
            custom_elements: [{ "content:encoded": node.html }],
          };
        });
      },
      query: `{
        allMarkdownRemark(
          filter: { fields: { isArticle: { eq: true } } }
          sort: { frontmatter: { publishedDate: DESC } }
        ) {
          nodes {
            excerpt(pruneLength: 160)
            html
            frontmatter { id slug title metaDescription publishedDate author }
          }
        }
      }`,
      output: FEED_PATH,
      title: `${siteTitle}: articles`,
    },
  ],
});
