import { screen } from "@testing-library/react";
import { otherTabSaves, type EventListener, type SavedElsewhere } from "../../src/cms/otherTabSaves";

type Handler = EventListener["handler"];
type Entry = Parameters<Handler>[0]["entry"];

const AT = new Date(2026, 10, 29, 14, 5).getTime();

/** One CMS tab: its handlers for Decap's events, and what it posted on its channel. */
function tab(hash: string) {
  window.location.hash = hash;
  const handlers = new Map<string, Handler>();
  const posted: unknown[] = [];
  const channel = new EventTarget() as unknown as BroadcastChannel;
  channel.postMessage = (message: unknown) => posted.push(message);
  otherTabSaves(
    window,
    { registerEventListener: ({ name, handler }) => handlers.set(name, handler) },
    channel,
    () => AT,
  );
  const entry = (collection: string, slug: string) =>
    ({ get: (key: string) => ({ collection, slug })[key] }) as unknown as Entry;
  const author = { login: "founder", name: "Founder" };
  return {
    hear: (message: unknown) => channel.dispatchEvent(new MessageEvent("message", { data: message })),
    save: (collection: string, slug: string) => handlers.get("preSave")?.({ entry: entry(collection, slug), author }),
    saved: (collection: string, slug: string) => handlers.get("postSave")?.({ entry: entry(collection, slug), author }),
    deleted: (collection: string, slug: string) =>
      handlers.get("postUnpublish")?.({ entry: entry(collection, slug), author }),
    posted,
  };
}

const heard = (entry: string, action: SavedElsewhere["action"] = "saved"): SavedElsewhere => ({
  entry,
  action,
  at: AT,
});

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
});

describe("otherTabSaves", () => {
  it("tells the other tabs which entry this one saved or deleted, and when", () => {
    const cms = tab("#/collections/pages/entries/not_found");
    cms.saved("pages", "not_found");
    cms.deleted("articles", "old-article");
    expect(cms.posted).toEqual([heard("pages/not_found"), heard("articles/old-article", "deleted")]);
  });

  it("says at once that another tab saved the open entry, and refuses to save it over that", () => {
    const cms = tab("#/collections/pages/entries/not_found");
    cms.hear(heard("pages/not_found"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Another tab saved this entry at 14:05, after this tab opened it. Saving from this tab would undo that, so it is refused.",
    );
    expect(screen.getByRole("button", { name: "Reload this page" })).toBeInTheDocument();
    expect(() => cms.save("pages", "not_found")).toThrow(
      "another tab saved this entry at 14:05, after this tab opened it, and saving from here would undo that. Copy what you changed, reload this page, then make your change again.",
    );
  });

  it("says so when another tab deleted the open entry", () => {
    const cms = tab("#/collections/articles/entries/old-article?ref=workflow");
    cms.hear(heard("articles/old-article", "deleted"));
    expect(screen.getByRole("alert")).toHaveTextContent("Another tab deleted this entry at 14:05");
    expect(() => cms.save("articles", "old-article")).toThrow("another tab deleted this entry");
  });

  it("leaves alone a save of another entry, a message of another kind, and a tab on a list", () => {
    const cms = tab("#/collections/pages/entries/not_found");
    cms.hear(heard("pages/contact"));
    cms.hear({ entry: "pages/not_found", action: "renamed", at: AT });
    cms.hear("pages/not_found");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(cms.save("pages", "not_found")).toBeUndefined();

    const list = tab("#/collections/pages");
    list.hear(heard("pages/not_found"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows one notice, the latest, however many saves it hears", () => {
    const cms = tab("#/collections/pages/entries/not_found");
    cms.hear(heard("pages/not_found"));
    cms.hear(heard("pages/not_found", "deleted"));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Another tab deleted this entry");
  });

  it("lifts the notice and the refusal once the tab leaves the entry (opening it again loads it as saved)", () => {
    const cms = tab("#/collections/pages/entries/not_found");
    cms.hear(heard("pages/not_found"));
    window.location.hash = "#/collections/pages";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(cms.save("pages", "not_found")).toBeUndefined();
  });
});
