import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { frontMatterFormat } from "../../rules/cmsFormats";
import { previewText, type CmsPreviewData, type WrittenOutClaim } from "../../rules/cmsPreview";
import { DATED_LEGAL_FILES, legalTextKey } from "../../rules/legal";
import { serviceNames } from "../../rules/services";
import { slugRef } from "../../rules/slugs";
import { tokenValues } from "../../rules/tokens";
import { ebookGlyphRanges } from "../ebook/markdown";
import { samplesLeft } from "../illustrative/samples";
import { readSiteConfig } from "../siteConfig";
import { articleFolders, contentListing } from "./admin";
import { cmsPlace } from "./places";
import { filesUnder } from "../files";
import { articlePath, articleRedirects } from "../../rules/articles";
import { cmsFileName } from "./config";

type Yaml = Record<string, unknown>;

const load = (file: string): Yaml => (yaml.load(fs.readFileSync(file, "utf8")) ?? {}) as Yaml;
const record = (value: unknown): Yaml => (value && typeof value === "object" ? (value as Yaml) : {});
const words = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Each article's id, slug, earlier slugs and title, from its front matter, and where the CMS lists
 * the other content files that link one of its addresses (its page, /blog/{id}/, an earlier slug),
 * which removing it would leave leading nowhere.
 */
function publishedArticles(root: string): CmsPreviewData["articles"] {
  const files = filesUnder(path.join(root, "content"), /\.(ya?ml|md)$/).map((file) => ({
    file: path.relative(root, file).split(path.sep).join("/"),
    text: fs.readFileSync(file, "utf8"),
  }));
  return articleFolders(root).map(({ file, front }) => {
    const article = { id: Number(front.id), ...slugRef(front) };
    const addresses = [articlePath(article), ...articleRedirects([article]).map((rule) => rule.fromPath)];
    const linkedFrom = files
      .filter((other) => other.file !== file)
      .filter((other) => addresses.some((address) => linksTo(other.text, address)))
      .map((other) => cmsPlace(other.file, root) ?? other.file);
    return { ...article, title: words(front.title), file, linkedFrom };
  });
}

/** Whether a content file's text links `address` (/blog/x/): in Markdown, or as a menu's `to:`. */
const linksTo = (text: string, address: string) =>
  text.includes(`](${address}`) ||
  text.includes(`](${address.slice(0, -1)})`) ||
  new RegExp(`\\bto: *"?${address}`).test(text);

/** The Terms as published, read as the CMS reads them: their words and `lastUpdated`. */
function publishedTerms(root: string): CmsPreviewData["terms"] {
  const file = path.join(root, DATED_LEGAL_FILES[0]);
  const front = frontMatterFormat.fromFile(fs.readFileSync(file, "utf8"));
  return { text: legalTextKey(words(front.body)), lastUpdated: words(front.lastUpdated).trim() };
}

/**
 * The previews' data (src/rules/cmsPreview.ts) from content/, and the addresses the site's pages
 * and redirects answer (`routes`, which the build knows from Gatsby's pages). The build has
 * checked these files before it bundles the CMS, so a field that is missing here is only shown empty.
 */
export function cmsPreviewData(
  root: string,
  routes: readonly string[],
  writtenOut: readonly WrittenOutClaim[] = [],
): CmsPreviewData {
  const content = path.join(root, "content");
  const site = readSiteConfig(root);
  const ui = load(path.join(content, "ui.yaml"));
  // As the build fills copy (src/node/schema/schema.ts): business details still to be supplied
  // read as the site shows them.
  const tokens = tokenValues(site, { toBeSupplied: words(record(ui.placeholders).toBeSupplied) });
  const fill = (value: unknown) => previewText(words(value), tokens);
  const services = load(path.join(content, "pages", "services.yaml"));
  const faq = record(services.faq);
  const sources = record(services.sources);
  const listing = contentListing(root);
  const pagesDir = path.join(content, "service-pages");
  const servicePages = fs
    .readdirSync(pagesDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => {
      const page = load(path.join(pagesDir, name));
      return { file: name, page, slugs: slugRef(page) };
    })
    .sort((a, b) => Number(a.page.order) - Number(b.page.order))
    .map(({ file, page, slugs }) => ({
      file,
      slug: slugs.slug ?? "",
      previousSlugs: slugs.previousSlugs,
      partOf: words(page.partOf),
      names: serviceNames(page),
      title: fill(page.title),
      summary: fill(page.summary),
      bullets: (Array.isArray(page.bullets) ? page.bullets : []).map(fill),
    }));
  return {
    tokens,
    services: {
      faq: { kicker: fill(faq.kicker), title: fill(faq.title) },
      sources: { title: fill(sources.title), intro: fill(sources.intro), changesTitle: fill(sources.changesTitle) },
    },
    opensInNewTab: words(record(ui.labels).opensInNewTab),
    schedulingUrl: site.schedulingUrl,
    servicePages,
    copyFiles: [...listing.pages, ...listing.yaml.map(({ file }) => file)].map(cmsFileName),
    ebookFiles: listing.ebook.map(cmsFileName),
    ebookGlyphs: ebookGlyphRanges(),
    // As src/node/schema/schema.ts fills the legal texts.
    conditions: { analytics: Boolean(site.providers?.analytics) },
    articles: publishedArticles(root),
    terms: publishedTerms(root),
    samplesLeft: samplesLeft(root),
    routes: [...routes],
    builtAt: Date.now(),
    writtenOut: [...writtenOut],
    siteUrl: site.siteUrl,
    repo: site.cms.repo,
  };
}
