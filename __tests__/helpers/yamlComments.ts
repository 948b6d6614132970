/**
 * Each run of comment lines in a YAML text, with the indented key of the line under it, in the
 * order of the text: what a reader of the file sees of its notes and where they stand.
 */
export function commentsAboveFields(text: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  let run: string[] = [];
  for (const line of text.split("\n")) {
    if (/^\s*#/.test(line)) run.push(line);
    else if (line.trim() !== "") {
      if (run.length > 0) found.push([run.join("\n"), line.replace(/:.*$/, ":")]);
      run = [];
    }
  }
  return found;
}
