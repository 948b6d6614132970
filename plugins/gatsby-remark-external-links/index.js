/**
 * gatsby-transformer-remark plugin: a markdown link to another site (an absolute http(s)
 * URL, such as an article's source) opens in a new tab, with rel="noopener noreferrer",
 * like every other outside link of the site. Links within the site are left alone.
 */
const EXTERNAL = /^https?:\/\//i;

function collectDefinitions(node, found = new Map()) {
  if (node.type === "definition") found.set(String(node.identifier).toLowerCase(), node.url);
  for (const child of node.children ?? []) collectDefinitions(child, found);
  return found;
}

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

module.exports = ({ markdownAST }) => {
  walk(markdownAST, collectDefinitions(markdownAST));
  return markdownAST;
};
