export { createSchemaCustomization, createResolvers } from "./src/gatsby/schema";
export { onCreateNode } from "./src/gatsby/nodes";
export { createPages } from "./src/gatsby/pages";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onCreateBabelConfig } from "./src/gatsby/babel";
export { onPostBuild } from "./src/gatsby/ebook";
export { onPreBootstrap } from "./src/gatsby/illustrative";
