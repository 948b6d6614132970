import { render } from "@testing-library/react";
import { CacheProvider, css } from "@emotion/react";
import { createBrowserCache, SERVER_STYLE_IDS, serverStyleIdsAttribute } from "../../src/lib/emotionCache";

const builtCss = css({ color: "rebeccapurple", padding: 12 });
const newCss = css({ color: "teal" });

/** The head as gatsby-ssr writes it: the site-wide sheet, then the page's component rules. */
function serverHead() {
  document.head.innerHTML = `<style id="global-styles">body{margin:0}</style><style ${SERVER_STYLE_IDS}="${serverStyleIdsAttribute([builtCss.name])}">.css-${builtCss.name}{color:rebeccapurple;padding:12px;}</style>`;
  return [...document.head.children];
}

describe("the browser's Emotion cache adopts the server's head sheet", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("leaves the sheet where it is (moving it would restyle the whole page) and inserts nothing for its rules", () => {
    const before = serverHead();
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });

    const cache = createBrowserCache();
    const { getByText } = render(
      <CacheProvider value={cache}>
        <p css={builtCss}>Built with the page</p>
      </CacheProvider>,
    );

    expect(getByText("Built with the page")).toHaveClass(`css-${builtCss.name}`);
    expect(observer.takeRecords().concat(observed)).toEqual([]);
    expect([...document.head.children]).toEqual(before);
    observer.disconnect();
  });

  it("puts rules the build did not have into a new tag after the server's sheet", () => {
    const [, serverSheet] = serverHead();
    render(
      <CacheProvider value={createBrowserCache()}>
        <p css={builtCss}>Built</p>
        <p css={newCss}>New</p>
      </CacheProvider>,
    );
    const tags = [...document.head.querySelectorAll("style")];
    expect(tags.indexOf(serverSheet as HTMLStyleElement)).toBe(1);
    expect(tags).toHaveLength(3);
    expect(tags[2].getAttribute("data-emotion")).toBe("css");
    const inserted = [...((tags[2] as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("");
    expect(inserted + (tags[2].textContent ?? "")).toContain("teal");
    expect(inserted + (tags[2].textContent ?? "")).not.toContain("rebeccapurple");
  });

  it("works on a page without a server sheet", () => {
    const cache = createBrowserCache();
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
