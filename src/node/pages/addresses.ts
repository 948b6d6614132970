import { earlierSlugsOf } from "../../rules/slugs";

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
const NOUN = { article: "article", service: "page" } as const;

/** One address a page answers: what follows /blog/ or /services/, and whether it is the id's. */
interface Address {
  path: string;
  name: string;
  isId: boolean;
}

/**
 * Every address a page answers, shown or redirected, as `_redirects` and the pages have them: an
 * article at its slug (or its id without one), its id address and each earlier slug leading
 * there; a service page at its slug, each earlier slug leading there (none without a slug).
 */
function addressesOf(page: PublishedPage): Address[] {
  const at = (name: string, isId = false): Address => ({ path: `${BASE[page.kind]}${name}/`, name, isId });
  const earlier = earlierSlugsOf(page).map((slug) => at(slug));
  if (page.kind === "service") return page.slug ? [at(page.slug), ...earlier] : [];
  return [...(page.slug ? [at(page.slug)] : []), at(page.key, true), ...earlier];
}

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The lines to write in the file: the id to put back and the earlier slugs to list. */
function linesToAdd(lost: readonly Address[]): string {
  const id = lost.find((address) => address.isId);
  const slugs = lost.filter((address) => !address.isId).map((address) => `\n      - ${address.name}`);
  return `${id ? `\n    id: ${id.name}` : ""}${slugs.length > 0 ? `\n    previousSlugs:${slugs.join("")}` : ""}`;
}

/** A page still there (same file, or an article's same id) that no longer answers `lost`. */
function changedPage(earlier: PublishedPage, page: PublishedPage, lost: readonly Address[]): string[] {
  const where = page.kind === "article" ? `Article ${page.file}` : page.file;
  return lost.map((address) => {
    const gone = `${address.path}, which the last build published, would lead nowhere`;
    if (address.isId) {
      return `${where}: field "id" is now "${page.key}", so ${gone}: put the id back (an article keeps the id it was published with, and ${address.path} keeps leading to it); in the file:\n    id: ${address.name}`;
    }
    const change =
      earlier.slug === page.slug
        ? `field "previousSlugs" no longer lists "${address.name}"`
        : `field "slug" ${page.slug ? `is now "${page.slug}"` : "is gone"}`;
    return `${where}: ${change}, so ${gone}: add it under Previous slugs (in the CMS, Previous slugs > Add previous slug), and the old address leads to the new one; in the file:${linesToAdd([address])}`;
  });
}

/**
 * A page whose file is gone while new files of its kind came: renamed on GitHub (the CMS never
 * renames a file), most likely, with its slug changed too, or removed beside a new page.
 */
function movedPage(earlier: PublishedPage, newFiles: readonly string[], lost: readonly Address[]): string {
  const noun = NOUN[earlier.kind];
  const one = newFiles.length === 1;
  const ids = lost.some((address) => address.isId);
  const slugs = lost.filter((address) => !address.isId).length;
  const fixes = [
    ...(ids ? ["put back its id"] : []),
    ...(slugs > 0 ? [`add its old ${slugs > 1 ? "slugs" : "slug"} under Previous slugs`] : []),
  ];
  return (
    `${earlier.kind === "article" ? "Article " : ""}${earlier.file} is gone and ${listed(newFiles)} ${one ? "is" : "are"} new, ` +
    `so ${listed(lost.map((address) => address.path))}, which the last build published, would lead nowhere. ` +
    `If ${one ? "the new file" : "one of the new files"} is that ${noun} under a new name, ${fixes.join(" and ")} there, ` +
    `and the old ${lost.length > 1 ? "addresses lead" : "address leads"} to the new one; ` +
    `if you removed the ${noun} on purpose and the new ${one ? `file is another ${noun}` : `files are other ${noun}s`}, ` +
    `publish the removal on its own first (${noun === "article" ? "an" : "a"} ${noun} removed with no new one beside it is let go). ` +
    `In ${one ? newFiles[0] : "that file"}:${linesToAdd(lost)}`
  );
}

/**
 * The pages' addresses checked against the last build of the same branch that got this far: an
 * address that build published (a page's, its id's or an earlier slug's) which no page shows or
 * leads to now would leave links that worked leading nowhere (newsletters, search results).
 * Compared by address, not by file: a file renamed on GitHub with its slug is caught too, and
 * named with the new file(s) of its kind. A page whose file is gone with no new one of its kind
 * was deleted, and is let go. Returns one message each; with none, records these pages for the
 * next build. A clean build has nothing to compare with. Each branch keeps its own record, since
 * Netlify gives a draft's branch and production one cache and a draft's rename is not
 * production's yet.
 */
export async function keepAddresses(cache: SlugCache, pages: PublishedPage[], branch: string): Promise<string[]> {
  const key = `published-addresses:${branch}`;
  const before = ((await cache.get(key)) ?? []) as PublishedPage[];
  const answered = new Set(pages.flatMap((page) => addressesOf(page).map((address) => address.path)));
  const sameKind = (a: PublishedPage, b: PublishedPage) => a.kind === b.kind;
  const successor = (old: PublishedPage) =>
    pages.find((page) => sameKind(page, old) && page.key === old.key) ??
    pages.find((page) => sameKind(page, old) && page.file === old.file);
  const isNew = (page: PublishedPage) =>
    !before.some((old) => sameKind(page, old) && (old.key === page.key || old.file === page.file));
  const problems = before.flatMap((old) => {
    const lost = addressesOf(old).filter((address) => !answered.has(address.path));
    if (lost.length === 0) return [];
    const page = successor(old);
    if (page) return changedPage(old, page, lost);
    const newFiles = pages.filter((other) => sameKind(other, old) && isNew(other)).map((other) => other.file);
    return newFiles.length > 0 ? [movedPage(old, newFiles, lost)] : [];
  });
  if (problems.length === 0) await cache.set(key, pages);
  return problems;
}
