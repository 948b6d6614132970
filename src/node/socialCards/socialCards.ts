/**
 * Draws each built page's social card into public/social/ with the words its `Seo` puts in
 * og:title, queried from the same content; a page this file does not know stops the build.
 * PNGs are cached in Gatsby's cache folder (kept by Netlify) under a hash of their SVG.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { BuildArgs } from "gatsby";
import sharp from "sharp";
import { pageTitle } from "../../rules/seo";
import { servicePath } from "../../rules/services";
import { SOCIAL_CARD_DIR, socialCardPath, socialCardTitle } from "../../rules/socialCard";
import { pagedTitle } from "../../rules/tokens";
import { BLOG_LIST_TEMPLATE } from "../pages/pages";
import { LOGO_SIZE, socialCardSvg, type CardContent } from "./template";
import { publicDir } from "../files";

type Copy = { seo: { title: string; titlePaged?: string }; hero?: { kicker: string | null } };
/** A card to draw at `file`, a site path such as '/social/contact.png'. */
export type CardJob = Pick<CardContent, "title" | "kicker"> & { file: string };

/** Each page of src/pages/ and where its Seo title (and PageHeader kicker) come from. */
const FILE_PAGES: Record<string, string> = {
  "/": "home: pageHomeYaml { seo { title } }",
  "/about/": "about: pageAboutYaml { seo { title } hero { kicker } }",
  "/contact/": "contact: pageContactYaml { seo { title } }",
  "/ebook/": "ebook: pageEbookYaml { seo { title } }",
  "/how-we-work/": "howWeWork: pageHowWeWorkYaml { seo { title } hero { kicker } }",
  "/landing/": "landing: pageLandingYaml { seo { title } hero { kicker } }",
  "/services/": "services: pageServicesYaml { seo { title } hero { kicker } }",
  "/testimonials/": "testimonials: pageTestimonialsYaml { seo { title } hero { kicker } }",
  "/what-we-do/": "whatWeDo: pageWhatWeDoYaml { seo { title } hero { kicker } }",
  "/404/": "notFound: pageNotFoundYaml { seo { title } }",
  "/privacy-policy/": `privacy: markdownRemark(fileAbsolutePath: { glob: "**/legal/privacy-policy.md" }) { seo: frontmatter { title } }`,
  "/terms-of-service/": `terms: markdownRemark(fileAbsolutePath: { glob: "**/legal/terms-of-service.md" }) { seo: frontmatter { title } }`,
};

export const CARD_QUERY = `query SocialCards {
  site { siteMetadata { title siteUrl logo { fallback } } }
  pages: allSitePage { nodes { path component pageContext } }
  blog: pageBlogYaml { seo { title titlePaged } hero { kicker } }
  servicePages: allServicePageYaml { nodes { slug seo { title } hero { kicker } } }
  articles: allMarkdownRemark(filter: { fields: { isArticle: { eq: true } } }) { nodes { fields { path } seo: frontmatter { title image { id } } } }
  ${Object.values(FILE_PAGES).join("\n  ")}
}`;

/** The query's answer, with each page of FILE_PAGES under its alias. */
export type CardQuery = Record<string, unknown> & {
  site: { siteMetadata: { title: string; siteUrl: string; logo: { fallback: string } } };
  pages: { nodes: { path: string; component: string; pageContext: { currentPage?: number } | null }[] };
  blog: Copy | null;
  servicePages: { nodes: (Copy & { slug: string })[] };
  articles: { nodes: { fields: { path: string }; seo: { title: string; image: object | null } }[] };
};

/** The card of each built page that has no image of its own (articles share their cover). */
export function cardJobs(data: CardQuery): CardJob[] {
  const copies = new Map<string, Copy | null | "own image">();
  for (const [page, query] of Object.entries(FILE_PAGES)) copies.set(page, data[query.split(":")[0]] as Copy | null);
  for (const copy of data.servicePages.nodes) copies.set(servicePath(copy.slug), copy);
  for (const { fields, seo } of data.articles.nodes) copies.set(fields.path, seo.image ? "own image" : { seo });
  const siteName = data.site.siteMetadata.title;
  const jobs = new Map<string, CardJob & { page: string }>();
  const missing: string[] = [];
  for (const { path: page, component, pageContext } of data.pages.nodes) {
    // Gatsby builds 404.tsx twice, as /404/ and /404.html; both give Seo "/404/".
    const route = page === "/404.html" ? "/404/" : page;
    const copy = component === BLOG_LIST_TEMPLATE ? data.blog : copies.get(route);
    if (!copy) missing.push(page);
    if (!copy || copy === "own image") continue;
    const title = pagedTitle(copy.seo, pageContext?.currentPage ?? 1);
    const file = socialCardPath(route);
    const job = { file, title: socialCardTitle(pageTitle(title, siteName), siteName), kicker: copy.hero?.kicker };
    const other = jobs.get(file);
    if (other && other.title !== job.title) throw new Error(`Social cards: ${other.page} and ${page} share ${file}`);
    jobs.set(file, { ...job, page });
  }
  if (missing.length)
    throw new Error(
      `Social cards: no title for ${missing.join(", ")}; add it to FILE_PAGES in src/node/socialCards/socialCards.ts`,
    );
  return [...jobs.values()].map(({ page: _page, ...job }) => job);
}

// A flat palette: a third of the size of full colour; zlib level 6 takes a quarter less time than 9 for 5 % more bytes.
const PNG_OPTIONS = { palette: true, colours: 128, effort: 1, dither: 0, compressionLevel: 6 } as const;

/**
 * Draws the cards into publicDir, reusing cached PNGs, and removes the cache entries no card uses
 * any more. The logo comes from a raster file: an SVG could name fonts the build machine lacks.
 */
export async function writeSocialCards(
  jobs: CardJob[],
  site: { siteName: string; domain: string; logoFile: string; publicDir: string; cacheDir: string },
) {
  const logo = sharp(site.logoFile).resize(LOGO_SIZE, LOGO_SIZE, { fit: "contain", background: "#0000" });
  const content = { siteName: site.siteName, domain: site.domain, logo: await logo.png().toBuffer() };
  const outDir = path.join(site.publicDir, SOCIAL_CARD_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const dir of [site.cacheDir, outDir]) fs.mkdirSync(dir, { recursive: true });
  const result = { rendered: 0, fromCache: 0, missing: [] as string[] };
  // All cards at once: satori lays out the next cards while sharp draws on libuv's threads.
  const draw = async ({ file, ...text }: CardJob) => {
    const { svg, missing } = await socialCardSvg({ ...content, ...text });
    if (missing.length) result.missing.push(`${file} leaves out ${missing.join(" ")}`);
    const hash = crypto.createHash("sha256").update(JSON.stringify([sharp.versions, PNG_OPTIONS, svg]));
    const cached = path.join(site.cacheDir, `${hash.digest("hex")}.png`);
    if (fs.existsSync(cached)) result.fromCache += 1;
    else {
      // Written beside, then renamed: a build stopped halfway leaves no broken card in the cache.
      await sharp(Buffer.from(svg)).png(PNG_OPTIONS).toFile(`${cached}.tmp`);
      fs.renameSync(`${cached}.tmp`, cached);
      result.rendered += 1;
    }
    fs.copyFileSync(cached, path.join(site.publicDir, file));
    return path.basename(cached);
  };
  const used = new Set(await Promise.all(jobs.map(draw)));
  for (const name of fs.readdirSync(site.cacheDir)) {
    if (!used.has(name)) fs.rmSync(path.join(site.cacheDir, name), { force: true });
  }
  return result;
}

export async function buildSocialCards({ graphql, reporter, cache }: BuildArgs): Promise<void> {
  const started = Date.now();
  try {
    const { data, errors } = await graphql<CardQuery>(CARD_QUERY);
    if (errors || !data) throw new Error(`Social cards: the query failed: ${JSON.stringify(errors)}`);
    const { title: siteName, siteUrl, logo } = data.site.siteMetadata;
    const out = publicDir();
    const logoFile = path.join(out, logo.fallback);
    if (!fs.existsSync(logoFile)) throw new Error(`Social cards: the logo ${logo.fallback} is not in public/`);
    const jobs = cardJobs(data);
    const cacheDir = path.join(cache.directory, "social-cards");
    const site = { siteName, domain: new URL(siteUrl).host, logoFile, publicDir: out, cacheDir };
    const { rendered, fromCache, missing } = await writeSocialCards(jobs, site);
    for (const warning of missing) reporter.warn(`Social cards: ${warning} (not in the card's fonts)`);
    const seconds = (Date.now() - started) / 1000;
    reporter.info(`Social cards: ${jobs.length} (${rendered} drawn, ${fromCache} from the cache) in ${seconds} s`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}
