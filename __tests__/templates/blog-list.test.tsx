import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import BlogListTemplate, { type BlogListContext } from "../../src/templates/blog-list";
import { articleNode } from "../helpers/articles";
import { testContentYaml, withTokens } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";
import { escapeRegExp } from "../../src/rules/text";

const copy = withTokens(testContentYaml<{ hero: { kicker: string; title: string; intro: string } }>("pages/blog.yaml"));

function renderList(nodes: ReturnType<typeof articleNode>[], context: Partial<BlogListContext> = {}) {
  const props = {
    data: { page: copy, allMarkdownRemark: { nodes } },
    pageContext: { limit: 12, skip: 0, currentPage: 1, pageCount: 1, ...context },
  } as unknown as PageProps<Queries.BlogListQuery, BlogListContext>;
  return render(<BlogListTemplate {...props} />);
}

describe("blog list", () => {
  const nodes = [articleNode(9), articleNode(7), articleNode(3)];

  it("is titled 'Articles' and shows one card per article in the given (newest first) order", () => {
    renderList(nodes);
    expect(screen.getByRole("heading", { level: 1, name: "Articles" })).toBeInTheDocument();
    const titles = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Article 9", "Article 7", "Article 3"]);
  });

  it("tags only the first card LATEST", () => {
    renderList(nodes);
    const cards = screen.getAllByRole("article");
    expect(within(cards[0]).getByText(LABELS.latest)).toBeInTheDocument();
    expect(within(cards[1]).queryByText(LABELS.latest)).not.toBeInTheDocument();
  });

  it("shows the image, date, author, excerpt and a Read More link on each card", () => {
    renderList(nodes);
    const card = screen.getAllByRole("article")[1];
    expect(card.querySelector("img")).not.toBeNull();
    expect(within(card).getByText("March 7, 2025")).toHaveAttribute("datetime", "2025-03-07T09:00:00.000Z");
    expect(card).toHaveTextContent("Borderless Consulting");
    const excerpt = within(card).getByText(/^Article 7 opens with/);
    expect(excerpt.textContent?.endsWith("…")).toBe(true);
    expect(Array.from(excerpt.textContent ?? "").length).toBeLessThanOrEqual(151);
    const link = within(card).getByRole("link", { name: new RegExp(escapeRegExp(LABELS.readMore)) });
    expect(link).toHaveAttribute("href", "/blog/article-7/");
    expect(link).toHaveAccessibleName(`${LABELS.readMore}: Article 7`);
  });

  it("paginates when there are more pages, without a LATEST tag after page 1", () => {
    renderList(nodes, { currentPage: 2, pageCount: 3 });
    const pages = screen.getByRole("navigation", { name: "Article pages" });
    expect(
      within(pages)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/blog/", "/blog/page/2/", "/blog/page/3/"]);
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByText(LABELS.latest)).not.toBeInTheDocument();
  });

  it("takes its heading and intro from content/pages/blog.yaml", () => {
    renderList(nodes);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.hero.title);
    expect(within(screen.getByRole("main")).getByText(copy.hero.kicker)).toBeInTheDocument();
    expect(screen.getByText(copy.hero.intro)).toBeInTheDocument();
  });
});
