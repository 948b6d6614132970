import path from "path";
import type { GatsbyNode } from "gatsby";
import { onPostBootstrap as writeLogoMark } from "./logoMark/logoMark";
import { writeCmsConfig } from "./cms/admin";
import { readSiteConfig } from "./siteConfig";

// Gatsby takes one onPostBootstrap: the logo's small fallback, then the CMS's configuration
// (public/admin/config.yml, from the content schema), which `gatsby develop` serves too.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (args, options) => {
  await writeLogoMark!(args, options, () => undefined);
  const file = writeCmsConfig(readSiteConfig());
  args.reporter.info(`CMS: ${path.relative(process.cwd(), file)} from the content schema`);
};
