import type { GatsbyNode } from "gatsby";
import { articlePath, isArticleFile, readingMinutes } from "../../rules/articles";

interface MarkdownNode {
  id: string;
  internal: { type: string };
  fileAbsolutePath?: string;
  rawMarkdownBody?: string;
  frontmatter?: { id?: unknown; slug?: unknown };
}

/**
 * Decides once which markdown files are articles (`fields.isArticle`, what every article
 * query filters on) and gives articles their address and reading time.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions }) => {
  const md = node as unknown as MarkdownNode;
  if (md.internal.type !== "MarkdownRemark") return;
  const isArticle = Boolean(md.fileAbsolutePath && isArticleFile(md.fileAbsolutePath));
  actions.createNodeField({ node, name: "isArticle", value: isArticle });
  if (!isArticle) return;
  const fm = md.frontmatter ?? {};
  const slug = typeof fm.slug === "string" && fm.slug.trim() ? fm.slug.trim() : null;
  actions.createNodeField({ node, name: "path", value: articlePath({ id: String(fm.id ?? ""), slug }) });
  actions.createNodeField({ node, name: "readingMinutes", value: readingMinutes(md.rawMarkdownBody ?? "") });
};
