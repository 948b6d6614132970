import path from "path";
import sharp from "sharp";
import { COVER_PICTURE } from "../../rules/articles";
import { filesUnder } from "../files";

/**
 * Every picture under `root`/content (a file named as an article's cover may be) that cannot be
 * decoded whole, one line each for the founder: a cover cut short by an upload, or a HEIC photo
 * renamed .jpg. Each is decoded to the last pixel
 * (sharp's `stats()`; reading the header alone passes a file cut short), so the build stops here,
 * naming the file, instead of deep inside gatsby-plugin-sharp with libvips' words, the machine's
 * path and a stack trace. About 40 ms a picture.
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
        return `${relative} cannot be read as a picture (${reason}): the file is damaged, cut short by an upload, or another kind of file under a picture's name (an iPhone's HEIC photo saved as .jpg): export it again as JPEG or PNG and replace it`;
      }
    }),
  );
  return results.filter((problem): problem is string => problem !== null);
}
