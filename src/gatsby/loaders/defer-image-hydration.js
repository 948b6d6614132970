/**
 * Webpack loader for gatsby-plugin-image's browser bundle (dist/index.browser-*.js).
 *
 * On mount, every GatsbyImage starts `import("./lazy-hydrate")`: a large chunk holding
 * react-dom/server, needed only to render an image that is not in the server HTML (after a
 * client-side navigation). For an image that came with the page, the component returns
 * before it ever uses that chunk, yet the first page view downloads and evaluates it.
 *
 * This moves the import below that early return, so it happens only when an image really
 * has to be rendered in the browser. If gatsby-plugin-image changes shape, the build fails
 * with this file's name rather than silently shipping the chunk again. It can go when
 * gatsby-plugin-image imports that chunk only when it needs it.
 */
const IMPORT_STATEMENT = /(\w+)\|\|\(\1=import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)[^;]*\);/g;
// `if(renderImage&&imageCache.has(cacheKey))return;`: the first line after the SSR image's
// early return (see gatsby-plugin-image src/components/gatsby-image.browser.tsx).
const AFTER_SSR_RETURN = /if\(\w+&&\w+\.has\([\w$]+\)\)return;/g;

/**
 * @param {string} source
 * @param {string} [file] named in the error
 * @returns {string}
 */
function deferImageHydration(source, file = "gatsby-plugin-image") {
  const imports = source.match(IMPORT_STATEMENT) ?? [];
  const anchors = source.match(AFTER_SSR_RETURN) ?? [];
  if (imports.length !== 1 || anchors.length !== 1) {
    throw new Error(
      `src/gatsby/loaders/defer-image-hydration.js: ${file} no longer has the shape this loader expects ` +
        `(lazy-hydrate imports: ${imports.length}, early returns: ${anchors.length}, both should be 1). ` +
        "Check the GatsbyImage hydrator in the new gatsby-plugin-image and update or remove the loader.",
    );
  }
  const [statement] = imports;
  const [anchor] = anchors;
  if (source.indexOf(statement) > source.indexOf(anchor)) return source;
  return source.replace(statement, "").replace(anchor, statement + anchor);
}

/**
 * @this {import("webpack").LoaderContext<unknown>}
 * @param {string} source
 * @returns {string}
 */
module.exports = function loader(source) {
  return deferImageHydration(source, this.resourcePath);
};
module.exports.deferImageHydration = deferImageHydration;
