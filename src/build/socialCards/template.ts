/**
 * The social card's drawing: a 1200 x 630 SVG with the page title in Bebas Neue on the
 * brand's navy, the logo and site name above it, an orange accent and the domain below.
 * Every letter is a vector path read from the site's own font files with fontkit, so the
 * card looks the same on any machine (librsvg, which sharp uses to rasterise SVG, would
 * otherwise pick whatever fonts the build machine has), and no text from a page ever
 * reaches the SVG as markup: nothing in it needs escaping.
 */
import fs from "fs";
import path from "path";
import { create, type Font } from "fontkit";
import { palettes } from "../../styles/theme";
import { SOCIAL_CARD_HEIGHT as H, SOCIAL_CARD_WIDTH as W } from "../../rules/socialCard";

/** A typeface: its files in order of preference (Latin, then Latin Extended), and its tracking in em. */
export interface Face {
  fonts: Font[];
  tracking: number;
}

export interface CardFonts {
  display: Face;
  text: Face;
}

/** What a card shows. `logo` is PNG bytes, already LOGO_SIZE px square. */
export interface CardContent {
  title: string;
  siteName: string;
  domain: string;
  logo: Buffer;
}

type FontFile = [pkg: string, file: string];

export const CARD_FONT_FILES: Record<keyof CardFonts, FontFile[]> = {
  display: [
    ["@fontsource/bebas-neue", "bebas-neue-latin-400-normal.woff"],
    ["@fontsource/bebas-neue", "bebas-neue-latin-ext-400-normal.woff"],
  ],
  text: [
    ["@fontsource/inter", "inter-latin-600-normal.woff"],
    ["@fontsource/inter", "inter-latin-ext-600-normal.woff"],
  ],
};

const NAVY = palettes.dark.bg;
const OFF_WHITE = palettes.dark.text;
const MUTED = palettes.dark.muted;
const ORANGE = palettes.dark.accent;

const PAD = 80;
export const LOGO_SIZE = 72;
const LOGO_TOP = 64;
const SITE_NAME_SIZE = 46;
const SUN = { x: 1072, y: 116, r: 44 };
const TITLE_LAST_BASELINE = 470;
const ACCENT = { y: 514, width: 96, height: 8 };
const DOMAIN_SIZE = 24;

/** Title sizes tried from the largest down; below the smallest, the third line ends in an ellipsis. */
export const TITLE_RULES = {
  maxSize: 112,
  minSize: 76,
  step: 4,
  maxLines: 3,
  lineHeight: 0.95,
  maxWidth: W - 2 * PAD,
} as const;

const ELLIPSIS = "\u2026";

/** Finds a font file from gatsby-node, Jest or a script, whatever the working folder. */
export function fontFilePath([pkg, file]: FontFile): string {
  const roots: string[] = [];
  try {
    roots.push(path.dirname(require.resolve(`${pkg}/package.json`)));
  } catch {
    // not resolvable from here: try the project's node_modules
  }
  roots.push(path.join(process.cwd(), "node_modules", pkg));
  for (const root of roots) {
    const candidate = path.join(root, "files", file);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`Social cards: font not found: ${pkg}/files/${file}. Is ${pkg} installed?`);
}

let loadedFonts: CardFonts | undefined;

/** The card's typefaces, read once per process. */
export function loadCardFonts(): CardFonts {
  if (!loadedFonts) {
    const load = (files: FontFile[]) => files.map((file) => create(fs.readFileSync(fontFilePath(file))));
    loadedFonts = {
      display: { fonts: load(CARD_FONT_FILES.display), tracking: 0.01 },
      text: { fonts: load(CARD_FONT_FILES.text), tracking: 0.01 },
    };
  }
  return loadedFonts;
}

interface Run {
  font: Font;
  text: string;
}

/** Splits text into runs of one font each: the first of the face's fonts that has the character. */
function runs(face: Face, text: string, missing: Set<string>): Run[] {
  const result: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const font = face.fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint));
    if (!font) {
      if (!/\s/.test(char)) missing.add(char);
      continue;
    }
    const last = result[result.length - 1];
    if (last && last.font === font) last.text += char;
    else result.push({ font, text: char });
  }
  return result;
}

const widths = new WeakMap<Face, Map<string, number>>();

/** Width of a line of text at a size, in px (measured once per text: width grows with size). */
export function measure(face: Face, size: number, text: string): number {
  let known = widths.get(face);
  if (!known) widths.set(face, (known = new Map()));
  let unit = known.get(text);
  if (unit === undefined) {
    let count = 0;
    unit = 0;
    for (const run of runs(face, text, new Set())) {
      const layout = run.font.layout(run.text);
      unit += layout.positions.reduce((sum, p) => sum + p.xAdvance, 0) / run.font.unitsPerEm;
      count += layout.glyphs.length;
    }
    unit += face.tracking * Math.max(0, count - 1);
    known.set(text, unit);
  }
  return unit * size;
}

/** Text as SVG path data, left-aligned at x with its baseline at y. Characters no font has are skipped and reported. */
export function textPath(
  face: Face,
  size: number,
  text: string,
  x: number,
  y: number,
  missing = new Set<string>(),
): string {
  let pen = x;
  const parts: string[] = [];
  for (const run of runs(face, text, missing)) {
    const scale = size / run.font.unitsPerEm;
    const layout = run.font.layout(run.text);
    layout.glyphs.forEach((glyph, i) => {
      const pos = layout.positions[i];
      parts.push(
        glyph.path
          .scale(scale, -scale)
          .translate(round(pen + pos.xOffset * scale), round(y - pos.yOffset * scale))
          .toSVG(),
      );
      pen += pos.xAdvance * scale + face.tracking * size;
    });
  }
  return parts.join("");
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Greedy line breaking at spaces; a word wider than the line on its own is broken between letters. */
export function wrap(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = "";
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TitleLayout {
  size: number;
  lines: string[];
  truncated: boolean;
}

/**
 * The title's size and lines: the largest size at which it fits on TITLE_RULES.maxLines
 * lines; if it does not fit even at the smallest size, its first lines at that size, the
 * last one cut at a word and ended with an ellipsis.
 */
export function layoutTitle(title: string, width: (text: string, size: number) => number): TitleLayout {
  const { maxSize, minSize, step, maxLines, maxWidth } = TITLE_RULES;
  const text = title.replace(/\s+/g, " ").trim();
  for (let size = maxSize; size >= minSize; size -= step) {
    const lines = wrap(text, (line) => width(line, size) <= maxWidth);
    if (lines.length <= maxLines) return { size, lines, truncated: false };
  }
  const fits = (line: string) => width(line, minSize) <= maxWidth;
  const lines = wrap(text, fits).slice(0, maxLines);
  const words = lines[maxLines - 1].split(" ");
  while (words.length > 1 && !fits(`${words.join(" ")}${ELLIPSIS}`)) words.pop();
  const last = Array.from(words.join(" "));
  while (last.length > 1 && !fits(`${last.join("")}${ELLIPSIS}`)) last.pop();
  lines[maxLines - 1] = `${last.join("").replace(/[\s.,;:!?\u2013\u2014-]+$/, "")}${ELLIPSIS}`;
  return { size: minSize, lines, truncated: true };
}

/** The background: concentric rings around an orange sun in the top-right corner, as on the ebook cover. */
function backdrop(): string {
  const rings = Array.from(
    { length: 10 },
    (_, i) => `<circle cx="${SUN.x}" cy="${SUN.y}" r="${SUN.r + 30 + i * 62}"/>`,
  );
  return [
    `<rect width="${W}" height="${H}" fill="${NAVY}"/>`,
    `<g fill="none" stroke="${OFF_WHITE}" stroke-opacity="0.09" stroke-width="1.5">${rings.join("")}</g>`,
    `<circle cx="${SUN.x}" cy="${SUN.y}" r="${SUN.r}" fill="${ORANGE}"/>`,
  ].join("");
}

/** Collapsed spaces and typographic quotes: "it's" -> "it’s". */
export function typographic(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(^|[\s([{\u2014\u2013-])"/g, "$1\u201C")
    .replace(/"/g, "\u201D")
    .replace(/(^|[\s([{\u2014\u2013-])'/g, "$1\u2018")
    .replace(/'/g, "\u2019");
}

export interface CardSvg {
  svg: string;
  title: TitleLayout;
  /** Characters of the title, site name or domain that none of the fonts can draw (left out). */
  missing: string[];
}

/** The card as an SVG document of W x H px. */
export function socialCardSvg(content: CardContent, fonts: CardFonts = loadCardFonts()): CardSvg {
  const missing = new Set<string>();
  const { display, text } = fonts;
  const capHeight = (face: Face) => face.fonts[0].capHeight / face.fonts[0].unitsPerEm;
  const upper = (value: string) => typographic(value).toLocaleUpperCase("en");

  const title = layoutTitle(upper(content.title), (line, size) => measure(display, size, line));
  const lineHeight = title.size * TITLE_RULES.lineHeight;
  const firstBaseline = TITLE_LAST_BASELINE - (title.lines.length - 1) * lineHeight;
  const titlePaths = title.lines
    .map((line, i) => textPath(display, title.size, line, PAD, round(firstBaseline + i * lineHeight), missing))
    .join("");

  const nameBaseline = LOGO_TOP + LOGO_SIZE / 2 + (capHeight(display) * SITE_NAME_SIZE) / 2;
  const namePath = textPath(
    display,
    SITE_NAME_SIZE,
    upper(content.siteName),
    PAD + LOGO_SIZE + 24,
    nameBaseline,
    missing,
  );

  const domainWidth = measure(text, DOMAIN_SIZE, content.domain);
  const domainBaseline = ACCENT.y + ACCENT.height / 2 + (capHeight(text) * DOMAIN_SIZE) / 2;
  const domainPath = textPath(text, DOMAIN_SIZE, content.domain, W - PAD - domainWidth, domainBaseline, missing);

  const logo = `data:image/png;base64,${content.logo.toString("base64")}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    backdrop(),
    `<image x="${PAD}" y="${LOGO_TOP}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" href="${logo}"/>`,
    `<path fill="${OFF_WHITE}" d="${namePath}"/>`,
    `<path fill="${OFF_WHITE}" d="${titlePaths}"/>`,
    `<rect x="${PAD}" y="${ACCENT.y}" width="${ACCENT.width}" height="${ACCENT.height}" fill="${ORANGE}"/>`,
    `<path fill="${MUTED}" d="${domainPath}"/>`,
    `</svg>`,
  ].join("\n");
  return { svg, title, missing: [...missing] };
}
