/**
 * gatsby-transformer-remark plugin: header cells for markdown tables.
 *
 * A markdown table's first row becomes column headers (<th scope="col">). Articles also use
 * the common layout of a comparison table: an empty top-left cell over a first column of
 * row labels. Markdown has no way to say "these are row headers", so they came out as an
 * empty <th> and plain <td> cells: a screen reader announced a blank header and read the
 * labels as data (axe: empty-table-header, td-has-header). In a table whose top-left header
 * cell is empty, that corner becomes a <td> and the first cell of each body row a
 * <th scope="row">.
 *
 * Each table is also wrapped in a horizontally scrolling region (named after the heading it
 * comes under, and reachable from the keyboard), so a table wider than a phone scrolls
 * instead of breaking its words letter by letter.
 */

/**
 * The fields of a remark (mdast) node that this plugin reads or sets.
 * @typedef {object} MdastNode
 * @property {string} type
 * @property {string} [value] of a `text`, `inlineCode` or `html` node
 * @property {MdastNode[]} [children]
 * @property {{ hName?: string, hProperties?: Record<string, unknown>, [key: string]: unknown }} [data]
 *   read by mdast-util-to-hast
 */
/** @typedef {MdastNode & { children: TableRow[] }} Table a GFM `table`, whose children are rows */
/** @typedef {MdastNode & { children: MdastNode[] }} TableRow a `tableRow`, whose children are cells */

/** @param {MdastNode | undefined} cell */
const isEmpty = (cell) => !cell || toText(cell).trim() === "";

/**
 * @param {MdastNode} node
 * @returns {string}
 */
function toText(node) {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(toText).join("");
}

/**
 * @param {MdastNode} cell
 * @param {string} tagName
 * @param {Record<string, string>} properties
 */
function asElement(cell, tagName, properties) {
  cell.data = { ...cell.data, hName: tagName, hProperties: { ...cell.data?.hProperties, ...properties } };
}

/** @param {Table} table */
function addTableHeaders(table) {
  const [head, ...body] = table.children;
  if (!head) return;
  const rowHeaders = isEmpty(head.children[0]) && body.length > 0;
  head.children.forEach((cell, index) => {
    if (rowHeaders && index === 0) asElement(cell, "td", {});
    else asElement(cell, "th", { scope: "col" });
  });
  if (!rowHeaders) return;
  for (const row of body) if (row.children[0]) asElement(row.children[0], "th", { scope: "row" });
}

/** @param {string} text */
const escapeAttribute = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The text of the last heading before `index` among `siblings`, if any.
 * @param {MdastNode[]} siblings
 * @param {number} index
 */
function headingBefore(siblings, index) {
  for (let i = index - 1; i >= 0; i -= 1) if (siblings[i].type === "heading") return toText(siblings[i]).trim();
  return "";
}

const REGION_START = '<div class="table-scroll"';

/** @param {MdastNode} node */
function walk(node) {
  const children = node.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type !== "table") {
      walk(child);
      continue;
    }
    const previous = children[index - 1];
    // A second run: the table is already wrapped (an `html` node's value is a string).
    if (previous?.type === "html" && /** @type {string} */ (previous.value).startsWith(REGION_START)) continue;
    addTableHeaders(/** @type {Table} */ (child));
    const heading = headingBefore(children, index);
    const label = escapeAttribute(heading ? `Table: ${heading}` : "Table");
    children.splice(
      index,
      1,
      { type: "html", value: `${REGION_START} role="region" aria-label="${label}" tabindex="0">` },
      child,
      { type: "html", value: "</div>" },
    );
    index += 2;
  }
}

/**
 * @param {{ markdownAST: MdastNode }} args what gatsby-transformer-remark passes (the part used here)
 * @returns {MdastNode}
 */
module.exports = ({ markdownAST }) => {
  walk(markdownAST);
  return markdownAST;
};
