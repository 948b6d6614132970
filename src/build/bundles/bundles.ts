import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { BUNDLES_ATTRIBUTE, BUNDLES_AFTER_PAINT_SCRIPT } from "../../lib/headScripts";
import { listFiles } from "../files";
import { ADMIN_DIR } from "../cms/admin";

/** The bundles every page starts with, as Gatsby lists them in public/webpack.stats.json. */
export function entryBundles(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName?: { app?: string[] };
  };
  return (stats.assetsByChunkName?.app ?? []).filter((asset) => asset.endsWith(".js")).map((asset) => `/${asset}`);
}

/**
 * A page's HTML with Gatsby's async bundle scripts replaced by the one inline script that
 * starts them once the page has painted (BUNDLES_AFTER_PAINT_SCRIPT), where the last of them
 * was. Throws, naming the file, when a bundle's script is not there exactly once.
 */
export function runBundlesAfterPaint(html: string, bundles: string[], file: string): string {
  const loader = `<script ${BUNDLES_ATTRIBUTE}="${bundles.join(" ")}">${BUNDLES_AFTER_PAINT_SCRIPT}</script>`;
  let result = html;
  for (const [index, src] of bundles.entries()) {
    const tag = `<script src="${src}" async></script>`;
    const found = result.split(tag).length - 1;
    if (found !== 1) {
      throw new Error(`${file}: expected Gatsby's <script src="${src}" async> once, found it ${found} times`);
    }
    result = result.replace(tag, () => (index === bundles.length - 1 ? loader : ""));
  }
  return result;
}

/**
 * The onPostBuild step that rewrites every built page so its bundles start after the first
 * paint. Gatsby writes the bundle scripts from a fragment of its own (public/_gatsby/slices),
 * past the reach of gatsby-ssr's onPreRenderHTML, hence the rewrite of the built files. The
 * step can go once Gatsby can start its bundles after the first paint itself.
 */
export function runBundlesAfterPaintEverywhere({ reporter }: Pick<BuildArgs, "reporter">, publicDir = "public"): void {
  const bundles = entryBundles(publicDir);
  if (bundles.length === 0) {
    reporter.panicOnBuild("public/webpack.stats.json lists no bundles for the app entry");
    return;
  }
  // Gatsby's own fragments (public/_gatsby/slices) are not pages, nor is the CMS's page
  // (public/admin/), which loads no bundle of the site's.
  const pages = listFiles(publicDir).filter(
    (file) =>
      file.endsWith(".html") && !file.startsWith(`_gatsby${path.sep}`) && !file.startsWith(`${ADMIN_DIR}${path.sep}`),
  );
  for (const file of pages) {
    const full = path.join(publicDir, file);
    try {
      fs.writeFileSync(full, runBundlesAfterPaint(fs.readFileSync(full, "utf8"), bundles, file));
    } catch (error) {
      reporter.panicOnBuild(String((error as Error).message));
      return;
    }
  }
}
