import path from "path";
import { readYamlFile } from "./schema/yamlFiles";
import type { GatsbyNode } from "gatsby";

export type Verdict = { level: "none" } | { level: "warn" | "fail"; message: string };

/**
 * The verdict on a list of things to fix before the site goes live: none without any; with
 * some, "fail" on a production deploy (Netlify's CONTEXT "production") and "warn" on any other
 * build, each message written around the list, one "  - item" line each.
 */
export function listVerdict(
  items: readonly string[],
  context: string | undefined,
  message: { fail: (list: string) => string; warn: (list: string) => string },
): Verdict {
  if (items.length === 0) return { level: "none" };
  const list = items.map((item) => `  - ${item}`).join("\n");
  return context === "production"
    ? { level: "fail", message: message.fail(list) }
    : { level: "warn", message: message.warn(list) };
}

/**
 * A check of content/site.yaml before the build: "fail" stops the build (a Netlify production
 * deploy), "warn" prints the message and lets it go on.
 */
export function deployCheck(
  verdictOf: (site: Record<string, unknown>, context: string | undefined) => Verdict,
): GatsbyNode["onPreBootstrap"] {
  return ({ reporter }) => {
    const file = path.join(process.cwd(), "content", "site.yaml");
    const site = (readYamlFile(file) ?? {}) as Record<string, unknown>;
    const verdict = verdictOf(site, process.env.CONTEXT);
    if (verdict.level === "fail") reporter.panic(verdict.message);
    else if (verdict.level === "warn") reporter.warn(verdict.message);
  };
}
