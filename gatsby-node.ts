// Gatsby's build hooks. Each feature's hook lives with its logic in src/build/<feature>/.
export { onPreBootstrap } from "./src/build/preBootstrap";
export { onPostBootstrap } from "./src/build/logoMark/logoMark";
export { createSchemaCustomization, createResolvers } from "./src/build/schema/schema";
export { onCreateNode } from "./src/build/pages/nodes";
export { createPages } from "./src/build/pages/pages";
export { onCreateWebpackConfig } from "./src/build/webpack/webpack";
export { onPostBuild } from "./src/build/postBuild";
export { onCreateDevServer } from "./src/build/cms/devServer";
