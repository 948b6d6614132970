/** @jest-environment node */
import { feedOptions } from "../../src/node/feed/feed";

const SITE = "https://example.com";

// The feed's full text kept the article's links to the site's own pages as paths
// (href="/contact/"), which a feed reader resolves against its own address, or not at all.
describe("the RSS feed's full text", () => {
  const serialize = feedOptions("Example").feeds[0].serialize;
  const feed = (html: string) =>
    serialize({
      query: {
        site: { siteMetadata: { title: "Example", description: "", siteUrl: SITE } },
        allMarkdownRemark: {
          nodes: [
            {
              excerpt: "",
              html,
              frontmatter: {
                id: 1,
                slug: "guide",
                title: "Guide",
                metaDescription: "A guide.",
                publishedDate: "2026-01-01",
                author: "Example",
              },
            },
          ],
        },
      },
    });

  it("gives each link and picture of the site its full address, and leaves other sites' and in-page ones", () => {
    const [item] = feed(
      '<p><a href="/contact/">write to us</a>, <a href="https://www.irs.gov/">the IRS</a>, <a href="#top">top</a>, ' +
        '<a href="//cdn.example.org/x">x</a><img src="/static/cover.jpg" alt=""></p>',
    );
    expect(item.url).toBe(`${SITE}/blog/guide/`);
    expect(item.custom_elements).toEqual([
      {
        "content:encoded":
          `<p><a href="${SITE}/contact/">write to us</a>, <a href="https://www.irs.gov/">the IRS</a>, <a href="#top">top</a>, ` +
          `<a href="//cdn.example.org/x">x</a><img src="${SITE}/static/cover.jpg" alt=""></p>`,
      },
    ]);
  });
});
