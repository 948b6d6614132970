import fs from "fs";
import path from "path";
import yaml from "js-yaml";

// What makes a hand-edited file (GitHub's web editor) stop being YAML; the CMS writes none of these.
const USUAL_CAUSES =
  "The usual causes: a line indented by more or fewer spaces than the lines it belongs with; a tab " +
  'instead of spaces; a text containing ": " or " #", or starting with a quote, [, {, *, & or !, ' +
  "without double quotes around the whole text. The CMS never writes such a file: look at the " +
  "last change made to it on GitHub.";

/** Where a file stops being YAML: the file, the line and column, js-yaml's reason, the lines around. */
function syntaxProblem(relative: string, error: yaml.YAMLException): string {
  const { mark, reason } = error;
  const at = mark ? `line ${mark.line + 1}, column ${mark.column + 1}: ` : "";
  const snippet = mark?.snippet ? `\n\n${mark.snippet}` : "";
  return `${relative} is not valid YAML, so the build cannot read it: ${at}${reason}${snippet}`;
}

function load(file: string, root: string): { data: unknown } | { problem: string } {
  const text = fs.readFileSync(file, "utf8");
  try {
    return { data: yaml.load(text) };
  } catch (error) {
    if (error instanceof yaml.YAMLException) return { problem: syntaxProblem(path.relative(root, file), error) };
    throw error;
  }
}

/**
 * Reads a YAML file the founder edits. A file that is not valid YAML throws an Error whose
 * message names it (relative to `root`), with the line, the column and the lines around them:
 * js-yaml names the file only when told it, and gatsby-transformer-yaml does not tell it.
 */
export function readYamlFile(file: string, root = process.cwd()): unknown {
  const read = load(file, root);
  if ("problem" in read) throw new Error(`${read.problem}\n\n${USUAL_CAUSES}`);
  return read.data;
}

function* yamlFilesUnder(folder: string): Generator<string> {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* yamlFilesUnder(full);
    else if (/\.ya?ml$/.test(entry.name)) yield full;
  }
}

/**
 * The build's message for every YAML file under `root`/content that is not valid YAML, or null
 * when all are. Run before Gatsby reads them, so that one build names every such file.
 */
export function yamlSyntaxReport(root = process.cwd()): string | null {
  const problems: string[] = [];
  for (const file of yamlFilesUnder(path.join(root, "content"))) {
    const read = load(file, root);
    if ("problem" in read) problems.push(read.problem);
  }
  return problems.length > 0 ? [...problems, USUAL_CAUSES].join("\n\n") : null;
}
