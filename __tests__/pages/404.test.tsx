import { render, screen, waitFor } from "@testing-library/react";
import { navigate, type PageProps } from "gatsby";
import NotFoundPage from "../../src/pages/404";
import { testContentYaml, withTokens } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

const copy = withTokens(testContentYaml<{ notFound: string; blogNotFound: string }>("pages/not-found.yaml"));
const data = {
  copy,
  allMarkdownRemark: {
    nodes: [
      { frontmatter: { id: 3, slug: "tax-residency-guide-183-day-rule", previousSlugs: ["183-day-rule"] } },
      { frontmatter: { id: 12, slug: null, previousSlugs: null } },
    ],
  },
  allServicePageYaml: {
    nodes: [
      { slug: "legal-services", previousSlugs: ["legal"] },
      { slug: "fractional-cfo", previousSlugs: null },
    ],
  },
} as unknown as Queries.NotFoundQuery;

function renderAt(pathname: string) {
  const props = { location: { pathname }, data } as unknown as PageProps<Queries.NotFoundQuery>;
  return render(<NotFoundPage {...props} />);
}

describe("404 page", () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    (navigate as jest.Mock).mockClear();
  });
  afterEach(() => errorSpy.mockRestore());

  it("shows 404, 'Oops! Page not found' and 'Return to Home', and logs the missing path", async () => {
    renderAt("/no-such-page/");
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: LABELS.pageNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: LABELS.returnHome })).toHaveAttribute("href", "/");
    expect(screen.getByText(copy.notFound)).toBeInTheDocument();
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("404"), "/no-such-page/"));
  });

  it("shows 'Blog Post Not Found' with 'Back to Blog' for an unknown article", async () => {
    renderAt("/blog/no-such-article/");
    expect(await screen.findByRole("heading", { name: LABELS.blogPostNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: LABELS.backToBlog })).toHaveAttribute("href", "/blog/");
    expect(screen.getByText(copy.blogNotFound)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows 'Blog Post Not Found' for an unknown numeric id", async () => {
    renderAt("/blog/999/");
    expect(await screen.findByRole("heading", { name: LABELS.blogPostNotFound })).toBeInTheDocument();
  });

  it.each(["/blog/3/", "/blog/3", "/blog/183-day-rule/"])(
    "replaces %s (an id, an earlier slug) with the article's address, without a history entry",
    async (path) => {
      renderAt(path);
      await waitFor(() =>
        expect(navigate).toHaveBeenCalledWith("/blog/tax-residency-guide-183-day-rule/", { replace: true }),
      );
      expect(errorSpy).not.toHaveBeenCalled();
    },
  );

  it("replaces a renamed service page's earlier address with its address, without a history entry", async () => {
    renderAt("/services/legal/");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/services/legal-services/", { replace: true }));
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
