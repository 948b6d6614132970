import { useEffect, useState } from "react";
import { frontMatterFormat } from "../rules/cmsFormats";
import {
  EBOOK_FIELDS,
  EbookParseError,
  printableIn,
  readEbookMarkdown,
  type CodePointRanges,
  type EbookTokens,
  type GlyphFont,
} from "../rules/ebookMarkdown";
import { fieldLabel } from "../rules/fields";

/** A line's first words, up to 40 characters, cut between words, with "..." when cut: what finds it in the Text box. */
export function lineStart(line: string, length = 40): string {
  const chars = [...line];
  if (chars.length <= length) return line;
  const cut = chars.slice(0, length + 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut.slice(0, -1)).trimEnd()}...`;
}

/**
 * What the build would stop on in the ebook being edited, read by the build's own reader
 * (src/rules/ebookMarkdown.ts) from the file the CMS would save (src/rules/cmsFormats.ts), with the
 * characters the build found in the fonts. Each problem is placed where the CMS shows it: "Line 12
 * of the text ("See [the OECD](https://...")): ..." for the Text box, counted from its first line
 * as typed and quoted from its start, or the field's label ("Title: ..."). Empty when the build would print it.
 */
export function ebookProblems(
  fields: Record<string, unknown>,
  tokens: EbookTokens,
  glyphs: Record<GlyphFont, CodePointRanges>,
): string[] {
  const saved = Object.fromEntries(EBOOK_FIELDS.map((name) => [name, fields[name] ?? null]));
  const file = frontMatterFormat.toFile(saved);
  const lines = file.split("\n");
  // The file is "---", the fields, "---", an empty line, then the text trimmed of what it starts with.
  const close = lines.indexOf("---", 1);
  const body = typeof fields.body === "string" ? fields.body : "";
  const trimmedLines = (/^\s*/.exec(body)?.[0] ?? "").split("\n").length - 1;
  const place = (line: number) => {
    // The empty line is where the build names an ebook with no chapter: the Text box's first line.
    if (line >= close + 2) {
      // The Text box shows no line numbers: the line's start finds it.
      const start = lineStart((lines[line - 1] ?? "").trim());
      const quote = start ? ` ("${start}")` : "";
      return `Line ${Math.max(1, line - (close + 2) + trimmedLines)} of the text${quote}`;
    }
    const field = /^([\w-]+):/.exec(lines[line - 1] ?? "")?.[1];
    return field ? fieldLabel(field) : "The fields above the text";
  };
  try {
    readEbookMarkdown(file, "", tokens, printableIn(glyphs));
    return [];
  } catch (error) {
    if (!(error instanceof EbookParseError)) throw error;
    return error.problems.map(({ line, reason }) => `${place(line)}: ${reason}`);
  }
}

/** How long the text rests before the preview reads it again: a read takes about 0.1 s, too long for every key. */
export const SETTLE_MS = 300;

/**
 * ebookProblems for the entry as the preview shows it: read at once when the preview opens, then
 * again once the fields have stopped changing for SETTLE_MS, so typing never waits for it; until
 * then the notices are those of the last read.
 */
export function useEbookProblems(
  fields: Record<string, unknown>,
  tokens: EbookTokens,
  glyphs: Record<GlyphFont, CodePointRanges>,
): string[] {
  const key = JSON.stringify(fields);
  const [read, setRead] = useState(() => ({ key, problems: ebookProblems(fields, tokens, glyphs) }));
  useEffect(() => {
    if (read.key === key) return undefined;
    const timer = setTimeout(
      () => setRead({ key, problems: ebookProblems(JSON.parse(key), tokens, glyphs) }),
      SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [key, read.key, tokens, glyphs]);
  return read.problems;
}
