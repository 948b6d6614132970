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

/**
 * An article's HTML with the site's own links and pictures given their full address: a feed
 * reader shows the text away from the site, and resolves a path (href="/contact/") against its
 * own address, or not at all. Other sites' addresses, "//host" ones and in-page anchors stay.
 */
export const withFullAddresses = (html: string, siteUrl: string): string =>
  html.replace(/\b(href|src)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${siteUrl}/`);

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
            custom_elements: [{ "content:encoded": withFullAddresses(node.html, siteUrl) }],
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
