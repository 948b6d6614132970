// Draws the /ebook/ page's cover image from the first page of the ebook PDF, so the two always
// look the same. Every build runs it before Gatsby reads content/ (src/node/ebook/cover.ts), with
// the PDF it is about to publish; by hand:
//   node src/node/ebook/generate-cover.mjs [<pdf> [<png>]]
// (defaults: the PDF of the last build in public/, content/images/ebook/cover.png). It writes the
// PNG only when the picture differs from the file there, and prints "written" or "unchanged".
// A script of its own, run by `node`: pdf.js is an ES module only, which neither Gatsby's
// compiled gatsby-node nor Jest can load in-process. pdf.js (Mozilla's PDF renderer) draws on
// @napi-rs/canvas, a prebuilt package from the npm registry, so nothing is needed from the system.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const WIDTH = 800;
// A 96-colour palette: the cover is flat colours and anti-aliased edges (about 30 KB, not 150).
const PNG = { palette: true, colours: 96, compressionLevel: 9, effort: 10 };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const [pdfArg, outArg] = process.argv.slice(2);
const pdf =
  pdfArg ??
  path.join(root, "public", yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")).ebookUrl);
const out = outArg ?? path.join(root, "content/images/ebook/cover.png");
if (!fs.existsSync(pdf)) throw new Error(`${path.relative(root, pdf)} is missing: build the site first`);

const loading = getDocument({ data: new Uint8Array(fs.readFileSync(pdf)), verbosity: 0 });
const page = await (await loading.promise).getPage(1);
const viewport = page.getViewport({ scale: WIDTH / page.getViewport({ scale: 1 }).width });
const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
await page.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
await loading.destroy();

const png = await sharp(canvas.toBuffer("image/png")).png(PNG).toBuffer();
const same = fs.existsSync(out) && fs.readFileSync(out).equals(png);
if (!same) fs.writeFileSync(out, png);
console.log(same ? "unchanged" : "written");
