/**
 * Every word a visitor reads lives in content/ (or, for the specification's fixed strings, in
 * src/rules/labels.ts). This test reads every TSX file under src/pages/, src/components/
 * and src/templates/ and fails on words written there: JSX text, text-bearing attributes and
 * props (aria-label, title, alt, kicker, intro, ...) given a literal, and literal labels in
 * object data.
 */
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.join(__dirname, "../..");
const DIRS = ["src/pages", "src/components", "src/templates"];

/** Attributes and props whose value is read by visitors or screen readers. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-roledescription",
  "aria-description",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
  "kicker",
  "intro",
  "description",
  "text",
]);
/** Object properties that carry visible text in data written into a component. */
const TEXT_PROPERTIES = new Set(["label", "title", "text", "kicker", "intro", "description", "alt", "placeholder"]);

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** Literal text in an attribute or property value (template parts included, expressions not). */
function literalText(node: ts.Node | undefined): string {
  if (!node) return "";
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("");
  if (ts.isConditionalExpression(node)) return `${literalText(node.whenTrue)} ${literalText(node.whenFalse)}`;
  return "";
}

export function copyInSource(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) {
      found.push(`${where(node)} text "${node.text.trim()}"`);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf))) {
      const text = literalText(node.initializer);
      if (hasWords(text)) found.push(`${where(node)} ${node.name.getText(sf)}="${text}"`);
    } else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText(sf))) {
      const text = literalText(node.initializer);
      if (hasWords(text)) found.push(`${where(node)} ${node.name.getText(sf)}: "${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("copy lives in content/", () => {
  it("no page, template or component writes words a visitor reads", () => {
    const files = DIRS.flatMap((dir) => tsxFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) => copyInSource(file, fs.readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("catches text, text-bearing attributes and labels in data, and lets expressions and markup through", () => {
    const source = `
      const LINKS = [{ label: "Home", to: "/" }];
      export function A({ copy }) {
        return (
          <section aria-label="Our philosophy" data-kind="band" className="x">
            <Heading kicker={\`\${copy.count}-step process\`}>{copy.title}</Heading>
            <p>Freedom of movement</p>
            <span aria-hidden="true">→</span>
            <p>{copy.text} · 404</p>
          </section>
        );
      }`;
    expect(copyInSource(path.join(ROOT, "src/components/A.tsx"), source)).toEqual([
      'src/components/A.tsx:2 label: "Home"',
      'src/components/A.tsx:5 aria-label="Our philosophy"',
      'src/components/A.tsx:6 kicker="-step process"',
      'src/components/A.tsx:7 text "Freedom of movement"',
    ]);
  });
});
