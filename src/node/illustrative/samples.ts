/**
 * The sample material the site ships with, recognised wherever it still is: once content/site.yaml
 * says `illustrative: false`, the pages show testimonials, logos, media and team pictures without
 * the note that they are examples, so a sample left in would be shown as real (fake reviews are
 * unlawful in the UK since 2025). The files' "# ILLUSTRATIVE:" notes are not relied on: a save in
 * the CMS may drop them.
 */
import fs from "fs";
import path from "path";
import { inventedTestimonial, SAMPLE_COMPANIES } from "../../rules/samples";
import { titleKey } from "../../rules/text";
import { fileDigest } from "../files";
import { listPictures } from "../schema/pictureFiles";
import { readYamlFile } from "../schema/yamlFiles";

/** The fictional podcast and outlet of content/media.yaml. */
const SAMPLE_MEDIA = ["The Remote Founder Sessions", "Remote Business Review"];

/**
 * The shipped pictures by their digest (fileDigest: SHA-256, an SVG's line ends as \n), so a
 * sample renamed or moved is still recognised: `sha256sum content/images/logos/* content/images/team/*`.
 */
const SAMPLE_PICTURES: Record<string, string> = {
  "8ad16c26f556ebd249167c9ad29e6230d0e411b39055f4dd72ba1aa1c8c63a64": "the mark of an invented company",
  "87ecc19aabfe1ab6395db974f944323408eed93ae5d1de48b1c65756bb178cfc": "the mark of an invented company",
  f1800ba869ad83c411f37196635c7766cab30f0ab71bfd122c6f53201475dbec: "the mark of an invented company",
  "2cc5c281d7c41a1c3509402a2cf58a341acd33cafdeb68c27790d8a000011720": "the mark of an invented company",
  "71b1b541acc3662ff20cc925d522a0015065cfe837b0dce5aa942f696c6acaaa": "the mark of an invented company",
  "3b47c9634817950fe80c5d2bd40eb7a557b95ee9eae320dc707cd83d6c3d2ec7": "the mark of an invented company",
  "2ed6f73f147e937aac875d0a641d3b62e91bd4529f5e99f9fa5eef1d3a316e11": "the mark of an invented company",
  "9dc33de15500be5f7b7554a77b4cec4816cf7311e6631e51f4b3be76b4833df8": "generated artwork",
  "5253c90609d147c0740820c73456956a942f55de6c6d00459aa1a1f62177c7f8": "generated artwork",
  "84ff36a87682d06242baa5a4a1945d841212f85e7d855becc6d40a6003b4f286": "generated artwork",
  "950a9863384c5fdc869c984ecf352b25b9c243e7e1accde5ade0509b7d12110f": "generated artwork",
};

type Entry = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What a list file holds (none when it is gone or not a list: the content checks name that). */
function entriesOf(root: string, file: string): Entry[] {
  try {
    const data = readYamlFile(path.join(root, file), root);
    return Array.isArray(data) ? (data as Entry[]) : [];
  } catch {
    return [];
  }
}

/** What the picture `file` is, when it is a shipped sample. */
function samplePicture(file: string): string | undefined {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
  return SAMPLE_PICTURES[fileDigest(file)];
}

/**
 * Each sample still in content/ under `root`, one line per entry naming its file and entry (as
 * the content checks count them): an invented client's quote, a logo that is a shipped mark or
 * names an invented company, a team picture that is generated artwork, the fictional media.
 */
export function samplesLeft(root: string): string[] {
  const left: string[] = [];
  entriesOf(root, "content/testimonials.yaml").forEach((entry, index) => {
    const named = `content/testimonials.yaml, entry ${index + 1}: "${text(entry.author)}", ${text(entry.title)}`;
    const invented = inventedTestimonial({
      author: text(entry.author),
      title: text(entry.title),
      quote: text(entry.quote),
    });
    if (invented === "client") left.push(`${named}: an invented client`);
    if (invented === "quote") {
      const quote = text(entry.quote).trim();
      const start = quote.length > 40 ? `${quote.slice(0, 40)}...` : quote;
      left.push(`${named}: the quote of an invented client ("${start}")`);
    }
  });
  const company = new RegExp(`\\b(${SAMPLE_COMPANIES.join("|")})\\b`, "i");
  for (const { entry, item, written, file } of listPictures(root, "logos.yaml", "src")) {
    const picture = samplePicture(file);
    const named = company.exec(text(item.alt))?.[1];
    if (picture || named) {
      const what = picture ?? `named after ${named}, an invented company`;
      left.push(`content/logos.yaml, entry ${entry}: ${written}, ${what}`);
    }
  }
  for (const { entry, written, file } of listPictures(root, "team.yaml", "image")) {
    const picture = samplePicture(file);
    if (picture) left.push(`content/team.yaml, entry ${entry}: ${written}, ${picture}`);
  }
  let media: Entry = {};
  try {
    media = (readYamlFile(path.join(root, "content/media.yaml"), root) as Entry | null) ?? {};
  } catch {
    // A broken media.yaml is named by the content checks.
  }
  const invented = new Set(SAMPLE_MEDIA.map(titleKey));
  for (const [list, field, kind] of [
    ["podcasts", "podcastName", "a fictional podcast"],
    ["publications", "publication", "a fictional publication"],
  ] as const) {
    const entries = Array.isArray(media[list]) ? (media[list] as Entry[]) : [];
    entries.forEach((entry, index) => {
      if (invented.has(titleKey(text(entry[field])))) {
        left.push(`content/media.yaml, ${list} entry ${index + 1}: "${text(entry[field])}", ${kind}`);
      }
    });
  }
  return left;
}
