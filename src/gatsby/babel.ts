import path from "path";
import type { GatsbyNode } from "gatsby";

/** Stages that build the site; `gatsby develop` keeps Emotion's run-time path (no stale tokens). */
const BUILD_STAGES = new Set(["build-javascript", "build-html"]);

/** The Babel plugin that serialises static `css()` calls at build time (see its header). */
export function precompileCssPlugin(siteRoot: string) {
  return {
    name: path.join(siteRoot, "src", "gatsby", "babel", "precompile-css.js"),
    options: { themeFile: path.join(siteRoot, "src", "styles", "theme.ts") },
  };
}

// Gatsby runs in the site's folder (its own program.directory is the working directory).
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions, stage }) => {
  if (!BUILD_STAGES.has(stage)) return;
  actions.setBabelPlugin(precompileCssPlugin(process.cwd()));
};
