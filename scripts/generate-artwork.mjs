// Generates the site's placeholder artwork (logo mark, social card, article covers) with sharp.
// Run by hand (`node scripts/generate-artwork.mjs`); the outputs are committed. The founder
// replaces them with real artwork by keeping the same file names.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const NAVY = "#0B1B2B";
const OFF = "#F7F4EE";
const ORANGE = "#FF7A1A";

const mark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${ORANGE}"/>
  <circle cx="32" cy="32" r="19" fill="none" stroke="${NAVY}" stroke-width="4"/>
  <path d="M13 32h38M32 13c-7 6-7 32 0 38M32 13c7 6 7 32 0 38" fill="none" stroke="${NAVY}" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M40 14l10 0 0 10" fill="none" stroke="${OFF}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

async function logo() {
  fs.writeFileSync(path.join(root, "static/images/logo-mark.svg"), mark(64));
  await sharp(Buffer.from(mark(512)))
    .png()
    .toFile(path.join(root, "static/images/logo-mark.png"));
}

async function socialCard() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <rect width="1200" height="630" fill="${NAVY}"/>
    <g opacity="0.18" stroke="${OFF}" fill="none">${Array.from({ length: 9 }, (_, i) => `<circle cx="980" cy="315" r="${60 + i * 55}"/>`).join("")}</g>
    <rect x="80" y="80" width="96" height="96" rx="20" fill="${ORANGE}"/>
    <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="84" fill="${OFF}">Borderless</text>
    <text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="84" fill="${ORANGE}">Consulting</text>
    <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${OFF}">International tax, companies and residency for location-independent entrepreneurs</text>
  </svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(root, "static/images/social-card.png"));
}

// Abstract covers: each article gets its own composition of arcs, routes and grids.
function cover(seed, motif) {
  const rand = (() => {
    let s = seed;
    return () => (s = (s * 16807) % 2147483647) / 2147483647;
  })();
  const w = 1600;
  const h = 900;
  const arcs = Array.from({ length: 7 }, (_, i) => {
    const r = 120 + i * 90;
    return `<circle cx="${w * 0.72}" cy="${h * 0.55}" r="${r}" fill="none" stroke="${OFF}" stroke-opacity="${0.08 + i * 0.02}" stroke-width="2"/>`;
  }).join("");
  const dots = Array.from({ length: 26 }, () => {
    const x = rand() * w;
    const y = rand() * h;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(3 + rand() * 5).toFixed(1)}" fill="${rand() > 0.7 ? ORANGE : OFF}" fill-opacity="0.7"/>`;
  }).join("");
  const route = (() => {
    const pts = Array.from({ length: 5 }, (_, i) => [160 + i * 300 + rand() * 80, 200 + rand() * 500]);
    return `<path d="M${pts.map((p) => p.map((n) => n.toFixed(0)).join(" ")).join(" L")}" fill="none" stroke="${ORANGE}" stroke-width="6" stroke-dasharray="18 14" stroke-linecap="round"/>${pts
      .map(
        (p) =>
          `<circle cx="${p[0].toFixed(0)}" cy="${p[1].toFixed(0)}" r="14" fill="${NAVY}" stroke="${ORANGE}" stroke-width="6"/>`,
      )
      .join("")}`;
  })();
  const grid = Array.from(
    { length: 12 },
    (_, i) => `<path d="M0 ${i * 80} H${w}" stroke="${OFF}" stroke-opacity="0.05"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#10263B"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${grid}${arcs}${dots}${route}
    <g transform="translate(140 ${h - 250})">${motif}</g>
  </svg>`;
}

const motifs = {
  "why-international-tax-advice-fails-digital-nomads": `<rect width="170" height="170" rx="30" fill="${ORANGE}"/><path d="M50 60h70M50 90h70M50 120h40" stroke="${NAVY}" stroke-width="12" stroke-linecap="round"/>`,
  "digital-banking-risks-for-location-independent-entrepreneurs": `<rect width="230" height="150" rx="20" fill="${ORANGE}"/><rect y="35" width="230" height="30" fill="${NAVY}"/><rect x="25" y="95" width="70" height="18" rx="6" fill="${NAVY}"/>`,
  "digital-nomad-visas-vs-tax-reality": `<rect width="150" height="190" rx="16" fill="${ORANGE}"/><circle cx="75" cy="80" r="38" fill="none" stroke="${NAVY}" stroke-width="10"/><path d="M40 150h70" stroke="${NAVY}" stroke-width="10" stroke-linecap="round"/>`,
  "tax-residency-guide-183-day-rule": `<rect width="190" height="180" rx="18" fill="${ORANGE}"/><rect y="0" width="190" height="45" rx="18" fill="${NAVY}" fill-opacity="0.85"/><text x="95" y="140" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="62" fill="${NAVY}">183</text>`,
  "us-llc-for-non-residents-guide": `<rect width="200" height="170" rx="18" fill="${ORANGE}"/><path d="M30 130V70l70-40 70 40v60" fill="none" stroke="${NAVY}" stroke-width="12" stroke-linejoin="round"/><path d="M70 130V95h60v35" fill="none" stroke="${NAVY}" stroke-width="12"/>`,
};

async function covers() {
  let seed = 7;
  for (const [slug, motif] of Object.entries(motifs)) {
    const dir = path.join(root, "content/articles", slug);
    if (!fs.existsSync(dir)) continue;
    seed += 101;
    await sharp(Buffer.from(cover(seed, motif)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(dir, "cover.jpg"));
  }
}

await logo();
await socialCard();
await covers();
console.log("artwork written");
