import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import type { SiteClaims } from "../../rules/tokens";
import { builtPages, linkProblems, sitePages } from "./links";
import { laterTextsPage, SHOWN_LATER } from "./laterTexts";
import { readSiteConfig } from "../siteConfig";
import { escapeHtml } from "../../rules/text";
import { EBOOK_SOURCE_PATH, ebookTokens } from "../ebook/buildEbook";
import type { EbookDocument, InlineRun } from "../../rules/ebookMarkdown";
import { parseEbookMarkdown } from "../ebook/markdown";
import {
  bareAddressProblems,
  callLengthProblems,
  chapterCountProblems,
  claimProblems,
  pageTextProblems,
  readableText,
  vagueLinkProblems,
} from "./pageText";

/** The heading of the build's message, then each kind of problem with its lines. */
export function pagesReport(links: readonly string[], text: readonly string[]): string | null {
  const sections: [string, readonly string[]][] = [
    ["Links to mend (leading nowhere, or written so they misbehave):", links],
    ["Text shown as you did not mean it:", text],
  ];
  const found = sections.filter(([, lines]) => lines.length > 0);
  if (found.length === 0) return null;
  return [
    "The built pages have problems (each line names the pages and, where it can, the content file to fix):",
    ...found.map(([title, lines]) => `${title}\n  ${lines.join("\n  ")}`),
  ].join("\n");
}

/** How the messages name the ebook's PDF, beside the pages' addresses. */
export const EBOOK_PDF = "the ebook's PDF";

/**
 * The ebook's printed words as a page (one paragraph per block), so the text checks read what
 * the PDF prints: the cover's fields, the disclaimer, the call to action and every chapter.
 */
export function ebookAsPage({ frontMatter, chapters }: EbookDocument): string {
  const runs = (list: readonly InlineRun[]) => list.map((run) => run.text).join("");
  const blocks: string[] = [
    frontMatter.title,
    frontMatter.subtitle,
    frontMatter.description ?? "",
    frontMatter.cta ?? "",
    ...(frontMatter.disclaimer ? [runs(frontMatter.disclaimer)] : []),
  ];
  for (const chapter of chapters) {
    blocks.push(chapter.title);
    for (const block of chapter.blocks) {
      if (block.type === "heading") blocks.push(block.text);
      else if (block.type === "paragraph") blocks.push(runs(block.runs));
      else if (block.type === "list") blocks.push(...block.items.map((item) => runs(item.runs)));
      else blocks.push(...block.paragraphs.map(runs));
    }
  }
  return blocks.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
}

/** A title as it is told apart: capitals, quotes and spacing aside. */
const titleWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"']/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The /ebook/ page when it does not name the ebook's title: renamed in its file, the PDF's cover
 * (and the page's picture of it) says the new title while the page's search title and the
 * picture's description keep the old one.
 */
export function ebookTitleProblems(pages: ReadonlyMap<string, string>, ebook: EbookDocument): string[] {
  const html = pages.get("/ebook/");
  const { title } = ebook.frontMatter;
  if (html === undefined || titleWords(readableText(html)).includes(titleWords(title))) return [];
  return [
    `/ebook/ does not name the ebook's title, "${title}" (title in ${EBOOK_SOURCE_PATH}): write it in content/pages/ebook.yaml, in seo.title and in cover.alt, which describes the cover the build draws from the PDF`,
  ];
}

/**
 * The built pages' text, with the ebook's PDF as one more page, and the texts pages show once
 * they run (laterTexts.ts) as another: what the text checks read.
 */
export const readablePages = (pages: ReadonlyMap<string, string>, ebook: EbookDocument, later = "") =>
  new Map([...pages, [EBOOK_PDF, ebookAsPage(ebook)], ...(later ? [[SHOWN_LATER, later] as const] : [])]);

/** The pages this build made and the ebook it printed, as the checks read them. */
export type BuiltSite = ReturnType<typeof builtSite>;

/** Reads the pages this build made and the ebook it printed, once for the checks and the CMS. */
export function builtSite(getNodesByType: BuildArgs["getNodesByType"]) {
  const pagePaths = sitePages(getNodesByType);
  const site = readSiteConfig();
  const source = fs.readFileSync(path.join(process.cwd(), EBOOK_SOURCE_PATH), "utf8");
  return {
    pagePaths,
    pages: builtPages(pagePaths),
    ebook: parseEbookMarkdown(source, EBOOK_SOURCE_PATH, ebookTokens(site)),
    later: laterTextsPage(),
    claims: site.claims,
  };
}

/**
 * Text shown as the founder did not mean, on the built pages and in the ebook's PDF (markup, a
 * note left for later, a call length, claim or chapter count that no longer holds).
 */
export function builtTextProblems(
  pages: ReadonlyMap<string, string>,
  ebook: EbookDocument,
  claims: SiteClaims,
  later = "",
) {
  const read = readablePages(pages, ebook, later);
  // The ebook's numbered chapters ("# 1. Title"), as its table of contents counts them.
  const chapters = ebook.chapters.filter((chapter) => chapter.number !== null).length;
  return [
    ...pageTextProblems(read),
    ...bareAddressProblems(pages),
    ...vagueLinkProblems(pages),
    ...callLengthProblems(read, claims.callMinutes),
    ...claimProblems(read, claims),
    ...chapterCountProblems(read, chapters),
    ...ebookTitleProblems(pages, ebook),
  ];
}

/**
 * The onPostBuild step that reads the pages this build made and stops the build on a link that
 * leads nowhere or a text shown as the founder did not mean, with every problem in one message,
 * so one fix-and-publish round sees them all.
 */
export function checkBuiltPages({
  reporter,
  getNodesByType,
}: Pick<BuildArgs, "reporter" | "getNodesByType">): BuiltSite {
  const built = builtSite(getNodesByType);
  const { pagePaths, pages, ebook, claims, later } = built;
  const text = builtTextProblems(pages, ebook, claims, later);
  const report = pagesReport(linkProblems(pages, pagePaths, getNodesByType), text);
  if (report !== null) reporter.panicOnBuild(report);
  return built;
}
