import type { GatsbyNode } from "gatsby";
import { onPostBuild as buildEbook } from "./src/gatsby/ebook";
import { onPostBuild as buildSocialCards } from "./src/gatsby/socialCards";

export { createSchemaCustomization, createResolvers } from "./src/gatsby/schema";
export { onCreateNode } from "./src/gatsby/nodes";
export { createPages } from "./src/gatsby/pages";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onCreateBabelConfig } from "./src/gatsby/babel";
export { onPreBootstrap } from "./src/gatsby/illustrative";

/** Gatsby runs one onPostBuild per site: the steps over the built site, in order. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (...args) => {
  for (const step of [buildEbook, buildSocialCards]) await step?.(...args);
};
