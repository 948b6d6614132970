/** @jest-environment node */
// The markdown pipeline gatsby-transformer-remark runs (remark 13 with GFM, mdast-util-to-hast),
// with the local plugin in between.
import remark from "remark";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const tableHeaders = require("../../plugins/gatsby-remark-table-headers") as (args: {
  markdownAST: unknown;
}) => unknown;

function render(markdown: string, withPlugin = true): string {
  const processor = remark().use(remarkGfm);
  const markdownAST = processor.parse(markdown);
  if (withPlugin) tableHeaders({ markdownAST });
  // Raw HTML allowed, as gatsby-transformer-remark does.
  const hast = toHast(markdownAST as Parameters<typeof toHast>[0], { allowDangerousHtml: true });
  return toHtml(hast as Parameters<typeof toHtml>[0], { allowDangerousHtml: true }).replace(/\n/g, "");
}

const comparison = [
  "| | Bank deposit | E-money account |",
  "|---|---|---|",
  "| EU protection | Deposit guarantee | Safeguarding |",
  "| UK protection | FSCS | Safeguarding |",
].join("\n");

describe("gatsby-remark-table-headers", () => {
  it("makes the first column of a table with an empty top-left cell into row headers", () => {
    expect(render(comparison)).toBe(
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0">' +
        '<table><thead><tr><td></td><th scope="col">Bank deposit</th><th scope="col">E-money account</th></tr></thead>' +
        '<tbody><tr><th scope="row">EU protection</th><td>Deposit guarantee</td><td>Safeguarding</td></tr>' +
        '<tr><th scope="row">UK protection</th><td>FSCS</td><td>Safeguarding</td></tr></tbody></table>' +
        "</div>",
    );
  });

  it("fixes what markdown alone produces: an empty header and row labels as plain data", () => {
    const plain = render(comparison, false);
    expect(plain).toContain("<th></th>");
    expect(plain).toContain("<td>EU protection</td>");
  });

  it("leaves a table with a full header row with column headers only", () => {
    const html = render(["| Step | Question |", "|---|---|", "| 1 | Where is your permanent home? |"].join("\n"));
    expect(html).toContain('<th scope="col">Step</th><th scope="col">Question</th>');
    expect(html).toContain("<td>1</td><td>Where is your permanent home?</td>");
    expect(html).not.toContain('scope="row"');
  });

  it("keeps column alignment and inline formatting in the cells it changes", () => {
    const html = render(["| | **Fee** |", "|:--|--:|", "| *Wyoming* | USD 60 |"].join("\n"));
    expect(html).toContain('<th align="right" scope="col"><strong>Fee</strong></th>');
    expect(html).toContain('<th align="left" scope="row"><em>Wyoming</em></th>');
  });

  it("wraps each table in a keyboard-reachable scrolling region named after the heading above it", () => {
    const html = render(
      ['## Banks & "e-money"', "", "Some text.", "", comparison, "", "## Next", "", comparison].join("\n"),
    );
    const regions = html.match(/<div class="table-scroll"[^>]*>/g);
    expect(regions).toEqual([
      '<div class="table-scroll" role="region" aria-label="Table: Banks &amp; &quot;e-money&quot;" tabindex="0">',
      '<div class="table-scroll" role="region" aria-label="Table: Next" tabindex="0">',
    ]);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
  });

  it("changes nothing when it runs twice over the same tree", () => {
    const processor = remark().use(remarkGfm);
    const once = processor.parse(comparison);
    tableHeaders({ markdownAST: once });
    const snapshot = JSON.stringify(once);
    tableHeaders({ markdownAST: once });
    expect(JSON.stringify(once)).toBe(snapshot);
  });
});
