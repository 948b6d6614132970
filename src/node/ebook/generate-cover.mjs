// Draws the /ebook/ page's cover image (content/images/ebook/cover.png) from the first page of the
// built ebook PDF, so the two always look the same. Run by hand after changing the ebook's title,
// subtitle or edition, once a build has written the PDF, and commit the PNG:
//   npx gatsby build && node src/node/ebook/generate-cover.mjs
// Needs pdftoppm (Debian package poppler-utils).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const out = path.join(root, "content/images/ebook/cover.png");
const { ebookUrl } = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8"));
const pdf = path.join(root, "public", ebookUrl);
if (!fs.existsSync(pdf)) throw new Error(`${path.relative(root, pdf)} is missing: build the site first`);
// Without an output name, pdftoppm writes the page to its standard output.
const page = execFileSync("pdftoppm", ["-png", "-singlefile", "-scale-to-x", "800", "-scale-to-y", "-1", pdf]);
const png = { palette: true, colours: 96, compressionLevel: 9, effort: 10 };
const { width, height, size } = await sharp(page).png(png).toFile(out);
console.log(`${path.relative(root, out)}: ${width}x${height}, ${Math.round(size / 1024)} KB`);
