/**
 * The site's redirects, gathered from the content as Gatsby holds it (src/node/links for the
 * check of links, src/node/schema for links written to an earlier address).
 */
import { articleRedirects } from "./articles";
import { serviceRedirects } from "./services";
import { slugRef, type RedirectRule } from "./slugs";

/** A markdown file's node as the redirects read it: an article has an id, the legal pages none. */
export interface MarkdownRef {
  frontmatter?: { id?: number | string; slug?: unknown; previousSlugs?: unknown } | null;
}

/**
 * The site's redirects, from the content's nodes: an article's /blog/{id}/ and earlier slugs, a
 * service page's earlier slugs, each to the page's address now. The build's check of links and
 * the schema (src/node/schema/schema.ts: links written to an earlier address) read the same.
 */
export function siteRedirects(
  markdown: Iterable<MarkdownRef>,
  services: Iterable<Record<string, unknown>>,
): RedirectRule[] {
  const articles = [...markdown].filter((node) => node.frontmatter?.id !== undefined);
  return [
    ...articleRedirects(
      articles.map((node) => ({ id: node.frontmatter?.id ?? "", ...slugRef(node.frontmatter ?? {}) })),
    ),
    ...serviceRedirects([...services].map(slugRef)),
  ];
}
