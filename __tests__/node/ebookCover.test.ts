/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { DRAWN_COVER, refreshEbookCover } from "../../src/node/ebook/cover";
import { EBOOK_SOURCE_PATH } from "../../src/node/ebook/buildEbook";
import { tempDir } from "../helpers/tempDir";

const ROOT = path.join(__dirname, "../..");
const EBOOK = fs.readFileSync(path.join(ROOT, EBOOK_SOURCE_PATH), "utf8");
const EDITION = /^edition: (.+)$/m.exec(EBOOK)?.[1] ?? "";

/** A site folder with a copy of the real content/, the given files written over it. */
function siteWith(files: Record<string, string> = {}): string {
  const root = tempDir("ebook-cover-test-");
  // The site's words and pictures: the ebook draws the logo from static/ too.
  for (const folder of ["content", "static"]) {
    fs.cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  }
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}
const coverOf = (root: string) => fs.readFileSync(path.join(root, DRAWN_COVER));

// Each refresh renders the whole ebook and draws its first page (a few seconds of CPU, several
// times that beside the build on two shared cores); the limit only catches a hang.
jest.setTimeout(180_000);

describe("the /ebook/ page's cover picture", () => {
  it("is committed as the build draws it from the PDF's first page", async () => {
    const root = siteWith();
    expect(await refreshEbookCover(root)).toEqual({ kind: "unchanged" });
    expect(coverOf(root).equals(coverOf(ROOT))).toBe(true);
  });

  it("follows a new edition in the same build, drawn once", async () => {
    expect(EDITION).not.toBe("");
    // Another wording of the edition's month: the build holds that month to the ebook's date.
    const month = /\b([A-Z][a-z]+ \d{4})\b/.exec(EDITION)![1];
    const root = siteWith({
      [EBOOK_SOURCE_PATH]: EBOOK.replace(`edition: ${EDITION}`, `edition: Second edition, ${month}`),
    });
    expect(await refreshEbookCover(root)).toEqual({ kind: "written" });
    const drawn = coverOf(root);
    expect(drawn.equals(coverOf(ROOT))).toBe(false);
    expect(await sharp(drawn).metadata()).toMatchObject({ format: "png", width: 800 });
    expect(await refreshEbookCover(root)).toEqual({ kind: "unchanged" });
  });

  it("leaves a picture of the founder's own alone", async () => {
    const page = fs.readFileSync(path.join(ROOT, "content/pages/ebook.yaml"), "utf8");
    expect(page).toContain("image: ../images/ebook/cover.png");
    const root = siteWith({
      "content/pages/ebook.yaml": page.replace(
        "image: ../images/ebook/cover.png",
        "image: ../images/ebook/designed.png",
      ),
      [EBOOK_SOURCE_PATH]: EBOOK.replace(`edition: ${EDITION}`, "edition: Edition March 2031"),
    });
    const outcome = await refreshEbookCover(root);
    expect(outcome).toMatchObject({ kind: "skipped", reason: expect.stringContaining("designed.png") });
    expect(coverOf(root).equals(coverOf(ROOT))).toBe(true);
  });

  it("leaves the picture as it was while the ebook does not render, for the ebook step to name why", async () => {
    const root = siteWith({
      [EBOOK_SOURCE_PATH]: EBOOK.replace(`edition: ${EDITION}`, "edition: Edition March 2031") + "\n| a | table |\n",
    });
    expect(await refreshEbookCover(root)).toMatchObject({ kind: "skipped" });
    expect(coverOf(root).equals(coverOf(ROOT))).toBe(true);
  });
});
