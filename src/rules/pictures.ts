/**
 * The team's photos against the widths the pages show them at (src/components/Team,
 * FounderIntro), in CSS pixels: the build checks the files (src/node/schema/pictureFiles.ts), the
 * CMS's preview of Lists > Team the pictures once they have loaded.
 */
export const FOUNDER_WIDTH = 420;
export const PARTNER_WIDTH = 96;

/**
 * What is wrong with the photo of the team's `entry` (counted from 1: the first is the founder's,
 * shown whole, the others as small squares) at this size, from its size on ("600 x 300 pixels,
 * and the page shows it ..."), or null when it is large enough.
 */
export function teamPhotoProblem(entry: number, width: number, height: number): string | null {
  const shorter = Math.min(width, height);
  const size = `${width} x ${height} pixels`;
  if (entry === 1 && shorter < FOUNDER_WIDTH) {
    return `${size}, and the page shows it up to ${FOUNDER_WIDTH} pixels wide: use a photo at least ${FOUNDER_WIDTH * 2} pixels on its shorter side (${FOUNDER_WIDTH} at the least)`;
  }
  if (entry > 1 && shorter < PARTNER_WIDTH * 2) {
    return `${size}, and the page shows it ${PARTNER_WIDTH} pixels wide on sharp screens at twice that: use a photo at least ${PARTNER_WIDTH * 2} pixels on its shorter side`;
  }
  return null;
}
