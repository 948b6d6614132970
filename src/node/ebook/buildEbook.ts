import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import {
  checkChapterReferences,
  runsToText,
  type Block,
  type Chapter,
  type EbookTokens,
  type InlineRun,
} from "../../rules/ebookMarkdown";
import { checkGlyphs, parseEbookMarkdown } from "./markdown";
import { FONTS, loadFont, type FontKey } from "./fonts";
import type { SiteConfig } from "../siteConfig";
import { tokenValues } from "../../rules/tokens";

/**
 * Renders the ebook (content/ebook/*.md) to a tagged A5 PDF with pdfkit's public API: pdfkit breaks lines and
 * pages; this file places the parts (cover, imprint, contents, chapters opening with a navy band, a booking panel,
 * back cover) and tags them in reading order, decoration as artifacts. Nothing is downloaded; the same markdown
 * gives the same bytes (the dates come from the front matter).
 */

/** `logo`: the path of the site's logo as a PNG or JPEG picture (logo.fallback in content/site.yaml). */
/** `tokens`: the site's placeholders the ebook's text may use (`{siteName}`, `{callMinutes}`, ...). */
export type EbookSiteOptions = {
  siteName: string;
  siteUrl: string;
  schedulingUrl: string;
  logo: string;
  tokens: EbookTokens;
};
/** `fileLabel` names the markdown in errors; tests switch `compress` off to read the text operators. */
export type EbookRenderOptions = EbookSiteOptions & { fileLabel: string; compress?: boolean };
/** `toc`: each chapter's first page (1-based, as printed); `tocPages`: the contents' pages. */
export type RenderedEbook = { pdf: Buffer; pageCount: number; toc: TocEntry[]; tocPages: number[] };
type TocEntry = Pick<Chapter, "number" | "title"> & { page: number };

/** Where the founder edits the ebook, relative to the project root. */
export const EBOOK_SOURCE_PATH = "content/ebook/tax-strategies-for-global-citizens.md";

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
type Text = string | InlineRun[];
type ListBlock = Extract<Block, { type: "list" }>;
type Style = { size: number; lineHeight: number; font?: FontKey; color?: string };
type Label = { font: FontKey; size: number; color: string; align?: "center" | "right"; spacing?: number };

// Design tokens (DESIGN.md): navy and off-white, orange for shapes only, dark orange as text.
const [NAVY, OFF_WHITE, ORANGE, DARK_ORANGE] = ["#0B1B2B", "#F7F4EE", "#FF7A1A", "#9A3412"];
const [MUTED, RULE, LEADER] = ["#5B6675", "#E3DDD2", "#9AA3AD"];
const [PAGE_W, PAGE_H, X, TOP, BAND_H, PAD] = [419.53, 595.28, 50, 58, 200, 13]; // A5; PAD: a checklist panel's
const [BOTTOM, WIDTH, CENTER] = [PAGE_H - 66, PAGE_W - 2 * X, PAGE_W / 2];
const BODY: Style = { size: 9.6, lineHeight: 14.6 };
const CALLOUT: Style = { size: 10, lineHeight: 15, font: "semibold" };
const TOC_TITLE: Style = { size: 10.5, lineHeight: 14.5, font: "semibold" };
const TOC_SECTIONS: Style = { size: 7.6, lineHeight: 10.6, color: MUTED };
const FOOT: Label = { font: "semibold", size: 7.4, color: MUTED };
const PAGE_NUMBER: Label = { font: "semibold", size: 10.5, color: NAVY, align: "right" };
/** Tagged PDF 1.7 in British English, showing its title rather than its file name; pages kept to add footers. */
const TAGGED = { tagged: true, lang: "en-GB", displayTitle: true, pdfVersion: "1.7", bufferPages: true } as const;
const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");
/** A metric of `font` as a fraction of the font size. */
const em = (font: FontKey, metric: "ascent" | "capHeight") =>
  loadFont(font).font[metric] / loadFont(font).font.unitsPerEm;

function display(size: number, lineHeight: number, color = NAVY): Style {
  return { size, lineHeight, color, font: "display" };
}

/** The cover's route. */
const ROUTE = "M 44 176 C 96 116, 150 196, 204 150 S 276 80, 314 122";
const STOPS = [44, 176, 204, 150, 314, 122].flatMap((v, i, all) => (i % 2 ? [] : [[v, all[i + 1]]]));

/** The face of a run: bold is Inter SemiBold in body text, Inter Bold in callouts (set in SemiBold). */
function face(font: FontKey, { bold, italic }: InlineRun): FontKey {
  if (font === "regular") return bold ? (italic ? "semiboldItalic" : "semibold") : italic ? "italic" : "regular";
  return font !== "semibold" || !(bold || italic) ? font : italic ? "semiboldItalic" : "bold";
}

function newDocument(options: PDFKit.PDFDocumentOptions): Doc {
  const doc = new PDFDocument({ size: [PAGE_W, PAGE_H], autoFirstPage: false, ...options });
  for (const key of Object.keys(FONTS) as FontKey[]) doc.registerFont(key, loadFont(key).data);
  return doc;
}

/** Sets runs of bold and italic text from (x, y) in `width`; pdfkit breaks lines and pages. */
function setText(doc: Doc, text: Text, style: Style, x: number, y: number, width: number): void {
  const { size, lineHeight, font = "regular", color = NAVY } = style;
  // pdfkit may break a line where one run ends, so punctuation after bold or italic text ("*word*,")
  // joins that run; and it counts a line's trailing space, which is never drawn, against the width.
  const runs: InlineRun[] = [];
  for (const run of typeof text === "string" ? [{ text, bold: false, italic: false }] : text) {
    const last = runs[runs.length - 1];
    const glue = last && /\S$/.test(last.text) ? (/^\S+/.exec(run.text)?.[0] ?? "") : "";
    if (last) last.text += glue;
    if (run.text.length > glue.length) runs.push({ ...run, text: run.text.slice(glue.length) });
  }
  doc.font(font).fontSize(size);
  const options = { width: width + doc.widthOfString(" "), lineGap: lineHeight - doc.currentLineHeight(true) };
  // Capitals sit in the middle of each line's height, as in the site's CSS (pdfkit starts a line at its ascender).
  const shift = lineHeight / 2 + (em(font, "capHeight") / 2 - em(font, "ascent")) * size;
  [doc.x, doc.y] = [x, y + shift];
  runs.forEach((run, i) => {
    const words = font === "display" ? run.text.toLocaleUpperCase("en") : run.text;
    doc.font(face(font, run)).fillColor(color);
    doc.text(words, { ...options, continued: i < runs.length - 1 });
  });
  doc.y -= shift;
}

/** The picture pdfkit can draw: PNG or JPEG, by its first bytes. */
function checkLogo(file: string): void {
  const head = fs.existsSync(file) ? fs.readFileSync(file).subarray(0, 8) : Buffer.alloc(0);
  const png = head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = head[0] === 0xff && head[1] === 0xd8;
  if (!png && !jpeg) {
    const name = path.relative(process.cwd(), file).split(path.sep).join("/");
    throw new Error(`Ebook: the logo ${name} (logo.fallback in content/site.yaml) must be a PNG or JPEG picture`);
  }
}

/** Parses and renders the ebook, returning the PDF and what was laid out (for tests and the build log). */
export async function renderEbookDetailed(source: string, options: EbookRenderOptions): Promise<RenderedEbook> {
  for (const key of ["siteUrl", "schedulingUrl"] as const) {
    if (!/^https?:\/\/\S+$/.test(options[key])) throw new Error(`Ebook: option ${key} must be an http(s) URL`);
  }
  // The site name (site.yaml's title) is also set in capitals in Bebas Neue.
  const siteNameFail = (_: number, message: string): never => {
    throw new Error(`Ebook: content/site.yaml, field "title": ${message}`);
  };
  checkGlyphs(options.siteName, 0, siteNameFail, ["regular", "display"]);
  checkLogo(options.logo);
  const { frontMatter: fm, chapters } = parseEbookMarkdown(source, options.fileLabel, options.tokens);
  checkChapterReferences(source, options.fileLabel);
  const month = /([A-Z][a-z]+)\s+(\d{4})/.exec(fm.edition);
  const date = new Date(fm.date ?? (month ? `${month[1]} 1, ${month[2]} UTC` : "2024-01-01"));
  const info = { Title: fm.title, Author: fm.author, Subject: fm.description ?? fm.subtitle };
  const doc = newDocument({
    ...TAGGED,
    margins: { top: TOP, bottom: PAGE_H - BOTTOM, left: X, right: X },
    compress: options.compress ?? true,
    info: { ...info, Creator: options.siteName, Keywords: fm.keywords.join(", "), CreationDate: date, ModDate: date },
  });
  // Text is set there first, in the same fonts, to measure its height.
  const scratch = newDocument({}).addPage({ size: [PAGE_W, 1e5], margin: 0 });
  const measure = (text: Text, style: Style, width = WIDTH): number => {
    setText(scratch, text, style, 0, 0, width);
    return scratch.y;
  };
  const root = doc.struct("Document");
  doc.addStructure(root);
  const bare = new Set<number>(); // pages without the running footer
  const [tocPages, toc] = [[] as number[], [] as TocEntry[]];
  const page = () => doc.bufferedPageRange().count;

  const tag = (parent: Struct, type: string, draw: () => void, title?: string) =>
    parent.add(doc.struct(type, title ? { title, actual: title } : {}, [draw]));
  const text = (parent: Struct, type: string, text: Text, style: Style, x = X, y = doc.y, width = WIDTH) =>
    tag(parent, type, () => setText(doc, text, style, x, y, width));
  /** Decoration that a screen reader skips. */
  const art = (draw: () => unknown) => {
    doc.markContent("Artifact").save();
    draw();
    doc.restore().endMarkedContent();
  };
  /** One line of text at a baseline, linked to `url` if given. */
  const label = (text: string, x: number, baseline: number, style: Label, url?: string) => {
    const { font, size, color, align, spacing: characterSpacing = 0 } = style;
    const width = doc.font(font).fontSize(size).widthOfString(text, { characterSpacing });
    const left = align === "right" ? x - width : align === "center" ? x - width / 2 : x;
    doc.fillColor(color).text(text, left, baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing });
    return url ? doc.link(left, baseline - size, width, size * 1.4, url) : doc;
  };
  const say = (parent: Struct, text: string, x: number, baseline: number, style: Label, url?: string) =>
    tag(parent, "P", () => label(text, x, baseline, style, url));
  const link = (parent: Struct, url: string, x: number, baseline: number, style: Label) =>
    say(parent, displayUrl(url), x, baseline, style, url);
  const button = (parent: Struct, x: number, top: number, centered = false) => {
    const [text, url] = [fm.cta ?? "Book your free discovery call", options.schedulingUrl];
    const width = doc.font("bold").fontSize(10).widthOfString(text) + 40;
    const left = centered ? x - width / 2 : x;
    art(() => doc.roundedRect(left, top, width, 30, 15).fill(ORANGE));
    const style: Label = { font: "bold", size: 10, color: NAVY, align: "center" };
    tag(parent, "P", () => label(text, left + width / 2, top + 18.6, style).link(left, top, width, 30, url));
  };
  // The founder's logo, as the site's header shows it: pdfkit embeds the file once and draws it
  // at each place.
  const mark = (x: number, y: number, size: number) =>
    art(() => doc.image(options.logo, x, y, { fit: [size, size], align: "center", valign: "center" }));
  const fullPage = () => doc.rect(0, 0, PAGE_W, PAGE_H);
  /** Orbit rings, and a sun of radius `sun` in their middle: travel across borders. */
  const rings = ([x, y]: number[], from: number, count: number, step: number, sun: number, clip = fullPage) =>
    art(() => {
      clip().clip().lineWidth(0.8).strokeOpacity(0.12);
      for (let i = 0; i < count; i += 1) doc.circle(x, y, from + i * step).stroke(OFF_WHITE);
      if (sun) doc.circle(x, y, sun).fill(ORANGE);
    });
  /** A box with an orange edge, behind a callout or the disclaimer. */
  const panel = (top: number, height: number) =>
    art(() => doc.rect(X, top, WIDTH, height).fill(OFF_WHITE).rect(X, top, 3, height).fill(ORANGE));
  /** A part of the document, on a new page unless `kind` is null; "bare" pages have no footer. */
  const section = (kind: "plain" | "bare" | "navy" | null = "plain"): Struct => {
    const part = doc.struct("Sect");
    root.add(part);
    if (kind) doc.addPage();
    if (kind === "bare" || kind === "navy") bare.add(page() - 1);
    if (kind === "navy") art(() => fullPage().fill(NAVY));
    return part;
  };
  /** Starts a new page unless `height` fits here (or would not fit on any page). */
  const keep = (height: number) => {
    if (doc.y + height > BOTTOM && height <= BOTTOM - TOP && doc.y > TOP + 1) doc.addPage();
  };
  /** Where text set next starts, never leaving one line alone at the foot or head of a page. */
  const fit = (runs: InlineRun[], style: Style, width = WIDTH) => {
    const lines = Math.round(measure(runs, style, width) / style.lineHeight);
    const fits = Math.floor((BOTTOM - doc.y + 0.5) / style.lineHeight);
    if (fits < Math.min(2, lines) || (lines <= 3 && fits < lines)) doc.addPage();
    else if (lines - fits === 1) doc.page.margins.bottom += style.lineHeight;
    return doc.y;
  };

  function cover() {
    const part = section("navy");
    rings([346, 128], 34, 10, 30, 30);
    art(() => {
      doc.lineWidth(2.6).lineCap("round").dash(7, { space: 6 }).path(ROUTE).stroke(ORANGE).undash().lineWidth(2.4);
      for (const [cx, cy] of STOPS) doc.circle(cx, cy, 4.6).fillAndStroke(NAVY, ORANGE);
    });
    const kicker: Label = { font: "semibold", size: 7.5, color: OFF_WHITE, spacing: 1.4 };
    say(part, fm.edition.toLocaleUpperCase("en"), 40, 50, kicker);
    // The title as large as fits on at most four lines, no word wider than the column.
    let title = display(70, 63, OFF_WHITE);
    const tooWide = (size: number) =>
      fm.title.split(" ").some((w) => doc.font("display").fontSize(size).widthOfString(w.toUpperCase()) > 340);
    while ((measure(fm.title, title, 340) > 4.5 * title.lineHeight || tooWide(title.size)) && title.size > 30) {
      title = display(title.size - 2, (title.size - 2) * 0.9, OFF_WHITE);
    }
    const subtitle: Style = { size: 10.5, lineHeight: 15.5, color: OFF_WHITE };
    const titleH = measure(fm.title, title, 340);
    const top = PAGE_H - 116 - titleH - 35 - measure(fm.subtitle, subtitle, 300);
    tag(part, "H1", () => setText(doc, fm.title, title, 40, top, 340), fm.title);
    art(() => doc.rect(40, top + titleH + 10, 56, 5).fill(ORANGE));
    text(part, "P", fm.subtitle, subtitle, 40, top + titleH + 35, 300);
    art(() => doc.rect(40, 506.6, PAGE_W - 80, 0.8).fill("#46515B")); // off-white at 25% on navy
    mark(40, PAGE_H - 70, 30);
    say(part, fm.author, 80, PAGE_H - 57, { ...kicker, size: 10.5, spacing: 0 });
    link(part, options.siteUrl, 80, PAGE_H - 44, { ...kicker, size: 7.8, spacing: 0 });
  }

  function imprint() {
    const part = section("bare");
    mark(X, TOP, 22);
    say(part, options.siteName, X + 30, TOP + 14.5, { ...FOOT, size: 9, color: NAVY });
    text(part, "P", fm.title, display(30, 28), X, TOP + 70);
    const rule = doc.y + 8;
    art(() => doc.rect(X, rule, 36, 3).fill(ORANGE));
    text(part, "P", fm.subtitle, { size: 9.2, lineHeight: 13.6, color: MUTED }, X, rule + 17);
    const year = (fm.date ?? fm.edition).match(/\d{4}/)?.[0];
    const meta: Style = { size: 8.4, lineHeight: 13, font: "semibold" };
    text(part, "P", fm.edition, meta, X, doc.y + 12);
    text(part, "P", `\u00A9 ${year ? `${year} ` : ""}${fm.author}`, meta);
    if (fm.disclaimer) {
      const style = { size: 8.4, lineHeight: 12.8 };
      const height = measure(fm.disclaimer, style, WIDTH - 31) + 28;
      const top = Math.max(doc.y + 28, BOTTOM - height - 30);
      panel(top, height);
      text(part, "P", fm.disclaimer, style, X + 17, top + 14, WIDTH - 31);
    }
    link(part, options.siteUrl, X, PAGE_H - 50, { font: "semibold", size: 8.4, color: DARK_ORANGE });
  }

  /** Reserves the contents' pages; the function returned fills them in once the chapters' pages are known. */
  function contents() {
    const part = section();
    tocPages.push(page());
    doc.outline.addItem("Contents");
    tag(part, "H1", () => label("CONTENTS", X, TOP + 28, { font: "display", size: 34, color: NAVY }), "Contents");
    art(() => doc.rect(X, TOP + 38, 36, 3).fill(ORANGE));
    let y = TOP + 58;
    const rows = chapters.map(({ title, blocks }) => {
      const sections = blocks.flatMap((b) => (b.type === "heading" && b.level === 2 ? [b.text] : []));
      const row = { sections: sections.join("\u00A0\u00B7 "), titleH: measure(title, TOC_TITLE, WIDTH - 78) };
      const height = 16 + row.titleH + measure(row.sections, TOC_SECTIONS, WIDTH - 34);
      if (y + height > BOTTOM) {
        doc.addPage();
        tocPages.push(page());
        y = TOP;
      }
      y += height;
      return { ...row, page: page() - 1, top: y - height, height };
    });
    const list = doc.struct("TOC");
    part.add(list);
    return () =>
      rows.forEach(({ page, top, height, titleH, sections }, i) => {
        const { number, title, page: at } = toc[i];
        doc.switchToPage(page);
        // The page number follows the title's last line, found with pdfkit's own line breaking.
        const words = title.split(" ");
        let start = words.length - 1;
        while (start > 0 && measure(words.slice(0, start).join(" "), TOC_TITLE, WIDTH - 78) === titleH) start -= 1;
        const base = top + 14.25 + (em("semibold", "capHeight") * 10.5) / 2;
        const lastBase = base + titleH - TOC_TITLE.lineHeight;
        const from = X + 40 + doc.font("semibold").fontSize(10.5).widthOfString(words.slice(start).join(" "));
        const to = X + WIDTH - doc.widthOfString(String(at)) - 6;
        const y = lastBase - 1;
        const leader = () => doc.lineCap("round").dash(0.1, { space: 3 }).lineWidth(0.9).moveTo(from, y).lineTo(to, y);
        if (to > from) art(() => leader().stroke(LEADER));
        if (i < rows.length - 1) art(() => doc.rect(X, top + height - 0.3, WIDTH, 0.6).fill(RULE));
        if (number === null) art(() => doc.rect(X, base - 4, 12, 2.5).fill(ORANGE));
        // Number, title, page and sections as separate elements, so a screen reader pauses between them.
        const item = doc.struct("TOCI");
        list.add(item);
        const numberStyle: Label = { font: "display", size: 19, color: DARK_ORANGE };
        if (number !== null) tag(item, "Lbl", () => label(String(number).padStart(2, "0"), X, base + 1, numberStyle));
        text(item, "Reference", title, TOC_TITLE, X + 34, top + 7, WIDTH - 78);
        say(item, String(at), X + WIDTH, lastBase, PAGE_NUMBER);
        text(item, "P", sections, TOC_SECTIONS, X + 34, top + 9 + titleH, WIDTH - 34);
        doc.goTo(X, top, WIDTH, height, `chapter-${i + 1}`);
      });
  }

  /** What a block needs to start on a page: a heading's with-next, two lines, or a whole panel. */
  const startHeight = (block: Block | undefined): number => {
    if (block?.type === "callout") return calloutHeight(block.paragraphs);
    if (block?.type === "list" && block.items[0].checkbox) return listHeight(block, PAD);
    return block ? (block.type === "heading" ? 3 : 2) * BODY.lineHeight : 0;
  };
  const listHeight = ({ items }: ListBlock, pad: number) =>
    items.reduce((sum, item) => sum + measure(item.runs, BODY, WIDTH - 16 - 2 * pad) + 3, 2 * pad - 3);
  const calloutHeight = (paragraphs: InlineRun[][]) =>
    paragraphs.reduce((sum, runs) => sum + measure(runs, CALLOUT, WIDTH - 27) + 6, 18);

  function chapter({ number, title, blocks }: Chapter, index: number) {
    const part = section();
    toc.push({ number, title, page: page() });
    doc.addNamedDestination(`chapter-${index + 1}`, "XYZ", 0, 0, null);
    const heading = number === null ? title : `${number}. ${title}`;
    const outline = doc.outline.addItem(heading);
    art(() => doc.rect(0, 0, PAGE_W, BAND_H).fill(NAVY));
    rings([PAGE_W - 30, 34], 28, 9, 26, 0, () => doc.rect(0, 0, PAGE_W, BAND_H));
    art(() => (number === null ? doc.rect(X, 62, 32, 4) : doc.circle(X + 21, 66, 21)).fill(ORANGE));
    const style = display(31, 30, OFF_WHITE);
    const top = BAND_H - 26 - measure(title, style, WIDTH - 10);
    const circle: Label = { font: "display", size: 26, color: NAVY, align: "center" };
    const drawHeading = () => {
      if (number !== null) label(String(number), X + 21, 66 + em("display", "capHeight") * 13, circle);
      setText(doc, title, style, X, top, WIDTH - 10);
    };
    tag(part, "H1", drawHeading, heading);
    doc.y = BAND_H + 26;
    blocks.forEach((block, i) => {
      const next = blocks[i + 1];
      if (block.type === "heading") {
        const h2 = block.level === 2;
        const style = h2 ? display(17.5, 19) : { size: 10, lineHeight: 14, font: "bold" as const };
        if (doc.y > TOP + 1) doc.y += h2 ? 14 : 8;
        keep(measure(block.text, style) + (h2 ? 12 : 2) + startHeight(next));
        const top = doc.y + (h2 ? 8 : 0);
        if (h2) art(() => doc.rect(X, top - 6, 18, 2.4).fill(ORANGE));
        if (h2) outline.addItem(block.text);
        tag(part, `H${block.level}`, () => setText(doc, block.text, style, X, top, WIDTH), block.text);
        doc.y += h2 ? 4 : 2;
      } else if (block.type === "paragraph") {
        // A short paragraph that introduces a list ("…the business:") stays with the list's start.
        if (/:\s*$/.test(runsToText(block.runs)) && next?.type === "list") {
          keep(measure(block.runs, BODY) + startHeight(next));
        }
        text(part, "P", block.runs, BODY, X, fit(block.runs, BODY));
        doc.y += 7;
      } else if (block.type === "list") list(part, block);
      else callout(part, block.paragraphs);
    });
  }

  function list(part: Struct, block: ListBlock) {
    // A checklist sits in a panel, kept on one page so a reader can print it.
    const pad = block.items[0].checkbox ? PAD : 0;
    const height = listHeight(block, pad);
    if (pad) keep(height);
    const panelTop = doc.y;
    if (pad && height <= BOTTOM - TOP) art(() => doc.roundedRect(X, panelTop, WIDTH, height, 6).fill(OFF_WHITE));
    doc.y += pad;
    const list = doc.struct("L");
    part.add(list);
    const [x, width, middle] = [X + pad, WIDTH - 16 - 2 * pad, BODY.lineHeight / 2];
    const number: Label = { font: "bold", size: 9.6, color: DARK_ORANGE, align: "right" };
    const numberBase = middle + (em("regular", "capHeight") * BODY.size) / 2;
    block.items.forEach((item, index) => {
      const li = doc.struct("LI");
      list.add(li);
      const top = fit(item.runs, BODY, width);
      tag(li, "Lbl", () => {
        doc.lineWidth(1.1); // a tick box's outline
        if (item.checkbox) doc.roundedRect(x + 0.5, top + middle - 4.2, 8.4, 8.4, 1.6).stroke(ORANGE);
        else if (!block.ordered) doc.circle(x + 4, top + middle, 2).fill(ORANGE);
        else label(`${block.start + index}.`, x + 10, top + numberBase, number);
      });
      text(li, "LBody", item.runs, BODY, x + 16, top, width);
      doc.y += index < block.items.length - 1 ? 3 : 0;
    });
    doc.y += pad ? pad + 10 : 7;
  }

  function callout(part: Struct, paragraphs: InlineRun[][]) {
    const height = calloutHeight(paragraphs);
    doc.y += 4;
    keep(height);
    const top = doc.y;
    if (height <= BOTTOM - TOP) panel(top, height);
    const note = doc.struct("Note");
    part.add(note);
    doc.y += 12;
    for (const runs of paragraphs) {
      text(note, "P", runs, CALLOUT, X + 15, fit(runs, CALLOUT, WIDTH - 27), WIDTH - 27);
      doc.y += 6;
    }
    doc.y = top + height + 11;
  }

  /** The booking panel after the last chapter, and the back cover. */
  function ending() {
    let part = section(null);
    doc.y += 8;
    keep(128);
    const top = doc.y;
    art(() => doc.roundedRect(X, top, WIDTH, 128, 8).fill(NAVY));
    rings([X + WIDTH - 10, top + 14], 20, 6, 18, 16, () => doc.roundedRect(X, top, WIDTH, 128, 8));
    say(part, options.siteName.toUpperCase(), X + 20, top + 34, { font: "display", size: 21, color: OFF_WHITE });
    button(part, X + 20, top + 46);
    link(part, options.schedulingUrl, X + 20, top + 95, { ...FOOT, size: 8, color: OFF_WHITE });
    link(part, options.siteUrl, X + 20, top + 110, { ...FOOT, size: 8, color: OFF_WHITE });

    part = section("navy");
    rings([CENTER, 190], 34, 9, 30, 30);
    mark(CENTER - 20, 170, 40);
    const center: Label = { font: "display", size: 38, color: OFF_WHITE, align: "center" };
    say(part, options.siteName.toUpperCase(), CENTER, 400, center);
    say(part, fm.title, CENTER, 422, { ...center, font: "regular", size: 10 });
    button(part, CENTER, 446, true);
    link(part, options.siteUrl, CENTER, 500, { ...center, font: "semibold", size: 9 });
    say(part, fm.edition, CENTER, PAGE_H - 40, { ...center, font: "regular", size: 7.5 });
  }

  cover();
  imprint();
  const fillContents = contents();
  chapters.forEach(chapter);
  ending();
  fillContents();
  const [pageCount, y] = [page(), PAGE_H - 44];
  for (let index = 0; index < pageCount; index += 1) {
    if (bare.has(index)) continue;
    doc.switchToPage(index);
    doc.markContent("Artifact", { type: "Pagination" });
    doc.rect(X, y - 0.3, WIDTH, 0.6).fill(RULE);
    doc.rect(X, y - 1, 14, 2).fill(ORANGE);
    label(options.siteName, X, y + 15, FOOT);
    label(String(index + 1), X + WIDTH, y + 15, { ...FOOT, color: NAVY, align: "right" });
    doc.endMarkedContent();
  }
  root.end();
  const pdf = buffer(doc);
  doc.end();
  return { pdf: await pdf, pageCount, toc, tocPages };
}

/** The ebook's settings from content/site.yaml (`root`: the site's folder, for the logo's file in static/). */
export function ebookSiteOptions(site: SiteConfig, root = process.cwd()): EbookSiteOptions {
  const { title: siteName, siteUrl, schedulingUrl, logo } = site;
  return {
    siteName,
    siteUrl,
    schedulingUrl,
    logo: path.join(root, "static", logo.fallback),
    tokens: ebookTokens(site),
  };
}

/** The placeholders the ebook fills: the claims and the firm's name, as copy on the site has them. */
export const ebookTokens = (site: SiteConfig): EbookTokens => tokenValues(site);

/** Reads the ebook's markdown, renders it and writes the PDF to `out` (creating folders as needed). */
export async function writeEbook(out: string, options: EbookSiteOptions, root = process.cwd()) {
  const source = await fs.promises.readFile(path.join(root, EBOOK_SOURCE_PATH), "utf8");
  const rendered = await renderEbookDetailed(source, { ...options, fileLabel: EBOOK_SOURCE_PATH });
  await fs.promises.mkdir(path.dirname(out), { recursive: true });
  await fs.promises.writeFile(out, rendered.pdf);
  return { pages: rendered.pageCount, bytes: rendered.pdf.length };
}
