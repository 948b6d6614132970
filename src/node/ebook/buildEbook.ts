import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { parseEbookMarkdown, runsToText, type Block, type EbookDocument, type InlineRun } from "./markdown";
import { FONT_FILES, loadFont, type FontKey } from "./fonts";

/**
 * Renders the ebook (content/ebook/*.md) to a tagged PDF with pdfkit's public API: pdfkit breaks
 * lines and pages; this file decides what goes where and tags it (headings, paragraphs, lists,
 * notes, contents) in reading order, with decoration marked as artifacts. No browser and nothing
 * downloaded; the same markdown gives the same bytes (dates come from the front matter).
 * A5: cover, imprint with the disclaimer, contents (filled in once the chapters are laid out),
 * chapters opening with a navy band, a booking panel and a back cover with the site's links.
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

export interface EbookTocEntry {
  number: number | null;
  title: string;
  /** 1-based page number as printed in the contents and the footer. */
  page: number;
  sections: { title: string; page: number }[];
}

export interface RenderedEbook {
  pdf: Buffer;
  pageCount: number;
  toc: EbookTocEntry[];
  /** 1-based pages that carry the table of contents. */
  tocPages: number[];
  /** External links added to the PDF (site and booking page). */
  links: string[];
}

/** Where the founder edits the ebook, relative to the project root. */
export const EBOOK_SOURCE_PATH = "content/ebook/tax-strategies-for-global-citizens.md";

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
type Fonts = [regular: FontKey, bold: FontKey, italic: FontKey, boldItalic: FontKey];
type Style = { size: number; lineHeight: number; color?: string; fonts?: Fonts; upper?: boolean };
type Label = { font: FontKey; size: number; color: string; align?: "left" | "center" | "right"; spacing?: number };

// Design tokens (DESIGN.md): navy and off-white, orange for shapes only, dark orange as text.
const [NAVY, OFF_WHITE, ORANGE, DARK_ORANGE] = ["#0B1B2B", "#F7F4EE", "#FF7A1A", "#9A3412"];
const [MUTED, RULE, LEADER] = ["#5B6675", "#E3DDD2", "#9AA3AD"];

const [PAGE_W, PAGE_H] = [419.53, 595.28]; // A5
const [X, TOP, BOTTOM] = [50, 58, PAGE_H - 66];
const CONTENT_W = PAGE_W - 2 * X;
const [BAND_H, INDENT, PAD] = [200, 16, 13];

const INTER: Fonts = ["regular", "semibold", "italic", "semiboldItalic"];
const BODY: Style = { size: 9.6, lineHeight: 14.6 };
const CALLOUT: Style = { size: 10, lineHeight: 15, fonts: ["semibold", "bold", "semiboldItalic", "semiboldItalic"] };
const display = (size: number, lineHeight = size * 0.9, color = NAVY): Style => {
  return { size, lineHeight, color, fonts: ["display", "display", "display", "display"], upper: true };
};
const H3: Style = { size: 10, lineHeight: 14, fonts: ["bold", "bold", "bold", "bold"] };
const TOC_TITLE: Style = { size: 10.5, lineHeight: 14.5, fonts: ["semibold", "bold", "semibold", "bold"] };
const TOC_SECTIONS: Style = { size: 7.6, lineHeight: 10.6, color: MUTED };
const NUMBER: Label = { font: "semibold", size: 9.6, color: DARK_ORANGE };
const FULL_PAGE = (doc: Doc) => doc.rect(0, 0, PAGE_W, PAGE_H);
const FOOT: Label = { font: "semibold", size: 7.4, color: MUTED };
const PAGE_NUMBER: Label = { ...FOOT, color: NAVY, align: "right" };
const plain = (text: string): InlineRun[] => [{ text, bold: false, italic: false }];
const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** The site's logo mark (static/images/logo-mark.svg) on a 64-unit grid, and the cover's route. */
const MARK = ["M13 32h38M32 13c-7 6-7 32 0 38M32 13c7 6 7 32 0 38", "M40 14l10 0 0 10"];
const ROUTE = "M 44 176 C 96 116, 150 196, 204 150 S 276 80, 314 122";
const STOPS = [44, 176, 204, 150, 314, 122].flatMap((v, i, all) => (i % 2 ? [] : [[v, all[i + 1]]]));

function newDocument(ebook: EbookDocument, options: EbookRenderOptions): Doc {
  const fm = ebook.frontMatter;
  const month = /([A-Z][a-z]+)\s+(\d{4})/.exec(fm.edition);
  const date = new Date(fm.date ?? (month ? `${month[1]} 1, ${month[2]} UTC` : "2024-01-01"));
  const doc = new PDFDocument({
    size: [PAGE_W, PAGE_H],
    margins: { top: TOP, bottom: PAGE_H - BOTTOM, left: X, right: X },
    bufferPages: true,
    autoFirstPage: false,
    compress: options.compress ?? true,
    tagged: true,
    lang: "en-GB",
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
  for (const key of Object.keys(FONT_FILES) as FontKey[]) doc.registerFont(key, loadFont(key).data);
  return doc;
}

/** Fails with the file and line when a character would print as a blank box. */
function checkGlyphs(ebook: EbookDocument, { fileLabel, siteName }: EbookRenderOptions): void {
  const inter: FontKey[] = ["regular", "semibold", "bold", "italic", "semiboldItalic"];
  const check = (text: string, where: string, fonts = [...inter, "display" as const]) => {
    const char = Array.from(text).find((c) => c >= " " && fonts.some((f) => !loadFont(f).hasGlyph(c.codePointAt(0)!)));
    if (char) {
      const hex = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
      throw new Error(
        `${where}: the character "${char}" (U+${hex}) cannot be printed with the ebook's fonts; replace it with plain text`,
      );
    }
  };
  const fm = ebook.frontMatter;
  for (const key of ["title", "subtitle", "author", "edition", "cta"] as const) {
    check(fm[key] ?? "", `${fileLabel} (front matter "${key}")`);
  }
  check(runsToText(fm.disclaimer ?? []), `${fileLabel} (front matter "disclaimer")`, inter);
  check(siteName, "siteName option");
  for (const chapter of ebook.chapters) {
    check(chapter.title, `${fileLabel}:${chapter.line}`);
    for (const block of chapter.blocks) {
      const at = `${fileLabel}:${block.line}`;
      if (block.type === "heading") check(block.text, at);
      else if (block.type === "paragraph") check(runsToText(block.runs), at, inter);
      else if (block.type === "callout") check(block.paragraphs.map(runsToText).join(" "), at, inter);
      else block.items.forEach((item) => check(runsToText(item.runs), `${fileLabel}:${item.line}`, inter));
    }
  }
}

class Renderer {
  private readonly doc: Doc;
  /** Never written out: text is set there, with the same fonts, to measure its height. */
  private readonly scratch: Doc;
  private readonly heights = new Map<string, number>();
  private readonly root: Struct;
  /** Pages without the running footer (covers, imprint). */
  private readonly bare = new Set<number>();
  readonly links: string[] = [];
  readonly toc: EbookTocEntry[];
  readonly tocPages: number[] = [];

  constructor(
    private readonly ebook: EbookDocument,
    private readonly options: EbookRenderOptions,
  ) {
    this.doc = newDocument(ebook, options);
    this.scratch = newDocument(ebook, options).addPage({ size: [PAGE_W, 1e5], margin: 0 });
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
    this.toc = ebook.chapters.map(({ number, title, blocks }) => {
      const sections = blocks.flatMap((b) => (b.type === "heading" && b.level === 2 ? [b.text] : []));
      return { number, title, page: 0, sections: sections.map((section) => ({ title: section, page: 0 })) };
    });
  }

  private get page(): number {
    return this.doc.bufferedPageRange().count;
  }

  /** Sets runs of bold and italic text from (x, y) in `width`; pdfkit breaks lines and pages. */
  private setText(doc: Doc, runs: InlineRun[], style: Style, x: number, y: number, width: number): void {
    const [regular, bold, italic, boldItalic] = style.fonts ?? INTER;
    doc.font(regular).fontSize(style.size);
    const lineGap = style.lineHeight - doc.currentLineHeight(true);
    // pdfkit may break a line where one run ends, so punctuation after bold or italic text ("*word*,")
    // joins that run; and it counts a line's trailing space, which is never drawn, against the width.
    const joined = runs.reduce<InlineRun[]>((out, run) => {
      const last = out[out.length - 1];
      const glue = last && /\S$/.test(last.text) ? (/^\S+/.exec(run.text)?.[0] ?? "") : "";
      if (last) last.text += glue;
      return run.text.length > glue.length ? [...out, { ...run, text: run.text.slice(glue.length) }] : out;
    }, []);
    const options = { width: width + doc.widthOfString(" "), lineGap };
    // Capitals sit in the middle of each line's height, as in the site's CSS (pdfkit starts a line at its ascender).
    const { ascent, capHeight } = loadFont(regular);
    const shift = style.lineHeight / 2 + (capHeight * style.size) / 2 - ascent * style.size;
    joined.forEach((run, i) => {
      const font = run.bold ? (run.italic ? boldItalic : bold) : run.italic ? italic : regular;
      const text = style.upper ? run.text.toLocaleUpperCase("en") : run.text;
      doc.font(font).fillColor(style.color ?? NAVY);
      if (i === 0) doc.text(text, x, y + shift, { ...options, continued: joined.length > 1 });
      else doc.text(text, { ...options, continued: i < joined.length - 1 });
    });
    doc.y -= shift;
  }

  private measure(runs: InlineRun[], style: Style, width: number): number {
    const key = JSON.stringify([runs, style, width]);
    if (!this.heights.has(key)) {
      this.setText(this.scratch, runs, style, 0, 0, width);
      this.heights.set(key, this.scratch.y);
    }
    return this.heights.get(key)!;
  }

  private tag(parent: Struct, type: string, draw: () => void, title?: string): void {
    parent.add(this.doc.struct(type, title ? { title, actual: title } : {}, [draw]));
  }

  private text(parent: Struct, type: string, runs: InlineRun[], style: Style, at: number[], title?: string): void {
    this.tag(parent, type, () => this.setText(this.doc, runs, style, at[0], at[1], at[2] ?? CONTENT_W), title);
  }

  /** Text from the current position, never leaving one line alone at the foot or head of a page. */
  private flow(
    parent: Struct,
    type: string,
    runs: InlineRun[],
    style: Style,
    x = X,
    width = CONTENT_W,
    before?: (top: number) => void,
  ) {
    const doc = this.doc;
    const lines = Math.round(this.measure(runs, style, width) / style.lineHeight);
    const fits = Math.floor((BOTTOM - doc.y + 0.5) / style.lineHeight);
    if (fits < Math.min(2, lines) || (lines <= 3 && fits < lines)) doc.addPage();
    else if (lines - fits === 1) doc.page.margins.bottom += style.lineHeight;
    const top = doc.y;
    before?.(top);
    this.text(parent, type, runs, style, [x, top, width]);
  }

  /** Decoration that a screen reader skips. */
  private art(draw: (doc: Doc) => unknown): void {
    this.doc.markContent("Artifact");
    draw(this.doc.save());
    this.doc.restore().endMarkedContent();
  }

  /** One line of text at a baseline; returns its width. */
  private label(text: string, x: number, baseline: number, { font, size, color, align, spacing = 0 }: Label): number {
    const width = this.doc.font(font).fontSize(size).widthOfString(text, { characterSpacing: spacing });
    const left = align === "right" ? x - width : align === "center" ? x - width / 2 : x;
    this.doc
      .fillColor(color)
      .text(text, left, baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing: spacing });
    return width;
  }

  private link(parent: Struct, url: string, x: number, y: number, style: Label, text?: string, area?: number[]) {
    this.tag(parent, "P", () => {
      const width = this.label(text ?? displayUrl(url), x, y, style);
      const left = style.align === "center" ? x - width / 2 : x;
      const [ax, ay, w, h] = area ?? [left, y - style.size, width, style.size * 1.4];
      this.doc.link(ax, ay, w, h, url);
    });
    this.links.push(url);
  }

  private button(parent: Struct, x: number, top: number, align: "left" | "center" = "left"): void {
    const text = this.ebook.frontMatter.cta ?? "Book your free discovery call";
    const width = this.doc.font("bold").fontSize(10).widthOfString(text) + 40;
    const left = align === "center" ? x - width / 2 : x;
    this.art((doc) => doc.roundedRect(left, top, width, 30, 15).fill(ORANGE));
    const style: Label = { font: "bold", size: 10, color: NAVY, align: "center" };
    this.link(parent, this.options.schedulingUrl, left + width / 2, top + 18.6, style, text, [left, top, width, 30]);
  }

  private mark(x: number, y: number, size: number): void {
    this.art((doc) => {
      doc.translate(x, y).scale(size / 64);
      doc.roundedRect(0, 0, 64, 64, 14).fill(ORANGE);
      doc.lineWidth(4).circle(32, 32, 19).stroke(NAVY);
      doc.lineWidth(3.2).lineCap("round").path(MARK[0]).stroke(NAVY);
      doc.lineWidth(4).lineJoin("round").path(MARK[1]).stroke(OFF_WHITE);
    });
  }

  private rule(from: number, y: number, to: number, color: string, width = 0.6, opacity = 1, dotted = false): void {
    if (to <= from) return;
    this.art((doc) => {
      if (dotted) doc.lineCap("round").dash(0.1, { space: 3 });
      doc.lineWidth(width).strokeOpacity(opacity).moveTo(from, y).lineTo(to, y).stroke(color);
    });
  }

  /** Orbit rings, and a sun of radius `sun` in their middle: travel across borders. */
  private rings(at: number[], from: number, count: number, step: number, sun: number, clip = FULL_PAGE) {
    this.art((doc) => {
      clip(doc).clip().lineWidth(0.8).strokeOpacity(0.12);
      for (let i = 0; i < count; i += 1) doc.circle(at[0], at[1], from + i * step).stroke(OFF_WHITE);
      if (sun) doc.circle(at[0], at[1], sun).fill(ORANGE);
    });
  }

  /** A part of the document, on a new page unless `page` is null; "bare" pages have no footer. */
  private section(page: "plain" | "bare" | "navy" | null = "plain"): Struct {
    const part = this.doc.struct("Sect");
    this.root.add(part);
    if (page) this.doc.addPage();
    if (page === "bare" || page === "navy") this.bare.add(this.page - 1);
    if (page === "navy") this.art((doc) => doc.rect(0, 0, PAGE_W, PAGE_H).fill(NAVY));
    return part;
  }

  // ---- cover, imprint, contents, back cover ----

  private cover(): void {
    const fm = this.ebook.frontMatter;
    const part = this.section("navy");
    this.rings([346, 128], 34, 10, 30, 30);
    this.art((doc) => {
      doc.lineWidth(2.6).lineCap("round").dash(7, { space: 6 }).path(ROUTE).stroke(ORANGE).undash().lineWidth(2.4);
      for (const [cx, cy] of STOPS) doc.circle(cx, cy, 4.6).fillAndStroke(NAVY, ORANGE);
    });
    const kicker: Label = { font: "semibold", size: 7.5, color: OFF_WHITE, spacing: 1.4 };
    this.tag(part, "P", () => this.label(fm.edition.toLocaleUpperCase("en"), 40, 50, kicker));
    // The title in Bebas Neue, as large as fits on at most four lines, above the cover's foot.
    let title = display(70, 63, OFF_WHITE);
    const tooWide = (size: number) =>
      fm.title.split(" ").some((w) => this.doc.font("display").fontSize(size).widthOfString(w.toUpperCase()) > 340);
    while (
      (this.measure(plain(fm.title), title, 340) > 4.5 * title.lineHeight || tooWide(title.size)) &&
      title.size > 30
    ) {
      title = display(title.size - 2, (title.size - 2) * 0.9, OFF_WHITE);
    }
    const subtitle: Style = { size: 10.5, lineHeight: 15.5, color: OFF_WHITE };
    const titleH = this.measure(plain(fm.title), title, 340);
    const top = PAGE_H - 116 - titleH - 35 - this.measure(plain(fm.subtitle), subtitle, 300);
    this.text(part, "H1", plain(fm.title), title, [40, top, 340], fm.title);
    this.art((doc) => doc.rect(40, top + titleH + 10, 56, 5).fill(ORANGE));
    this.text(part, "P", plain(fm.subtitle), subtitle, [40, top + titleH + 35, 300]);
    this.rule(40, 507, PAGE_W - 40, OFF_WHITE, 0.8, 0.25);
    this.mark(40, PAGE_H - 70, 30);
    this.tag(part, "P", () => this.label(fm.author, 80, PAGE_H - 57, { ...kicker, size: 10.5, spacing: 0 }));
    this.link(part, this.options.siteUrl, 80, PAGE_H - 44, { ...kicker, size: 7.8, spacing: 0 });
  }

  private imprint(): void {
    const fm = this.ebook.frontMatter;
    const doc = this.doc;
    const part = this.section("bare");
    this.mark(X, TOP, 22);
    this.tag(part, "P", () => this.label(this.options.siteName, X + 30, TOP + 14.5, { ...FOOT, size: 9, color: NAVY }));
    this.text(part, "P", plain(fm.title), display(30, 28), [X, TOP + 70]);
    const rule = doc.y + 8;
    this.art(() => doc.rect(X, rule, 36, 3).fill(ORANGE));
    this.text(part, "P", plain(fm.subtitle), { size: 9.2, lineHeight: 13.6, color: MUTED }, [X, rule + 17]);
    const year = (fm.date ?? fm.edition).match(/\d{4}/)?.[0];
    const meta: Style = { size: 8.4, lineHeight: 13, fonts: ["semibold", "semibold", "semibold", "semibold"] };
    this.text(part, "P", plain(fm.edition), meta, [X, doc.y + 12]);
    this.text(part, "P", plain(`\u00A9 ${year ? `${year} ` : ""}${fm.author}`), meta, [X, doc.y]);
    if (fm.disclaimer) {
      const style = { size: 8.4, lineHeight: 12.8 };
      const height = this.measure(fm.disclaimer, style, CONTENT_W - 31) + 28;
      const top = Math.max(doc.y + 28, BOTTOM - height - 30);
      this.art(() => doc.rect(X, top, CONTENT_W, height).fill(OFF_WHITE).rect(X, top, 3, height).fill(ORANGE));
      this.text(part, "P", fm.disclaimer, style, [X + 17, top + 14, CONTENT_W - 31]);
    }
    this.link(part, this.options.siteUrl, X, PAGE_H - 50, { font: "semibold", size: 8.4, color: DARK_ORANGE });
  }

  /** Reserves the contents' pages; the returned function fills them in once the page numbers are known. */
  private contents(): () => void {
    const doc = this.doc;
    const part = this.section();
    this.tocPages.push(this.page);
    doc.outline.addItem("Contents");
    const heading: Label = { font: "display", size: 34, color: NAVY };
    this.tag(part, "H1", () => this.label("CONTENTS", X, TOP + 28, heading), "Contents");
    this.art(() => doc.rect(X, TOP + 38, 36, 3).fill(ORANGE));
    const toc = doc.struct("TOC");
    part.add(toc);
    const [numberW, titleW] = [34, CONTENT_W - 78];
    let y = TOP + 58;
    const rows = this.toc.map((entry) => {
      const sections = entry.sections.map((s) => s.title).join("\u00A0\u00B7 ");
      const titleH = this.measure(plain(entry.title), TOC_TITLE, titleW);
      const height = 16 + titleH + this.measure(plain(sections), TOC_SECTIONS, CONTENT_W - numberW);
      if (y + height > BOTTOM) {
        doc.addPage();
        this.tocPages.push(this.page);
        y = TOP;
      }
      y += height;
      return { page: this.page - 1, top: y - height, height, titleH, sections };
    });
    return () => {
      rows.forEach(({ page, top, height, titleH, sections }, i) => {
        const entry = this.toc[i];
        doc.switchToPage(page);
        // The page number follows the title's last line, found with pdfkit's own line breaking.
        const words = entry.title.split(" ");
        const lines = (n: number) => this.measure(plain(words.slice(0, n).join(" ")), TOC_TITLE, titleW);
        let start = words.length - 1;
        while (start > 0 && lines(start) === titleH) start -= 1;
        const last = doc.font("semibold").fontSize(10.5).widthOfString(words.slice(start).join(" "));
        const base = top + 7 + 7.25 + (loadFont("semibold").capHeight * 10.5) / 2;
        const lastBase = base + titleH - TOC_TITLE.lineHeight;
        const pageW = doc.font("semibold").fontSize(10.5).widthOfString(String(entry.page));
        if (entry.number === null) this.art(() => doc.rect(X, base - 4, 12, 2.5).fill(ORANGE));
        this.rule(X + numberW + last + 6, lastBase - 1, X + CONTENT_W - pageW - 6, LEADER, 0.9, 1, true);
        if (i < rows.length - 1) this.rule(X, top + height, X + CONTENT_W, RULE);
        // Number, title, page and sections as separate elements, so a screen reader pauses between them.
        const item = doc.struct("TOCI");
        toc.add(item);
        const number = String(entry.number).padStart(2, "0");
        const numberStyle: Label = { ...NUMBER, font: "display", size: 19 };
        if (entry.number !== null) this.tag(item, "Lbl", () => this.label(number, X, base + 1, numberStyle));
        this.text(item, "Reference", plain(entry.title), TOC_TITLE, [X + numberW, top + 7, titleW]);
        const pageStyle: Label = { ...PAGE_NUMBER, size: 10.5 };
        this.tag(item, "P", () => this.label(String(entry.page), X + CONTENT_W, lastBase, pageStyle));
        this.text(item, "P", plain(sections), TOC_SECTIONS, [X + numberW, top + 9 + titleH, CONTENT_W - numberW]);
        item.end();
        doc.goTo(X, top, CONTENT_W, height, `chapter-${i + 1}`);
      });
      toc.end();
    };
  }

  private backCover(): void {
    const fm = this.ebook.frontMatter;
    const part = this.section("navy");
    this.rings([PAGE_W / 2, 190], 34, 9, 30, 30);
    this.mark(PAGE_W / 2 - 20, 170, 40);
    const center: Label = { font: "display", size: 38, color: OFF_WHITE, align: "center" };
    this.tag(part, "P", () => this.label(this.options.siteName.toUpperCase(), PAGE_W / 2, 400, center));
    this.tag(part, "P", () => this.label(fm.title, PAGE_W / 2, 422, { ...center, font: "regular", size: 10 }));
    this.button(part, PAGE_W / 2, 446, "center");
    this.link(part, this.options.siteUrl, PAGE_W / 2, 500, { ...center, font: "semibold", size: 9 });
    const small: Label = { ...center, font: "regular", size: 7.5 };
    this.tag(part, "P", () => this.label(fm.edition, PAGE_W / 2, PAGE_H - 40, small));
  }

  private bookingPanel(): void {
    const doc = this.doc;
    const part = this.section(null);
    doc.y += 8;
    this.keep(128);
    const top = doc.y;
    this.art(() => doc.roundedRect(X, top, CONTENT_W, 128, 8).fill(NAVY));
    this.rings([X + CONTENT_W - 10, top + 14], 20, 6, 18, 16, (d) => d.roundedRect(X, top, CONTENT_W, 128, 8));
    const name: Label = { font: "display", size: 21, color: OFF_WHITE };
    this.tag(part, "P", () => this.label(this.options.siteName.toUpperCase(), X + 20, top + 34, name));
    this.button(part, X + 20, top + 46);
    this.link(part, this.options.schedulingUrl, X + 20, top + 95, { ...FOOT, size: 8, color: OFF_WHITE });
    this.link(part, this.options.siteUrl, X + 20, top + 110, { ...FOOT, size: 8, color: OFF_WHITE });
  }

  // ---- chapters ----

  private chapter(index: number): void {
    const doc = this.doc;
    const { number, title, blocks } = this.ebook.chapters[index];
    const entry = this.toc[index];
    const part = this.section();
    entry.page = this.page;
    doc.addNamedDestination(`chapter-${index + 1}`, "XYZ", 0, 0, null);
    const outline = doc.outline.addItem(number === null ? title : `${number}. ${title}`);
    this.art(() => doc.rect(0, 0, PAGE_W, BAND_H).fill(NAVY));
    this.rings([PAGE_W - 30, 34], 28, 9, 26, 0, (d) => d.rect(0, 0, PAGE_W, BAND_H));
    this.art(() => (number === null ? doc.rect(X, 62, 32, 4) : doc.circle(X + 21, 66, 21)).fill(ORANGE));
    const style = display(31, 30, OFF_WHITE);
    const top = BAND_H - 26 - this.measure(plain(title), style, CONTENT_W - 10);
    const circle: Label = { font: "display", size: 26, color: NAVY, align: "center" };
    const heading = number === null ? title : `${number}. ${title}`;
    this.tag(
      part,
      "H1",
      () => {
        if (number !== null) this.label(String(number), X + 21, 66 + loadFont("display").capHeight * 13, circle);
        this.setText(doc, plain(title), style, X, top, CONTENT_W - 10);
      },
      heading,
    );
    doc.y = BAND_H + 26;
    let section = 0;
    blocks.forEach((block, i) => {
      const next = blocks[i + 1];
      if (block.type === "heading") {
        this.heading(part, block.level, block.text, next);
        if (block.level === 2) outline.addItem(block.text);
        if (block.level === 2) entry.sections[section++].page = this.page;
      } else if (block.type === "paragraph") {
        // A short paragraph that introduces a list ("…the business:") stays with the list's start.
        if (/:\s*$/.test(runsToText(block.runs)) && next?.type === "list") {
          this.keep(this.measure(block.runs, BODY, CONTENT_W) + this.startHeight(next));
        }
        this.flow(part, "P", block.runs, BODY);
        doc.y += 7;
      } else if (block.type === "list") this.list(part, block);
      else this.callout(part, block.paragraphs);
    });
  }

  /** Starts a new page unless `height` fits here (or would not fit on any page). */
  private keep(height: number): void {
    if (this.doc.y + height > BOTTOM && height <= BOTTOM - TOP && this.doc.y > TOP + 1) this.doc.addPage();
  }

  /** What a block needs to start on a page: a heading's with-next, two lines, or a whole panel. */
  private startHeight(block: Block | undefined): number {
    if (block?.type === "callout") return this.calloutHeight(block.paragraphs);
    if (block?.type === "list" && block.items[0].checkbox) return this.listHeight(block, PAD);
    return block ? (block.type === "heading" ? 3 : 2) * BODY.lineHeight : 0;
  }

  private heading(parent: Struct, level: number, text: string, next: Block | undefined): void {
    const doc = this.doc;
    const style = level === 2 ? display(17.5, 19) : H3;
    if (doc.y > TOP + 1) doc.y += level === 2 ? 14 : 8;
    this.keep(this.measure(plain(text), style, CONTENT_W) + (level === 2 ? 12 : 2) + this.startHeight(next));
    const top = doc.y;
    if (level === 2) this.art(() => doc.rect(X, top + 2, 18, 2.4).fill(ORANGE));
    this.text(parent, `H${level}`, plain(text), style, [X, level === 2 ? top + 8 : top], text);
    doc.y += level === 2 ? 4 : 2;
  }

  private listHeight(block: Extract<Block, { type: "list" }>, inset: number): number {
    const width = CONTENT_W - INDENT - 2 * inset;
    return block.items.reduce((sum, item) => sum + this.measure(item.runs, BODY, width) + 3, 2 * inset - 3);
  }

  private list(parent: Struct, block: Extract<Block, { type: "list" }>): void {
    const doc = this.doc;
    const inset = block.items[0].checkbox ? PAD : 0;
    const list = doc.struct("L");
    parent.add(list);
    if (inset) {
      // A checklist sits in a panel, kept on one page so a reader can print it.
      const height = this.listHeight(block, PAD);
      this.keep(height);
      const top = doc.y;
      if (height <= BOTTOM - TOP) this.art(() => doc.roundedRect(X, top, CONTENT_W, height, 6).fill(OFF_WHITE));
      doc.y += PAD;
    }
    const middle = BODY.lineHeight / 2;
    const baseline = middle + (loadFont("regular").capHeight * BODY.size) / 2;
    block.items.forEach((item, index) => {
      const li = doc.struct("LI");
      list.add(li);
      const x = X + inset;
      const marker = (top: number) => {
        if (item.checkbox) doc.lineWidth(1.1).roundedRect(x + 0.5, top + middle - 4.2, 8.4, 8.4, 1.6);
        if (item.checkbox) doc.stroke(ORANGE);
        else if (!block.ordered) doc.circle(x + 4, top + middle, 2).fill(ORANGE);
        else this.label(`${block.start + index}.`, x + 10, top + baseline, { ...NUMBER, font: "bold", align: "right" });
      };
      const width = CONTENT_W - INDENT - 2 * inset;
      this.flow(li, "LBody", item.runs, BODY, x + INDENT, width, (top: number) =>
        this.tag(li, "Lbl", () => marker(top)),
      );
      doc.y += index < block.items.length - 1 ? 3 : 0;
      li.end();
    });
    list.end();
    doc.y += inset ? PAD + 10 : 7;
  }

  private calloutHeight(paragraphs: InlineRun[][]): number {
    return paragraphs.reduce((sum, runs) => sum + this.measure(runs, CALLOUT, CONTENT_W - 27) + 6, 18);
  }

  private callout(parent: Struct, paragraphs: InlineRun[][]): void {
    const doc = this.doc;
    const height = this.calloutHeight(paragraphs);
    doc.y += 4;
    this.keep(height);
    const top = doc.y;
    if (height <= BOTTOM - TOP) {
      this.art(() => doc.rect(X, top, CONTENT_W, height).fill(OFF_WHITE).rect(X, top, 3, height).fill(ORANGE));
    }
    const note = doc.struct("Note");
    parent.add(note);
    doc.y += 12;
    paragraphs.forEach((runs) => {
      this.flow(note, "P", runs, CALLOUT, X + 15, CONTENT_W - 27);
      doc.y += 6;
    });
    note.end();
    doc.y = top + height + 11;
  }

  private footers(): void {
    const doc = this.doc;
    const y = PAGE_H - 44;
    for (let index = 0; index < this.page; index += 1) {
      if (this.bare.has(index)) continue;
      doc.switchToPage(index);
      doc.markContent("Artifact", { type: "Pagination" });
      doc
        .save()
        .lineWidth(0.6)
        .moveTo(X, y)
        .lineTo(X + CONTENT_W, y)
        .stroke(RULE)
        .restore();
      doc.rect(X, y - 1, 14, 2).fill(ORANGE);
      this.label(this.options.siteName, X, y + 15, FOOT);
      this.label(String(index + 1), X + CONTENT_W, y + 15, PAGE_NUMBER);
      doc.endMarkedContent();
    }
  }

  async render(): Promise<{ pdf: Buffer; pageCount: number }> {
    const doc = this.doc;
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      doc.on("end", () => resolve(Buffer.concat(chunks)));
      doc.on("error", reject);
    });
    this.cover();
    this.imprint();
    const fillContents = this.contents();
    this.ebook.chapters.forEach((_chapter, index) => this.chapter(index));
    this.bookingPanel();
    this.backCover();
    fillContents();
    this.footers();
    this.root.end();
    const pageCount = this.page;
    doc.end();
    return { pdf: await done, pageCount };
  }
}

/** Parses and renders the ebook, returning the PDF and what was laid out (for tests and the build log). */
export async function renderEbookDetailed(source: string, options: EbookRenderOptions): Promise<RenderedEbook> {
  for (const key of ["siteUrl", "schedulingUrl"] as const) {
    if (!/^https?:\/\/\S+$/.test(options[key])) throw new Error(`Ebook: option ${key} must be an http(s) URL`);
  }
  if (!options.siteName.trim()) throw new Error("Ebook: option siteName is empty");
  const ebook = parseEbookMarkdown(source, options.fileLabel);
  checkGlyphs(ebook, options);
  const renderer = new Renderer(ebook, options);
  const { pdf, pageCount } = await renderer.render();
  return { pdf, pageCount, toc: renderer.toc, tocPages: renderer.tocPages, links: [...new Set(renderer.links)] };
}

/** Reads the markdown, renders it and writes the PDF (creating folders as needed). */
export async function writeEbook(source: string, out: string, options: EbookSiteOptions) {
  const relative = path.relative(process.cwd(), source);
  const fileLabel = relative && !relative.startsWith("..") ? relative : source;
  const rendered = await renderEbookDetailed(await fs.promises.readFile(source, "utf8"), { ...options, fileLabel });
  await fs.promises.mkdir(path.dirname(out), { recursive: true });
  await fs.promises.writeFile(out, rendered.pdf);
  return { pages: rendered.pageCount, bytes: rendered.pdf.length };
}
