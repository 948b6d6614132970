/**
 * Babel plugin: serialises Emotion `css()` calls whose arguments are known at build time.
 *
 * Components declare their styles as `const cardCss = css({ padding: space.md, ... })` at
 * module level. In the browser every such call serialises the object to CSS and hashes it
 * while the page's script is evaluated: about a third of that task on the home page. The
 * result depends only on literals and on the design tokens in src/styles/theme.ts, so this
 * plugin computes it at build time with Emotion's own `serializeStyles` and puts the
 * `{ name, styles }` object Emotion would have made in place of the call. Emotion takes such
 * an object as it is, so class names and CSS are exactly the same as without the plugin.
 *
 * A call is left alone unless every part of its arguments is a literal, a design token
 * imported from the theme file, or a module-level constant of the same kind (props, function
 * calls, keyframes and anything else are evaluated at run time, as before).
 *
 * Options: `themeFile`, the absolute path of src/styles/theme.ts, declared as a dependency of
 * every file the plugin compiles, so caches rebuild them when the theme changes.
 */
const fs = require("fs");
const path = require("path");
const Module = require("module");
const babel = require("@babel/core");
const { serializeStyles } = require("@emotion/serialize");

/** @typedef {import("@babel/core").NodePath} Path */
/** @typedef {NonNullable<ReturnType<Path["scope"]["getBinding"]>>} Binding a name's declaration in Babel's scope */
/**
 * The API Babel passes to a plugin (the config API, Babel's `types` and `addExternalDependency`).
 * @typedef {import("@babel/core").ConfigAPI & {
 *   types: typeof import("@babel/core").types,
 *   addExternalDependency(file: string): void,
 * }} PluginAPI
 */
/** @typedef {string | number | boolean | null | StaticArray | StaticObject} StaticValue a value known at build time */
/** @typedef {{ [key: string]: StaticValue }} StaticObject */
/** @typedef {StaticValue[]} StaticArray */
/** @typedef {import("@babel/core").types.ObjectExpression["properties"][number]} ObjectMember */

/**
 * A child path by key. One loosely typed lookup: Babel's typed `get` on a path whose node
 * may be any node type is very slow to type-check.
 * @param {Path} p
 * @param {string} key
 * @returns {Path}
 */
const child = (p, key) => /** @type {Path} */ (p.get(key));
/**
 * The child paths of a list-valued key (elements, properties, expressions).
 * @param {Path} p
 * @param {string} key
 * @returns {Path[]}
 */
const children = (p, key) => /** @type {Path[]} */ (p.get(key));

/**
 * The theme module's exports, compiled from TypeScript.
 * @param {string} themeFile
 * @returns {Record<string, unknown>}
 */
function loadTheme(themeFile) {
  // Not null (no config file can ignore the file) and with code (Babel's default).
  const { code } = /** @type {{ code: string }} */ (
    babel.transformFileSync(themeFile, {
      babelrc: false,
      configFile: false,
      presets: [require.resolve("@babel/preset-typescript")],
      plugins: [require.resolve("@babel/plugin-transform-modules-commonjs")],
    })
  );
  // Node's internals: a module compiles source with `_compile`, and `_nodeModulePaths` lists the
  // node_modules folders a directory's modules resolve from.
  const mod = /** @type {Module & { _compile(code: string, filename: string): void }} */ (new Module(themeFile));
  mod.filename = themeFile;
  mod.paths = /** @type {typeof Module & { _nodeModulePaths(dir: string): string[] }} */ (Module)._nodeModulePaths(
    path.dirname(themeFile),
  );
  mod._compile(code, themeFile);
  return mod.exports;
}

const NOT_STATIC = Symbol("not static");

/** @param {string} file */
const withoutExtension = (file) => file.replace(/\.[cm]?[jt]sx?$/, "");

/**
 * @param {unknown} value
 * @returns {value is StaticValue}
 */
function isPlainData(value) {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  // A plain object from any realm (Jest runs the plugin in its own): its prototype is Object.prototype.
  const proto = typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (proto && Object.getPrototypeOf(proto) === null && Object.prototype.toString.call(value) === "[object Object]") {
    return Object.values(/** @type {object} */ (value)).every(isPlainData);
  }
  return false;
}

/**
 * @param {PluginAPI} api
 * @param {{ themeFile: string }} options themeFile is required (checked below, for a config without it)
 * @returns {import("@babel/core").PluginObj}
 */
module.exports = function precompileCss(api, options) {
  const t = api.types;
  if (!options || !options.themeFile) throw new Error("precompile-css: the themeFile option is required");
  const themeFile = withoutExtension(options.themeFile);
  // Output depends on the theme file: babel-loader does not cache files compiled with this
  // plugin and webpack rebuilds them when the theme changes, so a cached build (Netlify keeps
  // .cache between deploys) never serves stale tokens. Babel allows this only here, per plugin.
  api.cache.invalidate(() => fs.readFileSync(options.themeFile, "utf8"));
  api.addExternalDependency(options.themeFile);
  // Loaded once per plugin instance, when a file first uses a token (a changed theme makes a new instance).
  /** @type {Record<string, unknown> | undefined} */
  let theme;
  const themeExports = () => (theme ??= loadTheme(options.themeFile));

  /**
   * The value of an expression known at build time, or NOT_STATIC.
   * @param {Path} p
   * @param {string} file the file being compiled
   * @param {Set<Binding>} seen the constants being evaluated (a constant defined by itself is not static)
   * @returns {StaticValue | typeof NOT_STATIC}
   */
  function evaluate(p, file, seen) {
    const node = p.node;
    if (!node) return NOT_STATIC;
    if (t.isStringLiteral(node) || t.isNumericLiteral(node) || t.isBooleanLiteral(node)) return node.value;
    if (t.isNullLiteral(node)) return null;
    if (
      t.isTSAsExpression(node) ||
      t.isTSSatisfiesExpression(node) ||
      t.isTSNonNullExpression(node) ||
      t.isParenthesizedExpression(node)
    ) {
      return evaluate(child(p, "expression"), file, seen);
    }
    if (t.isTemplateLiteral(node)) {
      let out = "";
      const expressions = children(p, "expressions");
      for (let i = 0; i < node.quasis.length; i++) {
        out += node.quasis[i].value.cooked;
        if (i < expressions.length) {
          const value = evaluate(expressions[i], file, seen);
          if (value === NOT_STATIC || (typeof value !== "string" && typeof value !== "number")) return NOT_STATIC;
          out += value;
        }
      }
      return out;
    }
    if (t.isUnaryExpression(node, { operator: "-" })) {
      const value = evaluate(child(p, "argument"), file, seen);
      return typeof value === "number" ? -value : NOT_STATIC;
    }
    if (t.isBinaryExpression(node) && ["+", "-", "*", "/"].includes(node.operator)) {
      const left = evaluate(child(p, "left"), file, seen);
      const right = evaluate(child(p, "right"), file, seen);
      if (left === NOT_STATIC || right === NOT_STATIC) return NOT_STATIC;
      const bothNumbers = typeof left === "number" && typeof right === "number";
      // Two numbers add, anything joins onto a string, as in JavaScript (the cast meets TypeScript's rule for `+`).
      if (node.operator === "+" && (bothNumbers || typeof left === "string" || typeof right === "string"))
        return /** @type {string} */ (left) + right;
      if (bothNumbers)
        return node.operator === "-" ? left - right : node.operator === "*" ? left * right : left / right;
      return NOT_STATIC;
    }
    if (t.isArrayExpression(node)) {
      const out = [];
      for (const element of children(p, "elements")) {
        if (!element.node || t.isSpreadElement(element.node)) return NOT_STATIC;
        const value = evaluate(element, file, seen);
        if (value === NOT_STATIC) return NOT_STATIC;
        out.push(value);
      }
      return out;
    }
    if (t.isObjectExpression(node)) {
      /** @type {Record<string, StaticValue>} */
      const out = {};
      for (const prop of children(p, "properties")) {
        if (t.isSpreadElement(prop.node)) {
          const value = evaluate(child(prop, "argument"), file, seen);
          if (value === NOT_STATIC || value === null || typeof value !== "object" || Array.isArray(value))
            return NOT_STATIC;
          Object.assign(out, value);
          continue;
        }
        if (!t.isObjectProperty(prop.node)) return NOT_STATIC;
        let key;
        if (prop.node.computed) key = evaluate(child(prop, "key"), file, seen);
        else if (t.isIdentifier(prop.node.key)) key = prop.node.key.name;
        else if (t.isStringLiteral(prop.node.key) || t.isNumericLiteral(prop.node.key))
          key = String(prop.node.key.value);
        else return NOT_STATIC;
        if (typeof key !== "string" && typeof key !== "number") return NOT_STATIC;
        const value = evaluate(child(prop, "value"), file, seen);
        if (value === NOT_STATIC) return NOT_STATIC;
        out[key] = value;
      }
      return out;
    }
    if (t.isMemberExpression(node)) {
      const object = evaluate(child(p, "object"), file, seen);
      if (object === NOT_STATIC || object === null || typeof object !== "object") return NOT_STATIC;
      const key = node.computed
        ? evaluate(child(p, "property"), file, seen)
        : t.isIdentifier(node.property)
          ? node.property.name
          : NOT_STATIC;
      // A key is used as a string, as in JavaScript, and an array's elements are properties too.
      if (key === NOT_STATIC || !Object.prototype.hasOwnProperty.call(object, /** @type {string} */ (key)))
        return NOT_STATIC;
      const value = /** @type {StaticObject} */ (object)[/** @type {string} */ (key)];
      return isPlainData(value) ? value : NOT_STATIC;
    }
    if (t.isIdentifier(node)) {
      const binding = p.scope.getBinding(node.name);
      if (!binding || seen.has(binding)) return NOT_STATIC;
      if (binding.kind === "module") {
        // A module binding's path is an import specifier, within its declaration.
        const declaration = /** @type {Path} */ (binding.path.parentPath);
        if (!t.isImportSpecifier(binding.path.node) || !t.isImportDeclaration(declaration.node)) return NOT_STATIC;
        const source = declaration.node.source.value;
        if (!source.startsWith(".") || withoutExtension(path.resolve(path.dirname(file), source)) !== themeFile)
          return NOT_STATIC;
        const imported = binding.path.node.imported;
        const name = t.isIdentifier(imported) ? imported.name : imported.value;
        const tokens = themeExports();
        if (!Object.prototype.hasOwnProperty.call(tokens, name) || !isPlainData(tokens[name])) return NOT_STATIC;
        return tokens[name];
      }
      // A module-level `const` that is never reassigned.
      if (binding.kind !== "const" || binding.constantViolations.length > 0 || !binding.path.isVariableDeclarator())
        return NOT_STATIC;
      if (!t.isProgram(binding.scope.block)) return NOT_STATIC;
      seen.add(binding);
      const value = evaluate(child(binding.path, "init"), file, seen);
      seen.delete(binding);
      return value;
    }
    return NOT_STATIC;
  }

  return {
    name: "precompile-css",
    visitor: {
      CallExpression(p, state) {
        const callee = p.get("callee");
        if (!callee.isIdentifier()) return;
        const binding = p.scope.getBinding(callee.node.name);
        if (!binding || binding.kind !== "module" || !t.isImportSpecifier(binding.path.node)) return;
        // An import specifier's parent is its import declaration.
        const declaration =
          /** @type {import("@babel/core").NodePath<import("@babel/core").types.ImportDeclaration>} */ (
            binding.path.parentPath
          ).node;
        const imported = binding.path.node.imported;
        if (
          declaration.source.value !== "@emotion/react" ||
          (t.isIdentifier(imported) ? imported.name : imported.value) !== "css"
        )
          return;
        const args = [];
        for (const arg of p.get("arguments")) {
          // babel-loader names every file it compiles.
          const value = evaluate(arg, /** @type {string} */ (state.filename), new Set());
          if (value === NOT_STATIC || value === null || typeof value !== "object") return;
          args.push(value);
        }
        if (args.length === 0) return;
        const { name, styles } = serializeStyles(args);
        p.replaceWith(
          t.objectExpression([
            t.objectProperty(t.identifier("name"), t.stringLiteral(name)),
            t.objectProperty(t.identifier("styles"), t.stringLiteral(styles)),
          ]),
        );
      },
    },
  };
};
