import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { builtPages, linkProblems, sitePages } from "./links";
import { readSiteConfig } from "../siteConfig";
import { EBOOK_SOURCE_PATH } from "../ebook/buildEbook";
import { parseEbookMarkdown } from "../ebook/markdown";
import { callLengthProblems, chapterCountProblems, pageTextProblems } from "./pageText";

/** The heading of the build's message, then each kind of problem with its lines. */
export function pagesReport(links: readonly string[], text: readonly string[]): string | null {
  const sections: [string, readonly string[]][] = [
    ["Links that lead nowhere:", links],
    ["Text shown as you did not mean it:", text],
  ];
  const found = sections.filter(([, lines]) => lines.length > 0);
  if (found.length === 0) return null;
  return [
    "The built pages have problems (each line names the pages and, where it can, the content file to fix):",
    ...found.map(([title, lines]) => `${title}\n  ${lines.join("\n  ")}`),
  ].join("\n");
}

/**
 * The onPostBuild step that reads the pages this build made and stops the build on a link that
 * leads nowhere or a text shown as the founder did not mean (markup, a note left for later, a
 * call length or chapter count that no longer holds), with every problem in one message, so one
 * fix-and-publish round sees them all.
 */
export function checkBuiltPages({ reporter, getNodesByType }: Pick<BuildArgs, "reporter" | "getNodesByType">): void {
  const pagePaths = sitePages(getNodesByType);
  const pages = builtPages(pagePaths);
  // The ebook's numbered chapters ("# 1. Title"), as its table of contents counts them.
  const ebook = fs.readFileSync(path.join(process.cwd(), EBOOK_SOURCE_PATH), "utf8");
  const chapters = parseEbookMarkdown(ebook, EBOOK_SOURCE_PATH).chapters.filter((chapter) => chapter.number !== null);
  const text = [
    ...pageTextProblems(pages),
    ...callLengthProblems(pages, readSiteConfig().claims.callMinutes),
    ...chapterCountProblems(pages, chapters.length),
  ];
  const report = pagesReport(linkProblems(pages, pagePaths, getNodesByType), text);
  if (report !== null) reporter.panicOnBuild(report);
}
