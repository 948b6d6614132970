import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { ParentSpanPluginArgs } from "gatsby";
import { illustrativeVerdict } from "./illustrative";

/** Stops a Netlify production deploy while content/site.yaml says illustrative: true; warns otherwise. */
export function checkIllustrative({ reporter }: Pick<ParentSpanPluginArgs, "reporter">): void {
  const site = yaml.load(fs.readFileSync(path.join(process.cwd(), "content", "site.yaml"), "utf8")) as {
    illustrative?: unknown;
  };
  const verdict = illustrativeVerdict(site?.illustrative, process.env.CONTEXT);
  if (verdict.level === "fail") reporter.panic(verdict.message);
  else if (verdict.level === "warn") reporter.warn(verdict.message);
}
