import type { GatsbyNode } from "gatsby";
import { buildEbook } from "./ebook/ebook";
import { buildSocialCards } from "./socialCards/socialCards";
import { runBundlesAfterPaintEverywhere } from "./bundles/bundles";
import { removeStreamPadding } from "./streamPadding/streamPadding";
import { writeHeaders } from "./headers/headers";
import { checkAdmin } from "./cms/admin";
import { buildAdmin } from "./cms/bundle";
import { writeRobots } from "./robots/robots";
import { checkBuiltPages } from "./links/checkPages";
import { readSiteConfig } from "./siteConfig";
import { publicDir } from "./files";

// Gatsby takes one onPostBuild: the steps in order, the headers last, since they hash the
// inline scripts of the HTML that the earlier steps leave in public/. (No third parameter:
// Gatsby would wait for it to be called back.)
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await buildEbook(args);
  await buildSocialCards(args);
  removeStreamPadding(args);
  runBundlesAfterPaintEverywhere(args);
  const built = checkBuiltPages(args);
  const site = readSiteConfig();
  await buildAdmin(args, site.title, built);
  checkAdmin(args);
  writeRobots(publicDir(), site.siteUrl);
  await writeHeaders(args);
};
