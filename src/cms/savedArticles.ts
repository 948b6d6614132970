/**
 * Articles saved in this browser since the CMS was built. The previews know the articles as of
 * the build that made the CMS; a second new article written before the next build was offered
 * the first one's ID, and only the build named the clash (fifth founder trial: ID 10 twice).
 * Each save of an article is kept in this browser's localStorage, and the previews count it with
 * the articles of the build until a build that includes it. Uses Decap's public `postSave` and
 * `postUnpublish` events (an entry with `collection` and `data`).
 */
import type { EventEntry, EventRegistry } from "./otherTabSaves";
import type { CmsPreviewData } from "../rules/cmsPreview";
import { readStorage, writeStorage } from "../lib/storage";

export const SAVED_ARTICLES_KEY = "cms-saved-articles";

type Article = CmsPreviewData["articles"][number];
/** An article as saved here (or deleted here), and when. */
type Saved = Article & { savedAt: number; deleted?: boolean };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function read(): Saved[] {
  try {
    const saved: unknown = JSON.parse(readStorage(SAVED_ARTICLES_KEY) ?? "[]");
    return Array.isArray(saved) ? (saved as Saved[]) : [];
  } catch {
    return [];
  }
}

// Storage blocked or full: the previews know the build's articles only, as before.
const write = (saved: Saved[]) => writeStorage(SAVED_ARTICLES_KEY, JSON.stringify(saved));

/** The article an event's entry holds, or null for an entry of another collection or without an ID. */
function articleOf(entry: EventEntry): Article | null {
  if (entry.get("collection") !== "articles") return null;
  const data = entry.get("data") as { toJS?: () => Record<string, unknown> } | undefined;
  const fields = data?.toJS?.() ?? {};
  const id = String(fields.id ?? "").trim();
  if (id === "") return null;
  const previous = Array.isArray(fields.previousSlugs) ? fields.previousSlugs.map(text).filter(Boolean) : [];
  return { id, slug: text(fields.slug) || null, previousSlugs: previous, title: text(fields.title) };
}

/** Keeps each article saved here, and forgets one deleted here. */
export function rememberSavedArticles(cms: EventRegistry, now: () => number = Date.now): void {
  const others = (id: string) => read().filter((saved) => String(saved.id) !== id);
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const article = articleOf(entry);
      if (article) write([...others(String(article.id)), { ...article, savedAt: now() }]);
    },
  });
  cms.registerEventListener({
    name: "postUnpublish",
    handler: ({ entry }) => {
      const article = articleOf(entry);
      if (article) write([...others(String(article.id)), { ...article, savedAt: now(), deleted: true }]);
    },
  });
}

/**
 * The articles as the previews should know them: the build's, each replaced by the version saved
 * here since (by ID) or left out once deleted here, and the articles saved here that the build
 * did not have.
 */
export function articlesKnown(data: Pick<CmsPreviewData, "articles" | "builtAt">): Article[] {
  const since = read().filter((saved) => saved.savedAt > data.builtAt);
  const ids = new Set(since.map((saved) => String(saved.id)));
  return [
    ...data.articles.filter((article) => !ids.has(String(article.id))),
    ...since.filter((saved) => !saved.deleted).map(({ savedAt: _savedAt, deleted: _deleted, ...article }) => article),
  ];
}
