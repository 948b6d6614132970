import {
  checkGlyphs as checkGlyphsWith,
  codePointRanges,
  readEbookMarkdown,
  type CodePointRanges,
  type EbookDocument,
  type EbookTokens,
  type GlyphFont,
  type Printable,
} from "../../rules/ebookMarkdown";
import { loadFont } from "./fonts";

/**
 * The ebook's markdown as the build reads it (src/rules/ebookMarkdown.ts), with the fonts the PDF
 * embeds read from disk: what they cannot print stops the build.
 */

/** Whether the ebook's embedded font has a glyph for the character. */
export const fontHasGlyph: Printable = (char, font) => loadFont(font).font.hasGlyphForCodePoint(char.codePointAt(0)!);

export const parseEbookMarkdown = (source: string, fileLabel: string, tokens: EbookTokens = {}): EbookDocument =>
  readEbookMarkdown(source, fileLabel, tokens, fontHasGlyph);

/** Fails (`failAt`) when the ebook's fonts cannot print a character of `text`. */
export const checkGlyphs = (
  text: string,
  line: number,
  failAt: (line: number, message: string) => never,
  fonts?: GlyphFont[],
) => checkGlyphsWith(text, line, failAt, fontHasGlyph, fonts);

/** The characters each face of the ebook can print, for the CMS's preview (CmsPreviewData.ebookGlyphs). */
export function ebookGlyphRanges(): Record<GlyphFont, CodePointRanges> {
  const ranges = (font: GlyphFont) => codePointRanges(loadFont(font).font.characterSet);
  return { regular: ranges("regular"), display: ranges("display") };
}
