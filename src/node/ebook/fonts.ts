import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { create, type Font } from "fontkit";
import fonteditor from "fonteditor-core";

/** The ebook's fonts: the site's own faces, from the @fontsource packages in node_modules. */
export const FONTS = {
  regular: "inter/files/inter-latin-400-normal.woff",
  semibold: "inter/files/inter-latin-600-normal.woff",
  bold: "inter/files/inter-latin-700-normal.woff",
  italic: "inter/files/inter-latin-400-italic.woff",
  semiboldItalic: "inter/files/inter-latin-600-italic.woff",
  display: "bebas-neue/files/bebas-neue-latin-400-normal.woff",
} as const;
export type FontKey = keyof typeof FONTS;
const cache = new Map<FontKey, { data: Buffer; font: Font }>();

/**
 * The font as TrueType (`data`, as pdfkit embeds it) and read by fontkit (`font`), unpacked from WOFF
 * once: fontkit inside pdfkit reads WOFF too, but inflates the glyph table again for every glyph it
 * touches (a render took about 20 s). Not require.resolve: Gatsby's bundler for gatsby-node compiles
 * it away; builds and tests run from the project root.
 */
export function loadFont(key: FontKey): { data: Buffer; font: Font } {
  if (!cache.has(key)) {
    const woff = fs.readFileSync(path.join(process.cwd(), "node_modules/@fontsource", FONTS[key]));
    const inflate = (data: number[]) => [...zlib.inflateSync(Uint8Array.from(data))];
    const data = Buffer.from(fonteditor.woff2ttf(new Uint8Array(woff).buffer, { inflate }));
    cache.set(key, { data, font: create(data) as Font }); // a TrueType file is a font, not a collection
  }
  return cache.get(key)!;
}
