import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// The ebook's fonts: the site's own faces, read from the @fontsource packages in node_modules.

export type FontKey = "regular" | "semibold" | "bold" | "italic" | "semiboldItalic" | "display";

export const FONT_FILES: Record<FontKey, [pkg: string, file: string]> = {
  regular: ["@fontsource/inter", "inter-latin-400-normal.woff"],
  semibold: ["@fontsource/inter", "inter-latin-600-normal.woff"],
  bold: ["@fontsource/inter", "inter-latin-700-normal.woff"],
  italic: ["@fontsource/inter", "inter-latin-400-italic.woff"],
  semiboldItalic: ["@fontsource/inter", "inter-latin-600-italic.woff"],
  display: ["@fontsource/bebas-neue", "bebas-neue-latin-400-normal.woff"],
};

/** Finds a font file whether we run from gatsby-node, Jest or a script, in any working folder. */
export function resolveFontFile(pkg: string, file: string): string {
  const roots: string[] = [];
  try {
    if (typeof require !== "undefined") roots.push(path.dirname(require.resolve(`${pkg}/package.json`)));
  } catch {
    // fall through to the project's node_modules
  }
  roots.push(path.join(process.cwd(), "node_modules", pkg));
  for (const root of roots) {
    const candidate = path.join(root, "files", file);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`Ebook font not found: ${pkg}/files/${file}. Is ${pkg} installed?`);
}

const sfntCache = new Map<string, Buffer>();

/**
 * Unpacks a WOFF font into the plain TrueType/OpenType (sfnt) it wraps. fontkit reads WOFF
 * directly, but it inflates the whole glyph table again for every glyph it touches, which
 * made one render take about 20 seconds; unpacked once, a render takes about a second.
 * The glyphs are the same bytes either way.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not WOFF ("wOFF"): use as is
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error("Ebook font: corrupt WOFF table");
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const log2 = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** log2 * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** The font as pdfkit registers it (unpacked once per file). */
export function loadFont(key: FontKey): Buffer {
  const file = resolveFontFile(...FONT_FILES[key]);
  let font = sfntCache.get(file);
  if (!font) {
    font = woffToSfnt(fs.readFileSync(file));
    sfntCache.set(file, font);
  }
  return font;
}
