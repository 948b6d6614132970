/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { pictureProblems } from "../../src/node/schema/pictureFiles";

const ROOT = path.join(__dirname, "../..");
const COVER = "content/articles/us-llc-for-non-residents-guide/cover.jpg";

/** A site folder with the real content/, the given files written over it. */
function siteWith(files: Record<string, Buffer | string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "picture-files-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  for (const [file, data] of Object.entries(files)) fs.writeFileSync(path.join(root, file), data);
  return root;
}

describe("the pictures in content/", () => {
  it("are all read whole as they are in the repository", async () => {
    expect(await pictureProblems(ROOT)).toEqual([]);
  });

  // A cover cut short by an upload stopped the build deep in gatsby-plugin-sharp, with libvips'
  // "Premature end of input file", the machine's path and a stack trace.
  it("names a picture cut short or not a picture at all, and says what to do", async () => {
    const cover = fs.readFileSync(path.join(ROOT, COVER));
    const team = "content/images/team/not-a-photo.png";
    const root = siteWith({ [COVER]: cover.subarray(0, cover.length / 3), [team]: "a text saved as a picture" });
    const problems = await pictureProblems(root);
    const advice =
      "the file is damaged, cut short by an upload, or another kind of file under a picture's name (an iPhone's HEIC photo saved as .jpg): export it again as JPEG or PNG and replace it";
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${COVER} cannot be read as a picture \\(.+\\): `)),
      expect.stringMatching(new RegExp(`^${team} cannot be read as a picture \\(.+\\): `)),
    ]);
    for (const problem of problems) expect(problem.endsWith(advice)).toBe(true);
    expect(problems.join("\n")).not.toContain(root);
  });
});
