import type { GatsbyNode } from "gatsby";
import type { Compiler } from "webpack";

interface LoaderEntry {
  loader?: string;
  options?: Record<string, unknown>;
}
interface Rule {
  test?: RegExp;
  use?: LoaderEntry[];
  oneOf?: Rule[];
}

const isFontRule = (rule: Rule) => rule.test instanceof RegExp && rule.test.test("face.woff2");

/**
 * Font files are always emitted as files, never inlined as data URLs: Gatsby's url-loader
 * inlines small files, which put a rarely used Latin Extended face into the head of every
 * page as base64 (downloaded and parsed with every page, never cached).
 *
 * Assumes Gatsby handles fonts with a rule whose test matches .woff2 and whose loader is
 * url-loader (Gatsby 5's `rules.fonts()`). Throws when no such rule is found, for example
 * once Gatsby moves fonts to webpack's asset modules: then this function has nothing to do,
 * and should be deleted or rewritten against the new rule.
 */
export function withoutInlinedFonts<T extends { module?: { rules?: unknown[] } }>(config: T): T {
  const rules = (config.module?.rules ?? []) as Rule[];
  let changed = 0;
  for (const rule of rules) {
    if (!isFontRule(rule)) continue;
    rule.use = rule.use?.map((entry) => {
      if (!entry.loader?.includes("url-loader")) return entry;
      changed += 1;
      return { ...entry, options: { ...entry.options, limit: false } };
    });
  }
  if (changed === 0) {
    throw new Error(
      "withoutInlinedFonts (src/node/webpack/webpack.ts) found no webpack rule that sends .woff2 files " +
        "through url-loader: Gatsby's font handling has changed, so check whether fonts are still inlined " +
        "into pages and update or delete this step.",
    );
  }
  return config;
}

/** V8's explicit compile hint: compile every function of this file eagerly. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Starts every browser script with V8's compile hint, so Chrome compiles its functions while
 * the file downloads, on a background thread, instead of one by one on the main thread the
 * first time each is called. Without it, most of the time Chrome spends "evaluating" the
 * app chunk or a page chunk is that lazy compilation (the code is nearly all called on load:
 * React, Gatsby's runtime, the page's components). Browsers that do not know the hint read
 * a comment. It can go when the README's table shows no gain from it.
 *
 * It runs after minification (which would drop the comment) and before source maps are
 * written, which webpack's ConcatSource shifts by the added line.
 */
export class CompileHintPlugin {
  static readonly pluginName = "CompileHintPlugin";

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintPlugin.pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintPlugin.pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!/\.m?js$/.test(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage, reporter }) => {
  let config: { module?: { rules?: unknown[] }; plugins?: unknown[] };
  try {
    config = withoutInlinedFonts(getConfig() as typeof config);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  if (stage === "build-javascript") config.plugins = [...(config.plugins ?? []), new CompileHintPlugin()];
  actions.replaceWebpackConfig(config);
};
