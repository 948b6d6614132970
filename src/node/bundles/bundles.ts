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

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * A page's HTML with Gatsby's async bundle scripts replaced by the one inline script that
 * starts them once the page has painted (BUNDLES_AFTER_PAINT_SCRIPT), where the last of them
 * was. Throws, naming the file, when a bundle's script is not there exactly once.
 *
 * On a warm cache (Netlify restores .cache/ and public/) Gatsby rewrites only the pages whose
 * data changed, and the others still hold this step's earlier result. Such a page is accepted
 * as it is when its loader is exactly the one this build would write (same bundles, same
 * script); anything else means Gatsby left a page with another build's bundles, and the step
 * stops rather than ship it.
 */
export function runBundlesAfterPaint(html: string, bundles: string[], file: string): string {
  const loader = `<script ${BUNDLES_ATTRIBUTE}="${bundles.join(" ")}">${BUNDLES_AFTER_PAINT_SCRIPT}</script>`;
  const tags = bundles.map((src) => `<script src="${src}" async></script>`);
  const loaders = occurrences(html, `<script ${BUNDLES_ATTRIBUTE}="`);
  if (loaders > 0) {
    if (tags.some((tag) => html.includes(tag))) {
      throw new Error(`${file}: holds both the bundle loader and Gatsby's own bundle scripts`);
    }
    if (loaders > 1) throw new Error(`${file}: expected the bundle loader once, found the loader ${loaders} times`);
    if (html.includes(loader)) return html;
    const listed = new RegExp(`<script ${BUNDLES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1] ?? "";
    throw new Error(
      `${file}: starts the bundles of an earlier build (${listed}), not this build's (${bundles.join(" ")}), ` +
        "or with an earlier version of the loader. Gatsby did not rewrite this page; clear the build cache " +
        "(Netlify: Deploys, Trigger deploy, Clear cache and deploy site; locally: npm run clean) and build again.",
    );
  }
  let result = html;
  for (const [index, tag] of tags.entries()) {
    const found = occurrences(result, tag);
    if (found !== 1) {
      throw new Error(
        `${file}: expected Gatsby's <script src="${bundles[index]}" async> once, found it ${found} times`,
      );
    }
    result = result.replace(tag, () => (index === tags.length - 1 ? loader : ""));
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
      const html = fs.readFileSync(full, "utf8");
      const rewritten = runBundlesAfterPaint(html, bundles, file);
      // A page Gatsby did not regenerate is left as it is, file date included.
      if (rewritten !== html) fs.writeFileSync(full, rewritten);
    } catch (error) {
      reporter.panicOnBuild(String((error as Error).message));
      return;
    }
  }
}
