import path from "path";
import type { BuildArgs } from "gatsby";
import { removeEarlierOutputs } from "../files";
import { readSiteConfig } from "../siteConfig";
import { ebookSiteOptions, writeEbook } from "./buildEbook";

/** The key under which Gatsby's cache keeps the files the ebook step wrote. */
export const EBOOK_OUTPUTS = "ebook-outputs";

/**
 * The onPostBuild step that renders the ebook from its markdown into public/ on every build, so the
 * download always matches content/ebook/. Skipped when site.yaml points the download at an outside URL.
 * The settings are content/site.yaml's, read with the environment as siteMetadata reads them (readSiteConfig).
 */
export async function buildEbook({ reporter, cache }: BuildArgs): Promise<void> {
  const site = readSiteConfig();
  const { ebookUrl } = site;
  const outputs = ebookUrl.startsWith("/") ? [ebookUrl.slice(1)] : [];
  // An earlier edition at an address the download has left goes, as a clean build would have it.
  for (const file of await removeEarlierOutputs(cache, EBOOK_OUTPUTS, outputs)) {
    reporter.info(`Ebook: removed public/${file}, the download's earlier address`);
  }
  if (!ebookUrl.startsWith("/")) return reporter.info(`Ebook: the download is ${ebookUrl}; no PDF is built`);
  try {
    const out = path.join(process.cwd(), "public", ebookUrl);
    const { pages, bytes } = await writeEbook(out, ebookSiteOptions(site));
    reporter.info(`Ebook: ${pages} pages, ${Math.round(bytes / 1024)} KiB -> public${ebookUrl}`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}
