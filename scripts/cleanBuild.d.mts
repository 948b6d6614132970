// Types of scripts/cleanBuild.mjs, for the Jest test that imports it.

/** Present while a build runs, and after one that did not finish. */
export const UNFINISHED: string;

/** Runs `gatsby build` in `root`, cleaning Gatsby's cache first after an unfinished build; returns the exit status. */
export function build(options?: {
  root?: string;
  env?: Record<string, string>;
  command?: string;
  log?: (message: string) => void;
}): number;
