import type { GatsbyNode } from "gatsby";
import { onPreBootstrap as illustrativeCheck } from "./illustrative/onPreBootstrap";
import { onPreBootstrap as businessCheck } from "./business/onPreBootstrap";
import { onPreBootstrap as exampleAddressesCheck } from "./exampleAddresses/onPreBootstrap";

type Hook = NonNullable<GatsbyNode["onPreBootstrap"]>;
type Args = Parameters<Hook>[0];

// Gatsby takes one onPreBootstrap: the checks that can stop a production deploy. Each reports
// on its own; a stop waits until every check has spoken, so one deploy lists all there is to fix.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args, options) => {
  const stops: string[] = [];
  const reporter = {
    warn: (message: string) => args.reporter.warn(message),
    panic: (message: string) => {
      stops.push(message);
    },
  } as unknown as Args["reporter"];
  for (const check of [illustrativeCheck, businessCheck, exampleAddressesCheck] as Hook[])
    await check({ ...args, reporter }, options, () => undefined);
  if (stops.length > 0) args.reporter.panic(stops.join("\n\n"));
};
