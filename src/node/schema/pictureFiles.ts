import fs from "fs";
import path from "path";
import sharp from "sharp";

/** The pictures gatsby-plugin-sharp turns into responsive images, by name. */
const PICTURE_FILE = /\.(jpe?g|png|webp|avif)$/i;

function* picturesUnder(folder: string): Generator<string> {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* picturesUnder(full);
    else if (PICTURE_FILE.test(entry.name)) yield full;
  }
}

/**
 * Every picture under `root`/content that cannot be decoded whole, one line each for the founder:
 * a cover cut short by an upload, or a HEIC photo renamed .jpg. Each is decoded to the last pixel
 * (sharp's `stats()`; reading the header alone passes a file cut short), so the build stops here,
 * naming the file, instead of deep inside gatsby-plugin-sharp with libvips' words, the machine's
 * path and a stack trace. About 40 ms a picture.
 */
export async function pictureProblems(root = process.cwd()): Promise<string[]> {
  const files = [...picturesUnder(path.join(root, "content"))];
  const results = await Promise.all(
    files.map(async (file) => {
      try {
        await sharp(file).stats();
        return null;
      } catch (error) {
        const reason = (error as Error).message.split("\n")[0].trim();
        const relative = path.relative(root, file).split(path.sep).join("/");
        return `${relative} cannot be read as a picture (${reason}): the file is damaged, cut short by an upload, or another kind of file under a picture's name (an iPhone's HEIC photo saved as .jpg): export it again as JPEG or PNG and replace it`;
      }
    }),
  );
  return results.filter((problem): problem is string => problem !== null);
}
