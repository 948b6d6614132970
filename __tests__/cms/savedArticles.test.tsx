import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { render, screen } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "../../src/cms/PreviewFrame";
import { ArticlePreview } from "../../src/cms/previews";
import type { EventListener } from "../../src/cms/otherTabSaves";
import { articlesKnown, rememberSavedArticles } from "../../src/cms/savedArticles";
import { cmsPreviewData } from "../../src/node/cms/previewData";
import { testRoutes } from "../helpers/site";

const ROOT = path.join(__dirname, "../..");
const preview = cmsPreviewData(ROOT, testRoutes());
// What the build writes into the CMS's bundle (src/node/cms/bundle.ts).
(globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = preview;

type Handler = EventListener["handler"];

/** Decap's events as this browser's CMS hears them, at `now`. */
function cmsAt(now: number) {
  const handlers = new Map<string, Handler>();
  rememberSavedArticles({ registerEventListener: ({ name, handler }) => handlers.set(name, handler) }, () => now);
  const event = (name: string) => (collection: string, data: Record<string, unknown>) =>
    handlers.get(name)?.({
      entry: {
        get: (key: string) => (key === "collection" ? collection : key === "data" ? { toJS: () => data } : undefined),
      },
      author: { login: "founder", name: "Founder" },
    } as unknown as Parameters<Handler>[0]);
  return { saved: event("postSave"), deleted: event("postUnpublish") };
}

/** A new article, as the founder starts one: the next ID, today's dates, a title and slug of its own. */
const today = new Date().toISOString();
const nextId = Math.max(...preview.articles.map((article) => Number(article.id))) + 1;
const [, frontMatter, ...body] = fs
  .readFileSync(
    path.join(ROOT, "content/articles", fs.readdirSync(path.join(ROOT, "content/articles"))[0], "index.md"),
    "utf8",
  )
  .split(/^---$/m);
const fresh = (title: string, slug: string): Record<string, unknown> => ({
  ...(yaml.load(frontMatter) as Record<string, unknown>),
  id: nextId,
  title,
  slug,
  previousSlugs: [],
  publishedDate: today,
  modifiedDate: today,
  date: new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(today),
  ),
  body: body.join("---"),
});

/** What Decap hands the preview for an entry not saved yet. */
const newEntry = (fields: Record<string, unknown>) =>
  ({
    entry: { get: (key: string) => (key === "path" ? "" : { get: (field: string) => fields[field] }) },
    widgetFor: () => null,
    getAsset: (file: string) => file,
    document,
  }) as unknown as PreviewTemplateComponentProps;

afterEach(() => localStorage.clear());

describe("articles saved in this browser since the CMS was built", () => {
  const malta = fresh("Malta's Global Residence Programme, explained", "malta-global-residence-programme");
  const second = fresh("Moving to Cyprus as a founder", "moving-to-cyprus-as-a-founder");

  // The fifth founder trial published an article with ID 10, then started another: it was offered
  // ID 10 again, and only the build named the clash.
  it("names the ID of an article saved here for the next new article that takes it", () => {
    const { unmount } = render(<ArticlePreview {...newEntry(second)} />);
    expect(screen.queryByRole("status")).toBeNull();
    unmount();
    cmsAt(preview.builtAt + 1000).saved("articles", malta);
    render(<ArticlePreview {...newEntry(second)} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      `/blog/malta-global-residence-programme/ already has ID ${nextId}: give this article an ID no other article has (one above the highest), or the build stops when you publish.`,
    );
  });

  it("replaces the build's version of an article saved here since, and leaves out one deleted here", () => {
    const [first] = preview.articles;
    const cms = cmsAt(preview.builtAt + 1000);
    cms.saved("articles", { ...first, slug: "renamed", title: "Renamed" });
    cms.saved("pages", { id: 1, title: "Not an article" });
    expect(articlesKnown(preview).filter((article) => String(article.id) === String(first.id))).toEqual([
      { id: String(first.id), slug: "renamed", previousSlugs: first.previousSlugs ?? [], title: "Renamed" },
    ]);
    cms.deleted("articles", { ...first, slug: "renamed", title: "Renamed" });
    expect(articlesKnown(preview).map((article) => String(article.id))).not.toContain(String(first.id));
    expect(articlesKnown(preview)).toHaveLength(preview.articles.length - 1);
  });

  it("forgets what a later build knows: a save before it counts for nothing", () => {
    cmsAt(preview.builtAt - 1000).saved("articles", malta);
    expect(articlesKnown(preview)).toEqual(preview.articles);
  });
});
