import fs from "fs";
import path from "path";
import { readYamlFile } from "./yamlFiles";
import sharp from "sharp";
import { teamPhotoProblem } from "../../rules/pictures";
import { COVER_MIN, COVER_PICTURE } from "../../rules/articles";
import { PLENTY_WIDE } from "../../rules/uploads";
import { filesUnder } from "../files";

/**
 * Every picture under `root`/content (a file named as an article's cover may be) that cannot be
 * decoded whole, one line each for the founder: a cover cut short by an upload, or a HEIC photo
 * renamed .jpg. Each is decoded to the last pixel
 * (sharp's `stats()`; reading the header alone passes a file cut short), so the build stops here,
 * naming the file, instead of deep inside gatsby-plugin-sharp with libvips' words, the machine's
 * path and a stack trace. About 40 ms a picture. A picture too large to decode is named by its
 * size, since exporting it again as it is would fail the same way.
 */
export async function pictureProblems(root = process.cwd()): Promise<string[]> {
  const files = filesUnder(path.join(root, "content"), COVER_PICTURE);
  const results = await Promise.all(
    files.map(async (file) => {
      try {
        await sharp(file).stats();
        return null;
      } catch (error) {
        const reason = (error as Error).message.split("\n")[0].trim();
        const relative = path.relative(root, file).split(path.sep).join("/");
        if (/pixel limit/i.test(reason)) return tooLarge(relative, file);
        return `${relative} cannot be read as a picture (${reason}): the file is damaged, cut short by an upload, or another kind of file under a picture's name (an iPhone's HEIC photo saved as .jpg): export it again as JPEG or PNG and replace it`;
      }
    }),
  );
  return results.filter((problem): problem is string => problem !== null);
}

/**
 * A picture over libvips' limit (268 million pixels, such as 16383 x 16383), which it refuses to
 * decode: the founder's message, with its size when the header can be read past the limit.
 */
async function tooLarge(relative: string, file: string): Promise<string> {
  const { width, height } = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  const size = width && height ? ` ${width} x ${height} pixels,` : "";
  return `${relative} is${size} too large for the build to read: save a smaller copy (${PLENTY_WIDE}; an article's cover needs at least ${COVER_MIN.width} x ${COVER_MIN.height}) and replace it`;
}

/** A logo is sent as its file (src/components/LogoCarousel) and shown 200 pixels wide. */
const LOGO_WIDTH = 200;
const LOGO_MAX_BYTES = 100 * 1024;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * The entries of a list file of content/ (team.yaml, logos.yaml) that name a picture in `field`:
 * each entry's number (from 1) and fields, the path as written and the file it resolves to.
 */
export function listPictures(
  root: string,
  file: string,
  field: string,
): { entry: number; item: Record<string, unknown>; written: string; file: string }[] {
  const full = path.join(root, "content", file);
  if (!fs.existsSync(full)) return [];
  let data: unknown;
  try {
    data = readYamlFile(full, root);
  } catch {
    return []; // The YAML check of onPreInit names a file YAML cannot read.
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown, index) => {
    const fields = (item ?? {}) as Record<string, unknown>;
    const written = fields[field];
    if (typeof written !== "string" || written.trim() === "") return [];
    const resolved = path.resolve(path.dirname(full), written.trim());
    return [{ entry: index + 1, item: fields, written: written.trim(), file: resolved }];
  });
}

/**
 * Whether a logo's visible pixels are all white or near it, as a logo's version for dark grounds
 * is: on the tile behind logos (colors.logoTile, white or near it in both themes) it is an empty
 * tile. Drawn 200 pixels wide by sharp; a logo that draws nothing here (an SVG whose text needs a
 * font this machine lacks) or cannot be read is left alone.
 */
async function lightOnly(file: string): Promise<boolean> {
  try {
    const { data, info } = await sharp(file).resize({ width: LOGO_WIDTH }).ensureAlpha().raw().toBuffer({
      resolveWithObject: true,
    });
    let drawn = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3] < 128) continue;
      drawn++;
      // Below 90% of white in every channel: visible on a white tile.
      if (Math.min(data[i], data[i + 1], data[i + 2]) < 230) dark++;
    }
    return drawn > 0 && dark / drawn < 0.02;
  } catch {
    return false;
  }
}

/**
 * The team's photos and the client logos whose size does not fit where the pages show them: the
 * founder's photo (the first entry of content/team.yaml) narrower than its 420 pixels, a
 * partner's thumbnail under twice its 96, and a logo picture (not SVG) over 100 KB, which the
 * carousel sends whole. One line each, naming the file and the entry; a picture that cannot be
 * read is left to pictureProblems, one that is not there to the content files' check.
 */
export async function pictureSizeProblems(root = process.cwd()): Promise<string[]> {
  const problems: string[] = [];
  for (const { entry, written, file } of listPictures(root, "team.yaml", "image")) {
    const size = await sharp(file)
      .metadata()
      .catch(() => null);
    if (!size?.width || !size.height) continue;
    const problem = teamPhotoProblem(entry, size.width, size.height);
    if (problem) problems.push(`content/team.yaml, entry ${entry}: image ${written} is ${problem}`);
  }
  for (const { entry, written, file } of listPictures(root, "logos.yaml", "src")) {
    if (fs.existsSync(file) && (await lightOnly(file))) {
      problems.push(
        `content/logos.yaml, entry ${entry}: image ${written} is drawn in white or near-white, so it cannot be seen on the light tile the page shows logos on: use the version of the logo made for a light background`,
      );
    }
    if (/\.svg$/i.test(file) || !fs.existsSync(file)) continue;
    const bytes = fs.statSync(file).size;
    if (bytes <= LOGO_MAX_BYTES) continue;
    const size = await sharp(file)
      .metadata()
      .catch(() => null);
    const pixels = size?.width && size.height ? ` ${size.width} x ${size.height} pixels,` : "";
    problems.push(
      `content/logos.yaml, entry ${entry}: image ${written} is${pixels} ${sizeOf(bytes)}, sent whole to every visitor though the page shows it ${LOGO_WIDTH} pixels wide: use the logo as an SVG file, or a PNG about ${LOGO_WIDTH * 2} pixels wide (under ${LOGO_MAX_BYTES / 1024} KB)`,
    );
  }
  return problems;
}
