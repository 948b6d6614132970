/**
 * Slugs and the slugs a page had before (`previousSlugs`), for articles and service pages alike:
 * each earlier slug's address leads to the page with a permanent redirect, so links shared
 * before a rename still arrive. Pure functions, used by the build and the CMS's previews.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug made of a title's words, for the CMS to suggest: letters without their accents,
 * lowercase, apostrophes dropped, any other run of characters a hyphen, at most 60 characters
 * cut between words. Empty for a title with no letters or digits.
 */
export function slugFrom(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > 60) return slug || word.slice(0, 60);
    slug = longer;
  }
  return slug;
}

/** A permanent redirect from an earlier address to a page's address now. */
export interface RedirectRule {
  fromPath: string;
  toPath: string;
}

/**
 * Where an unknown address should go: the page a rule leads it to, or null. Accepts paths with
 * or without the trailing slash.
 */
export function resolveRedirect(pathname: string, rules: readonly RedirectRule[]): string | null {
  const normalised = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return rules.find((rule) => rule.fromPath === normalised)?.toPath ?? null;
}

export interface SlugRef {
  slug?: string | null;
  /** Slugs the page had before (`previousSlugs`): their addresses lead to it. */
  previousSlugs?: readonly (string | null)[] | null;
}

/**
 * A page's slug and earlier slugs as its file holds them (a service page's YAML, an article's
 * front matter), each trimmed, empty ones left out: what the checks above have passed, or, where
 * they have not run, what they would read.
 */
export function slugRef(data: { slug?: unknown; previousSlugs?: unknown }): {
  slug: string | null;
  previousSlugs: string[];
} {
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value).trim());
  const earlier = Array.isArray(data.previousSlugs) ? data.previousSlugs.map(text).filter(Boolean) : [];
  return { slug: text(data.slug) || null, previousSlugs: earlier };
}

/** The page's earlier slugs, empty entries left out. */
export const earlierSlugsOf = (page: SlugRef): string[] =>
  (page.previousSlugs ?? []).filter((slug): slug is string => Boolean(slug));

/** The slugs a page answers to: its own and its earlier ones. */
const slugsOf = (page: SlugRef): string[] => [...(page.slug ? [page.slug] : []), ...earlierSlugsOf(page)];

/**
 * The slugs whose addresses the published page answers and its edited version would not: its
 * slug changed, or an earlier slug dropped, without the old one under previousSlugs. Links to
 * those addresses would stop working once the edit is published.
 */
export function slugsLost(online: SlugRef | undefined, edited: SlugRef): string[] {
  if (!online) return [];
  const kept = new Set(slugsOf(edited).map((slug) => slug.trim()));
  return slugsOf(online).filter((slug) => !kept.has(slug));
}

/**
 * A file's `previousSlugs` as written: the slugs, each checked like a slug, or what is wrong
 * with them (said after 'field "previousSlugs"'). `numbers` says whether a slug may be only
 * digits (an article's may not: /blog/{id}/ is its id address).
 */
export function readPreviousSlugs(value: unknown, numbers: boolean): { slugs: string[] } | { problem: string } {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return { slugs: [] };
  if (!Array.isArray(value)) {
    return { problem: `must be a list of earlier slugs, one per line starting with "- ", got "${String(value)}"` };
  }
  const slugs: string[] = [];
  for (const item of value) {
    const slug = String(item ?? "").trim();
    if (slug === "") return { problem: "has an empty entry: remove it" };
    if (!SLUG_PATTERN.test(slug)) {
      return { problem: `must hold slugs of lowercase letters, digits and single hyphens, got "${slug}"` };
    }
    if (!numbers && /^\d+$/.test(slug))
      return { problem: `must not hold a number, which is an id address, got "${slug}"` };
    if (slugs.includes(slug)) return { problem: `lists "${slug}" twice` };
    slugs.push(slug);
  }
  return { slugs };
}

/**
 * What is wrong across files with their earlier slugs, one problem per file at most (said after
 * 'field "previousSlugs"'): one listed by two files, or the slug a page is shown at now. An
 * address can lead to one page only, and cannot both show a page and lead to another.
 */
export function previousSlugClashes(
  pages: ReadonlyArray<{ file: string; slug: string | null; previousSlugs: readonly string[] }>,
  noun: string,
): Array<{ file: string; problem: string }> {
  const listedBy = new Map<string, string>();
  const shownBy = new Map(pages.filter((page) => page.slug).map((page) => [page.slug as string, page.file]));
  const problems: Array<{ file: string; problem: string }> = [];
  for (const { file, previousSlugs } of pages) {
    for (const earlier of previousSlugs) {
      const other = listedBy.get(earlier);
      const current = shownBy.get(earlier);
      const problem =
        other !== undefined
          ? `lists "${earlier}", which ${other} lists too: an address can lead to one ${noun} only`
          : current === file
            ? `"${earlier}" is the ${noun}'s slug now: remove it from the list`
            : current !== undefined
              ? `"${earlier}" is the slug of ${current}, which is shown at that address: remove it from this list`
              : null;
      if (problem) {
        problems.push({ file, problem });
        break;
      }
      listedBy.set(earlier, file);
    }
  }
  return problems;
}
