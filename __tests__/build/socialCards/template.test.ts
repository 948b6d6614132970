/** @jest-environment node */
import sharp from "sharp";
import {
  LOGO_SIZE,
  TITLE_RULES,
  layoutTitle,
  measure,
  loadCardFonts,
  socialCardSvg,
  typographic,
  wrap,
} from "../../../src/build/socialCards/template";

/** A monospaced stand-in for the font: every character is half the size wide. */
const mono = (text: string, size: number) => Array.from(text).length * size * 0.5;
/** How many characters fit on a line at a size with that stand-in. */
const perLine = (size: number) => Math.floor(TITLE_RULES.maxWidth / (size * 0.5));

let logo: Buffer;
beforeAll(async () => {
  logo = await sharp({ create: { width: LOGO_SIZE, height: LOGO_SIZE, channels: 4, background: "#FF7A1A" } })
    .png()
    .toBuffer();
});
const card = (title: string) =>
  socialCardSvg({ title, siteName: "Borderless Consulting", domain: "borderlessconsulting.netlify.app", logo });

describe("wrap", () => {
  const fitsIn = (chars: number) => (line: string) => line.length <= chars;

  it("breaks at spaces, as many words per line as fit", () => {
    expect(wrap("one two three four", fitsIn(9))).toEqual(["one two", "three", "four"]);
    expect(wrap("  one   two  ", fitsIn(20))).toEqual(["one two"]);
  });

  it("breaks a word longer than a line between letters", () => {
    expect(wrap("a abcdefghij b", fitsIn(4))).toEqual(["a", "abcd", "efgh", "ij b"]);
  });
});

describe("layoutTitle", () => {
  it("sets a short title in one line at the largest size", () => {
    expect(layoutTitle("CONTACT US", mono)).toEqual({
      size: TITLE_RULES.maxSize,
      lines: ["CONTACT US"],
      truncated: false,
    });
  });

  it("shrinks a title until it fits on three lines", () => {
    const words = Array.from({ length: 9 }, (_, i) => `WORD${String(i).padStart(2, "0")}`);
    const title = words.join(" ");
    const layout = layoutTitle(title, mono);
    expect(layout.truncated).toBe(false);
    expect(layout.lines).toHaveLength(TITLE_RULES.maxLines);
    expect(layout.lines.join(" ")).toBe(title);
    expect(layout.size).toBeLessThan(TITLE_RULES.maxSize);
    expect(layout.size).toBeGreaterThan(TITLE_RULES.minSize);
    // The next size up would need a fourth line.
    const larger = layout.size + TITLE_RULES.step;
    expect(wrap(title, (line) => mono(line, larger) <= TITLE_RULES.maxWidth).length).toBeGreaterThan(
      TITLE_RULES.maxLines,
    );
    for (const line of layout.lines) expect(mono(line, layout.size)).toBeLessThanOrEqual(TITLE_RULES.maxWidth);
  });

  it("ends the third line with an ellipsis at a word when even the smallest size is too large", () => {
    const words = Array.from({ length: 60 }, (_, i) => `W${i}`);
    const layout = layoutTitle(words.join(" "), mono);
    expect(layout).toMatchObject({ size: TITLE_RULES.minSize, truncated: true });
    expect(layout.lines).toHaveLength(TITLE_RULES.maxLines);
    const last = layout.lines[TITLE_RULES.maxLines - 1];
    expect(last.endsWith("\u2026")).toBe(true);
    // Cut between words: what precedes the ellipsis is a whole word of the title.
    expect(words).toContain(last.slice(0, -1).split(" ").pop());
    for (const line of layout.lines) expect(mono(line, TITLE_RULES.minSize)).toBeLessThanOrEqual(TITLE_RULES.maxWidth);
  });

  it("drops punctuation before the ellipsis", () => {
    const chars = perLine(TITLE_RULES.minSize);
    const filler = (n: number) => "X".repeat(n);
    // Three full lines, the third ending in a comma, then more words.
    const title = `${filler(chars)} ${filler(chars)} ${filler(chars - 6)}, MORE WORDS HERE`;
    const layout = layoutTitle(title, mono);
    expect(layout.lines[2]).toBe(`${filler(chars - 6)}\u2026`);
  });

  it("cuts a single endless word between letters", () => {
    const layout = layoutTitle("X".repeat(500), mono);
    expect(layout.truncated).toBe(true);
    expect(layout.lines).toHaveLength(3);
    for (const line of layout.lines) expect(mono(line, TITLE_RULES.minSize)).toBeLessThanOrEqual(TITLE_RULES.maxWidth);
  });
});

describe("typographic", () => {
  it("curls quotes and apostrophes and folds spaces", () => {
    expect(typographic(`What the Visa  Doesn't Tell You`)).toBe("What the Visa Doesn\u2019t Tell You");
    expect(typographic(`The "183-day" rule`)).toBe("The \u201C183-day\u201D rule");
    expect(typographic(`'Quoted'`)).toBe("\u2018Quoted\u2019");
  });
});

describe("socialCardSvg", () => {
  it("is a 1200 x 630 SVG that sharp can read", async () => {
    const { svg } = card("Contact Us");
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta).toMatchObject({ format: "svg", width: 1200, height: 630 });
  });

  it("draws every word as paths: no text element, nothing from the title in the markup", async () => {
    const title = `</svg><script>alert("x")</script> & 'Tax' <b>`;
    const { svg, missing } = card(title);
    expect(svg).not.toMatch(/<text|<script|alert|&(?!#)|<b>/);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(missing).toEqual([]);
    // Still a well-formed document.
    await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ width: 1200 });
  });

  it("uses the brand's Latin Extended font files and reports characters no font has", () => {
    const fonts = loadCardFonts();
    expect(measure(fonts.display, 100, "\u0150")).toBeGreaterThan(0); // Ő, only in the latin-ext file
    const { missing } = card("Tax \u2603 \u0150sz");
    expect(missing).toEqual(["\u2603"]);
  });

  it("gives the same SVG for the same content, and another for another title", () => {
    expect(card("Contact Us").svg).toBe(card("Contact Us").svg);
    expect(card("Contact Us").svg).not.toBe(card("Contact Them").svg);
  });

  it("lays a long real title out on three lines of the display face", () => {
    const { title } = card("Digital Nomad Visas vs. Tax Reality: What the Visa Doesn't Tell You");
    expect(title.lines).toHaveLength(3);
    expect(title.truncated).toBe(false);
    expect(title.lines.join(" ")).toBe("DIGITAL NOMAD VISAS VS. TAX REALITY: WHAT THE VISA DOESN\u2019T TELL YOU");
  });
});
