import path from "path";
import type { BuildArgs } from "gatsby";
import { readSiteConfig } from "../siteConfig";
import { writeEbook } from "./buildEbook";

/**
 * The onPostBuild step that renders the ebook from its markdown into public/ on every build, so the
 * download always matches content/ebook/. Skipped when site.yaml points the download at an outside URL.
 * The settings are site.yaml's, as siteMetadata holds them (gatsby-config.ts).
 */
export async function buildEbook({ reporter }: BuildArgs): Promise<void> {
  const { title, siteUrl, schedulingUrl, ebookUrl } = readSiteConfig();
  if (!ebookUrl.startsWith("/")) return reporter.info(`Ebook: the download is ${ebookUrl}; no PDF is built`);
  try {
    const out = path.join(process.cwd(), "public", ebookUrl);
    const { pages, bytes } = await writeEbook(out, { siteName: title, siteUrl, schedulingUrl });
    reporter.info(`Ebook: ${pages} pages, ${Math.round(bytes / 1024)} KiB -> public${ebookUrl}`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}
