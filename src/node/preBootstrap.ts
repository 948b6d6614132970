import type { GatsbyNode } from "gatsby";
import type { Verdict } from "./deployCheck";
import { businessVerdict } from "./business/business";
import { exampleAddressesVerdict } from "./exampleAddresses/exampleAddresses";
import { illustrativeVerdict, samplesVerdict } from "./illustrative/illustrative";
import { samplesLeft } from "./illustrative/samples";
import { readSiteConfig, type SiteConfig } from "./siteConfig";

/** What the checks below read: content/site.yaml as the build reads it, the forms' Netlify variables first. */
export type DeploySettings = Pick<SiteConfig, "illustrative" | "business" | "schedulingUrl" | "forms" | "social">;

/**
 * The checks that can stop a production deploy (`context` is Netlify's CONTEXT): illustrative
 * material, business details still to be supplied, example addresses. Each warns on any other
 * build; the stops are joined into one, so one deploy lists all there is to fix. `samples`
 * (samplesLeft) still in place once the site says `illustrative: false` stop every build.
 */
export function deployReport(
  site: DeploySettings,
  context: string | undefined,
  samples: readonly string[] = [],
): { warnings: string[]; stop: string | null } {
  const verdicts: Verdict[] = [
    illustrativeVerdict(site.illustrative, context),
    samplesVerdict(site.illustrative, samples),
    businessVerdict(site.business, context),
    exampleAddressesVerdict(site, context),
  ];
  const messages = (level: "warn" | "fail") => verdicts.flatMap((v) => (v.level === level ? [v.message] : []));
  const stops = messages("fail");
  return { warnings: messages("warn"), stop: stops.length > 0 ? stops.join("\n\n") : null };
}

// Gatsby takes one onPreBootstrap. content/site.yaml has been read whole in onPreInit, which
// stops on a wrong value, so reading it here again cannot fail.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const site = readSiteConfig();
  const samples = site.illustrative === false ? samplesLeft(process.cwd()) : [];
  const { warnings, stop } = deployReport(site, process.env.CONTEXT, samples);
  for (const warning of warnings) reporter.warn(warning);
  if (stop) reporter.panic(stop);
};
