import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { create } from "fontkit";
import fonteditor from "fonteditor-core";

// The ebook's fonts: the site's own faces from the @fontsource packages in node_modules.

export const FONT_FILES = {
  regular: ["@fontsource/inter", "inter-latin-400-normal.woff"],
  semibold: ["@fontsource/inter", "inter-latin-600-normal.woff"],
  bold: ["@fontsource/inter", "inter-latin-700-normal.woff"],
  italic: ["@fontsource/inter", "inter-latin-400-italic.woff"],
  semiboldItalic: ["@fontsource/inter", "inter-latin-600-italic.woff"],
  display: ["@fontsource/bebas-neue", "bebas-neue-latin-400-normal.woff"],
} as const;

export type FontKey = keyof typeof FONT_FILES;

export interface LoadedFont {
  /** Plain TrueType, as pdfkit embeds it. */
  data: Buffer;
  hasGlyph(codePoint: number): boolean;
  /** Ascender and cap height as a fraction of the font size. */
  ascent: number;
  capHeight: number;
}

const cache = new Map<FontKey, LoadedFont>();

/**
 * The font unpacked from WOFF to TrueType once. fontkit (inside pdfkit) reads WOFF too, but it
 * inflates the whole glyph table again for every glyph it touches: a render took about 20 s.
 */
export function loadFont(key: FontKey): LoadedFont {
  const [pkg, file] = FONT_FILES[key];
  let font = cache.get(key);
  if (!font) {
    // Not require.resolve: Gatsby's bundler for gatsby-node compiles it away. Builds and tests run from the project root.
    const where = path.join(process.cwd(), "node_modules", pkg, "files", file);
    if (!fs.existsSync(where)) throw new Error(`Ebook font not found: ${where}. Is ${pkg} installed?`);
    const woff = fs.readFileSync(where);
    const inflate = (data: number[]) => [...zlib.inflateSync(Uint8Array.from(data))];
    const data = Buffer.from(fonteditor.woff2ttf(new Uint8Array(woff).buffer, { inflate }));
    // fontkit's create() may be typed as returning a font or a collection; a TrueType file is a font.
    const parsed = create(data) as {
      hasGlyphForCodePoint(codePoint: number): boolean;
      unitsPerEm: number;
      ascent: number;
      capHeight: number;
    };
    font = {
      data,
      hasGlyph: (codePoint) => parsed.hasGlyphForCodePoint(codePoint),
      ascent: parsed.ascent / parsed.unitsPerEm,
      capHeight: parsed.capHeight / parsed.unitsPerEm,
    };
    cache.set(key, font);
  }
  return font;
}
