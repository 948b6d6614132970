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

  it("uses the Node version of .nvmrc, which package.json's engines allow", () => {
    const nvmrc = read(".nvmrc").trim();
    expect(setting("NODE_VERSION")).toBe(nvmrc);
    const engines: string = JSON.parse(read("package.json")).engines.node;
    const minimum = /^>=\s*(\d+)$/.exec(engines)?.[1];
    expect(minimum).toBeDefined();
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(Number(minimum));
  });

  it("sets no headers or redirects of its own: the build's public/_headers and _redirects are the one source", () => {
    expect(netlifyToml).not.toMatch(/^\s*\[\[(headers|redirects)\]\]/m);
    expect(fs.existsSync(path.join(root, "static", "_headers"))).toBe(false);
  });
});
