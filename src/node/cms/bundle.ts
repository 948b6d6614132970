/**
 * Builds the CMS into public/admin/: the page, the prebuilt Decap bundle and React beside it,
 * and this site's own part (src/cms/cms.tsx: formats and preview templates), compiled by a
 * webpack run of its own. The site's bundles never include any of it: Gatsby's webpack knows
 * nothing of src/cms/.
 *
 * Why not gatsby-plugin-decap-cms: it does the same, but it also adds a gatsby-browser.js to
 * every page of the site (a Netlify Identity redirect this site has no use for) and changes
 * the site's own webpack config; this step is the part the site needs.
 */
import fs from "fs";
import path from "path";
import { createRequire } from "module";
import { DefinePlugin, webpack, type Configuration, type Stats } from "webpack";
import type { BuildArgs } from "gatsby";
import { ADMIN_DIR, ADMIN_PATH, ADMIN_ROBOTS } from "./admin";
import { askForBackupOnceLoaded } from "./decapBackup";
import { cmsPreviewData } from "./previewData";
import { siteRoutes } from "../links/links";
import { readablePages, type BuiltSite } from "../links/checkPages";
import { writtenOutClaims } from "../links/pageText";
import type { CmsPreviewData } from "../../rules/cmsPreview";

/** What the admin page loads, in order: React, then Decap (which expects window.React), then ours. */
export const ADMIN_SCRIPTS = [
  { file: "react.production.min.js", from: ["react", "umd/react.production.min.js"] },
  { file: "react-dom.production.min.js", from: ["react-dom", "umd/react-dom.production.min.js"] },
  { file: "decap-cms-app.js", from: ["decap-cms-app", "dist/decap-cms-app.js"] },
  { file: "cms.js", from: null },
] as const;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The admin page: no inline script (its policy allows none), not to be indexed. */
export function adminHtml(siteTitle: string): string {
  const scripts = ADMIN_SCRIPTS.map(({ file }) => `<script src="${ADMIN_PATH}${file}" defer></script>`).join("");
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<meta name="robots" content="${ADMIN_ROBOTS}"/>` +
    `<title>Content Manager | ${escapeHtml(siteTitle)}</title>${scripts}</head><body></body></html>\n`
  );
}

/**
 * The webpack config of src/cms/cms.tsx: the site's Babel presets, React and Decap from the
 * page, and the previews' data (src/rules/cmsPreview.ts) as the constant __CMS_PREVIEW_DATA__.
 */
export function adminWebpackConfig(
  root: string,
  mode: "production" | "development",
  previewData: CmsPreviewData,
): Configuration {
  return {
    // In parentheses: DefinePlugin pastes the text as code, and `() => {...}` would read as a block.
    plugins: [new DefinePlugin({ __CMS_PREVIEW_DATA__: `(${JSON.stringify(previewData)})` })],
    mode,
    context: root,
    entry: { cms: path.join(root, "src", "cms", "cms.tsx") },
    output: { path: path.join(root, "public", ADMIN_DIR), filename: "[name].js", publicPath: ADMIN_PATH },
    resolve: { extensions: [".tsx", ".ts", ".mjs", ".js", ".json"] },
    externals: { react: "React", "react-dom": "ReactDOM", "decap-cms-app": "DecapCmsApp" },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: "babel-loader",
            options: {
              babelrc: false,
              configFile: false,
              // As the site's (gatsby-config: jsxImportSource) and jest-preprocess.js.
              presets: [
                [
                  "babel-preset-gatsby",
                  {
                    stage: mode === "production" ? "build-javascript" : "develop",
                    reactRuntime: "automatic",
                    reactImportSource: "@emotion/react",
                  },
                ],
                "@babel/preset-typescript",
              ],
            },
          },
        },
        {
          test: /\.(woff2?|png|jpe?g|svg|webp|avif)$/,
          type: "asset/resource",
          generator: { filename: "static/[name]-[contenthash][ext]" },
        },
      ],
    },
    devtool: mode === "production" ? "source-map" : "eval-cheap-module-source-map",
    performance: { hints: false },
  };
}

/**
 * Empties public/admin/ but its configuration (written earlier, in onPostBootstrap), so no
 * file of an earlier build stays (Netlify restores public/ between builds), then copies React
 * and Decap beside the page (Decap with its backup question fixed: ./decapBackup.ts) and writes
 * the page.
 */
function writeAdminPage(root: string, siteTitle: string): void {
  const dir = path.join(root, "public", ADMIN_DIR);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (name !== "config.yml") fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const resolve = createRequire(path.join(root, "package.json")).resolve;
  for (const { file, from } of ADMIN_SCRIPTS) {
    if (!from) continue;
    // Package folders by their package.json (the files are outside their packages' exports).
    const [name, inside] = from;
    const folder = path.dirname(resolve(`${name}/package.json`));
    if (name !== "decap-cms-app") {
      fs.copyFileSync(path.join(folder, inside), path.join(dir, file));
      continue;
    }
    const { version } = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as { version: string };
    fs.writeFileSync(
      path.join(dir, file),
      askForBackupOnceLoaded(fs.readFileSync(path.join(folder, inside), "utf8"), version),
    );
  }
  fs.writeFileSync(path.join(dir, "index.html"), adminHtml(siteTitle));
}

function problems(stats: Stats | undefined): string[] {
  if (!stats?.hasErrors()) return [];
  return stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
}

/** What the CMS's build is given by Gatsby: its reporter, and its nodes, whose pages and redirects the previews know. */
type AdminArgs = Pick<BuildArgs, "reporter" | "getNodesByType">;

/** onPostBuild step: the CMS for production, given the pages and ebook the build made (checkBuiltPages read them). */
export async function buildAdmin(
  { reporter, getNodesByType }: AdminArgs,
  siteTitle: string,
  { pages, ebook, later, claims }: BuiltSite,
  root = process.cwd(),
) {
  writeAdminPage(root, siteTitle);
  // The claims the built pages write out, for the preview of Site settings.
  const writtenOut = writtenOutClaims(readablePages(pages, ebook, later), claims);
  const previewData = cmsPreviewData(root, siteRoutes(getNodesByType), writtenOut);
  const compiler = webpack(adminWebpackConfig(root, "production", previewData));
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const errors = problems(stats);
  if (errors.length > 0) reporter.panicOnBuild(`The CMS bundle (src/cms/cms.tsx) did not build:\n${errors.join("\n")}`);
}

/** `gatsby develop`: the CMS rebuilt on every change, served at /admin/ (Gatsby serves public/). */
export function watchAdmin({ reporter, getNodesByType }: AdminArgs, siteTitle: string, root = process.cwd()): void {
  writeAdminPage(root, siteTitle);
  const previewData = cmsPreviewData(root, siteRoutes(getNodesByType));
  webpack(adminWebpackConfig(root, "development", previewData)).watch({}, (error, stats) => {
    const errors = error ? [error.message] : problems(stats);
    if (errors.length > 0) reporter.error(`The CMS bundle (src/cms/cms.tsx) did not build:\n${errors.join("\n")}`);
    else reporter.info(`CMS: ${ADMIN_PATH} rebuilt`);
  });
}
