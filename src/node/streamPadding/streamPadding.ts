import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { listFiles } from "../files";

/**
 * A built page without the NUL characters React 18's streaming renderer leaves in it.
 *
 * Gatsby 5 writes pages with renderToPipeableStream. React 18 encodes into a 2,048-byte buffer;
 * when a character of two to four bytes (an em dash, "·", "€") does not fit at its end, it
 * flushes the whole buffer anyway, and the one to three bytes it did not write reach the page
 * as NULs just before that character (react#31134; fixed in React's main line by
 * facebook/react#26228, not in React 18). A browser drops them from text but shows "\uFFFD" in
 * an attribute, and some crawlers stop reading at the first.
 *
 * The assumption, checked: every NUL in a page is such padding, one to three of them followed by
 * a character outside ASCII. Any other throws, naming the file and where: something else would
 * then be writing them, and removing them would hide it.
 */
export function withoutStreamPadding(html: string, file: string): string {
  return html.replace(/\0+/g, (run, offset: number) => {
    const next = html.charCodeAt(offset + run.length);
    if (run.length <= 3 && next > 0x7f) return "";
    const line = html.slice(0, offset).split("\n").length;
    throw new Error(
      `${file}: line ${line} holds ${run.length} NUL character(s) before ${JSON.stringify(html.slice(offset + run.length, offset + run.length + 20))}, ` +
        "which is not the padding React 18's streaming renderer leaves (one to three before a character outside ASCII): " +
        "find what writes them (src/node/streamPadding/streamPadding.ts)",
    );
  });
}

/** The onPostBuild step: every built page (and Gatsby's fragments of pages) without that padding. */
export function removeStreamPadding({ reporter }: Pick<BuildArgs, "reporter">, publicDir = "public"): void {
  for (const file of listFiles(publicDir).filter((name) => name.endsWith(".html"))) {
    const full = path.join(publicDir, file);
    const html = fs.readFileSync(full, "utf8");
    if (!html.includes("\0")) continue;
    try {
      fs.writeFileSync(full, withoutStreamPadding(html, file));
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      return;
    }
  }
}
