/** @jest-environment node */
// patches/gatsby-plugin-image+<version>.patch (applied by patch-package on `npm ci`) makes
// GatsbyImage load its react-dom/server chunk only for an image that did not come with the
// page. It edits a minified, content-hashed file, so it holds only for the exact version it
// was made for: package.json pins that version, and this test fails when either moves.
import fs from "fs";
import path from "path";

const root = path.join(__dirname, "../..");
const patches = fs.readdirSync(path.join(root, "patches")).filter((file) => file.startsWith("gatsby-plugin-image+"));
const patchFile = patches[0] ?? "";
const patchedVersion = /^gatsby-plugin-image\+(.+)\.patch$/.exec(patchFile)?.[1] ?? "";
const patch = patchFile ? fs.readFileSync(path.join(root, "patches", patchFile), "utf8") : "";

/** The patch's assumption about a bundle: one import of the chunk, after the early return. */
function loadsChunkOnlyWhenNeeded(bundle: string): boolean {
  const imports = bundle.match(/import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)/g) ?? [];
  const earlyReturn = bundle.indexOf("[data-gatsby-image-ssr]");
  return imports.length === 1 && earlyReturn >= 0 && bundle.indexOf("lazy-hydrate") > earlyReturn;
}

describe("the gatsby-plugin-image patch", () => {
  it("exists once, and package.json pins exactly the version it was made for", () => {
    expect(patches).toHaveLength(1);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.dependencies["gatsby-plugin-image"]).toBe(patchedVersion);
    const installed = JSON.parse(fs.readFileSync(require.resolve("gatsby-plugin-image/package.json"), "utf8"));
    expect(installed.version).toBe(patchedVersion);
  });

  it("is applied: the installed browser bundle loads the chunk only after the early return", () => {
    const dist = path.dirname(require.resolve("gatsby-plugin-image/dist/gatsby-image.browser.modern.js"));
    const entry = fs.readFileSync(path.join(dist, "gatsby-image.browser.modern.js"), "utf8");
    const bundleName = /from"\.\/(index\.browser-[0-9a-f]+\.js)"/.exec(entry)?.[1] ?? "";
    expect(patch).toContain(`dist/${bundleName}`);
    expect(loadsChunkOnlyWhenNeeded(fs.readFileSync(path.join(dist, bundleName), "utf8"))).toBe(true);
  });

  it("is told apart from the unpatched bundle, which imports the chunk on every mount", () => {
    const removed = patch.split("\n").find((line) => line.startsWith("-import")) ?? "";
    expect(removed).not.toBe("");
    expect(loadsChunkOnlyWhenNeeded(removed.slice(1))).toBe(false);
  });
});
