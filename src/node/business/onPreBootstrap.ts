import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { GatsbyNode } from "gatsby";
import { businessVerdict } from "./business";

/** Stops a Netlify production deploy while a business detail in content/site.yaml starts with TODO:; warns otherwise. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const site = yaml.load(fs.readFileSync(path.join(process.cwd(), "content", "site.yaml"), "utf8")) as {
    business?: unknown;
  };
  const verdict = businessVerdict(site?.business, process.env.CONTEXT);
  if (verdict.level === "fail") reporter.panic(verdict.message);
  else if (verdict.level === "warn") reporter.warn(verdict.message);
};
