/**
 * @jest-environment node
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { CacheProvider, css } from "@emotion/react";
import { createServerStyles, renderedBody } from "../../src/node/criticalCss/criticalCss";

const cardCss = css({ color: "rebeccapurple", padding: 12 });

describe("server rendering with each page's styles in one head sheet", () => {
  const { cache, stylesFor } = createServerStyles();
  const render = (element: ReactNode) => renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);

  it("writes no style tags into the body and collects every rule the page uses once", () => {
    const html = render(
      <main>
        <p css={cardCss}>One</p>
        <p css={cardCss}>Two</p>
        <p css={{ margin: 0 }}>Three</p>
      </main>,
    );
    expect(html).not.toContain("<style");
    const classes = [...html.matchAll(/class="(css-[\w-]+)"/g)].map((m) => m[1]);
    expect(classes).toHaveLength(3);
    expect(classes[0]).toBe(classes[1]);
    const { css: sheet, ids } = stylesFor(html);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(classes).toContain(`css-${id}`);
    expect(sheet.match(/rebeccapurple/g)).toHaveLength(1);
    expect(sheet).toContain("margin:0");
  });

  it("gives each page only its own rules, though pages share the cache", () => {
    const first = render(<p css={{ color: "teal" }}>First page</p>);
    const second = render(<p css={{ color: "olive" }}>Second page</p>);
    expect(stylesFor(second).css).toContain("olive");
    expect(stylesFor(second).css).not.toContain("teal");
    expect(stylesFor(first).css).toContain("teal");
    expect(stylesFor(first).css).not.toContain("olive");
  });
});

describe("renderedBody (the body HTML Gatsby passes to onRenderBody)", () => {
  it("hands the page's HTML on", () => {
    expect(renderedBody({ pathname: "/about/", bodyHtml: "<main>About</main>" } as never, true)).toBe(
      "<main>About</main>",
    );
  });

  it("stops a production build, naming the page, when Gatsby passes no body", () => {
    expect(() => renderedBody({ pathname: "/about/" }, true)).toThrow(
      /^\/about\/: Gatsby gave onRenderBody no bodyHtml/,
    );
    expect(() => renderedBody({ pathname: "/", bodyHtml: "" } as never, true)).toThrow(/^\/: Gatsby gave/);
  });

  it("lets `gatsby develop` render its shell, which has no body", () => {
    expect(renderedBody({ pathname: "/about/" }, false)).toBe("");
  });
});

describe("gatsby-ssr's onRenderBody", () => {
  it("stops the build when a page comes without its body, instead of shipping an empty head sheet", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      const { onRenderBody } = await import("../../gatsby-ssr");
      const args = { pathname: "/contact/", setHtmlAttributes: jest.fn(), setHeadComponents: jest.fn() };
      expect(() => onRenderBody!(args as never, {} as never)).toThrow(
        /\/contact\/: Gatsby gave onRenderBody no bodyHtml/,
      );
      expect(args.setHeadComponents).not.toHaveBeenCalled();
      onRenderBody!({ ...args, bodyHtml: "<main>Contact</main>" } as never, {} as never);
      expect(args.setHeadComponents).toHaveBeenCalledTimes(1);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
