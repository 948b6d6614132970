// Minimal typings for the parts of pdfkit 0.17 that src/build/ebook/buildEbook.ts uses
// (the package ships no types and @types/pdfkit is not installed).
declare module "pdfkit" {
  type Color = string;

  interface PDFDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    margins?: { top: number; bottom: number; left: number; right: number };
    autoFirstPage?: boolean;
    bufferPages?: boolean;
    compress?: boolean;
    /** Default font; null loads none (pdfkit would load Helvetica). */
    font?: string | null;
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: "1.3" | "1.4" | "1.5" | "1.6" | "1.7" | "1.7ext3";
    info?: {
      Title?: string;
      Author?: string;
      Subject?: string;
      Keywords?: string;
      Creator?: string;
      Producer?: string;
      CreationDate?: Date;
      ModDate?: Date;
    };
  }

  interface TextOptions {
    lineBreak?: boolean;
    width?: number;
    height?: number;
    align?: "left" | "center" | "right" | "justify";
    baseline?: "alphabetic" | "top" | "middle" | "bottom" | "hanging" | number;
    characterSpacing?: number;
    features?: string[];
  }

  interface PDFPage {
    width: number;
    height: number;
  }

  interface PDFOutline {
    addItem(title: string, options?: { expanded?: boolean }): PDFOutline;
  }

  /** The fontkit font behind the current pdfkit font (internal, but stable across 0.x). */
  interface FontkitFont {
    hasGlyphForCodePoint(codePoint: number): boolean;
    unitsPerEm: number;
    capHeight: number;
    ascent: number;
    descent: number;
  }

  class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    page: PDFPage;
    outline: PDFOutline;
    _font: { font?: FontkitFont } | null;

    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;

    addPage(options?: PDFDocumentOptions): this;
    switchToPage(index: number): PDFPage;
    bufferedPageRange(): { start: number; count: number };

    registerFont(name: string, src: string | Buffer, family?: string): this;
    font(name: string, size?: number): this;
    fontSize(size: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;

    fillColor(color: Color, opacity?: number): this;
    strokeColor(color: Color, opacity?: number): this;
    fillOpacity(opacity: number): this;
    strokeOpacity(opacity: number): this;
    opacity(opacity: number): this;
    lineWidth(width: number): this;
    lineCap(cap: "butt" | "round" | "square"): this;
    lineJoin(join: "miter" | "round" | "bevel"): this;
    dash(length: number, options?: { space?: number; phase?: number }): this;
    undash(): this;

    save(): this;
    restore(): this;
    translate(x: number, y: number): this;
    scale(x: number, y?: number): this;

    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    roundedRect(x: number, y: number, w: number, h: number, r?: number): this;
    circle(x: number, y: number, radius: number): this;
    path(path: string): this;
    fill(color?: Color): this;
    stroke(color?: Color): this;
    fillAndStroke(fill?: Color, stroke?: Color): this;
    clip(rule?: "nonzero" | "evenodd"): this;

    link(x: number, y: number, w: number, h: number, url: string): this;
    goTo(x: number, y: number, w: number, h: number, name: string): this;
    addNamedDestination(
      name: string,
      type?: "XYZ",
      left?: number | null,
      top?: number | null,
      zoom?: number | null,
    ): void;
  }

  export default PDFDocument;
}
