import fs from "fs";
import path from "path";
import sharp from "sharp";
import type { GatsbyNode } from "gatsby";
import { LOGO_MARK_FALLBACK_PATH, LOGO_MARK_FALLBACK_PIXELS } from "../../rules/logoMark";
import { publicDir } from "../files";

/** Draws the logo's fallback file as a square PNG of the size the pages show it. */
export async function writeLogoMarkFallback(source: string, target: string): Promise<void> {
  await sharp(source)
    .resize(LOGO_MARK_FALLBACK_PIXELS, LOGO_MARK_FALLBACK_PIXELS, {
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png({ palette: true, compressionLevel: 9 })
    .toFile(target);
}

// After bootstrap, so both `gatsby build` and `gatsby develop` serve it from public/.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter }) => {
  const [site] = getNodesByType("Site") as { siteMetadata?: { logo?: { fallback?: string } } }[];
  const fallback = site?.siteMetadata?.logo?.fallback ?? "";
  const source = path.join(process.cwd(), "static", fallback);
  if (!fallback || !fs.statSync(source, { throwIfNoEntry: false })?.isFile()) {
    reporter.panic(`The logo's fallback ${fallback} (logo.fallback in content/site.yaml) is not a file in static/`);
    return;
  }
  const target = path.join(publicDir(), LOGO_MARK_FALLBACK_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await writeLogoMarkFallback(source, target);
};
