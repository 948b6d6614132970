/** @jest-environment node */
import fs from "fs";
import path from "path";
import { withoutInlinedFonts } from "../../src/build/webpack/webpack";

// The browser bundle webpack actually uses: the "modern" entry (package.json "browser" field).
const dist = path.dirname(require.resolve("gatsby-plugin-image/dist/gatsby-image.browser.modern.js"));
const entry = fs.readFileSync(path.join(dist, "gatsby-image.browser.modern.js"), "utf8");
const bundleName = entry.match(/from"\.\/(index\.browser-[0-9a-f]+\.js)"/)?.[1] ?? "";
const bundle = bundleName ? fs.readFileSync(path.join(dist, bundleName), "utf8") : "";

describe("GatsbyImage's react-dom/server chunk (patches/gatsby-plugin-image+*.patch)", () => {
  it("is imported once, after the early return for an image that came with the page", () => {
    expect(bundleName).not.toBe("");
    expect(bundle.match(/import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)/g)).toHaveLength(1);
    expect(bundle.indexOf("lazy-hydrate")).toBeGreaterThan(bundle.indexOf("[data-gatsby-image-ssr]"));
  });
});

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
});
