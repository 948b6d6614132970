/**
 * Every package the project's code imports is declared in package.json, so a fresh
 * `npm ci` installs it by name and not by luck of hoisting (a dependency of a dependency
 * that moves or goes away would break the build or the tests).
 */
import fs from "fs";
import { builtinModules } from "module";
import path from "path";
import ts from "typescript";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

// Code that runs: the site, its Gatsby and build scripts, the local plugins and the tests.
const ROOTS = ["src", "plugins", "scripts", "__tests__", "__mocks__"];
const SOURCE = /\.(tsx?|jsx?|mjs|cjs)$/;
const TOP_FILES = fs.readdirSync(root).filter((name) => SOURCE.test(name));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The package a bare specifier names: "a/b" gives "a", "@s/a/b" gives "@s/a". */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/") || builtins.has(specifier.split("/")[0])) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Every module a file names: imports, exports from, import() and require(), as TypeScript reads them. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles.map((ref) => ref.fileName);
}

const files = [
  ...ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))),
  ...TOP_FILES.map((f) => path.join(root, f)),
];

describe("package.json", () => {
  it("reads the project's code (a scan that finds nothing proves nothing)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith("gatsby-node.ts"))).toBe(true);
  });

  it("declares every package that code imports", () => {
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .map(packageOf)
        .filter(
          (name): name is string =>
            // A module that only has types (import type … from "mdast") comes from @types/<name>.
            name !== null &&
            !declared.has(name) &&
            !declared.has(`@types/${name}`) &&
            !name.startsWith("gatsby-remark-"),
        )
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it("declares the plugins gatsby-config names, except the local ones in plugins/", () => {
    const config = fs.readFileSync(path.join(root, "gatsby-config.ts"), "utf8");
    const local = new Set(fs.readdirSync(path.join(root, "plugins")));
    const named = [...config.matchAll(/resolve:\s*["']([^"']+)["']|^\s*["'](gatsby-[\w-]+)["'],?$/gm)].map(
      (match) => match[1] ?? match[2],
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !local.has(name) && !declared.has(name))).toEqual([]);
  });
});
