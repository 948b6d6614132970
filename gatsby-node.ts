import type { GatsbyNode } from "gatsby";
import { buildEbook } from "./src/gatsby/ebook";
import { buildSocialCards } from "./src/gatsby/socialCards";
import { writeHeaders } from "./src/gatsby/headers";
import { runBundlesAfterPaintEverywhere } from "./src/gatsby/bundles";

export { createSchemaCustomization, createResolvers } from "./src/gatsby/schema";
export { onCreateNode } from "./src/gatsby/nodes";
export { createPages } from "./src/gatsby/pages";
export { onCreateWebpackConfig } from "./src/gatsby/webpack";
export { onPreBootstrap } from "./src/gatsby/illustrative";
export { onPostBootstrap } from "./src/gatsby/logoMark";

// Gatsby takes one onPostBuild from this file: its steps in order, the headers last, since
// they hash the inline scripts of the HTML that the earlier steps leave in public/. (No
// third parameter: Gatsby would wait for it to be called back.)
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await buildEbook(args);
  await buildSocialCards(args);
  runBundlesAfterPaintEverywhere(args);
  await writeHeaders(args);
};
