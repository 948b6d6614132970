import fs from "fs";
import type axeCore from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** axe-core's minified build, the file its README puts in a page with a script tag. */
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** Which of axe's rules to run: its default set, these tags, or just these rules. */
export type AxeRules = { tags: string[] } | { rules: string[] } | "default";

type AxeWindow = { axe?: typeof axeCore };

/**
 * Axe on the page as it stands, through axe-core's own API (axe.min.js put into the page,
 * then `axe.run`): each violation as "rule: selector, selector", and the rules that passed.
 * axe-core goes into a page once and stays for every later run on the same document (the
 * dark theme after the light one). @axe-core/playwright, used before, evaluated its 1.3 MB
 * unminified source twice on every run (once to check for runPartial, once per frame);
 * measured on four routes here, a page checked in both themes took about 0.8 s of axe instead
 * of 1.6 s, and the whole of a11y.test.ts 106 s instead of 153 s. The only frame the site has
 * is the booking page, another origin that the tests block, so there is no frame to check
 * apart: axe runs in the page in one pass, as that package's legacy mode did.
 */
export async function axeRun(
  page: Page,
  which: AxeRules = { tags: AXE_TAGS },
): Promise<{ violations: string[]; passed: string[] }> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === "function"))) {
    await page.evaluate(AXE_SOURCE);
  }
  const options: RunOptions = { resultTypes: ["violations"] };
  if (which !== "default") {
    options.runOnly = "tags" in which ? { type: "tag", values: which.tags } : { type: "rule", values: which.rules };
  }
  return page.evaluate(async (runOptions) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error("axe-core is not in the page");
    const results: AxeResults = await axe.run(document, runOptions);
    return {
      violations: results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      passed: results.passes.map((rule) => rule.id),
    };
  }, options);
}

/** The violations of `axeRun`: an empty list when the page passes. */
export async function axeViolations(page: Page, which?: AxeRules): Promise<string[]> {
  return (await axeRun(page, which)).violations;
}
