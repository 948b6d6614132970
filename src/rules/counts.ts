/**
 * Headings that state how many items follow ("Six core activities", "Eight jurisdictions clients
 * ask about"): an item added or taken away in the CMS leaves the heading saying the old number
 * (the fourth CMS trial added a seventh card under "Six core activities"). Pure functions, used by
 * the content checks of the build (src/node/schema/copySchema.ts) and the CMS's previews.
 */

/** Numbers written as words, one to twelve, in order. */
export const NUMBER_WORDS: readonly string[] = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** The number a word of NUMBER_WORDS or a run of digits names (0 for another word). */
export const numberOf = (word: string): number =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()) + 1;

/** A number of two or more as a heading's first word, followed by a space (not "Ten-year"). */
const FIRST_WORD = new RegExp(`^(\\d{1,2}|${NUMBER_WORDS.join("|")}) (?=\\S)`, "i");

/**
 * The number a heading starts by stating, or null. "One" is left out: "One plan for where you
 * live" states no count. So are years and other numbers of three or more digits.
 */
export function statedCount(heading: string): number | null {
  const match = FIRST_WORD.exec(heading.trim());
  if (!match) return null;
  const count = numberOf(match[1]);
  return count >= 2 ? count : null;
}

/**
 * For a group of the content with a list of `items`, each of its headings (`title`, `kicker`)
 * that states another number than the list holds, with what to say about it after the field.
 */
export function countedHeadingProblems(group: Record<string, unknown>): { field: string; problem: string }[] {
  const { items } = group;
  if (!Array.isArray(items)) return [];
  return headingsStating(group, items.length).map(({ field, heading }) => ({
    field,
    problem: `says "${heading}" above ${items.length} items: write the number of items, or a heading without a number`,
  }));
}

/**
 * For a group of the content that heads what another place lists (the cards of the top-level
 * service pages), each heading that states another number than `count`; `what` names them.
 */
export function headingsCountingProblems(
  group: Record<string, unknown>,
  count: number,
  what: string,
): { field: string; problem: string }[] {
  return headingsStating(group, count).map(({ field, heading }) => ({
    field,
    problem: `says "${heading}" above ${what}: write their number, or a heading without a number`,
  }));
}

/** The group's headings that state a number other than `count`. */
function headingsStating(group: Record<string, unknown>, count: number) {
  return (["kicker", "title"] as const).flatMap((field) => {
    const heading = typeof group[field] === "string" ? group[field].trim() : "";
    const said = statedCount(heading);
    return said === null || said === count ? [] : [{ field, heading }];
  });
}

/** The sections of the pages' copy that head the top-level service pages' cards, by file. */
export const SERVICE_CARD_HEADINGS: Readonly<Record<string, { section: string; counts: "pages" | "cards" }>> = {
  "content/pages/services.yaml": { section: "cards", counts: "pages" },
  // These two show the Home cards (homeCards): a page whose card is emptied has none there.
  "content/pages/what-we-do.yaml": { section: "pillars", counts: "cards" },
  "content/pages/home.yaml": { section: "services", counts: "cards" },
};

/**
 * In a page's copy (`file`, as content/pages/services.yaml), each heading above the top-level
 * service pages' cards ("Three ways we work with you", "Three pillars") that states another
 * number than the `count` of those pages: each page adds its card by itself, so a page added or
 * removed leaves the number said. As "<section>.<field> says ...".
 */
export function serviceHeadingProblems(file: string, copy: unknown, count: number): string[] {
  const { section, counts } = SERVICE_CARD_HEADINGS[file] ?? {};
  const group = section && copy && typeof copy === "object" ? (copy as Record<string, unknown>)[section] : null;
  if (!group || typeof group !== "object") return [];
  const what =
    counts === "cards"
      ? `the Home cards of ${count} top-level service pages (the files in content/service-pages/ whose partOf is empty and whose homeCard is filled in)`
      : `the cards of ${count} top-level service pages (the files in content/service-pages/ whose partOf is empty)`;
  return headingsCountingProblems(group as Record<string, unknown>, count, what).map(
    ({ field, problem }) => `${section}.${field} ${problem}`,
  );
}
