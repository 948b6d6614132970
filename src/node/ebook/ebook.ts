import path from "path";
import type { BuildArgs } from "gatsby";
import { EBOOK_SOURCE_PATH, writeEbook } from "./buildEbook";

interface EbookSiteQuery {
  site: { siteMetadata: { title: string; siteUrl: string; schedulingUrl: string; ebookUrl: string } };
}

/**
 * The onPostBuild step that renders the ebook from its markdown into public/ on every build,
 * so the download always matches content/ebook/. Skipped when site.yaml points the download
 * at an outside URL.
 */
export async function buildEbook({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<EbookSiteQuery>(`
    query EbookSite {
      site {
        siteMetadata {
          title
          siteUrl
          schedulingUrl
          ebookUrl
        }
      }
    }
  `);
  const site = result.data?.site.siteMetadata;
  if (result.errors || !site) {
    reporter.panicOnBuild("Could not read the site settings for the ebook", result.errors);
    return;
  }
  if (!site.ebookUrl.startsWith("/")) {
    reporter.info(`Ebook: the download is ${site.ebookUrl}; no PDF is built`);
    return;
  }
  const out = path.join(process.cwd(), "public", site.ebookUrl);
  try {
    const { pages, bytes } = await writeEbook(path.join(process.cwd(), EBOOK_SOURCE_PATH), out, {
      siteName: site.title,
      siteUrl: site.siteUrl,
      schedulingUrl: site.schedulingUrl,
    });
    reporter.info(`Ebook: ${pages} pages, ${Math.round(bytes / 1024)} KiB -> public${site.ebookUrl}`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}
