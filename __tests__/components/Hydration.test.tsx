import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Layout } from "../../src/components/Layout";
import { RootWrapper } from "../../src/components/RootWrapper";

// React hydrates each Suspense boundary of server HTML on its own, after the rest and in
// interruptible slices. Layout's parts (cookie banner, header, content, footer) are such
// boundaries (HydrationBoundary); in the server HTML each is wrapped in React's markers.
const page = (
  <RootWrapper>
    <Layout>
      <p>Page content</p>
    </Layout>
  </RootWrapper>
);

/** The element right after React's `<!--$-->` marker at the start of each boundary. */
function boundaryContents(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue !== "$") continue;
    const next = node.nextSibling;
    if (next?.nodeType === Node.ELEMENT_NODE) found.push(next.nodeName.toLowerCase());
  }
  return found;
}

describe("hydration", () => {
  it("has the header, the page content and the footer each in a boundary of its own", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    const contents = boundaryContents(container);
    expect(contents).toContain("header");
    expect(contents).toContain("p");
    expect(contents).toContain("footer");
    // The content's boundary sits inside <main>, so the landmark itself is never re-created.
    const main = container.querySelector("main");
    expect(main && boundaryContents(main)).toEqual(["p"]);
  });

  it("adopts the server's HTML as it is: no mismatch, the same elements kept", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const serverMain = container.querySelector("main");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.querySelector("main")).toBe(serverMain);
    expect(container.textContent).toContain("Page content");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
