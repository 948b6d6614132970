import fs from "fs";
import path from "path";
import sharp from "sharp";
import { keepAddresses, type PublishedPage } from "./addresses";
import type { GatsbyNode } from "gatsby";
import { articleRedirects, validateArticles, type ArticleSource } from "../../rules/articles";
import { legalErrors } from "../../rules/legal";
import { splitFrontMatter } from "../../rules/frontMatter";
import { iconProblem } from "../../rules/icons";
import { tooLongMessageError } from "../../rules/formRules";
import { servicePath, serviceRedirects, validateServicePages, type ServiceSource } from "../../rules/services";
import { slugRef } from "../../rules/slugs";
import { tokenValues } from "../../rules/tokens";
import { copyErrors, copyTypes } from "../schema/copySchema";
import { COPY_TYPES, SECTION_TYPES } from "../schema/schema";
import { blankYamlFiles, emptyYamlLists, missingYamlFiles } from "../schema/yamlTypes";
import { processStepsError, readSiteConfig } from "../siteConfig";

export const ARTICLE_TEMPLATE = path.resolve(__dirname, "../../templates/article.tsx");
export const BLOG_LIST_TEMPLATE = path.resolve(__dirname, "../../templates/blog-list.tsx");
export const SERVICE_TEMPLATE = path.resolve(__dirname, "../../templates/service.tsx");
export const ARTICLES_PER_PAGE = 12;

interface RawArticleNode {
  id: string;
  fileAbsolutePath: string;
  fields?: { isArticle?: boolean };
  frontmatter: Record<string, unknown>;
  rawMarkdownBody?: string;
}

/** What validateArticles checks of each article beyond its front matter: its cover picture on disk and where its text starts. */
async function collectArticles(nodes: RawArticleNode[], root: string): Promise<ArticleSource[]> {
  return Promise.all(
    nodes.map(async (node) => {
      const image = node.frontmatter.image;
      const imagePath =
        typeof image === "string" ? path.resolve(path.dirname(node.fileAbsolutePath), image.trim()) : "";
      // A blank image is reported as missing by the validator.
      const imageExists = typeof image !== "string" || image.trim() === "" || fs.existsSync(imagePath);
      return {
        file: path.relative(root, node.fileAbsolutePath),
        frontmatter: node.frontmatter,
        imageExists,
        imageNamedAlike: imageExists ? undefined : namedAlike(imagePath, node.fileAbsolutePath),
        imageSize: imageExists && imagePath ? await shownSize(imagePath) : undefined,
        body: node.rawMarkdownBody,
        bodyLine: bodyLine(node.fileAbsolutePath),
      };
    }),
  );
}

/** A picture's size as shown, its EXIF rotation applied; undefined when sharp cannot read it (onPreInit names such a file). */
async function shownSize(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height, orientation } = await sharp(file).metadata();
    if (!width || !height) return undefined;
    return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

/** A file in `wanted`'s folder whose name differs only in capital letters, as the article would write it. */
function namedAlike(wanted: string, article: string): string | undefined {
  const folder = path.dirname(wanted);
  if (!fs.existsSync(folder)) return undefined;
  const name = fs.readdirSync(folder).find((entry) => entry.toLowerCase() === path.basename(wanted).toLowerCase());
  if (!name) return undefined;
  const relative = path.relative(path.dirname(article), path.join(folder, name)).split(path.sep).join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** The line of the markdown file its text starts on: the one after the front matter's closing line. */
function bodyLine(file: string): number | undefined {
  const split = splitFrontMatter(fs.readFileSync(file, "utf8"));
  return "problem" in split ? undefined : split.close + 2;
}

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

/** The types of the YAML files in content/ but site.yaml: the pages' copy and the lists (src/node/schema/schema.ts). */
const YAML_FILE_TYPES = copyTypes(COPY_TYPES, SECTION_TYPES);

/** The data a YAML node holds from its file, without Gatsby's own fields. */
function fileData(node: { id: string; parent?: string | null; children?: unknown; internal: unknown }) {
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...data } = node;
  return data as Record<string, unknown>;
}

/** Files a content type needs that are gone, emptied, or list nothing. The CMS cannot delete one, but a commit can. */
function fileProblems(): string[] {
  const types = [...YAML_FILE_TYPES.keys()];
  const root = process.cwd();
  const restore = "restore it from the repository's history";
  return [
    ...missingYamlFiles(types, root).map((file) => `${file} is missing: the site's words in it are gone (${restore})`),
    ...blankYamlFiles(types, root).map((file) => `${file} is empty: the site's words in it are gone (${restore})`),
    ...emptyYamlLists(types, root).map(
      (file) => `${file} lists nothing: its section would show a heading over an empty space (add an entry)`,
    ),
  ];
}

/** Rules a type cannot state: icons the site draws, the one placeholder a message fills, a claim that counts a list. */
function ruleProblems(getNodesByType: CreatePagesArgs["getNodesByType"]): string[] {
  const problems: string[] = [];
  const steps = getNodesByType("ProcessYaml");
  for (const step of steps) {
    const { title, icon } = fileData(step);
    const problem = iconProblem(icon);
    if (problem) problems.push(`content/process.yaml: step "${String(title)}": field "icon" ${problem}`);
  }
  // Shown only when a visitor types too much: the check of the built pages (links/pageText) never sees it.
  const forms = getNodesByType("FormsYaml")[0];
  const tooLong = forms ? tooLongMessageError(String(fileData(forms).fieldTooLong ?? "")) : null;
  if (tooLong) problems.push(tooLong);
  const count = processStepsError(readSiteConfig().claims.processSteps, steps.length);
  if (count) problems.push(count);
  return problems;
}

/**
 * Every YAML file in content/ checked against its declared type before any page queries it (the
 * pictures it names included), so one build lists every misspelled, missing or mistyped field
 * with its file, with the files that are gone and the rules above.
 */
export function validateContentFiles({
  reporter,
  getNodesByType,
  getNode,
}: Pick<CreatePagesArgs, "reporter" | "getNodesByType" | "getNode">): boolean {
  const problems = [...fileProblems(), ...ruleProblems(getNodesByType)];
  // The names only: how a business detail still to be supplied reads does not matter here.
  const placeholders = new Set(Object.keys(tokenValues(readSiteConfig(), { toBeSupplied: "" })));
  // A file that is a list (testimonials, logos, team) gives one node per entry, linked to its
  // File node in the file's order (gatsby-transformer-yaml's createParentChildLink): its
  // messages say which entry, as the CMS lists them. The store's own order is not the file's on
  // a warm rebuild.
  for (const type of YAML_FILE_TYPES.keys()) {
    if (!type.endsWith("Yaml")) continue;
    for (const node of getNodesByType(type)) {
      const file = getNode(node.parent ?? "") as
        { relativePath?: string; absolutePath?: string; children?: string[] } | undefined;
      const entries = file?.children ?? [];
      const entry = entries.length > 1 ? `, entry ${entries.indexOf(node.id) + 1}` : "";
      const where = `content/${file?.relativePath ?? type}${entry}`;
      const folder = path.dirname(file?.absolutePath ?? path.resolve("content", file?.relativePath ?? ""));
      const exists = (relative: string) => fs.existsSync(path.resolve(folder, relative));
      problems.push(
        ...copyErrors(fileData(node), type, YAML_FILE_TYPES, exists, placeholders).map((error) => `${where}: ${error}`),
      );
    }
  }
  if (problems.length === 0) return true;
  reporter.panicOnBuild(
    `Content files have problems (each line names the file and the field):\n  ${problems.join("\n  ")}`,
  );
  return false;
}

/** The legal pages' front matter (the Terms' date above all), checked before their pages query it. */
function validateLegalPages({ reporter, getNodesByType }: CreatePagesArgs): boolean {
  const legal = (getNodesByType("MarkdownRemark") as unknown as RawArticleNode[])
    .map((node) => ({
      file: path.relative(process.cwd(), node.fileAbsolutePath).split(path.sep).join("/"),
      frontmatter: node.frontmatter,
    }))
    .filter(({ file }) => file.startsWith("content/legal/"));
  const problems = legalErrors(legal, new Date());
  if (problems.length === 0) return true;
  reporter.panicOnBuild(`The legal pages' front matter is wrong:\n  ${problems.join("\n  ")}`);
  return false;
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
  const services = createServicePages(args);
  if (!services) return;
  const raw = (getNodesByType("MarkdownRemark") as unknown as RawArticleNode[]).filter((n) => n.fields?.isArticle);
  try {
    validateArticles(await collectArticles(raw, process.cwd()));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  // Netlify names the branch it builds; a build elsewhere compares with its own checkout's last.
  const branch = process.env.HEAD || process.env.BRANCH || "local";
  const lost = await keepAddresses(cache, publishedPages(services, raw, process.cwd()), branch);
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
