/** @jest-environment node */
// The markdown pipeline gatsby-transformer-remark runs (remark 13 with GFM, mdast-util-to-hast),
// with the local plugin in between.
import remark from "remark";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const externalLinks = require("../../plugins/gatsby-remark-external-links") as (
  args: { markdownAST: unknown },
  options?: { siteUrl?: string },
) => unknown;

function render(markdown: string, siteUrl = "https://www.borderless.example"): string {
  const markdownAST = remark().use(remarkGfm).parse(markdown);
  externalLinks({ markdownAST }, { siteUrl });
  const hast = toHast(markdownAST as Parameters<typeof toHast>[0], { allowDangerousHtml: true });
  return toHtml(hast as Parameters<typeof toHtml>[0], { allowDangerousHtml: true }).replace(/\n/g, "");
}

describe("gatsby-remark-external-links", () => {
  it("opens a link to another site in a new tab, without opener or referrer", () => {
    expect(render('See the [IRS guide](https://www.irs.gov/pub519 "Publication 519").')).toBe(
      '<p>See the <a href="https://www.irs.gov/pub519" title="Publication 519" target="_blank" rel="noopener noreferrer">IRS guide</a>.</p>',
    );
  });

  it("also in tables, lists and reference-style links", () => {
    const html = render(
      ["| a |", "|---|", "| [x](http://example.org/) |", "", "- [y][ref]", "", "[ref]: https://example.com/y"].join(
        "\n",
      ),
    );
    expect(html).toContain('<a href="http://example.org/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(html).toContain('<a href="https://example.com/y" target="_blank" rel="noopener noreferrer">y</a>');
  });

  // Copied from the address bar: it opened the site again in a new tab, and would lead to the
  // old address once the site moves to its own domain.
  it("makes a full address of the site's own pages a link within the site, in the same tab", () => {
    expect(
      render(
        "See [contact](https://www.borderless.example/contact/?from=guide#form), [home](http://www.borderless.example) and [x][ref].\n\n[ref]: https://www.borderless.example/blog/",
      ),
    ).toBe(
      '<p>See <a href="/contact/?from=guide#form">contact</a>, <a href="/">home</a> and <a href="/blog/">x</a>.</p>',
    );
    expect(render("[other](https://borderless.example.org/)")).toContain('target="_blank"');
  });

  it("leaves links within the site and e-mail links alone", () => {
    const html = render("[Contact](/contact/), [top](#top) and [mail](mailto:hello@example.com)");
    expect(html).not.toContain("target=");
    expect(html).not.toContain("rel=");
  });
});
