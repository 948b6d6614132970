/** @jest-environment node */
import { withoutInlinedFonts } from "../../src/node/webpack/webpack";

describe("withoutInlinedFonts", () => {
  it("turns off url-loader's inlining for font files and leaves every other rule as it was", () => {
    const fontRule = {
      test: /\.(ttf|woff2?)$/,
      use: [{ loader: "/x/node_modules/url-loader/dist/cjs.js", options: { limit: 10000, name: "[name].[ext]" } }],
    };
    const imageRule = {
      test: /\.(png|jpe?g)$/,
      use: [{ loader: "/x/node_modules/url-loader/dist/cjs.js", options: { limit: 10000 } }],
    };
    const config = withoutInlinedFonts({ module: { rules: [fontRule, imageRule] } });
    expect(config.module.rules).toEqual([
      { ...fontRule, use: [{ loader: fontRule.use[0].loader, options: { limit: false, name: "[name].[ext]" } }] },
      imageRule,
    ]);
  });

  it("stops the build when Gatsby no longer has a url-loader rule for fonts", () => {
    const assetModules = { test: /\.(ttf|woff2?)$/, type: "asset/resource" };
    expect(() => withoutInlinedFonts({ module: { rules: [assetModules] } })).toThrow(
      /found no webpack rule that sends \.woff2 files through url-loader/,
    );
    expect(() => withoutInlinedFonts({ module: { rules: [] } })).toThrow(/Gatsby's font handling has changed/);
  });
});
