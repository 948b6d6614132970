import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import { writeSocialCards } from "./renderCards";

interface SocialCardSiteQuery {
  site: { siteMetadata: { title: string; siteUrl: string; logo: { fallback: string } } };
}

/**
 * Draws each page's social card into public/social/ after the HTML is written (see
 * src/build/socialCards/renderCards.ts). PNGs are cached in Gatsby's cache folder, which Netlify
 * keeps between builds. The logo is the raster fallback from site.yaml: an SVG logo could
 * name fonts the build machine does not have.
 */
export async function buildSocialCards({ graphql, reporter, cache }: BuildArgs): Promise<void> {
  const result = await graphql<SocialCardSiteQuery>(`
    query SocialCardSite {
      site {
        siteMetadata {
          title
          siteUrl
          logo {
            fallback
          }
        }
      }
    }
  `);
  const site = result.data?.site.siteMetadata;
  if (result.errors || !site) {
    reporter.panicOnBuild("Could not read the site settings for the social cards", result.errors);
    return;
  }
  const started = Date.now();
  const publicDir = path.join(process.cwd(), "public");
  const logoFile = path.join(publicDir, site.logo.fallback);
  if (!fs.existsSync(logoFile)) {
    reporter.panicOnBuild(
      `Social cards: the logo ${site.logo.fallback} (logo.fallback in content/site.yaml) is not a file of the built site`,
    );
    return;
  }
  try {
    const cards = await writeSocialCards({
      publicDir,
      cacheDir: path.join(cache.directory, "social-cards"),
      siteUrl: site.siteUrl,
      siteName: site.title,
      logoFile,
    });
    for (const { file, chars } of cards.missing) {
      reporter.warn(`Social cards: ${file} leaves out ${chars.join(" ")} (not in the card's fonts)`);
    }
    reporter.info(
      `Social cards: ${cards.cards} (${cards.rendered} drawn, ${cards.fromCache} from the cache) in ${
        Math.round((Date.now() - started) / 100) / 10
      } s`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}
