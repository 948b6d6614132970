/** @jest-environment node */
import fs from "fs";
import path from "path";
import { IMAGE_BROWSER_BUNDLE, withDeferredImageHydration } from "../../src/gatsby/webpack";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deferImageHydration } = require("../../src/gatsby/loaders/defer-image-hydration.js") as {
  deferImageHydration: (source: string, file?: string) => string;
};

// The browser bundle webpack actually uses: the "modern" entry (package.json "browser" field).
const dist = path.dirname(require.resolve("gatsby-plugin-image/dist/gatsby-image.browser.modern.js"));
const entry = fs.readFileSync(path.join(dist, "gatsby-image.browser.modern.js"), "utf8");
const bundleName = entry.match(/from"\.\/(index\.browser-[0-9a-f]+\.js)"/)?.[1] ?? "";
const bundlePath = path.join(dist, bundleName);
const original = fs.readFileSync(bundlePath, "utf8");

describe("GatsbyImage's react-dom/server chunk is loaded only when needed", () => {
  it("finds the installed browser bundle with the rule's pattern", () => {
    expect(bundleName).not.toBe("");
    expect(IMAGE_BROWSER_BUNDLE.test(bundlePath)).toBe(true);
  });

  it("moves the lazy-hydrate import after the early return for images that came with the page", () => {
    const ssrCheck = "[data-gatsby-image-ssr]";
    const before = original.indexOf("lazy-hydrate");
    expect(before).toBeLessThan(original.indexOf(ssrCheck));

    const patched = deferImageHydration(original);
    expect(patched.match(/lazy-hydrate-[0-9a-f]+\.js/g)).toHaveLength(1);
    expect(patched.indexOf("lazy-hydrate")).toBeGreaterThan(patched.indexOf(ssrCheck));
    // Nothing else changes: the same characters, in another order.
    expect(patched.length).toBe(original.length);
    expect([...patched].sort().join("")).toBe([...original].sort().join(""));
  });

  it("is idempotent", () => {
    const once = deferImageHydration(original);
    expect(deferImageHydration(once)).toBe(once);
  });

  it("fails the build, naming itself and the file, when gatsby-plugin-image changes shape", () => {
    const changed = original.replace(/import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)/, 'import("./renamed.js")');
    expect(() => deferImageHydration(changed, "/x/gatsby-plugin-image/dist/index.browser-1.js")).toThrow(
      /defer-image-hydration\.js: \/x\/gatsby-plugin-image\/dist\/index\.browser-1\.js no longer has the shape/,
    );
  });

  it("adds the loader rule for that file only, keeping the existing rules", () => {
    const existing = { test: /\.css$/ };
    const config = withDeferredImageHydration({ module: { rules: [existing] } }, "/site");
    expect(config.module.rules).toEqual([
      existing,
      {
        test: IMAGE_BROWSER_BUNDLE,
        use: [{ loader: path.join("/site", "src/gatsby/loaders/defer-image-hydration.js") }],
      },
    ]);
    expect(IMAGE_BROWSER_BUNDLE.test("/site/node_modules/gatsby-plugin-image/dist/lazy-hydrate-93db2ca8.js")).toBe(
      false,
    );
  });
});
