import type { GatsbyNode } from "gatsby";
import { coverMessage, refreshEbookCover } from "./ebook/cover";
import { logoProblems } from "./logoMark/logoMark";
import { pictureProblems, pictureSizeProblems } from "./schema/pictureFiles";
import { copyTypes } from "./schema/copySchema";
import { COPY_TYPES, SECTION_TYPES, SITE_TYPES } from "./schema/schema";
import { contentYamlReport } from "./schema/yamlFiles";
import { topLevelProblems } from "./schema/yamlTypes";
import { readSiteConfig } from "./siteConfig";

// Gatsby's first hook, before it reads content/: on every build, a file that is not YAML, or
// does not say what its writer meant, stops it here, named (gatsby-transformer-yaml's error
// gives a line number but not the file); so does a file that holds a text, or a list, where its
// fields belong (gatsby-transformer-yaml makes nothing of a text, without a word), and every
// wrong value in content/site.yaml, in one message without a stack of compiled code, and a logo
// file that is missing or cannot be drawn. Then the /ebook/ page's cover picture is drawn from
// the PDF this build will publish, and a picture in content/ that cannot be decoded whole stops
// the build, named.
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const report = contentYamlReport();
  if (report) return reporter.panic(report);
  const shapes = topLevelProblems(copyTypes(COPY_TYPES, SECTION_TYPES, SITE_TYPES), process.cwd());
  if (shapes.length > 0) return reporter.panic(shapes.join("\n"));
  let site;
  try {
    site = readSiteConfig();
  } catch (error) {
    return reporter.panic((error as Error).message);
  }
  const logo = await logoProblems(site.logo);
  if (logo.length > 0) return reporter.panic(logo.join("\n"));
  const cover = coverMessage(await refreshEbookCover());
  if (cover.warn) reporter.warn(cover.text);
  else reporter.info(cover.text);
  // After the ebook's cover is drawn, which replaces a damaged one.
  const pictures = [...(await pictureProblems()), ...(await pictureSizeProblems())];
  if (pictures.length > 0) return reporter.panic(`Pictures the site cannot use:\n  ${pictures.join("\n  ")}`);
};
