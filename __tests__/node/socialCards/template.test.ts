/** @jest-environment node */
import sharp from "sharp";
import { LOGO_SIZE, TITLE, socialCardSvg } from "../../../src/node/socialCards/template";
import { palettes } from "../../../src/styles/theme";

const SITE = { siteName: "Borderless Consulting", domain: "borderlessconsulting.netlify.app" };
let logo: Buffer;
beforeAll(async () => {
  logo = await sharp({ create: { width: LOGO_SIZE, height: LOGO_SIZE, channels: 4, background: "#FF7A1A" } })
    .png()
    .toBuffer();
});
const card = (title: string, kicker?: string) => socialCardSvg({ ...SITE, title, kicker, logo });

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
/**
 * The card with its text left as text: each line of one colour and size, top to bottom, as
 * satori laid it out (the same layout as the drawn card, whose letters are paths).
 */
async function lines(title: string, kicker?: string) {
  const { svg } = await socialCardSvg({ ...SITE, title, kicker, logo }, { embedFont: false });
  const rows = new Map<string, { size: number; fill: string; text: string }>();
  for (const [, attrs, text] of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? "";
    const key = `${attr("y").padStart(4, "0")} ${attr("fill")} ${attr("font-size")}`;
    const row = rows.get(key) ?? { size: Number(attr("font-size")), fill: attr("fill"), text: "" };
    rows.set(key, { ...row, text: (row.text + decode(text)).trimStart() });
  }
  return { svg, rows: [...rows.keys()].sort().map((key) => ({ ...rows.get(key)!, text: rows.get(key)!.text.trim() })) };
}
const { text: OFF_WHITE, muted: MUTED, accent: ORANGE } = palettes.dark;
const titleOf = (rows: { size: number; fill: string; text: string }[]) =>
  rows.filter((row) => row.fill === OFF_WHITE && row.size >= TITLE.sizes.at(-1)!);

describe("socialCardSvg", () => {
  it("is a 1200 x 630 SVG that sharp can read", async () => {
    const { svg } = await card("Contact Us");
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: "svg", width: 1200, height: 630 });
  });

  it("shows the logo, the site name, the kicker, the title and the domain", async () => {
    const { svg, rows } = await lines("Cross-Border Legal Support", "Legal services");
    expect(svg).toMatch(new RegExp(`<image [^>]*width="${LOGO_SIZE}"[^>]*href="data:image/png;base64,`));
    expect(rows.map(({ fill, text }) => [fill, text])).toEqual([
      [OFF_WHITE, "BORDERLESS CONSULTING"],
      [ORANGE, "LEGAL SERVICES"],
      [OFF_WHITE, "CROSS-BORDER LEGAL"],
      [OFF_WHITE, "SUPPORT"],
      [MUTED, SITE.domain],
    ]);
    expect(titleOf(rows)[0].size).toBe(TITLE.sizes[0]);
  });

  it("sets the title with typographic quotes, in capitals, its spaces folded", async () => {
    const { rows } = await lines(`Digital Nomad Visas  vs. Tax Reality:\nWhat the Visa Doesn't Tell You `);
    const title = titleOf(rows);
    expect(title.map((row) => row.text).join(" ")).toBe(
      "DIGITAL NOMAD VISAS VS. TAX REALITY: WHAT THE VISA DOESN\u2019T TELL YOU",
    );
    expect(title.length).toBeLessThanOrEqual(TITLE.maxLines);
  });

  it("shrinks a title until it fits, and clamps a longer one to three lines ending in an ellipsis", async () => {
    const medium = titleOf((await lines(Array.from({ length: 12 }, (_, i) => `Word${i}`).join(" "))).rows);
    expect(medium).toHaveLength(TITLE.maxLines);
    expect(medium[0].size).toBeLessThan(TITLE.sizes[0]);
    expect(medium.at(-1)!.text.endsWith("\u2026")).toBe(false);

    const words = Array.from({ length: 60 }, (_, i) => `Word${i}`);
    const long = titleOf((await lines(words.join(" "))).rows);
    expect(long).toHaveLength(TITLE.maxLines);
    expect(long[0].size).toBe(TITLE.sizes.at(-1));
    expect(long.at(-1)!.text).toMatch(/\u2026$/);
    expect(long.map((row) => row.text).join(" ")).not.toContain("WORD59");
  });

  it("leaves a kicker room: a title that fills three lines alone takes fewer, or a smaller size, under one", async () => {
    const title = "International tax and structuring for location-independent entrepreneurs";
    const alone = titleOf((await lines(title)).rows);
    const under = titleOf((await lines(title, "Kicker")).rows);
    expect(under[0].size * under.length).toBeLessThan(alone[0].size * alone.length);
  });

  it("draws every word as paths: no text element, nothing from the title in the markup", async () => {
    const { svg, missing } = await card(`</svg><script>alert("x")</script> & 'Tax' <b>`);
    expect(svg).not.toMatch(/<text|<script|alert|<b>/);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(missing).toEqual([]);
    await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ width: 1200 });
  });

  it("uses the brand's Latin Extended font files and reports characters no font has", async () => {
    expect((await card("Tax \u2603 \u0150sz")).missing).toEqual(["\u2603"]);
  });

  it("gives the same SVG for the same content, and another for another title", async () => {
    const [a, b, c] = await Promise.all([card("Contact Us"), card("Contact Us"), card("Contact Them")]);
    expect(a.svg).toBe(b.svg);
    expect(a.svg).not.toBe(c.svg);
  });
});
