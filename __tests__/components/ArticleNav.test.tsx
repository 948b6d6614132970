import { render, screen, within } from "@testing-library/react";
import { ArticleNav } from "../../src/components/ArticleNav";

const newer = { path: "/blog/newer-guide/", title: "The newer guide" };
const older = { path: "/blog/older-guide/", title: "The older guide" };

describe("ArticleNav", () => {
  it("links the newer and the older article under the navigation's name", () => {
    render(
      <ArticleNav
        label="More articles"
        newer={{ label: "Newer article", article: newer }}
        older={{ label: "Older article", article: older }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "More articles" });
    const links = [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Newer articleThe newer guide", "/blog/newer-guide/"],
      ["Older articleThe older guide", "/blog/older-guide/"],
    ]);
  });

  it("keeps the older article in its column when there is no newer one (the newest article)", () => {
    render(
      <ArticleNav
        label="More articles"
        newer={{ label: "Newer article", article: null }}
        older={{ label: "Older article", article: older }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "More articles" });
    expect(nav.children).toHaveLength(2);
    expect(nav.firstElementChild?.tagName).toBe("SPAN");
    expect(nav.firstElementChild).toBeEmptyDOMElement();
    expect(screen.queryByText("Newer article")).toBeNull();
    const link = within(nav).getByRole("link");
    expect(nav.lastElementChild).toBe(link);
    expect(link).toHaveAttribute("href", older.path);
    expect([...link.children].map((part) => part.textContent)).toEqual(["Older article", older.title]);
  });
});
