import { execFile } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { promisify } from "util";
import { readYamlFile } from "../schema/yamlFiles";
import { readSiteConfig } from "../siteConfig";
import { ebookSiteOptions, writeEbook, type EbookSiteOptions } from "./buildEbook";

/**
 * The /ebook/ page's cover picture that the build draws from the PDF's first page. A `cover.image`
 * in content/pages/ebook.yaml naming another file is a picture of the founder's own, left alone.
 */
export const DRAWN_COVER = "content/images/ebook/cover.png";
const SCRIPT = "src/node/ebook/generate-cover.mjs";

/** What the step did, for the build's log. */
export type CoverOutcome =
  { kind: "written" | "unchanged" } | { kind: "skipped"; reason: string } | { kind: "failed"; reason: string };

/**
 * Before Gatsby reads content/: renders the ebook as this build will publish it, draws its first
 * page and writes it to DRAWN_COVER when the picture differs from the file there, so a new
 * title, subtitle or edition reaches the /ebook/ page in the same build, with no one at a
 * developer's computer. An ebook that does not render is skipped: the ebook step after the
 * build names its mistake and stops the build.
 */
export async function refreshEbookCover(root = process.cwd()): Promise<CoverOutcome> {
  try {
    const site = readSiteConfig(root);
    if (!site.ebookUrl.startsWith("/")) return { kind: "skipped", reason: `the download is ${site.ebookUrl}` };
    const page = readYamlFile(path.join(root, "content/pages/ebook.yaml"), root) as { cover?: { image?: unknown } };
    const image = page?.cover?.image;
    if (typeof image !== "string" || path.resolve(root, "content/pages", image) !== path.join(root, DRAWN_COVER)) {
      return { kind: "skipped", reason: `content/pages/ebook.yaml shows another picture (${String(image)})` };
    }
    return await drawCover(ebookSiteOptions(site, root), root);
  } catch (error) {
    return { kind: "failed", reason: (error as Error).message.split("\n")[0] };
  }
}

async function drawCover(options: EbookSiteOptions, root: string): Promise<CoverOutcome> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "ebook-cover-"));
  try {
    const pdf = path.join(folder, "ebook.pdf");
    try {
      await writeEbook(pdf, options, root);
    } catch {
      return { kind: "skipped", reason: "the ebook does not render (the ebook step after the build names why)" };
    }
    // The script is this checkout's (it loads pdf.js from its node_modules); the files are root's.
    const args = [path.resolve(SCRIPT), pdf, path.join(root, DRAWN_COVER)];
    const { stdout } = await promisify(execFile)(process.execPath, args);
    return { kind: stdout.trim() === "written" ? "written" : "unchanged" };
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/** The build's log line for an outcome, and whether it is a warning. */
export function coverMessage(outcome: CoverOutcome): { text: string; warn: boolean } {
  switch (outcome.kind) {
    case "written":
      return { text: `Ebook: ${DRAWN_COVER} drawn again from the PDF's first page (its cover changed)`, warn: false };
    case "unchanged":
      return { text: `Ebook: ${DRAWN_COVER} shows the PDF's cover as it is`, warn: false };
    case "skipped":
      return { text: `Ebook: ${DRAWN_COVER} left as it is: ${outcome.reason}`, warn: false };
    case "failed":
      return {
        text: `Ebook: could not draw ${DRAWN_COVER} from the PDF (${outcome.reason}); /ebook/ shows the cover as it was`,
        warn: true,
      };
  }
}
