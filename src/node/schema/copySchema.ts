/**
 * Checks a content file against the GraphQL type declared for it in src/node/schema/schema.ts, so
 * a founder who misspells, drops or mistypes a field gets a message naming the file, the
 * field and what was expected, instead of a query error about a null.
 */
import { Kind, parse, type TypeNode } from "graphql";
import { countedHeadingProblems } from "../../rules/counts";
import { isEmptyGroup, notAField, placeholderHelp } from "../../rules/fields";
import { INLINE_FIELDS } from "../../rules/cmsPreview";
import { LINE_BREAKS, copyMarkupProblem, hasLineBreaks } from "../../rules/text";
import { PLACEHOLDER, siteNameWrittenOut, unquotedPlaceholder, writesSiteName } from "../../rules/tokens";

export interface FieldSpec {
  type: TypeNode;
  /** The field's directives by name (`tokens`, `fileByRelativePath`, ...). */
  directives: string[];
}
export type CopyTypes = Map<string, Map<string, FieldSpec>>;

/** The object types of some SDL, by name, with their fields. */
export function copyTypes(...sdl: string[]): CopyTypes {
  const types: CopyTypes = new Map();
  for (const source of sdl) {
    for (const def of parse(source).definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const fields = (def.fields ?? []).map((f) => [
        f.name.value,
        { type: f.type, directives: (f.directives ?? []).map((d) => d.name.value) },
      ]);
      types.set(def.name.value, new Map(fields as Array<[string, FieldSpec]>));
    }
  }
  return types;
}

const SCALAR_WORDS: Record<string, string> = { Int: "a whole number", Boolean: "true or false", File: "a file path" };

function describe(type: TypeNode, types: CopyTypes): string {
  if (type.kind === Kind.NON_NULL_TYPE) return describe(type.type, types);
  if (type.kind === Kind.LIST_TYPE) return `a list of ${describe(type.type, types).replace(/^an? /, "")}s`;
  const name = type.name.value;
  if (types.has(name)) return `a group of fields (${[...types.get(name)!.keys()].join(", ")})`;
  return SCALAR_WORDS[name] ?? "text";
}

function found(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "nothing";
  // js-yaml reads an unquoted 2026-11-26 as a date, not as the text the field holds.
  if (value instanceof Date) {
    const day = value.toISOString().slice(0, 10);
    return `a date written without quotes (${day}): put it in double quotes, "${day}"`;
  }
  if (typeof value === "object") return "a group of fields";
  return `${typeof value === "string" ? "text" : typeof value} ${JSON.stringify(value).slice(0, 40)}`;
}

/** Gatsby's own node fields, present on every node whatever the file says. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields"]);

/** Pictures Gatsby's image pipeline (sharp) reads and sizes for each screen (gatsby-plugin-image). */
const PHOTO = /\.(jpe?g|png|webp|avif)$/i;
const SVG = /\.svg$/i;

/**
 * The picture fields whose file the page sends as it is (src/components/LogoCarousel), where an
 * SVG is shown too. Every other picture goes through childImageSharp, which has no SVG: the
 * page would show nothing in its place, and the build only warn.
 */
const AS_FILE = new Set(["LogosYaml.src"]);

/** What is wrong with a picture's path `value` for the field `key` ("TeamYaml.image"), or null. */
function pictureProblem(value: string, key: string): string | null {
  if (AS_FILE.has(key)) {
    return PHOTO.test(value) || SVG.test(value)
      ? null
      : `"${value}" is not a picture the site can show (use a .svg, .png, .jpg or .webp file)`;
  }
  if (SVG.test(value)) {
    return `"${value}" is an SVG drawing: this picture is shown as a photo, sized for each screen, so use a .jpg, .png or .webp file`;
  }
  return PHOTO.test(value) ? null : `"${value}" is not a picture the site can show (use a .jpg, .png or .webp file)`;
}

interface CheckContext {
  types: CopyTypes;
  errors: string[];
  /** Whether a path written in the file, relative to it, names a file; absent, paths are not checked. */
  fileExists?: (relative: string) => boolean;
  /** The placeholders the site fills in (`@tokens` fields); absent, placeholders are not checked. */
  placeholders?: ReadonlySet<string>;
  /** The firm's name (`title` in content/site.yaml); absent, it is not looked for. */
  siteName?: string;
}

/** What the check looks for besides each file's shape; each part it is not given goes unchecked. */
export type CopyCheckOptions = Pick<CheckContext, "fileExists" | "placeholders" | "siteName">;

/** What is wrong with the placeholders of a text the site fills in: one line per unknown one. */
function placeholderErrors(text: string, known: ReadonlySet<string>, at: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .filter((match) => !known.has(match[1]))
    .map((match) => `${at}: ${match[0]} is not a placeholder the site fills in (${placeholderHelp(match[1], known)})`);
}

function check(
  value: unknown,
  type: TypeNode,
  context: CheckContext,
  at: string,
  directives: string[] = [],
  key = "",
): void {
  const { types, errors } = context;
  if (type.kind === Kind.NON_NULL_TYPE) {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      errors.push(`${at} is missing (expected ${describe(type, types)})`);
      return;
    }
    // The CMS asks for an entry in a required list; emptied by hand, the page shows its place empty.
    if (type.type.kind === Kind.LIST_TYPE && Array.isArray(value) && value.length === 0) {
      errors.push(`${at} lists nothing: the page would show its place empty (add an entry, as the CMS asks)`);
      return;
    }
    check(value, type.type, context, at, directives, key);
    return;
  }
  if (value === undefined || value === null) return;
  // An optional picture removed in the CMS is written `image: ""`, and an optional group emptied
  // there with each of its fields empty: left out, as the CMS's hint says.
  if (directives.includes("fileByRelativePath") && typeof value === "string" && value.trim() === "") return;
  const group = type.kind === Kind.NAMED_TYPE && types.has(type.name.value);
  if (group && isEmptyGroup(value)) return;
  if (type.kind === Kind.LIST_TYPE) {
    if (!Array.isArray(value)) {
      errors.push(`${at}: expected ${describe(type, types)}, found ${found(value)}`);
      return;
    }
    value.forEach((item, index) => check(item, type.type, context, `${at}[${index + 1}]`, directives, key));
    return;
  }
  // A picture that is not there would leave its place empty without a word (an optional one) or
  // fail a query with a message about a null (a required one).
  if (directives.includes("fileByRelativePath") && typeof value === "string" && context.fileExists) {
    const problem = pictureProblem(value, key);
    if (problem) {
      errors.push(`${at}: ${problem}`);
    } else if (!context.fileExists(value)) {
      errors.push(`${at}: "${value}" names no file (the path starts from the folder of this file)`);
    }
    return;
  }
  const name = type.name.value;
  const fields = types.get(name);
  if (fields) {
    if (typeof value !== "object" || Array.isArray(value)) {
      errors.push(`${at}: expected ${describe(type, types)}, found ${found(value)}`);
      return;
    }
    checkFields(value as Record<string, unknown>, fields, context, `${at}.`, name);
    return;
  }
  if (directives.includes("tokens") && typeof value === "string" && context.placeholders) {
    errors.push(...placeholderErrors(value, context.placeholders, at));
  }
  // Written out, the name stays when the firm is renamed; {siteName} follows Site settings.
  if (
    directives.includes("tokens") &&
    typeof value === "string" &&
    context.siteName &&
    writesSiteName(value, context.siteName)
  ) {
    errors.push(`${at}: ${siteNameWrittenOut(context.siteName, value)}`);
  }
  const ok =
    name === "Int"
      ? Number.isInteger(value)
      : name === "Boolean"
        ? typeof value === "boolean"
        : ["string", "number", "boolean"].includes(typeof value);
  const placeholder = unquotedPlaceholder(value);
  if (placeholder) errors.push(`${at}: ${placeholder}`);
  else if (!ok) errors.push(`${at}: expected ${describe(type, types)}, found ${found(value)}`);
  // Every text is shown as one paragraph (or one line): the CMS's text box invites new lines.
  else if (name === "String" && typeof value === "string" && hasLineBreaks(value)) {
    errors.push(`${at}: ${LINE_BREAKS}`);
  }
  // Markup a line of copy cannot show: an HTML tag, a link with no words, a picture, a * left open (copyMarkupProblem).
  else if (name === "String" && typeof value === "string") {
    const markup = copyMarkupProblem(value, INLINE_FIELDS.has(key));
    if (markup) errors.push(`${at}: ${markup}`);
  }
}

function checkFields(
  value: Record<string, unknown>,
  fields: Map<string, FieldSpec>,
  context: CheckContext,
  prefix: string,
  owner: string,
): void {
  for (const [field, spec] of fields) {
    check(value[field], spec.type, context, `${prefix}${field}`, spec.directives, `${owner}.${field}`);
  }
  for (const key of Object.keys(value)) {
    if (fields.has(key) || NODE_FIELDS.has(key)) continue;
    context.errors.push(`${prefix}${key} ${notAField(key, [...fields.keys()])}`);
  }
  for (const { field, problem } of countedHeadingProblems(value)) context.errors.push(`${prefix}${field} ${problem}`);
}

/**
 * What is wrong with one content file's data for its type; empty when it is fine. With
 * `fileExists`, the pictures it names (`@fileByRelativePath`) are checked too; with
 * `placeholders`, the placeholders of the fields the site fills in (`@tokens`); with `siteName`,
 * the firm's name written out in those fields.
 */
export function copyErrors(
  data: Record<string, unknown>,
  typeName: string,
  types: CopyTypes,
  options: CopyCheckOptions = {},
): string[] {
  const fields = types.get(typeName);
  if (!fields) return [];
  const errors: string[] = [];
  checkFields(data, fields, { types, errors, ...options }, "", typeName);
  return errors;
}
