/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { pictureProblems, pictureSizeProblems } from "../../src/node/schema/pictureFiles";
import { tempDir } from "../helpers/tempDir";

const ROOT = path.join(__dirname, "../..");
const COVER = "content/articles/us-llc-for-non-residents-guide/cover.jpg";

/** A site folder with the real content/, the given files written over it. */
function siteWith(files: Record<string, Buffer | string>): string {
  const root = tempDir("picture-files-");
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

  // A 20000 x 15000 panorama was named "damaged, cut short by an upload", and exported again at
  // the same size it failed the same way: libvips refuses to decode anything over 268 million
  // pixels ("Input image exceeds pixel limit").
  it("names a picture too large to decode by its size, and says to save a smaller copy", async () => {
    const panorama = "content/articles/us-llc-for-non-residents-guide/panorama.jpg";
    const huge = await sharp({
      create: { width: 20000, height: 15000, channels: 3, background: { r: 40, g: 90, b: 160 } },
      limitInputPixels: false,
    })
      .jpeg()
      .toBuffer();
    const root = siteWith({ [panorama]: huge });
    expect(await pictureProblems(root)).toEqual([
      `${panorama} is 20000 x 15000 pixels, too large for the build to read: save a smaller copy (a JPEG 2,000 pixels wide is plenty; an article's cover needs at least 1200 x 675) and replace it`,
    ]);
  });
});

// A 64-pixel thumbnail in the founder's 420-pixel place showed blurred on / and /about/, and a
// 3.8 MB logo was sent as it is to every visitor of both (third trial of founder mistakes).
describe("the sizes of the team's photos and the client logos", () => {
  const png = (width: number, height: number, noise = false) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: { r: 40, g: 90, b: 160 },
        ...(noise ? { noise: { type: "gaussian", mean: 128, sigma: 60 } } : {}),
      },
    })
      .png()
      .toBuffer();

  it("are big enough, and small enough, as they are in the repository", async () => {
    expect(await pictureSizeProblems(ROOT)).toEqual([]);
  });

  it("names a founder's photo narrower than the page shows it, and a partner's thumbnail too small for a sharp screen", async () => {
    const root = siteWith({
      "content/images/team/founder.png": await png(64, 64),
      "content/images/team/partners-tax.png": await png(120, 120),
    });
    expect(await pictureSizeProblems(root)).toEqual([
      "content/team.yaml, entry 1: image ./images/team/founder.png is 64 x 64 pixels, and the page shows it up to 420 pixels wide: use a photo at least 840 pixels on its shorter side (420 at the least)",
      "content/team.yaml, entry 2: image ./images/team/partners-tax.png is 120 x 120 pixels, and the page shows it 96 pixels wide on sharp screens at twice that: use a photo at least 192 pixels on its shorter side",
    ]);
  });

  it("names a logo picture the page would send whole though it shows it 200 pixels wide", async () => {
    const logo = await png(4000, 1200, true);
    const logos = fs
      .readFileSync(path.join(ROOT, "content/logos.yaml"), "utf8")
      .replace("./images/logos/altavo.svg", "./images/logos/altavo.png");
    const root = siteWith({ "content/images/logos/altavo.png": logo, "content/logos.yaml": logos });
    const [problem, ...more] = await pictureSizeProblems(root);
    expect(more).toEqual([]);
    expect(problem).toMatch(
      /^content\/logos\.yaml, entry \d+: image \.\/images\/logos\/altavo\.png is 4000 x 1200 pixels, [\d.]+ (KB|MB), sent whole to every visitor though the page shows it 200 pixels wide: use the logo as an SVG file, or a PNG about 400 pixels wide \(under 100 KB\)$/,
    );
  });

  // Fourth trial of founder mistakes: the white version of a logo, made for dark grounds, was an
  // empty tile on the carousel's white one (light and dark themes alike).
  it("names a logo that cannot be seen on the tile the page draws behind logos", async () => {
    const white =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><path d="M10 40 L30 5 L50 40 Z" fill="#fff"/><rect x="60" y="10" width="130" height="30" fill="#fafafa"/></svg>';
    const outlined =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><rect x="20" y="20" width="160" height="20" fill="#1b2a41"/></svg>';
    const root = siteWith({
      "content/images/logos/altavo.svg": white,
      "content/images/logos/keelbridge.svg": outlined,
    });
    expect(await pictureSizeProblems(root)).toEqual([
      "content/logos.yaml, entry 1: image ./images/logos/altavo.svg is drawn in white or near-white, so it cannot be seen on the light tile the page shows logos on: use the version of the logo made for a light background",
    ]);
  });
});
