/**
 * gatsby-transformer-remark plugin: a markdown link to another site (an absolute http(s)
 * URL, such as an article's source) opens in a new tab, with rel="noopener noreferrer",
 * like every other outside link of the site. Links within the site are left alone, and a full
 * address on the site's own host (option `siteUrl`, copied from the address bar) becomes its
 * path: it stays in the tab, and follows the site when its address changes.
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
 * The path of `url` when it is an address on `host`, else null.
 * @param {string} url
 * @param {string | null} host
 * @returns {string | null}
 */
function ownPath(url, host) {
  if (!host || !EXTERNAL.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.host === host ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * @param {MdastNode} node
 * @param {Map<string, string | undefined>} definitions
 * @param {string | null} host the site's own host
 */
function walk(node, definitions, host) {
  if (node.type === "link" || node.type === "definition") {
    const own = ownPath(node.url ?? "", host);
    if (own !== null) node.url = own;
  }
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
  for (const child of node.children ?? []) walk(child, definitions, host);
}

/**
 * @param {{ markdownAST: MdastNode }} args what gatsby-transformer-remark passes (the part used here)
 * @param {{ siteUrl?: string }} [options] the plugin's options in gatsby-config
 * @returns {MdastNode}
 */
module.exports = ({ markdownAST }, options = {}) => {
  const host = options.siteUrl ? new URL(options.siteUrl).host : null;
  // Own addresses first, so a reference's definition is a path before its links are read.
  const definitions = collectDefinitions(markdownAST);
  for (const [id, url] of definitions) definitions.set(id, ownPath(url ?? "", host) ?? url);
  walk(markdownAST, definitions, host);
  return markdownAST;
};
