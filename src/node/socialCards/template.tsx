/**
 * The social card, laid out by satori (wrapping, clamping), every letter a path from the site's
 * own fonts: the same on any machine, and no page text reaches the SVG as markup.
 */
import fs from "fs";
import satori from "satori";
import { palettes } from "../../styles/theme";
import { SOCIAL_CARD_HEIGHT as H, SOCIAL_CARD_WIDTH as W } from "../../rules/socialCard";
import { typographicQuotes } from "../../rules/text";

/** What a card shows. `logo` is PNG bytes, already LOGO_SIZE px square. */
export type CardContent = { title: string; kicker?: string | null; siteName: string; domain: string; logo: Buffer };

const { bg: NAVY, text: OFF_WHITE, muted: MUTED, accent: ORANGE } = palettes.dark;
const PAD = 80;
export const LOGO_SIZE = 72;
const SUN = { x: 1072, y: 116, r: 44 };
/** Title sizes tried from the largest down; at the smallest, the last line ends in an ellipsis. */
export const TITLE = { sizes: [112, 100, 88, 76], maxLines: 3, lineHeight: 0.95, width: W - 2 * PAD } as const;
/** Height for the title below the header: less under a kicker, which takes a line of its own. */
const TITLE_ROOM = { alone: 320, underKicker: 264 };

// The site's own faces as WOFF (satori reads no WOFF2) from node_modules under the working folder
// (Gatsby's compiled gatsby-node has no require.resolve). Latin Extended is a family of its own,
// as satori keeps one font per family, weight and style; the domain (punycode) needs only Latin.
const woff = (name: string, file: string) => ({ name, data: fs.readFileSync(`node_modules/@fontsource/${file}.woff`) });
const FONTS = [
  woff("Bebas Neue", "bebas-neue/files/bebas-neue-latin-400-normal"),
  woff("Bebas Neue Ext", "bebas-neue/files/bebas-neue-latin-ext-400-normal"),
  woff("Inter", "inter/files/inter-latin-600-normal"),
];

const upper = (text: string) => typographicQuotes(text).toLocaleUpperCase("en");
const BEBAS = { fontFamily: "Bebas Neue, Bebas Neue Ext", letterSpacing: "0.01em" };
const KICKER = { ...BEBAS, fontSize: 34, color: ORANGE, letterSpacing: "0.12em" };
const titleStyle = (fontSize: number) => ({ ...BEBAS, fontSize, width: TITLE.width, lineHeight: TITLE.lineHeight });
const column = { display: "flex", flexDirection: "column" } as const;
const row = { display: "flex", alignItems: "center", marginInline: PAD };
/** Concentric rings around an orange sun in the top-right corner, as on the ebook cover. */
const rings = Array.from({ length: 10 }, (_, i) => `<circle cx="${SUN.x}" cy="${SUN.y}" r="${SUN.r + 30 + i * 62}"/>`);
const BACKDROP = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g fill="none" stroke="${OFF_WHITE}" stroke-opacity="0.09" stroke-width="1.5">${rings.join("")}</g><circle cx="${SUN.x}" cy="${SUN.y}" r="${SUN.r}" fill="${ORANGE}"/></svg>`,
)}`;

/**
 * The card as a W x H SVG, its title at the largest size that fits, and the characters no
 * card font has (left out). `embedFont: false` leaves the text as text, for tests.
 */
export async function socialCardSvg(content: CardContent, { embedFont = true } = {}) {
  const missing = new Set<string>();
  const options = {
    fonts: FONTS,
    embedFont,
    loadAdditionalAsset: async (_code: string, segment: string) => {
      for (const char of segment) if (char.trim()) missing.add(char);
      return [];
    },
  };
  // A first pass lays the title out unclamped at every size, to find the largest that fits, and
  // finds the characters no font has, which satori would draw as boxes: they are left out.
  const heights = new Map<number, number>();
  const measure = (title: string, kicker: string) =>
    satori(
      <div style={column}>
        <div style={KICKER}>{kicker}</div>
        {TITLE.sizes.map((size) => (
          <div key={size} style={titleStyle(size)}>
            {title}
          </div>
        ))}
      </div>,
      { ...options, width: TITLE.width, onNodeDetected: (node) => node.key && heights.set(+node.key, node.height) },
    );
  await measure(upper(content.title), upper(content.kicker ?? ""));
  const strip = (text: string) => [...upper(text)].filter((char) => !missing.has(char)).join("");
  const [title, kicker] = [strip(content.title), content.kicker && strip(content.kicker)];
  if (missing.size) await measure(title, kicker ?? "");
  const room = content.kicker ? TITLE_ROOM.underKicker : TITLE_ROOM.alone;
  const lineBox = (size: number) => Math.round(size * TITLE.lineHeight);
  const maxLines = (size: number) => Math.min(TITLE.maxLines, Math.floor(room / lineBox(size)));
  const size = TITLE.sizes.find((s) => (heights.get(s) ?? 0) <= maxLines(s) * lineBox(s)) ?? TITLE.sizes.at(-1)!;
  const logo = `data:image/png;base64,${content.logo.toString("base64")}`;
  const card = (
    <div style={{ ...column, width: W, height: H, background: NAVY, color: OFF_WHITE }}>
      <img src={BACKDROP} width={W} height={H} alt="" style={{ position: "absolute", left: 0, top: 0 }} />
      <div style={{ ...row, gap: 24, marginTop: 64, height: LOGO_SIZE }}>
        <img src={logo} width={LOGO_SIZE} height={LOGO_SIZE} alt="" />
        <div style={{ ...BEBAS, fontSize: 46 }}>{upper(content.siteName)}</div>
      </div>
      <div style={{ ...column, justifyContent: "flex-end", flexGrow: 1, marginLeft: PAD }}>
        {kicker && <div style={{ ...KICKER, marginBottom: 12 }}>{kicker}</div>}
        <div style={{ ...titleStyle(size), lineClamp: maxLines(size), textOverflow: "ellipsis" }}>{title}</div>
      </div>
      <div style={{ ...row, justifyContent: "space-between", margin: `12px ${PAD}px 100px` }}>
        <div style={{ width: 96, height: 8, background: ORANGE }} />
        <div style={{ fontFamily: "Inter", fontSize: 24, color: MUTED }}>{content.domain}</div>
      </div>
    </div>
  );
  return { svg: await satori(card, { ...options, width: W, height: H }), missing: [...missing] };
}
