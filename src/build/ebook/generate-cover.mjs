// Draws the /ebook/ page's cover image (content/images/ebook/cover.png): the same design as the
// first page of the ebook PDF (cover() in src/build/ebook/buildEbook.ts), with every letter drawn as a
// vector path from the site's own fonts (Bebas Neue and Inter), so it does not depend on the
// fonts installed on the machine. The words come from the ebook's front matter and
// content/site.yaml. Run by hand after changing the ebook's title, subtitle or edition:
//   node src/build/ebook/generate-cover.mjs
// and commit the PNG. Keep the geometry in step with cover() if either changes.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import yaml from "js-yaml";
import sharp from "sharp";

const require = createRequire(import.meta.url);
// fontkit (a dependency of pdfkit, the ebook's PDF library) reads the glyph outlines from the
// WOFF files directly: slow per glyph, which is fine for the few glyphs of one cover.
const fontkit = require(require.resolve("fontkit", { paths: [path.dirname(require.resolve("pdfkit"))] }));

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const out = path.join(root, "content/images/ebook/cover.png");

const NAVY = "#0B1B2B";
const OFF = "#F7F4EE";
const ORANGE = "#FF7A1A";
// A5 in points, as in the PDF; the SVG's viewBox uses the same units.
const W = 419.53;
const H = 595.28;
const PX_W = 800;
const PX_H = Math.round((PX_W * H) / W);
const SUN = [346, 128];
const ROUTE = "M 44 176 C 96 116, 150 196, 204 150 S 276 80, 314 122";
const STOPS = [
  [44, 176],
  [204, 150],
  [314, 122],
];
const MARK = {
  globe: "M13 32h38M32 13c-7 6-7 32 0 38M32 13c7 6 7 32 0 38",
  arrow: "M40 14l10 0 0 10",
};

const loadFont = (pkg, file) =>
  fontkit.create(fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "files", file)));
const fonts = {
  display: loadFont("@fontsource/bebas-neue", "bebas-neue-latin-400-normal.woff"),
  regular: loadFont("@fontsource/inter", "inter-latin-400-normal.woff"),
  semibold: loadFont("@fontsource/inter", "inter-latin-600-normal.woff"),
};
const capHeight = (font) => font.capHeight / font.unitsPerEm;

function width(font, size, text, spacing = 0) {
  const run = font.layout(text);
  return (
    (run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / font.unitsPerEm +
    spacing * Math.max(0, text.length - 1)
  );
}

/** Text as one SVG path, left-aligned at x with its baseline at y. */
function textPath(font, size, text, x, y, fill, spacing = 0) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x;
  const d = run.glyphs
    .map((glyph, i) => {
      const pos = run.positions[i];
      const glyphPath = glyph.path
        .scale(scale, -scale)
        .translate(pen + pos.xOffset * scale, y - pos.yOffset * scale)
        .toSVG();
      pen += pos.xAdvance * scale + spacing;
      return glyphPath;
    })
    .join("");
  return `<path fill="${fill}" d="${d}"/>`;
}

/** Greedy line breaking at spaces, as the PDF renderer does. */
function wrap(font, size, text, maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && width(font, size, candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const source = fs.readFileSync(path.join(root, "content/ebook/tax-strategies-for-global-citizens.md"), "utf8");
const front = yaml.load(source.split(/\r?\n---\r?\n/)[0].replace(/^---\r?\n/, ""));
const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8"));
const curly = (s) =>
  s
    .replace(/(^|[\s(])"/g, "$1\u201C")
    .replace(/"/g, "\u201D")
    .replace(/'/g, "\u2019");

// Title: as large as fits on at most four lines.
const title = curly(front.title).toLocaleUpperCase("en");
let size = 70;
let titleLines = wrap(fonts.display, size, title, W - 80);
while ((titleLines.length > 4 || titleLines.some((l) => width(fonts.display, size, l) > W - 80)) && size > 30) {
  size -= 2;
  titleLines = wrap(fonts.display, size, title, W - 80);
}
const titleLh = size * 0.9;
const subSize = 10.5;
const subLh = 15.5;
const subLines = wrap(fonts.regular, subSize, curly(front.subtitle), 300);
const blockHeight = titleLines.length * titleLh + 10 + 5 + 20 + subLines.length * subLh;
let top = H - 116 - blockHeight;

const parts = [];
parts.push(`<rect width="${W}" height="${H}" fill="${NAVY}"/>`);
parts.push(
  `<g fill="none" stroke="${OFF}" stroke-opacity="0.13" stroke-width="0.8">${Array.from(
    { length: 10 },
    (_, i) => `<circle cx="${SUN[0]}" cy="${SUN[1]}" r="${34 + i * 30}"/>`,
  ).join("")}</g>`,
);
parts.push(`<circle cx="${SUN[0]}" cy="${SUN[1]}" r="30" fill="${ORANGE}"/>`);
parts.push(
  `<path d="${ROUTE}" fill="none" stroke="${ORANGE}" stroke-width="2.6" stroke-linecap="round" stroke-dasharray="7 6"/>`,
);
for (const [cx, cy] of STOPS)
  parts.push(`<circle cx="${cx}" cy="${cy}" r="4.6" fill="${NAVY}" stroke="${ORANGE}" stroke-width="2.4"/>`);
parts.push(textPath(fonts.semibold, 7.5, curly(front.edition).toLocaleUpperCase("en"), 40, 50, OFF, 1.4));
for (const line of titleLines) {
  parts.push(textPath(fonts.display, size, line, 40, top + titleLh / 2 + (capHeight(fonts.display) * size) / 2, OFF));
  top += titleLh;
}
top += 10;
parts.push(`<rect x="40" y="${top}" width="56" height="5" fill="${ORANGE}"/>`);
top += 25;
for (const line of subLines) {
  parts.push(
    textPath(fonts.regular, subSize, line, 40, top + subLh / 2 + (capHeight(fonts.regular) * subSize) / 2, OFF),
  );
  top += subLh;
}
parts.push(`<path d="M40 ${H - 88}H${W - 40}" stroke="${OFF}" stroke-opacity="0.25" stroke-width="0.8"/>`);
parts.push(`<g transform="translate(40 ${H - 70}) scale(${30 / 64})">
  <rect width="64" height="64" rx="14" fill="${ORANGE}"/>
  <circle cx="32" cy="32" r="19" fill="none" stroke="${NAVY}" stroke-width="4"/>
  <path d="${MARK.globe}" fill="none" stroke="${NAVY}" stroke-width="3.2" stroke-linecap="round"/>
  <path d="${MARK.arrow}" fill="none" stroke="${OFF}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</g>`);
parts.push(textPath(fonts.semibold, 10.5, curly(front.author), 80, H - 57, OFF));
parts.push(textPath(fonts.semibold, 7.8, site.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, ""), 80, H - 44, OFF));

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PX_W}" height="${PX_H}" viewBox="0 0 ${W} ${H}">${parts.join("\n")}</svg>`;
fs.mkdirSync(path.dirname(out), { recursive: true });
await sharp(Buffer.from(svg)).png({ palette: true, colours: 96, compressionLevel: 9, effort: 10 }).toFile(out);
const { size: bytes } = fs.statSync(out);
console.log(`${path.relative(root, out)}: ${PX_W}x${PX_H}, ${Math.round(bytes / 1024)} KB`);
