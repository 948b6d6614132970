/**
 * gatsby-transformer-remark plugin: a markdown link to another site (an absolute http(s)
 * URL, such as an article's source) opens in a new tab, with rel="noopener noreferrer",
 * like every other outside link of the site. Links within the site are left alone.
 */
const EXTERNAL = /^https?:\/\//i;

/**
 * The fields of a remark (mdast) node that this plugin reads or sets.
 * @typedef {object} MdastNode
 * @property {string} type
 * @property {string} [url] of a `link` or `definition`
 * @property {string} [identifier] of a `linkReference` or `definition`
 * @property {MdastNode[]} [children]
 * @property {{ hProperties?: Record<string, unknown>, [key: string]: unknown }} [data] read by mdast-util-to-hast
 */

/**
 * The URL of every link definition under `node`, by lower-cased identifier.
 * @param {MdastNode} node
 * @param {Map<string, string | undefined>} [found]
 * @returns {Map<string, string | undefined>}
 */
function collectDefinitions(node, found = new Map()) {
  if (node.type === "definition") found.set(String(node.identifier).toLowerCase(), node.url);
  for (const child of node.children ?? []) collectDefinitions(child, found);
  return found;
}

/**
 * @param {MdastNode} node
 * @param {Map<string, string | undefined>} definitions
 */
function walk(node, definitions) {
  const url =
    node.type === "link"
      ? node.url
      : node.type === "linkReference"
        ? definitions.get(String(node.identifier).toLowerCase())
        : "";
  if (EXTERNAL.test(url ?? "")) {
    node.data = {
      ...node.data,
      hProperties: { ...node.data?.hProperties, target: "_blank", rel: ["noopener", "noreferrer"] },
    };
  }
  for (const child of node.children ?? []) walk(child, definitions);
}

/**
 * @param {{ markdownAST: MdastNode }} args what gatsby-transformer-remark passes (the part used here)
 * @returns {MdastNode}
 */
module.exports = ({ markdownAST }) => {
  walk(markdownAST, collectDefinitions(markdownAST));
  return markdownAST;
};
