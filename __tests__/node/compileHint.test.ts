/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import vm from "vm";
import { SourceMapConsumer } from "source-map-js";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintPlugin } from "../../src/node/webpack/webpack";

// A production build of a two-module entry, as Gatsby's build-javascript stage makes it:
// minified, with source maps, split into an entry and a lazily loaded chunk.
function build(dir: string, plugins: webpack.WebpackPluginInstance[]) {
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    [
      "import { greet } from './greet';",
      "export const later = () => import('./later');",
      "export const message = greet('Lisbon');",
      "",
    ].join("\n"),
  );
  fs.writeFileSync(path.join(dir, "greet.js"), "export function greet(city) {\n  return 'Hello from ' + city;\n}\n");
  fs.writeFileSync(path.join(dir, "later.js"), "export const farewell = (city) => 'Goodbye from ' + city;\n");
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    devtool: "source-map",
    output: { path: path.join(dir, "out"), filename: "[name].js", publicPath: "/", library: { type: "commonjs2" } },
    plugins,
  });
  return new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))),
  );
}

describe("CompileHintPlugin", () => {
  let dir: string;
  let stats: webpack.Stats;
  const read = (file: string) => fs.readFileSync(path.join(dir, "out", file), "utf8");

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hint-"));
    stats = await build(dir, [new CompileHintPlugin()]);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("starts every emitted script with V8's compile hint, once, and leaves other files alone", () => {
    expect(stats.hasErrors()).toBe(false);
    const scripts = fs.readdirSync(path.join(dir, "out")).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThanOrEqual(2); // the entry and the lazy chunk
    for (const file of scripts) {
      expect(read(file).startsWith(COMPILE_HINT)).toBe(true);
      expect(read(file).split(COMPILE_HINT)).toHaveLength(2);
      expect(read(`${file}.map`).startsWith("{")).toBe(true);
    }
  });

  it("keeps the minified code working", () => {
    const module = { exports: {} as { message?: string } };
    vm.runInNewContext(read("main.js"), { module, exports: module.exports, self: {} });
    expect(module.exports.message).toBe("Hello from Lisbon");
  });

  it("keeps the source map pointing at the original lines", () => {
    const code = read("main.js");
    const map = new SourceMapConsumer(JSON.parse(read("main.js.map")));
    const offset = code.indexOf("Hello from ");
    const before = code.slice(0, offset).split("\n");
    const position = map.originalPositionFor({ line: before.length, column: before[before.length - 1].length });
    expect(position.source).toMatch(/greet\.js$/);
    expect(position.line).toBe(2);
  });
});
