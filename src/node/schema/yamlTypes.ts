import fs from "fs";
import path from "path";
import { listed } from "../../rules/text";
import type { CopyTypes } from "./copySchema";
import { COMPUTED_SITE_FIELDS } from "./schema";
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

/**
 * The files whose top level is a list, of which gatsby-transformer-yaml makes one node per entry;
 * every other YAML file the founder edits holds its fields. Each with the fields that tell its
 * entries apart (one field, or several that together name one person: a testimonial's author and
 * title), which an entry repeated would show twice (src/node/pages/contentFiles.ts).
 */
export const LIST_FILES: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ["content/logos.yaml", [["src"]]],
  ["content/process.yaml", [["title"]]],
  ["content/team.yaml", [["bio"]]],
  ["content/testimonials.yaml", [["quote"], ["author", "title"]]],
]);

/** The folders of content/ whose YAML files the founder edits, each file read by a type. */
const YAML_FOLDERS = ["content", "content/pages", "content/service-pages"];

/** The first words of a text, up to about `length` characters, with "..." when cut. */
function firstWords(text: string, length = 40): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length + 1).replace(/\s+\S*$/, "");
  return `${cut || flat.slice(0, length)}...`;
}

/** What a file's top level holds, in the founder's words. */
function held(data: unknown, text: string): string {
  if (typeof data === "string") {
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "" && !/^\s*#/.test(line)).length;
    return `${lines === 1 ? "one line" : `${lines} lines`} of text ("${firstWords(data)}")`;
  }
  if (typeof data === "number") return `a number (${data})`;
  if (data instanceof Date) return `a date (${data.toISOString().slice(0, 10)})`;
  if (Array.isArray(data)) {
    return data.length === 0
      ? "nothing but []"
      : `a list of ${data.length === 1 ? "one entry" : `${data.length} entries`}`;
  }
  if (data && typeof data === "object") {
    const keys = Object.keys(data);
    return keys.length === 0 ? "nothing but {}" : `fields (${listed(keys)})`;
  }
  return `only the word ${String(data)}`;
}

/**
 * What is wrong with the top level of `file` (its `data`, read from `text`), which holds `fields`,
 * or a list of entries with them when `list`: null when it does, or holds nothing at all
 * (blankYamlFiles names that).
 */
export function topLevelProblem(
  file: string,
  data: unknown,
  text: string,
  { list, fields }: { list: boolean; fields: readonly string[] },
): string | null {
  if (data === null || data === undefined) return null;
  const isFields = typeof data === "object" && !Array.isArray(data) && !(data instanceof Date);
  if (list ? Array.isArray(data) : isFields) return null;
  const instead = list
    ? `a list of entries (each starts with "- ", then its fields: ${listed(fields)})`
    : `its fields (${listed(fields)})`;
  return `${file} holds ${held(data, text)} instead of ${instead}: restore it from the repository's history, or write its ${list ? "entries" : "fields"} again`;
}

/**
 * One message per YAML file the founder edits (content/*.yaml, pages/, service-pages/) whose top
 * level is not what its type reads: a text, a number, a list where the fields belong, or fields
 * where a list of entries belongs (LIST_FILES). gatsby-transformer-yaml makes no node of a text,
 * so content/cta.yaml replaced by one sentence built without a word, its band empty. The fields
 * are named from `types` (site.yaml's from SiteSiteMetadata, less what the build computes); a
 * file no type reads is left to unreadContentFiles. Run once the files are known to be YAML
 * (contentYamlReport).
 */
export function topLevelProblems(types: CopyTypes, root: string): string[] {
  const problems: string[] = [];
  for (const folder of YAML_FOLDERS) {
    const dir = path.join(root, folder);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)) : [];
    for (const name of names.sort()) {
      const file = `${folder}/${name}`;
      const node = { name: name.replace(/\.ya?ml$/, ""), relativeDirectory: folder.replace(/^content\/?/, "") };
      const fields = types.get(file === "content/site.yaml" ? "SiteSiteMetadata" : yamlTypeName({ node }));
      if (!fields) continue;
      const full = path.join(root, file);
      const problem = topLevelProblem(file, readYamlFile(full, root), fs.readFileSync(full, "utf8"), {
        list: LIST_FILES.has(file),
        fields: [...fields.keys()].filter((field) => !COMPUTED_SITE_FIELDS.has(field)),
      });
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
