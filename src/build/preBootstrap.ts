import type { GatsbyNode } from "gatsby";
import path from "path";
import { checkIllustrative } from "./illustrative/check";
import { writeCmsConfig } from "./cms/admin";
import { readSiteConfig } from "./siteConfig";

// Gatsby takes one onPreBootstrap: the illustrative-material check, then the CMS's
// configuration (public/admin/config.yml), which `gatsby develop` serves too.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = (args) => {
  checkIllustrative(args);
  const file = writeCmsConfig(readSiteConfig());
  args.reporter.info(`CMS: ${path.relative(process.cwd(), file)} from the content schema`);
};
