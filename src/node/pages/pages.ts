import path from "path";
import type { GatsbyNode } from "gatsby";
import { keepAddresses, type PublishedPage } from "./addresses";
import { termsVersions, undatedChange } from "./termsDated";
import { collectArticles, type RawArticleNode } from "./articleSources";
import { fileData, validateContentFiles } from "./contentFiles";
import { articleRedirects, validateArticles } from "../../rules/articles";
import { DATED_LEGAL_FILES, legalErrors } from "../../rules/legal";
import { servicePath, serviceRedirects, validateServicePages, type ServiceSource } from "../../rules/services";
import { slugRef } from "../../rules/slugs";
import { tokenValues } from "../../rules/tokens";
import { readSiteConfig } from "../siteConfig";

export const ARTICLE_TEMPLATE = path.resolve(__dirname, "../../templates/article.tsx");
export const BLOG_LIST_TEMPLATE = path.resolve(__dirname, "../../templates/blog-list.tsx");
export const SERVICE_TEMPLATE = path.resolve(__dirname, "../../templates/service.tsx");
export const ARTICLES_PER_PAGE = 12;

/** Shape of the ArticlePages query below (typegen covers only queries under src/ pages). */
interface ArticlePagesResult {
  allMarkdownRemark: {
    nodes: Array<{
      id: string;
      fields: { path: string };
      frontmatter: { id: number; slug: string | null; previousSlugs: string[] | null; title: string };
    }>;
  };
}

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** Netlify names the branch it builds; a build elsewhere compares with its own checkout's last. */
const buildBranch = () => process.env.HEAD || process.env.BRANCH || "local";

/** The legal pages' front matter (the Terms' date above all) and dates in their text, checked before their pages query them. */
function validateLegalPages({ reporter, getNodesByType }: CreatePagesArgs): boolean {
  const legal = (getNodesByType("MarkdownRemark") as unknown as RawArticleNode[])
    .map((node) => ({
      file: path.relative(process.cwd(), node.fileAbsolutePath).split(path.sep).join("/"),
      frontmatter: node.frontmatter,
      body: node.rawMarkdownBody,
    }))
    .filter(({ file }) => file.startsWith("content/legal/"));
  const problems = legalErrors(legal, new Date());
  if (problems.length === 0) return true;
  reporter.panicOnBuild(`The legal pages have mistakes:\n  ${problems.join("\n  ")}`);
  return false;
}

/**
 * The dated legal pages (the Terms): a text changed under a `lastUpdated` that does not name the
 * day of the change stops the build. Without git history, a warning says the check was not made.
 */
function checkLegalDates({ reporter }: CreatePagesArgs): boolean {
  for (const file of DATED_LEGAL_FILES) {
    const versions = termsVersions(process.cwd(), file, new Date());
    if (!versions) {
      reporter.warn(`${file}: "lastUpdated" was not checked against the text's history (no git repository here)`);
      continue;
    }
    const problem = undatedChange(file, versions);
    if (problem) {
      reporter.panicOnBuild(problem);
      return false;
    }
  }
  return true;
}

/** One page per file in content/service-pages/, all from one template. */
function createServicePages({ actions, reporter, getNodesByType, getNode }: CreatePagesArgs): ServiceSource[] | null {
  const nodes = getNodesByType("ServicePageYaml");
  const sources: ServiceSource[] = nodes.map((node) => {
    const file = getNode(node.parent ?? "") as { relativePath?: string } | undefined;
    return { file: `content/${file?.relativePath ?? "service-pages/?"}`, data: fileData(node) };
  });
  try {
    validateServicePages(sources);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return null;
  }
  for (const { data } of sources) {
    const slug = String(data.slug);
    actions.createPage({ path: servicePath(slug), component: SERVICE_TEMPLATE, context: { slug } });
  }
  for (const rule of serviceRedirects(sources.map(({ data }) => slugRef(data)))) {
    actions.createRedirect({ ...rule, isPermanent: true, statusCode: 301 });
  }
  return sources;
}

/** The articles' and service pages' addresses, as keepAddresses (./addresses.ts) compares them. */
function publishedPages(services: ServiceSource[], articles: RawArticleNode[], root: string): PublishedPage[] {
  return [
    ...services.map(({ file, data }): PublishedPage => ({ kind: "service", key: file, file, ...slugRef(data) })),
    ...articles.map((node): PublishedPage => ({
      kind: "article",
      key: String(node.frontmatter.id).trim(),
      file: path.relative(root, node.fileAbsolutePath).split(path.sep).join("/"),
      ...slugRef(node.frontmatter),
    })),
  ];
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter, getNodesByType, cache } = args;
  if (!validateContentFiles(args)) return;
  if (!validateLegalPages(args)) return;
  if (!checkLegalDates(args)) return;
  const services = createServicePages(args);
  if (!services) return;
  const raw = (getNodesByType("MarkdownRemark") as unknown as RawArticleNode[]).filter((n) => n.fields?.isArticle);
  try {
    const site = readSiteConfig();
    // The names only, as for the content files: how a detail still to be supplied reads does not matter here.
    const placeholders = new Set(Object.keys(tokenValues(site, { toBeSupplied: "" })));
    validateArticles(await collectArticles(raw, process.cwd()), new Date(), { siteName: site.title, placeholders });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const lost = await keepAddresses(cache, publishedPages(services, raw, process.cwd()), buildBranch());
  if (lost.length > 0) {
    reporter.panicOnBuild(`Addresses that would stop working:\n  ${lost.join("\n  ")}`);
    return;
  }

  const result = await graphql<ArticlePagesResult>(`
    query ArticlePages {
      allMarkdownRemark(
        filter: { fields: { isArticle: { eq: true } } }
        sort: { frontmatter: { publishedDate: DESC } }
      ) {
        nodes {
          id
          fields {
            path
          }
          frontmatter {
            id
            slug
            previousSlugs
            title
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the articles", result.errors);
    return;
  }
  const articles = result.data.allMarkdownRemark.nodes;

  articles.forEach((article, index) => {
    const newer = articles[index - 1];
    const older = articles[index + 1];
    actions.createPage({
      path: article.fields.path,
      component: ARTICLE_TEMPLATE,
      context: {
        id: article.id,
        newer: newer ? { path: newer.fields.path, title: newer.frontmatter.title } : null,
        older: older ? { path: older.fields.path, title: older.frontmatter.title } : null,
      },
    });
  });

  const pageCount = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  for (let page = 0; page < pageCount; page += 1) {
    actions.createPage({
      path: page === 0 ? "/blog/" : `/blog/page/${page + 1}/`,
      component: BLOG_LIST_TEMPLATE,
      context: { limit: ARTICLES_PER_PAGE, skip: page * ARTICLES_PER_PAGE, currentPage: page + 1, pageCount },
    });
  }

  for (const rule of articleRedirects(articles.map((a) => a.frontmatter))) {
    actions.createRedirect({ ...rule, isPermanent: true, statusCode: 301 });
  }
};
