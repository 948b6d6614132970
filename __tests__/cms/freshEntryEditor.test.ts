import path from "path";
import { entryOf, freshEntryEditor } from "../../src/cms/freshEntryEditor";
import { cmsConfig } from "../../src/node/cms/config";
import { contentListing } from "../../src/node/cms/admin";
import { testContentYaml } from "../helpers/site";

const ADMIN = "https://example.com/admin/";
const site = testContentYaml<{ cms: { repo: string; branch: string }; siteUrl: string }>("site.yaml");

/** Whether moving the address from `from` to `to` reloads the CMS, and whether Decap's router still hears it. */
function move(from: string, to: string) {
  const reload = jest.fn();
  const target = new EventTarget();
  freshEntryEditor(target as unknown as Window, reload);
  const heard = jest.fn();
  target.addEventListener("hashchange", heard);
  target.dispatchEvent(new HashChangeEvent("hashchange", { oldURL: ADMIN + from, newURL: ADMIN + to }));
  return { reloads: reload.mock.calls.length === 1, routerHears: heard.mock.calls.length === 1 };
}

describe("freshEntryEditor", () => {
  it("reloads on a move from one entry straight to another, in the same collection or another, and keeps it from Decap's router", () => {
    const reloaded = { reloads: true, routerHears: false };
    expect(move("#/collections/settings/entries/site", "#/collections/lists/entries/testimonials")).toEqual(reloaded);
    expect(move("#/collections/service_pages/entries/legal", "#/collections/pages/entries/not_found")).toEqual(
      reloaded,
    );
    expect(move("#/collections/articles/entries/a", "#/collections/articles/entries/b?ref=workflow")).toEqual(reloaded);
  });

  it("leaves Decap's own moves to it: saving a new entry, Duplicate, a list, the board, the same entry", () => {
    const left = { reloads: false, routerHears: true };
    expect(move("#/collections/articles/new", "#/collections/articles/entries/new-article")).toEqual(left);
    expect(move("#/collections/service_pages/entries/legal", "#/collections/service_pages/new")).toEqual(left);
    expect(move("#/collections/service_pages/entries/legal", "#/collections/service_pages")).toEqual(left);
    expect(move("#/collections/articles", "#/collections/articles/entries/a")).toEqual(left);
    expect(move("#/workflow", "#/collections/articles/entries/a?ref=workflow")).toEqual(left);
    expect(move("#/collections/articles/entries/a", "#/collections/articles/entries/a?ref=workflow")).toEqual(left);
    expect(move("#/collections/articles/entries/a", "#/")).toEqual(left);
  });

  it("reads an entry's collection and slug from its address", () => {
    expect(entryOf(`${ADMIN}#/collections/lists/entries/testimonials`)).toBe("lists/testimonials");
    expect(entryOf(`${ADMIN}#/collections/lists/entries/testimonials?ref=workflow`)).toBe("lists/testimonials");
    expect(entryOf(`${ADMIN}#/collections/lists/new`)).toBeNull();
    expect(entryOf(ADMIN)).toBeNull();
  });

  // Decap moves to another slug by itself only on publishing an entry of a nested collection.
  it("relies on the CMS having no nested collection", () => {
    const { collections } = cmsConfig({
      cms: site.cms,
      siteUrl: site.siteUrl,
      content: contentListing(path.join(__dirname, "../..")),
    });
    expect(collections.filter((collection) => "nested" in collection).map((collection) => collection.name)).toEqual([]);
  });
});
