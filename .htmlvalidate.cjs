// html-validate's rules for the built pages (`public/**/*.html`), checked by
// __tests__/e2e/html.test.ts and by `npx html-validate public`. Every rule that is off or
// changed here says why on its line; everything else is html-validate's recommended set.
module.exports = {
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    {
      img: {
        attributes: {
          // gatsby-plugin-image's lazy images carry data-src until its head script sets src,
          // and a <noscript> copy with src (html.test.ts checks both).
          src: { required: (node) => !node.hasAttribute("data-src") },
        },
      },
    },
  ],
  rules: {
    // React and Gatsby write void elements as <meta />, consistently.
    "void-style": ["error", { style: "selfclosing" }],
    // React writes some attribute names in camelCase (srcSet, charSet, dateTime, autoComplete); HTML names ignore case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes an empty attribute as hidden="".
    "attribute-empty-style": ["error", { style: "empty" }],
    // React writes boolean attributes as required="", Gatsby's script tags as a bare async: both are valid HTML.
    "attribute-boolean-style": "off",
    // React's useId ids (":R1rl75:") and Gatsby's "___gatsby" are valid HTML ids, only not CSS-identifier shaped.
    "valid-id": ["error", { relaxed: true }],
    // Style attributes come from Gatsby (its focus wrapper, gatsby-plugin-image) and per-element animation delays.
    "no-inline-style": "off",
    // React escapes ' in <title> as &#x27;, which this rule counts as six characters; html.test.ts checks the real length.
    "long-title": "off",
    // The cookie banner, carousels and scrolling tables are named widget regions (<div role="region">, the WAI-ARIA pattern), not document sections.
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
};
