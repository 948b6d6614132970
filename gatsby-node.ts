// Gatsby's build hooks. Each feature's hook lives with its logic in src/node/<feature>/.
export { onPreInit } from "./src/node/preInit";
export { onPreBootstrap } from "./src/node/preBootstrap";
export { onPostBootstrap } from "./src/node/postBootstrap";
export { createSchemaCustomization, createResolvers } from "./src/node/schema/schema";
export { onCreateNode } from "./src/node/pages/nodes";
export { createPages } from "./src/node/pages/pages";
export { onCreateWebpackConfig } from "./src/node/webpack/webpack";
export { onPostBuild } from "./src/node/postBuild";
export { onCreateDevServer } from "./src/node/cms/devServer";
