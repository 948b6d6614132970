import fs from "fs";
import path from "path";
import { readYamlFile } from "./yamlFiles";

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase());

/**
 * The GraphQL type of a YAML file under content/, as gatsby-transformer-yaml names its nodes:
 * content/x.yaml -> XYaml; content/pages/x.yaml -> PageXYaml; content/service-pages/*.yaml ->
 * ServicePageYaml. `name` is the file name without extension, `relativeDirectory` its folder
 * under content/.
 */
export function yamlTypeName({ node }: { node: { name: string; relativeDirectory: string } }): string {
  if (node.relativeDirectory === "service-pages") return "ServicePageYaml";
  if (node.relativeDirectory === "pages") return `Page${pascal(node.name)}Yaml`;
  return `${pascal(node.name)}Yaml`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c, at: number) => (at ? "-" : "") + c.toLowerCase());

/**
 * The file under content/ that holds a YAML type's node, the other way round from
 * `yamlTypeName` (PageHowWeWorkYaml -> content/pages/how-we-work.yaml, CtaYaml ->
 * content/cta.yaml); null for ServicePageYaml, one type for a folder of files.
 */
export function yamlFileOf(type: string): string | null {
  if (type === "ServicePageYaml" || !type.endsWith("Yaml")) return null;
  const name = type.slice(0, -"Yaml".length);
  return name.startsWith("Page") && name.length > 4
    ? `content/pages/${kebab(name.slice(4))}.yaml`
    : `content/${kebab(name)}.yaml`;
}

/** The files under `root` that these YAML types need and that are not there (.yaml or .yml). */
export function missingYamlFiles(types: Iterable<string>, root: string): string[] {
  const missing: string[] = [];
  for (const type of types) {
    const file = yamlFileOf(type);
    if (!file) continue;
    const exists = [file, file.replace(/\.yaml$/, ".yml")].some((name) => fs.existsSync(path.join(root, name)));
    if (!exists) missing.push(file);
  }
  return missing;
}

/** Each file under `root` these types read that is there, with its parsed data. */
function* readFiles(types: Iterable<string>, root: string): Generator<[string, unknown]> {
  for (const type of types) {
    const file = yamlFileOf(type);
    if (file && fs.existsSync(path.join(root, file))) {
      yield [file, readYamlFile(path.join(root, file), root)];
    }
  }
}

/** The files under `root` these types read that hold nothing at all (every line deleted). */
export function blankYamlFiles(types: Iterable<string>, root: string): string[] {
  return [...readFiles(types, root)].filter(([, data]) => data === null || data === undefined).map(([file]) => file);
}

/**
 * The list files under `root` these types read that list nothing (`[]`, or every item removed
 * outside the CMS, which refuses to save an empty list): their section would show its heading
 * over nothing.
 */
export function emptyYamlLists(types: Iterable<string>, root: string): string[] {
  return [...readFiles(types, root)]
    .filter(([, data]) => Array.isArray(data) && data.length === 0)
    .map(([file]) => file);
}
