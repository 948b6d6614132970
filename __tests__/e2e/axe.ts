import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/**
 * Axe on the page as it stands. Legacy mode runs axe in the page in one pass; the default
 * mode runs it frame by frame and merges the results in a new blank tab, about three
 * times slower on these pages. The only frame the site has is the booking page, another
 * origin that the tests block, so there is nothing for the default mode to merge.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Each violation as "rule: selector, selector". */
export async function axeViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
