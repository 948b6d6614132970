/**
 * A markdown file cut at its front matter, as gray-matter (which Gatsby reads articles and legal
 * pages with) cuts it: a byte-order mark skipped (Windows' "UTF-8 with BOM"), then a line of
 * three hyphens, the YAML, and another such line. Every reader of content/'s markdown uses this,
 * so the build's checks, the ebook, the CMS and its previews read one file one way. Lines are
 * split at `\n` or `\r\n` and kept without their ends.
 */
export type FrontMatterSplit =
  /** `lines[close]` is the closing line: the YAML is lines 1 to close - 1, the text starts after it. */
  | { lines: string[]; close: number }
  /** The first line is not three hyphens ("start"), or no later line is ("end"). */
  | { lines: string[]; problem: "start" | "end" };

const fence = (line: string) => line.trimEnd() === "---";

export function splitFrontMatter(text: string): FrontMatterSplit {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!fence(lines[0])) return { lines, problem: "start" };
  const close = lines.findIndex((line, index) => index > 0 && fence(line));
  return close < 0 ? { lines, problem: "end" } : { lines, close };
}
