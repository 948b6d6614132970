import { slugsLost } from "../../rules/slugs";

/** An article or service page as a build publishes it: what its address is and answers to. */
export interface PublishedPage {
  kind: "article" | "service";
  /** What stays when its slug changes: an article's id, a service page's file. */
  key: string;
  /** The file to name in a message. */
  file: string;
  slug: string | null;
  previousSlugs: string[];
}

/** The part of Gatsby's plugin cache this uses (kept in .cache/, which Netlify restores). */
export interface SlugCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

const BASE = { article: "/blog/", service: "/services/" } as const;

/**
 * The pages' addresses checked against the last build of the same branch that got this far: a
 * page whose file is still there but whose slug changed, without the old slug under
 * `previousSlugs`, would leave an address that worked leading nowhere (links in newsletters and
 * search results). Returns one message each; with none, records these pages for the next build.
 * A clean build has nothing to compare with. Each branch keeps its own record, since Netlify
 * gives a draft's branch and production one cache and a draft's rename is not production's yet.
 */
export async function keepAddresses(cache: SlugCache, pages: PublishedPage[], branch: string): Promise<string[]> {
  const key = `published-addresses:${branch}`;
  const before = ((await cache.get(key)) ?? []) as PublishedPage[];
  const problems = pages.flatMap((page) => {
    const earlier = before.find((old) => old.kind === page.kind && old.key === page.key);
    return slugsLost(earlier, page).map((lost) => {
      const where = page.kind === "article" ? `Article ${page.file}` : page.file;
      const change =
        earlier?.slug === page.slug
          ? `field "previousSlugs" no longer lists "${lost}"`
          : `field "slug" ${page.slug ? `is now "${page.slug}"` : "is gone"}`;
      return `${where}: ${change}, so ${BASE[page.kind]}${lost}/, which the last build published, would lead nowhere: add it under Previous slugs (in the CMS, Previous slugs > Add previous slug), and the old address leads to the new one; in the file:\n    previousSlugs:\n      - ${lost}`;
    });
  });
  if (problems.length === 0) await cache.set(key, pages);
  return problems;
}
