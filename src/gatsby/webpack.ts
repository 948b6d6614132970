import path from "path";
import type { GatsbyNode } from "gatsby";

interface LoaderEntry {
  loader?: string;
  options?: Record<string, unknown>;
}
interface Rule {
  test?: RegExp;
  use?: LoaderEntry[];
  oneOf?: Rule[];
}

const isFontRule = (rule: Rule) => rule.test instanceof RegExp && rule.test.test("face.woff2");

/**
 * Font files are always emitted as files, never inlined as data URLs: Gatsby's url-loader
 * inlines anything under 10 kB, which put a rarely used Latin Extended face into the head
 * of every page as 11 kB of base64 (downloaded, parsed and never cached).
 */
export function withoutInlinedFonts<T extends { module?: { rules?: unknown[] } }>(config: T): T {
  const rules = (config.module?.rules ?? []) as Rule[];
  for (const rule of rules) {
    if (!isFontRule(rule)) continue;
    rule.use = rule.use?.map((entry) =>
      entry.loader?.includes("url-loader") ? { ...entry, options: { ...entry.options, limit: false } } : entry,
    );
  }
  return config;
}

/** gatsby-plugin-image's browser bundle, the file `defer-image-hydration.js` rewrites. */
export const IMAGE_BROWSER_BUNDLE = /gatsby-plugin-image[\\/]dist[\\/]index\.browser-[0-9a-f]+\.js$/;

/**
 * GatsbyImage loads react-dom/server only when an image is rendered in the browser (after a
 * client-side navigation), not on every first page view: see loaders/defer-image-hydration.js.
 */
export function withDeferredImageHydration<T extends { module?: { rules?: unknown[] } }>(config: T, siteRoot: string): T {
  const loader = path.join(siteRoot, "src", "gatsby", "loaders", "defer-image-hydration.js");
  config.module = config.module ?? {};
  config.module.rules = [...(config.module.rules ?? []), { test: IMAGE_BROWSER_BUNDLE, use: [{ loader }] }];
  return config;
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, store }) => {
  const siteRoot = (store.getState() as { program: { directory: string } }).program.directory;
  actions.replaceWebpackConfig(withDeferredImageHydration(withoutInlinedFonts(getConfig()), siteRoot));
};
