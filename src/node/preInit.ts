import type { GatsbyNode } from "gatsby";
import { coverMessage, refreshEbookCover } from "./ebook/cover";
import { yamlSyntaxReport } from "./schema/yamlFiles";

// Gatsby's first hook, before it reads content/: on every build, a file that is not YAML stops
// it here, named (gatsby-transformer-yaml's error gives a line number but not the file); then
// the /ebook/ page's cover picture is drawn from the PDF this build will publish.
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const syntax = yamlSyntaxReport();
  if (syntax) return reporter.panic(syntax);
  const cover = coverMessage(await refreshEbookCover());
  if (cover.warn) reporter.warn(cover.text);
  else reporter.info(cover.text);
};
