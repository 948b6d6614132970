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

/** The kinds of picture every browser shows in an <img>. */
const SITE_LOGO = /\.(svg|png|webp|jpe?g)$/i;
/** The app icons (gatsby-plugin-manifest) go up to 512 pixels, drawn from the fallback. */
const FALLBACK_PIXELS = 512;

/**
 * What is wrong with the logo files content/site.yaml names (paths in static/, as the CMS's
 * Site settings upload them), one line each naming the field: the mark itself, and the PNG or
 * JPEG the favicon, the app icons, the sharing pictures and the ebook are drawn from.
 */
export async function logoProblems(logo: { src: string; fallback: string }, root = process.cwd()): Promise<string[]> {
  const problems: string[] = [];
  const say = (field: "src" | "fallback", problem: string) =>
    problems.push(`content/site.yaml: field "logo.${field}" names ${logo[field]}, ${problem}`);
  const file = (value: string) => path.join(root, "static", value);
  const isFile = (value: string) => fs.statSync(file(value), { throwIfNoEntry: false })?.isFile() ?? false;
  const absent =
    "which is not a file in static/: upload the picture in the CMS (Site settings, Logo) or put it in static/images/";
  if (!isFile(logo.src)) say("src", absent);
  else if (!SITE_LOGO.test(logo.src))
    say("src", "which is not an SVG, PNG, WebP or JPEG picture, the kinds every browser shows");
  if (!isFile(logo.fallback)) say("fallback", absent);
  else {
    const {
      format,
      width = 0,
      height = 0,
    } = await sharp(file(logo.fallback))
      .metadata()
      .catch(() => ({ format: undefined, width: 0, height: 0 }));
    const size = `square, ${FALLBACK_PIXELS} × ${FALLBACK_PIXELS} pixels or more`;
    if (format !== "png" && format !== "jpeg") {
      say(
        "fallback",
        `which is not a PNG or JPEG picture: it must be one (the favicon, the app icons, the sharing pictures and the ebook are drawn from it), ${size}`,
      );
    } else if (width !== height || width < FALLBACK_PIXELS) {
      say("fallback", `which is ${width} × ${height} pixels: it must be ${size}`);
    }
  }
  return problems;
}

// After bootstrap, so both `gatsby build` and `gatsby develop` serve it from public/. The files
// were checked in onPreInit (logoProblems).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType }) => {
  const [site] = getNodesByType("Site") as { siteMetadata?: { logo?: { fallback?: string } } }[];
  const source = path.join(process.cwd(), "static", site?.siteMetadata?.logo?.fallback ?? "");
  const target = path.join(publicDir(), LOGO_MARK_FALLBACK_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await writeLogoMarkFallback(source, target);
  await writeFavicon(source, path.join(publicDir(), FAVICON_PATH));
};
