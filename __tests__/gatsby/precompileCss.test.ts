import path from "path";
import { transformSync } from "@babel/core";
import * as emotionReact from "@emotion/react";
import * as theme from "../../src/styles/theme";
import { onCreateBabelConfig } from "../../src/gatsby/babel";

const plugin = require.resolve("../../src/gatsby/babel/precompile-css.js");
const themeFile = path.resolve(__dirname, "../../src/styles/theme.ts");
// A module as if it were a component in src/components/Fixture/.
const filename = path.resolve(__dirname, "../../src/components/Fixture/Fixture.tsx");

const FIXTURE = `
import { css } from "@emotion/react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

const gap = space.md;
const base = { display: "flex", gap };

export const literal = css({ color: "red", padding: 0, lineHeight: 1.5, zIndex: 2 });
export const tokens = css({
  padding: \`\${space.sm} \${space.md}\`,
  borderRadius: radii.md,
  color: colors.text,
  [mq.medium]: { fontSize: fontSizes.lg, marginTop: -8 },
  "&:hover": { background: colors.surfaceAlt },
} as const);
export const spread = css({ ...base, flexDirection: "column" });
export const composed = css(literal, { margin: space.lg });
export const array = css([{ color: colors.accent }, { fontWeight: 700 }]);
export const nested = css([tokens, { opacity: 0.5 }]);
export const fromProps = (width: number) => css({ width });
export const called = css({ width: String(10) });
`;

function compile(withPlugin: boolean): string {
  const result = transformSync(FIXTURE, {
    filename,
    babelrc: false,
    configFile: false,
    presets: [["@babel/preset-typescript", { isTSX: true, allExtensions: true }]],
    plugins: [...(withPlugin ? [[plugin, { themeFile }]] : []), "@babel/plugin-transform-modules-commonjs"],
  });
  return result?.code ?? "";
}

function fail(id: string): never {
  throw new Error(`unexpected import ${id}`);
}

function run(code: string): Record<string, unknown> {
  const moduleObject = { exports: {} as Record<string, unknown> };
  const fakeRequire = (id: string) =>
    id === "@emotion/react" ? emotionReact : id === "../../styles/theme" ? theme : fail(id);
  new Function("require", "module", "exports", code)(fakeRequire, moduleObject, moduleObject.exports);
  return moduleObject.exports;
}

const plain = (value: unknown) => {
  const { name, styles } = value as { name: string; styles: string };
  return { name, styles };
};

describe("precompile-css (Babel plugin for the build)", () => {
  const compiled = compile(true);
  const atBuild = run(compiled);
  const atRunTime = run(compile(false));

  it.each(["literal", "tokens", "spread", "composed", "array", "nested"])(
    "serialises the static css() call '%s' to exactly what Emotion makes at run time",
    (name) => {
      expect(plain(atBuild[name])).toEqual(plain(atRunTime[name]));
      expect(plain(atBuild[name]).styles.length).toBeGreaterThan(0);
    },
  );

  it("puts a { name, styles } object in place of each static call", () => {
    expect(compiled.match(/\(0, _react\.css\)\(/g)).toHaveLength(2);
    expect(compiled).toContain(`name: "${plain(atRunTime.literal).name}"`);
  });

  it("leaves calls that depend on props or on function calls to run time", () => {
    expect(plain((atBuild.fromProps as (w: number) => unknown)(42))).toEqual(
      plain((atRunTime.fromProps as (w: number) => unknown)(42)),
    );
    expect(compiled).toMatch(/fromProps = \(?width\)? => \(0, _react\.css\)\(\{\s*width\s*\}\)/);
    expect(plain(atBuild.called)).toEqual(plain(atRunTime.called));
  });

  it("reads the current design tokens", () => {
    expect(plain(atBuild.tokens).styles).toContain(`color:${theme.colors.text};`);
    expect(plain(atBuild.tokens).styles).toContain(`${theme.mq.medium}{`);
  });

  it("declares the theme file as a dependency, so cached builds pick up a changed theme", () => {
    const result = transformSync(`export const a = 1;`, {
      filename,
      babelrc: false,
      configFile: false,
      plugins: [[plugin, { themeFile }]],
    });
    expect([...((result as { externalDependencies?: Set<string> } | null)?.externalDependencies ?? [])]).toEqual([
      themeFile,
    ]);
  });

  it("needs the theme file", () => {
    expect(() =>
      transformSync("const a = 1;", { filename, babelrc: false, configFile: false, plugins: [[plugin, {}]] }),
    ).toThrow("precompile-css: the themeFile option is required");
  });
});

describe("onCreateBabelConfig", () => {
  const call = (stage: string) => {
    const setBabelPlugin = jest.fn();
    const cwd = jest.spyOn(process, "cwd").mockReturnValue("/site");
    (onCreateBabelConfig as (args: unknown) => void)({ stage, actions: { setBabelPlugin } });
    cwd.mockRestore();
    return setBabelPlugin.mock.calls;
  };

  it("precompiles styles in the production builds (browser and HTML)", () => {
    for (const stage of ["build-javascript", "build-html"]) {
      expect(call(stage)).toEqual([
        [{ name: "/site/src/gatsby/babel/precompile-css.js", options: { themeFile: "/site/src/styles/theme.ts" } }],
      ]);
    }
  });

  it("leaves `gatsby develop` on Emotion's run-time path", () => {
    expect(call("develop")).toEqual([]);
    expect(call("develop-html")).toEqual([]);
  });
});
