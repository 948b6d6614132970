/** @jest-environment node */
import fs from "fs";
import path from "path";

const root = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const netlifyToml = read("netlify.toml");
const setting = (name: string) => new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, "m").exec(netlifyToml)?.[1];

describe("netlify.toml", () => {
  it("builds with npm run build and publishes public/, without telemetry", () => {
    expect(setting("command")).toBe("npm run build");
    expect(setting("publish")).toBe("public");
    expect(setting("GATSBY_TELEMETRY_DISABLED")).toBe("1");
  });

  it("pins one Node major version: .nvmrc, netlify.toml, package.json's engines and the check in .ci/run", () => {
    const nvmrc = read(".nvmrc").trim();
    expect(nvmrc).toMatch(/^\d+$/);
    expect(setting("NODE_VERSION")).toBe(nvmrc);
    expect(JSON.parse(read("package.json")).engines.node).toBe(`${nvmrc}.x`);
    // .ci/run reads .nvmrc itself, so it cannot drift.
    expect(read(".ci/run")).toMatch(/\.nvmrc/);
  });

  it("sets no headers or redirects of its own: the build's public/_headers and _redirects are the one source", () => {
    expect(netlifyToml).not.toMatch(/^\s*\[\[(headers|redirects)\]\]/m);
    expect(fs.existsSync(path.join(root, "static", "_headers"))).toBe(false);
  });
});
