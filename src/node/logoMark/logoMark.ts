import fs from "fs";
import path from "path";
import sharp from "sharp";
import type { GatsbyNode } from "gatsby";
import { FAVICON_PATH, FAVICON_PIXELS, LOGO_MARK_FALLBACK_PATH, LOGO_MARK_FALLBACK_PIXELS } from "../../rules/logoMark";
import { publicDir } from "../files";

/** Draws the logo's fallback file as a square PNG of `pixels` a side, its own shape kept. */
async function writeSquare(source: string, target: string, pixels: number): Promise<void> {
  await sharp(source)
    .resize(pixels, pixels, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ palette: true, compressionLevel: 9 })
    .toFile(target);
}

/** The fallback at the size the pages show it. */
export const writeLogoMarkFallback = (source: string, target: string) =>
  writeSquare(source, target, LOGO_MARK_FALLBACK_PIXELS);

/**
 * /favicon.ico, which browsers and feed readers ask for by that name (the pages name the
 * manifest plugin's PNG icons): a 32-pixel PNG, which they read whatever the name says.
 */
export const writeFavicon = (source: string, target: string) => writeSquare(source, target, FAVICON_PIXELS);

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
  await writeFavicon(source, path.join(publicDir(), FAVICON_PATH));
};
