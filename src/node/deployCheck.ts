import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { GatsbyNode } from "gatsby";

export type Verdict = { level: "none" } | { level: "warn" | "fail"; message: string };

/**
 * A check of content/site.yaml before the build: "fail" stops the build (a Netlify production
 * deploy), "warn" prints the message and lets it go on.
 */
export function deployCheck(
  verdictOf: (site: Record<string, unknown>, context: string | undefined) => Verdict,
): GatsbyNode["onPreBootstrap"] {
  return ({ reporter }) => {
    const file = path.join(process.cwd(), "content", "site.yaml");
    const site = (yaml.load(fs.readFileSync(file, "utf8")) ?? {}) as Record<string, unknown>;
    const verdict = verdictOf(site, process.env.CONTEXT);
    if (verdict.level === "fail") reporter.panic(verdict.message);
    else if (verdict.level === "warn") reporter.warn(verdict.message);
  };
}
