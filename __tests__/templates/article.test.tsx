import { render, screen, waitFor, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ArticleTemplate, { type ArticlePageContext } from "../../src/templates/article";
import { fakeImage } from "../helpers/articles";
import { testContentYaml, testUiCopy } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

const data = {
  article: {
    html: "<p>Staying under 183 days does not make you non-resident.</p><h2>The rule</h2><ul><li>One</li></ul><table><tr><td>UK</td></tr></table><blockquote><p>Quote</p></blockquote>",
    fields: { path: "/blog/tax-residency-guide-183-day-rule/", readingMinutes: 7 },
    frontmatter: {
      title: "Tax Residency Explained",
      metaDescription: "",
      keywords: "tax residency, 183-day rule",
      author: "Borderless Consulting",
      date: "March 12, 2025",
      publishedDate: "2025-03-12T09:00:00.000Z",
      modifiedDate: "2025-04-02T09:00:00.000Z",
      image: {
        childImageSharp: {
          gatsbyImageData: fakeImage,
          social: { ...fakeImage, layout: "fixed", images: { fallback: { src: "/static/abc/social.jpg" } } },
        },
      },
    },
  },
} as unknown as Queries.ArticlePageQuery;

function renderArticle(context: Partial<ArticlePageContext> = {}) {
  const props = {
    data,
    pageContext: { id: "x", newer: { path: "/blog/newer/", title: "Newer one" }, older: null, ...context },
  } as unknown as PageProps<Queries.ArticlePageQuery, ArticlePageContext>;
  return render(<ArticleTemplate {...props} />);
}

const meta = (attr: string, key: string) =>
  document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute("content");

describe("article page", () => {
  it("shows title, author, date, reading time, cover, content and 'Back to Blog'", () => {
    renderArticle();
    expect(screen.getByRole("heading", { level: 1, name: "Tax Residency Explained" })).toBeInTheDocument();
    expect(screen.getByText("March 12, 2025")).toHaveAttribute("datetime", "2025-03-12T09:00:00.000Z");
    expect(screen.getByText(/7 min read/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "The rule" })).toBeInTheDocument();
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: LABELS.backToBlog })[0]).toHaveAttribute("href", "/blog/");
    expect(document.querySelector("main img")).not.toBeNull();
  });

  // The markdown pipeline opens a link to another site in a new tab (plugins/
  // gatsby-remark-external-links); the Sources list said so to screen readers, the text did not.
  it("tells screen readers that a link in the text to another site opens in a new tab", () => {
    const { labels } = testUiCopy();
    const html =
      '<p>See the <a href="https://www.irs.gov/pub519" target="_blank" rel="noopener noreferrer">IRS <em>guide</em></a> and <a href="/contact/">contact us</a>.</p>';
    render(
      <ArticleTemplate
        {...({
          data: { article: { ...data.article!, html } },
          pageContext: { id: "x", newer: null, older: null },
        } as unknown as PageProps<Queries.ArticlePageQuery, ArticlePageContext>)}
      />,
    );
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: `IRS guide ${labels.opensInNewTab}` })).toHaveAttribute("target", "_blank");
    expect(main.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact/");
  });

  it("links the neighbouring articles", () => {
    renderArticle();
    const nav = screen.getByRole("navigation", { name: "More articles" });
    expect(nav).toHaveTextContent("Newer article");
    expect(screen.getByRole("link", { name: /Newer one/ })).toHaveAttribute("href", "/blog/newer/");
    expect(nav).not.toHaveTextContent("Older article");
  });

  it("writes article metadata, falling back to the content for the description", async () => {
    renderArticle();
    await waitFor(() => expect(document.title).toBe("Tax Residency Explained | Borderless Consulting"));
    expect(meta("name", "description")).toBe(
      "Staying under 183 days does not make you non-resident. The rule One UK Quote",
    );
    expect(meta("property", "og:type")).toBe("article");
    expect(meta("property", "article:author")).toBe("Borderless Consulting");
    expect(meta("property", "article:published_time")).toBe("2025-03-12T09:00:00.000Z");
    expect(meta("property", "article:modified_time")).toBe("2025-04-02T09:00:00.000Z");
    expect(meta("property", "og:image")).toBe("https://borderlessconsulting.netlify.app/static/abc/social.jpg");
    const types = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
      (s) => JSON.parse(s.textContent ?? "{}")["@type"],
    );
    expect(types).toEqual(["BlogPosting", "Organization", "BreadcrumbList"]);
  });
});

describe("article page freshness", () => {
  const { labels } = testContentYaml<{ labels: { updated: string } }>("ui.yaml");

  function renderWithDates(publishedDate: string, modifiedDate: string) {
    const article = data.article!;
    const dated = { article: { ...article, frontmatter: { ...article.frontmatter, publishedDate, modifiedDate } } };
    const props = { data: dated, pageContext: { id: "x", newer: null, older: null } } as unknown as PageProps<
      Queries.ArticlePageQuery,
      ArticlePageContext
    >;
    return render(<ArticleTemplate {...props} />);
  }

  it("says when an article was updated, beside its date at the top", () => {
    renderWithDates("2025-03-12T09:00:00.000Z", "2026-11-23T09:00:00.000Z");
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    const updated = within(header).getByText("November 23, 2026");
    expect(updated.tagName).toBe("TIME");
    expect(updated).toHaveAttribute("datetime", "2026-11-23T09:00:00.000Z");
    expect(updated.parentElement).toHaveTextContent(`${labels.updated} November 23, 2026`);
    expect(within(header).getByText("March 12, 2025")).toHaveAttribute("datetime", "2025-03-12T09:00:00.000Z");
  });

  it("says nothing of an update made on the day it was published", () => {
    renderWithDates("2025-03-12T09:00:00.000Z", "2025-03-12T18:00:00.000Z");
    expect(screen.queryByText(new RegExp(`^${labels.updated}\\b`))).toBeNull();
    expect(screen.getAllByRole("time")).toHaveLength(1);
  });
});
