import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import {
  parseEbookMarkdown,
  runsToText,
  type Block,
  type Chapter,
  type EbookDocument,
  type InlineRun,
  type ListItem,
} from "./markdown";
import { FONT_FILES, loadFont, type FontKey } from "./fonts";

/**
 * Renders the ebook (content/ebook/*.md) to a PDF with pdfkit: pure JavaScript, no browser and
 * nothing downloaded at build time. Fonts come from the @fontsource packages in node_modules.
 * The same markdown always produces the same bytes: the PDF's dates come from the front matter
 * and pdfkit derives the document ID from the metadata, so nothing in the file is random.
 *
 * Layout: A5 portrait. Cover, imprint/disclaimer page, table of contents (pages reserved by
 * measuring first, filled in after the body is laid out), chapters that open with a navy band,
 * a booking panel after the last chapter and a back cover with the site's links.
 */

export interface EbookSiteOptions {
  siteName: string;
  siteUrl: string;
  schedulingUrl: string;
}

export interface EbookRenderOptions extends EbookSiteOptions {
  /** Names the markdown file in error messages. */
  fileLabel: string;
  /** Compress page streams (default true). Tests switch it off to read the PDF's text operators. */
  compress?: boolean;
}

export interface EbookTocSection {
  title: string;
  page: number;
}

export interface EbookTocEntry {
  number: number | null;
  title: string;
  /** 1-based page number as printed in the contents and the footer. */
  page: number;
  sections: EbookTocSection[];
}

export interface RenderedEbook {
  pdf: Buffer;
  pageCount: number;
  /** The table of contents as printed (chapters with their page numbers). */
  toc: EbookTocEntry[];
  /** 1-based pages that carry the table of contents. */
  tocPages: number[];
  /** External links added to the PDF (site and booking page). */
  links: string[];
  ebook: EbookDocument;
}

/** Where the founder edits the ebook, relative to the project root. */
export const EBOOK_SOURCE_PATH = "content/ebook/tax-strategies-for-global-citizens.md";
/** Where the build publishes it, relative to the public folder. */
export const EBOOK_PUBLIC_PATH = "downloads/Tax-Strategies-for-Global-Citizens.pdf";

// ---------------------------------------------------------------------------------------------
// Design tokens (DESIGN.md): navy and off-white base, orange for shapes and rules only,
// dark orange when orange is needed as text.

const COLOR = {
  navy: "#0B1B2B",
  offWhite: "#F7F4EE",
  orange: "#FF7A1A",
  darkOrange: "#9A3412",
  muted: "#5B6675",
  rule: "#E3DDD2",
  leader: "#9AA3AD",
  white: "#FFFFFF",
} as const;

const PAGE_W = 419.53; // A5
const PAGE_H = 595.28;
const MARGIN_X = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const TOP = 58;
const BOTTOM = PAGE_H - 66;
const FOOTER_RULE_Y = PAGE_H - 44;
const BAND_H = 200;

/** The site's logo mark (same drawing as static/images/logo-mark.svg), on a 64-unit grid. */
const MARK_PATHS = {
  globe: "M13 32h38M32 13c-7 6-7 32 0 38M32 13c7 6 7 32 0 38",
  arrow: "M40 14l10 0 0 10",
};

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

function creationDate(ebook: EbookDocument): Date {
  if (ebook.frontMatter.date) return new Date(`${ebook.frontMatter.date}T00:00:00Z`);
  const match =
    /(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})/i.exec(
      ebook.frontMatter.edition,
    );
  if (match) return new Date(`${match[1]} 1, ${match[2]} 00:00:00 UTC`);
  return new Date("2024-01-01T00:00:00Z");
}

// ---------------------------------------------------------------------------------------------
// Text layout: our own line breaker, so every height is known before anything is drawn
// (page breaks, keep-with-next, panels behind text).

interface Piece {
  text: string;
  font: FontKey;
  width: number;
}

interface Word {
  pieces: Piece[];
  width: number;
  /** What separates this word from the previous one: a space, or nothing (after a hyphen). */
  joiner: "space" | "none";
}

interface PlacedPiece {
  text: string;
  font: FontKey;
  x: number;
}

interface Line {
  pieces: PlacedPiece[];
  width: number;
}

interface TextStyle {
  size: number;
  lineHeight: number;
  color: string;
  regular: FontKey;
  bold: FontKey;
  italic: FontKey;
  boldItalic: FontKey;
  characterSpacing?: number;
  uppercase?: boolean;
}

const BODY: TextStyle = {
  size: 9.6,
  lineHeight: 14.6,
  color: COLOR.navy,
  regular: "regular",
  bold: "semibold",
  italic: "italic",
  boldItalic: "semiboldItalic",
};

const styleWith = (overrides: Partial<TextStyle>): TextStyle => ({ ...BODY, ...overrides });

class Ebook {
  readonly doc: PDFDocument;
  private readonly ebook: EbookDocument;
  private readonly options: EbookRenderOptions;
  private readonly widthCache = new Map<string, number>();
  private readonly capHeight: Record<FontKey, number> = {
    regular: 0.727,
    semibold: 0.727,
    bold: 0.727,
    italic: 0.727,
    semiboldItalic: 0.727,
    display: 0.7,
  };
  private y = TOP;
  /** Per page: whether it gets the running footer. */
  private readonly footer: boolean[] = [];
  readonly links: string[] = [];
  private tocStart = 0;
  private tocCount = 0;
  private readonly tocEntries: EbookTocEntry[] = [];

  constructor(ebook: EbookDocument, options: EbookRenderOptions) {
    this.ebook = ebook;
    this.options = options;
    const fm = ebook.frontMatter;
    const date = creationDate(ebook);
    this.doc = new PDFDocument({
      size: [PAGE_W, PAGE_H],
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      compress: options.compress ?? true,
      font: null, // no default Helvetica: every font is registered below
      lang: "en",
      displayTitle: true,
      pdfVersion: "1.7",
      info: {
        Title: fm.title,
        Author: fm.author,
        Subject: fm.description ?? fm.subtitle,
        Keywords: fm.keywords.join(", "),
        Creator: options.siteName,
        Producer: "PDFKit",
        CreationDate: date,
        ModDate: date,
      },
    });
    for (const key of Object.keys(FONT_FILES) as FontKey[]) {
      this.doc.registerFont(key, loadFont(key));
      this.doc.font(key);
      const font = this.doc._font?.font;
      if (font && font.capHeight > 0) this.capHeight[key] = font.capHeight / font.unitsPerEm;
    }
  }

  // ---- fonts and measuring ----

  private hasGlyph(font: FontKey, codePoint: number): boolean {
    this.doc.font(font);
    const fontkit = this.doc._font?.font;
    return fontkit ? fontkit.hasGlyphForCodePoint(codePoint) : true;
  }

  /** Fails with the file and line when a character would print as a blank box. */
  checkText(text: string, fonts: FontKey[], where: string): void {
    for (const char of new Set(Array.from(text))) {
      const codePoint = char.codePointAt(0) as number;
      if (codePoint < 0x20) continue;
      for (const font of fonts) {
        if (!this.hasGlyph(font, codePoint)) {
          const hex = codePoint.toString(16).toUpperCase().padStart(4, "0");
          throw new Error(
            `${where}: the character "${char}" (U+${hex}) cannot be printed with the ebook's fonts; replace it with plain text`,
          );
        }
      }
    }
  }

  checkDocument(): void {
    const { fileLabel } = this.options;
    const fm = this.ebook.frontMatter;
    const inter: FontKey[] = ["regular", "semibold", "bold", "italic", "semiboldItalic"];
    const both: FontKey[] = [...inter, "display"];
    this.checkText(fm.title, both, `${fileLabel} (front matter "title")`);
    for (const key of ["subtitle", "author", "edition", "cta"] as const) {
      this.checkText(fm[key] ?? "", both, `${fileLabel} (front matter "${key}")`);
    }
    this.checkText(runsToText(fm.disclaimer ?? []), inter, `${fileLabel} (front matter "disclaimer")`);
    this.checkText(this.options.siteName, both, "siteName option");
    for (const chapter of this.ebook.chapters) {
      this.checkText(chapter.title, both, `${fileLabel}:${chapter.line}`);
      for (const block of chapter.blocks) {
        const where = `${fileLabel}:${block.line}`;
        if (block.type === "heading") this.checkText(block.text, both, where);
        else if (block.type === "paragraph") this.checkText(runsToText(block.runs), inter, where);
        else if (block.type === "callout") this.checkText(block.paragraphs.map(runsToText).join(" "), inter, where);
        else for (const item of block.items) this.checkText(runsToText(item.runs), inter, `${fileLabel}:${item.line}`);
      }
    }
  }

  private width(font: FontKey, size: number, text: string, characterSpacing = 0): number {
    const key = `${font}|${size}|${characterSpacing}|${text}`;
    let width = this.widthCache.get(key);
    if (width === undefined) {
      this.doc.font(font).fontSize(size);
      width = this.doc.widthOfString(text, { characterSpacing });
      this.widthCache.set(key, width);
    }
    return width;
  }

  private fontFor(run: InlineRun, style: TextStyle): FontKey {
    if (run.bold && run.italic) return style.boldItalic;
    if (run.bold) return style.bold;
    if (run.italic) return style.italic;
    return style.regular;
  }

  private words(runs: InlineRun[], style: TextStyle): Word[] {
    const words: Word[] = [];
    let current: Word | null = null;
    let pendingJoiner: Word["joiner"] = "none";
    const push = (text: string, font: FontKey) => {
      const piece = { text, font, width: this.width(font, style.size, text, style.characterSpacing) };
      if (current) {
        current.pieces.push(piece);
        current.width += piece.width;
      } else {
        current = { pieces: [piece], width: piece.width, joiner: pendingJoiner };
        words.push(current);
      }
    };
    for (const run of runs) {
      const font = this.fontFor(run, style);
      const text = style.uppercase ? run.text.toLocaleUpperCase("en") : run.text;
      for (const part of text.split(/( +)/)) {
        if (part === "") continue;
        if (/^ +$/.test(part)) {
          current = null;
          pendingJoiner = words.length ? "space" : "none";
          continue;
        }
        // Long compounds may break after a hyphen or slash (e.g. "location-| independent").
        const chunks = part.split(/(?<=\p{L}{3}[-\u2013/])(?=\p{L}{3})/u);
        chunks.forEach((chunk, index) => {
          if (index > 0) {
            current = null;
            pendingJoiner = "none";
          }
          push(chunk, font);
        });
      }
    }
    return words;
  }

  /** Greedy line breaking; returns lines with each piece's x offset from the line start. */
  private lines(runs: InlineRun[], style: TextStyle, maxWidth: number): Line[] {
    const words = this.words(runs, style);
    const lines: Line[] = [];
    let line: Line = { pieces: [], width: 0 };
    // A space is drawn in the font of the text before it (it is part of that text when merged).
    const spaceAfter = (l: Line) =>
      l.pieces.length ? this.width(l.pieces[l.pieces.length - 1].font, style.size, " ", style.characterSpacing) : 0;
    for (const word of words) {
      let gap = word.joiner === "space" ? spaceAfter(line) : 0;
      if (line.pieces.length && line.width + gap + word.width > maxWidth) {
        lines.push(line);
        line = { pieces: [], width: 0 };
        gap = 0;
      }
      let x = line.width + gap;
      word.pieces.forEach((piece, index) => {
        const last = line.pieces[line.pieces.length - 1];
        const separator = index === 0 && gap > 0 ? " " : "";
        if (last && last.font === piece.font) last.text += separator + piece.text;
        else line.pieces.push({ text: piece.text, font: piece.font, x });
        x += piece.width;
      });
      line.width = x;
    }
    if (line.pieces.length) lines.push(line);
    return lines;
  }

  private baseline(top: number, style: TextStyle, font: FontKey = style.regular): number {
    return top + style.lineHeight / 2 + (this.capHeight[font] * style.size) / 2;
  }

  private drawLine(line: Line, x: number, top: number, style: TextStyle, color = style.color): void {
    const baseline = this.baseline(top, style);
    for (const piece of line.pieces) {
      this.doc
        .font(piece.font)
        .fontSize(style.size)
        .fillColor(color)
        .text(piece.text, x + piece.x, baseline, {
          lineBreak: false,
          baseline: "alphabetic",
          characterSpacing: style.characterSpacing ?? 0,
        });
    }
  }

  /** Single-font text at a baseline (labels, numbers, URLs). Returns its width. */
  private label(
    text: string,
    x: number,
    baseline: number,
    font: FontKey,
    size: number,
    color: string,
    options: { align?: "left" | "right" | "center"; characterSpacing?: number } = {},
  ): number {
    const characterSpacing = options.characterSpacing ?? 0;
    const w = this.width(font, size, text, characterSpacing);
    const left = options.align === "right" ? x - w : options.align === "center" ? x - w / 2 : x;
    this.doc.font(font).fontSize(size).fillColor(color).text(text, left, baseline, {
      lineBreak: false,
      baseline: "alphabetic",
      characterSpacing,
    });
    return w;
  }

  // ---- pages ----

  private addPage(footer: boolean): number {
    this.doc.addPage({ size: [PAGE_W, PAGE_H], margin: 0 });
    this.footer.push(footer);
    this.y = TOP;
    return this.footer.length - 1;
  }

  private get pageIndex(): number {
    return this.footer.length - 1;
  }

  private continueOnNewPage(): void {
    this.addPage(true);
  }

  private atTop(): boolean {
    return this.y <= TOP + 0.5;
  }

  private space(amount: number): void {
    if (!this.atTop()) this.y += amount;
  }

  private room(): number {
    return BOTTOM - this.y;
  }

  /**
   * Places `count` lines of `lineHeight`, breaking pages between lines but never leaving a
   * single first line at the foot of a page or a single last line at the head of the next.
   */
  private flowLines(count: number, lineHeight: number, draw: (index: number, top: number) => void): void {
    let index = 0;
    while (index < count) {
      const available = Math.floor((this.room() + 0.01) / lineHeight);
      const remaining = count - index;
      if (available >= remaining) {
        for (; index < count; index += 1) {
          draw(index, this.y);
          this.y += lineHeight;
        }
        return;
      }
      let take = available;
      if (remaining - take === 1) take -= 1;
      if (take < 2) {
        this.continueOnNewPage();
        continue;
      }
      for (let n = 0; n < take; n += 1, index += 1) {
        draw(index, this.y);
        this.y += lineHeight;
      }
      this.continueOnNewPage();
    }
  }

  private drawMark(x: number, y: number, size: number): void {
    const scale = size / 64;
    const doc = this.doc;
    doc.save();
    doc.translate(x, y).scale(scale);
    doc.roundedRect(0, 0, 64, 64, 14).fill(COLOR.orange);
    doc.lineWidth(4).circle(32, 32, 19).stroke(COLOR.navy);
    doc.lineWidth(3.2).lineCap("round").path(MARK_PATHS.globe).stroke(COLOR.navy);
    doc.lineWidth(4).lineJoin("round").path(MARK_PATHS.arrow).stroke(COLOR.offWhite);
    doc.restore();
  }

  private rings(cx: number, cy: number, from: number, step: number, count: number, opacity: number): void {
    const doc = this.doc;
    doc.save();
    doc.lineWidth(0.8).strokeOpacity(opacity);
    for (let i = 0; i < count; i += 1) doc.circle(cx, cy, from + i * step).stroke(COLOR.offWhite);
    doc.restore();
  }

  private button(label: string, x: number, top: number, url: string, align: "left" | "center" = "left"): void {
    const size = 10;
    const height = 30;
    const width = this.width("bold", size, label) + 40;
    const left = align === "center" ? x - width / 2 : x;
    this.doc.roundedRect(left, top, width, height, height / 2).fill(COLOR.orange);
    this.label(label, left + width / 2, top + height / 2 + (this.capHeight.bold * size) / 2, "bold", size, COLOR.navy, {
      align: "center",
    });
    this.doc.link(left, top, width, height, url);
    this.links.push(url);
  }

  private urlLabel(
    url: string,
    x: number,
    baseline: number,
    size: number,
    color: string,
    align: "left" | "center" = "left",
  ) {
    const text = displayUrl(url);
    const w = this.label(text, x, baseline, "semibold", size, color, { align });
    const left = align === "center" ? x - w / 2 : x;
    this.doc.link(left, baseline - size, w, size * 1.4, url);
    this.links.push(url);
  }

  // ---- cover, imprint, back cover ----

  private cover(): void {
    const fm = this.ebook.frontMatter;
    const doc = this.doc;
    this.addPage(false);
    doc.rect(0, 0, PAGE_W, PAGE_H).fill(COLOR.navy);
    // Orbit rings, a sun and a dashed route with stops: travel across borders.
    this.rings(COVER_SUN[0], COVER_SUN[1], 34, 30, 10, 0.13);
    doc.circle(COVER_SUN[0], COVER_SUN[1], 30).fill(COLOR.orange);
    doc.save();
    doc.lineWidth(2.6).lineCap("round").dash(7, { space: 6 });
    doc.path(COVER_ROUTE).stroke(COLOR.orange);
    doc.restore();
    for (const [cx, cy] of COVER_STOPS) {
      doc.save();
      doc.lineWidth(2.4).circle(cx, cy, 4.6).fillAndStroke(COLOR.navy, COLOR.orange);
      doc.restore();
    }
    // Edition kicker
    this.label(fm.edition.toLocaleUpperCase("en"), 40, 50, "semibold", 7.5, COLOR.offWhite, { characterSpacing: 1.4 });
    // Title in Bebas Neue, as large as fits on at most four lines.
    const titleRuns: InlineRun[] = [{ text: fm.title, bold: false, italic: false }];
    let size = 70;
    let titleStyle = styleWith({ size, lineHeight: size * 0.9, regular: "display", bold: "display", uppercase: true });
    let titleLines = this.lines(titleRuns, titleStyle, PAGE_W - 80);
    while ((titleLines.length > 4 || titleLines.some((l) => l.width > PAGE_W - 80)) && size > 30) {
      size -= 2;
      titleStyle = styleWith({ size, lineHeight: size * 0.9, regular: "display", bold: "display", uppercase: true });
      titleLines = this.lines(titleRuns, titleStyle, PAGE_W - 80);
    }
    const subtitleStyle = styleWith({ size: 10.5, lineHeight: 15.5, color: COLOR.offWhite });
    const subtitleLines = this.lines([{ text: fm.subtitle, bold: false, italic: false }], subtitleStyle, 300);
    // The block sits above the cover's foot, whatever the title's length.
    const blockHeight =
      titleLines.length * titleStyle.lineHeight + 10 + 5 + 20 + subtitleLines.length * subtitleStyle.lineHeight;
    let top = PAGE_H - 116 - blockHeight;
    for (const line of titleLines) {
      this.drawLine(line, 40, top, titleStyle, COLOR.offWhite);
      top += titleStyle.lineHeight;
    }
    top += 10;
    doc.rect(40, top, 56, 5).fill(COLOR.orange);
    top += 5 + 20;
    for (const line of subtitleLines) {
      this.drawLine(line, 40, top, subtitleStyle);
      top += subtitleStyle.lineHeight;
    }
    // Footer band: mark, author, site
    doc.save();
    doc
      .strokeOpacity(0.25)
      .lineWidth(0.8)
      .moveTo(40, PAGE_H - 88)
      .lineTo(PAGE_W - 40, PAGE_H - 88)
      .stroke(COLOR.offWhite);
    doc.restore();
    this.drawMark(40, PAGE_H - 70, 30);
    this.label(fm.author, 80, PAGE_H - 57, "semibold", 10.5, COLOR.offWhite);
    this.urlLabel(this.options.siteUrl, 80, PAGE_H - 44, 7.8, COLOR.offWhite);
  }

  private imprint(): void {
    const fm = this.ebook.frontMatter;
    const doc = this.doc;
    this.addPage(false);
    this.drawMark(MARGIN_X, TOP, 22);
    this.label(this.options.siteName, MARGIN_X + 30, TOP + 14.5, "semibold", 9, COLOR.navy);
    let top = TOP + 70;
    const titleStyle = styleWith({ size: 30, lineHeight: 28, regular: "display", bold: "display", uppercase: true });
    for (const line of this.lines([{ text: fm.title, bold: false, italic: false }], titleStyle, CONTENT_W)) {
      this.drawLine(line, MARGIN_X, top, titleStyle);
      top += titleStyle.lineHeight;
    }
    top += 8;
    doc.rect(MARGIN_X, top, 36, 3).fill(COLOR.orange);
    top += 14;
    const subStyle = styleWith({ size: 9.2, lineHeight: 13.6, color: COLOR.muted });
    for (const line of this.lines([{ text: fm.subtitle, bold: false, italic: false }], subStyle, CONTENT_W)) {
      this.drawLine(line, MARGIN_X, top, subStyle);
      top += subStyle.lineHeight;
    }
    top += 12;
    const year = (fm.date ?? fm.edition).match(/\d{4}/)?.[0];
    const metaStyle = styleWith({ size: 8.4, lineHeight: 13, color: COLOR.navy });
    for (const text of [fm.edition, year ? `\u00A9 ${year} ${fm.author}` : `\u00A9 ${fm.author}`]) {
      this.drawLine(
        this.lines([{ text, bold: true, italic: false }], metaStyle, CONTENT_W)[0],
        MARGIN_X,
        top,
        metaStyle,
      );
      top += metaStyle.lineHeight;
    }
    if (fm.disclaimer) {
      const style = styleWith({ size: 8.4, lineHeight: 12.8 });
      const pad = 14;
      const lines = this.lines(fm.disclaimer, style, CONTENT_W - 2 * pad - 3);
      const height = lines.length * style.lineHeight + 2 * pad;
      const panelTop = Math.max(top + 28, BOTTOM - height - 30);
      doc.rect(MARGIN_X, panelTop, CONTENT_W, height).fill(COLOR.offWhite);
      doc.rect(MARGIN_X, panelTop, 3, height).fill(COLOR.orange);
      lines.forEach((line, i) => this.drawLine(line, MARGIN_X + pad + 3, panelTop + pad + i * style.lineHeight, style));
    }
    this.urlLabel(this.options.siteUrl, MARGIN_X, PAGE_H - 50, 8.4, COLOR.darkOrange);
  }

  private backCover(): void {
    const fm = this.ebook.frontMatter;
    const doc = this.doc;
    this.addPage(false);
    doc.rect(0, 0, PAGE_W, PAGE_H).fill(COLOR.navy);
    this.rings(PAGE_W / 2, 190, 34, 30, 9, 0.13);
    doc.circle(PAGE_W / 2, 190, 30).fill(COLOR.orange);
    this.drawMark(PAGE_W / 2 - 20, 170, 40);
    this.label(this.options.siteName.toLocaleUpperCase("en"), PAGE_W / 2, 400, "display", 38, COLOR.offWhite, {
      align: "center",
    });
    this.label(fm.title, PAGE_W / 2, 422, "regular", 10, COLOR.offWhite, { align: "center" });
    this.button(fm.cta ?? "Book your free discovery call", PAGE_W / 2, 446, this.options.schedulingUrl, "center");
    this.urlLabel(this.options.siteUrl, PAGE_W / 2, 500, 9, COLOR.offWhite, "center");
    this.label(fm.edition, PAGE_W / 2, PAGE_H - 40, "regular", 7.5, COLOR.offWhite, { align: "center" });
  }

  // ---- table of contents ----

  private tocDrafts(): EbookTocEntry[] {
    return this.ebook.chapters.map((chapter) => ({
      number: chapter.number,
      title: chapter.title,
      page: 0,
      sections: chapter.blocks
        .filter((block): block is Extract<Block, { type: "heading" }> => block.type === "heading" && block.level === 2)
        .map((block) => ({ title: block.text, page: 0 })),
    }));
  }

  /** Lays the contents out; draws only when `draw`. Returns how many pages it takes. */
  private layoutToc(entries: EbookTocEntry[], draw: boolean): number {
    const doc = this.doc;
    const numberCol = 34;
    const pageCol = 30;
    const titleX = MARGIN_X + numberCol;
    const titleW = CONTENT_W - numberCol - pageCol;
    const titleStyle = styleWith({ size: 10.5, lineHeight: 14.5, regular: "semibold", bold: "bold" });
    const sectionStyle = styleWith({ size: 7.6, lineHeight: 10.6, color: COLOR.muted });
    const pad = 7;
    let page = 0;
    const startPage = (index: number) => {
      if (draw) doc.switchToPage(this.tocStart + index);
      if (index === 0) {
        if (draw) {
          this.label("CONTENTS", MARGIN_X, TOP + 28, "display", 34, COLOR.navy);
          doc.rect(MARGIN_X, TOP + 38, 36, 3).fill(COLOR.orange);
        }
        return TOP + 58;
      }
      return TOP;
    };
    let y = startPage(0);
    entries.forEach((entry, i) => {
      const titleLines = this.lines([{ text: entry.title, bold: false, italic: false }], titleStyle, titleW - 14);
      const sectionText = entry.sections.map((s) => s.title).join("\u00A0\u00B7 ");
      const sectionLines = sectionText
        ? this.lines([{ text: sectionText, bold: false, italic: false }], sectionStyle, CONTENT_W - numberCol)
        : [];
      const height =
        pad +
        titleLines.length * titleStyle.lineHeight +
        (sectionLines.length ? 2 + sectionLines.length * sectionStyle.lineHeight : 0) +
        pad;
      if (y + height > BOTTOM) {
        page += 1;
        y = startPage(page);
      }
      if (draw) {
        let top = y + pad;
        const firstBaseline = this.baseline(top, titleStyle, "semibold");
        if (entry.number !== null) {
          this.label(
            String(entry.number).padStart(2, "0"),
            MARGIN_X,
            firstBaseline + 1,
            "display",
            19,
            COLOR.darkOrange,
          );
        } else {
          doc.rect(MARGIN_X, firstBaseline - 4, 12, 2.5).fill(COLOR.orange);
        }
        titleLines.forEach((line) => {
          this.drawLine(line, titleX, top, titleStyle);
          top += titleStyle.lineHeight;
        });
        const last = titleLines[titleLines.length - 1];
        const lastBaseline = this.baseline(top - titleStyle.lineHeight, titleStyle, "semibold");
        const pageText = String(entry.page);
        const pageW = this.label(pageText, MARGIN_X + CONTENT_W, lastBaseline, "semibold", 10.5, COLOR.navy, {
          align: "right",
        });
        const leaderFrom = titleX + last.width + 6;
        const leaderTo = MARGIN_X + CONTENT_W - pageW - 6;
        if (leaderTo > leaderFrom) {
          doc.save();
          doc.lineWidth(0.9).lineCap("round").dash(0.1, { space: 3 });
          doc
            .moveTo(leaderFrom, lastBaseline - 1)
            .lineTo(leaderTo, lastBaseline - 1)
            .stroke(COLOR.leader);
          doc.restore();
        }
        if (sectionLines.length) {
          top += 2;
          sectionLines.forEach((line) => {
            this.drawLine(line, titleX, top, sectionStyle);
            top += sectionStyle.lineHeight;
          });
        }
        if (i < entries.length - 1) {
          doc.save();
          doc
            .lineWidth(0.6)
            .moveTo(MARGIN_X, y + height)
            .lineTo(MARGIN_X + CONTENT_W, y + height)
            .stroke(COLOR.rule);
          doc.restore();
        }
        doc.goTo(MARGIN_X, y, CONTENT_W, height, chapterDestination(i));
      }
      y += height;
    });
    return page + 1;
  }

  // ---- body ----

  private chapterOpener(chapter: Chapter, index: number): void {
    const doc = this.doc;
    this.addPage(true);
    doc.addNamedDestination(chapterDestination(index), "XYZ", 0, 0, null);
    doc.rect(0, 0, PAGE_W, BAND_H).fill(COLOR.navy);
    doc.save();
    doc.rect(0, 0, PAGE_W, BAND_H).clip();
    this.rings(PAGE_W - 30, 34, 28, 26, 9, 0.11);
    doc.restore();
    if (chapter.number !== null) {
      doc.circle(MARGIN_X + 21, 66, 21).fill(COLOR.orange);
      this.label(
        String(chapter.number),
        MARGIN_X + 21,
        66 + (this.capHeight.display * 26) / 2,
        "display",
        26,
        COLOR.navy,
        {
          align: "center",
        },
      );
    } else {
      doc.rect(MARGIN_X, 62, 32, 4).fill(COLOR.orange);
    }
    const style = styleWith({
      size: 31,
      lineHeight: 30,
      regular: "display",
      bold: "display",
      uppercase: true,
      color: COLOR.offWhite,
    });
    const lines = this.lines([{ text: chapter.title, bold: false, italic: false }], style, CONTENT_W - 10);
    let top = BAND_H - 26 - lines.length * style.lineHeight;
    for (const line of lines) {
      this.drawLine(line, MARGIN_X, top, style);
      top += style.lineHeight;
    }
    this.y = BAND_H + 26;
  }

  private paragraphLines(runs: InlineRun[], style: TextStyle, width: number): Line[] {
    return this.lines(runs, style, width);
  }

  /** Height a block needs at the minimum to start on this page (for keep-with-next). */
  private minStartHeight(block: Block | undefined): number {
    if (!block) return 0;
    switch (block.type) {
      case "paragraph":
        return Math.min(2, this.paragraphLines(block.runs, BODY, CONTENT_W).length) * BODY.lineHeight;
      case "list": {
        if (block.items.every((item) => item.checkbox)) return this.checklistHeight(block.items);
        const first = this.paragraphLines(block.items[0].runs, BODY, CONTENT_W - LIST_INDENT).length;
        return Math.min(2, first) * BODY.lineHeight;
      }
      case "callout":
        return this.calloutHeight(block.paragraphs);
      case "heading":
        return 3 * BODY.lineHeight;
    }
  }

  private heading(block: Extract<Block, { type: "heading" }>, next: Block | undefined, outline: PDFOutlineItem): void {
    const doc = this.doc;
    if (block.level === 2) {
      const style = styleWith({ size: 17.5, lineHeight: 19, regular: "display", bold: "display", uppercase: true });
      const lines = this.lines([{ text: block.text, bold: false, italic: false }], style, CONTENT_W);
      const own = 8 + lines.length * style.lineHeight + 4;
      this.space(14);
      if (this.room() < own + this.minStartHeight(next)) this.continueOnNewPage();
      outline.addItem(block.text);
      doc.rect(MARGIN_X, this.y + 2, 18, 2.4).fill(COLOR.orange);
      this.y += 8;
      for (const line of lines) {
        this.drawLine(line, MARGIN_X, this.y, style);
        this.y += style.lineHeight;
      }
      this.y += 4;
    } else {
      const style = styleWith({
        size: 10,
        lineHeight: 14,
        regular: "bold",
        bold: "bold",
        italic: "bold",
        boldItalic: "bold",
      });
      const lines = this.lines([{ text: block.text, bold: false, italic: false }], style, CONTENT_W);
      this.space(8);
      if (this.room() < lines.length * style.lineHeight + 2 + this.minStartHeight(next)) this.continueOnNewPage();
      for (const line of lines) {
        this.drawLine(line, MARGIN_X, this.y, style);
        this.y += style.lineHeight;
      }
      this.y += 2;
    }
  }

  private paragraph(runs: InlineRun[], next: Block | undefined): void {
    const lines = this.paragraphLines(runs, BODY, CONTENT_W);
    // A short paragraph that introduces a list ("…the business:") stays with its first lines.
    const introduces = /:\s*$/.test(runsToText(runs)) && next?.type === "list";
    if (introduces && lines.length <= 4 && this.room() < lines.length * BODY.lineHeight + this.minStartHeight(next)) {
      this.continueOnNewPage();
    }
    this.flowLines(lines.length, BODY.lineHeight, (i, top) => this.drawLine(lines[i], MARGIN_X, top, BODY));
    this.y += 7;
  }

  private checklistItemHeights(items: ListItem[]): number[] {
    return items.map(
      (item) => this.paragraphLines(item.runs, BODY, CONTENT_W - 2 * CHECK_PAD - LIST_INDENT).length * BODY.lineHeight,
    );
  }

  /** Height of a checklist panel holding the given items. */
  private panelHeight(heights: number[]): number {
    return 2 * CHECK_PAD + heights.reduce((sum, h) => sum + h, 0) + Math.max(0, heights.length - 1) * ITEM_GAP;
  }

  /** What a checklist needs to start: the whole panel, or its first two items if it is taller than a page. */
  private checklistHeight(items: ListItem[]): number {
    const heights = this.checklistItemHeights(items);
    const whole = this.panelHeight(heights);
    return whole <= BOTTOM - TOP ? whole : this.panelHeight(heights.slice(0, 2));
  }

  /**
   * A checklist sits in an off-white panel and is kept whole on one page (a reader can print
   * it). Only a checklist taller than a page breaks, between items, with at least two items on
   * each side of a break, and each page's part gets its own panel.
   */
  private checklist(block: Extract<Block, { type: "list" }>): void {
    const heights = this.checklistItemHeights(block.items);
    if (this.panelHeight(heights) <= BOTTOM - TOP && this.panelHeight(heights) > this.room()) this.continueOnNewPage();
    let first = 0;
    while (first < block.items.length) {
      let end = first;
      while (end < block.items.length && this.panelHeight(heights.slice(first, end + 1)) <= this.room()) end += 1;
      const left = block.items.length - end;
      if (left === 1 && end - first >= 3) end -= 1;
      if (end - first < Math.min(2, block.items.length - first) || (left === 1 && end - first < 3)) {
        if (this.atTop())
          end = Math.max(end, first + 1); // a panel taller than a page: take what fits
        else {
          this.continueOnNewPage();
          continue;
        }
      }
      const top = this.y;
      this.doc
        .roundedRect(MARGIN_X, top, CONTENT_W, this.panelHeight(heights.slice(first, end)), 6)
        .fill(COLOR.offWhite);
      let y = top + CHECK_PAD;
      for (let index = first; index < end; index += 1) {
        const item = block.items[index];
        const lines = this.paragraphLines(item.runs, BODY, CONTENT_W - 2 * CHECK_PAD - LIST_INDENT);
        lines.forEach((line, i) => {
          if (i === 0) this.listMarker(block, item, index, MARGIN_X + CHECK_PAD, y);
          this.drawLine(line, MARGIN_X + CHECK_PAD + LIST_INDENT, y, BODY);
          y += BODY.lineHeight;
        });
        y += ITEM_GAP;
      }
      this.y = y - ITEM_GAP + CHECK_PAD;
      first = end;
      if (first < block.items.length) this.continueOnNewPage();
    }
    this.y += 10;
  }

  private list(block: Extract<Block, { type: "list" }>): void {
    if (block.items.every((item) => item.checkbox)) {
      this.checklist(block);
      return;
    }
    block.items.forEach((item, index) => {
      const lines = this.paragraphLines(item.runs, BODY, CONTENT_W - LIST_INDENT);
      this.flowLines(lines.length, BODY.lineHeight, (i, top) => {
        if (i === 0) this.listMarker(block, item, index, MARGIN_X, top);
        this.drawLine(lines[i], MARGIN_X + LIST_INDENT, top, BODY);
      });
      if (index < block.items.length - 1) this.y += ITEM_GAP;
    });
    this.y += 7;
  }

  private listMarker(
    block: Extract<Block, { type: "list" }>,
    item: ListItem,
    index: number,
    x: number,
    top: number,
  ): void {
    const doc = this.doc;
    const middle = this.baseline(top, BODY) - (this.capHeight.regular * BODY.size) / 2;
    if (item.checkbox) {
      doc.save();
      doc
        .lineWidth(1.1)
        .roundedRect(x + 0.5, middle - 4.2, 8.4, 8.4, 1.6)
        .stroke(COLOR.orange);
      doc.restore();
    } else if (block.ordered) {
      this.label(
        `${block.start + index}.`,
        x + LIST_INDENT - 6,
        this.baseline(top, BODY),
        "bold",
        BODY.size,
        COLOR.darkOrange,
        {
          align: "right",
        },
      );
    } else {
      doc.circle(x + 4, middle, 2).fill(COLOR.orange);
    }
  }

  private calloutHeight(paragraphs: InlineRun[][]): number {
    const style = CALLOUT;
    const lines = paragraphs.reduce(
      (sum, runs) => sum + this.lines(runs, style, CONTENT_W - 2 * CALLOUT_PAD - 3).length,
      0,
    );
    return 2 * CALLOUT_PAD + lines * style.lineHeight + (paragraphs.length - 1) * 6;
  }

  private callout(paragraphs: InlineRun[][]): void {
    const doc = this.doc;
    const height = this.calloutHeight(paragraphs);
    this.space(4);
    if (height > this.room() && height <= BOTTOM - TOP) this.continueOnNewPage();
    doc.rect(MARGIN_X, this.y, CONTENT_W, height).fill(COLOR.offWhite);
    doc.rect(MARGIN_X, this.y, 3, height).fill(COLOR.orange);
    let top = this.y + CALLOUT_PAD;
    paragraphs.forEach((runs, i) => {
      if (i > 0) top += 6;
      for (const line of this.lines(runs, CALLOUT, CONTENT_W - 2 * CALLOUT_PAD - 3)) {
        this.drawLine(line, MARGIN_X + CALLOUT_PAD + 3, top, CALLOUT);
        top += CALLOUT.lineHeight;
      }
    });
    this.y += height + 11;
  }

  private bookingPanel(): void {
    const fm = this.ebook.frontMatter;
    const doc = this.doc;
    const height = 128;
    this.space(8);
    if (this.room() < height) this.continueOnNewPage();
    const top = this.y;
    doc.roundedRect(MARGIN_X, top, CONTENT_W, height, 8).fill(COLOR.navy);
    doc.save();
    doc.roundedRect(MARGIN_X, top, CONTENT_W, height, 8).clip();
    this.rings(MARGIN_X + CONTENT_W - 10, top + 14, 20, 18, 6, 0.12);
    doc.circle(MARGIN_X + CONTENT_W - 10, top + 14, 16).fill(COLOR.orange);
    doc.restore();
    this.label(this.options.siteName.toLocaleUpperCase("en"), MARGIN_X + 20, top + 34, "display", 21, COLOR.offWhite);
    this.button(fm.cta ?? "Book your free discovery call", MARGIN_X + 20, top + 46, this.options.schedulingUrl);
    this.urlLabel(this.options.schedulingUrl, MARGIN_X + 20, top + 95, 8, COLOR.offWhite);
    this.urlLabel(this.options.siteUrl, MARGIN_X + 20, top + 110, 8, COLOR.offWhite);
    this.y = top + height + 10;
  }

  private footers(): void {
    const doc = this.doc;
    this.footer.forEach((show, index) => {
      if (!show) return;
      doc.switchToPage(index);
      doc.save();
      doc
        .lineWidth(0.6)
        .moveTo(MARGIN_X, FOOTER_RULE_Y)
        .lineTo(MARGIN_X + CONTENT_W, FOOTER_RULE_Y)
        .stroke(COLOR.rule);
      doc.restore();
      doc.rect(MARGIN_X, FOOTER_RULE_Y - 1, 14, 2).fill(COLOR.orange);
      this.label(this.options.siteName, MARGIN_X, FOOTER_RULE_Y + 15, "semibold", 7.4, COLOR.muted);
      this.label(String(index + 1), MARGIN_X + CONTENT_W, FOOTER_RULE_Y + 15, "semibold", 7.4, COLOR.navy, {
        align: "right",
      });
    });
  }

  async render(): Promise<RenderedEbook> {
    const doc = this.doc;
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on("data", (chunk) => chunks.push(chunk));
      doc.on("end", () => resolve(Buffer.concat(chunks)));
      doc.on("error", reject);
    });

    this.checkDocument();
    this.cover();
    this.imprint();

    const entries = this.tocDrafts();
    this.tocCount = this.layoutToc(entries, false);
    this.tocStart = this.pageIndex + 1;
    for (let i = 0; i < this.tocCount; i += 1) {
      this.addPage(true);
      if (i === 0) doc.outline.addItem("Contents");
    }

    this.ebook.chapters.forEach((chapter, chapterIndex) => {
      this.chapterOpener(chapter, chapterIndex);
      const entry = entries[chapterIndex];
      entry.page = this.pageIndex + 1;
      const outline = doc.outline.addItem(
        chapter.number === null ? chapter.title : `${chapter.number}. ${chapter.title}`,
      );
      let section = 0;
      chapter.blocks.forEach((block, blockIndex) => {
        const next = chapter.blocks[blockIndex + 1];
        if (block.type === "heading") {
          this.heading(block, next, outline);
          if (block.level === 2) {
            entry.sections[section].page = this.pageIndex + 1;
            section += 1;
          }
        } else if (block.type === "paragraph") this.paragraph(block.runs, next);
        else if (block.type === "list") this.list(block);
        else this.callout(block.paragraphs);
      });
    });
    this.bookingPanel();
    this.backCover();

    this.layoutToc(entries, true);
    this.footers();
    this.tocEntries.push(...entries);
    const pageCount = doc.bufferedPageRange().count;
    doc.end();
    const pdf = await done;
    return {
      pdf,
      pageCount,
      toc: this.tocEntries,
      tocPages: Array.from({ length: this.tocCount }, (_, i) => this.tocStart + i + 1),
      links: [...new Set(this.links)],
      ebook: this.ebook,
    };
  }
}

type PDFOutlineItem = PDFDocument["outline"];

const LIST_INDENT = 16;
const ITEM_GAP = 3;
const CHECK_PAD = 13;
const CALLOUT_PAD = 12;
const CALLOUT: TextStyle = styleWith({
  size: 10,
  lineHeight: 15,
  regular: "semibold",
  bold: "bold",
  italic: "semiboldItalic",
});

/** The dashed route on the cover (also drawn by src/build/ebook/generate-cover.mjs). */
export const COVER_SUN: readonly [number, number] = [346, 128];
export const COVER_ROUTE = "M 44 176 C 96 116, 150 196, 204 150 S 276 80, 314 122";
export const COVER_STOPS: ReadonlyArray<readonly [number, number]> = [
  [44, 176],
  [204, 150],
  [314, 122],
];

const chapterDestination = (index: number) => `chapter-${index + 1}`;

function assertUrl(value: string, name: string): void {
  if (!/^https?:\/\/\S+$/.test(value)) throw new Error(`Ebook: option ${name} must be an http(s) URL, got "${value}"`);
}

/** Parses and renders the ebook, returning the PDF and what was laid out (for tests and the build log). */
export async function renderEbookDetailed(source: string, options: EbookRenderOptions): Promise<RenderedEbook> {
  assertUrl(options.siteUrl, "siteUrl");
  assertUrl(options.schedulingUrl, "schedulingUrl");
  if (!options.siteName.trim()) throw new Error("Ebook: option siteName is empty");
  const ebook = parseEbookMarkdown(source, options.fileLabel);
  return new Ebook(ebook, options).render();
}

export async function renderEbook(
  source: string,
  options: { fileLabel: string; siteName: string; siteUrl: string; schedulingUrl: string; compress?: boolean },
): Promise<Buffer> {
  return (await renderEbookDetailed(source, options)).pdf;
}

/** Reads the markdown, renders it and writes the PDF (creating folders as needed). */
export async function writeEbook(
  sourceFile: string,
  outFile: string,
  options: EbookSiteOptions,
): Promise<{ pages: number; bytes: number }> {
  const source = await fs.promises.readFile(sourceFile, "utf8");
  const relative = path.relative(process.cwd(), sourceFile);
  const fileLabel = relative && !relative.startsWith("..") ? relative : sourceFile;
  const rendered = await renderEbookDetailed(source, { ...options, fileLabel });
  await fs.promises.mkdir(path.dirname(outFile), { recursive: true });
  await fs.promises.writeFile(outFile, rendered.pdf);
  return { pages: rendered.pageCount, bytes: rendered.pdf.length };
}
