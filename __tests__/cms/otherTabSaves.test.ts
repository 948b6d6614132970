import fs from "fs";
import { screen } from "@testing-library/react";
import { HEARD_KEY, otherTabSaves, type EventListener, type SavedElsewhere } from "../../src/cms/otherTabSaves";

type Handler = EventListener["handler"];
type Entry = Parameters<Handler>[0]["entry"];

const AT = new Date(2026, 10, 29, 14, 5).getTime();
const BACKUP_QUESTION = "A local backup was recovered for this entry, would you like to use it?";
const browserConfirm = window.confirm;

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
    BACKUP_QUESTION,
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

/** The browser's answer to every question, and the questions asked (before the tabs, which ask through it). */
function answering(answer: boolean) {
  const asked: string[] = [];
  window.confirm = (message?: string) => {
    asked.push(String(message));
    return answer;
  };
  return asked;
}

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
  window.sessionStorage.clear();
  window.confirm = browserConfirm;
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
    expect(window.sessionStorage.getItem(HEARD_KEY)).toBeNull();
  });

  describe("reloaded, with Decap's backup of what it had not saved", () => {
    // The assumption the question's new words rest on: Decap asks it with window.confirm, in its
    // locale's words (read from the bundle the CMS page loads).
    it("relies on Decap asking its backup question with window.confirm", () => {
      const decap = fs.readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8");
      expect(decap).toContain('window.confirm(this.props.t("editor.editor.confirmLoadBackup"))');
    });

    /** A tab that heard the save, reloaded: a new tab on the same entry, with the same sessionStorage. */
    function reloaded() {
      tab("#/collections/pages/entries/not_found").hear(heard("pages/not_found"));
      document.body.innerHTML = "";
      return tab("#/collections/pages/entries/not_found");
    }

    it("asks Decap's question in words that say the backup is of the older version; restored, it is refused", () => {
      const asked = answering(true);
      const cms = reloaded();
      expect(window.confirm(BACKUP_QUESTION)).toBe(true);
      expect(asked).toEqual([
        "This tab has changes it did not save, made before another tab saved this entry at 14:05. OK shows them, for you to copy (this tab will not save them: that would undo the other tab's). Cancel discards them and shows the entry as saved.",
      ]);
      expect(screen.getByRole("alert")).toHaveTextContent(
        "This tab shows the changes it had not saved, made before another tab saved this entry at 14:05. Saving them would undo that, so it is refused.",
      );
      expect(() => cms.save("pages", "not_found")).toThrow("another tab saved this entry at 14:05");
    });

    it("declined, the entry is as saved: no notice, and it saves", () => {
      answering(false);
      const cms = reloaded();
      expect(window.confirm(BACKUP_QUESTION)).toBe(false);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(cms.save("pages", "not_found")).toBeUndefined();
      expect(window.sessionStorage.getItem(HEARD_KEY)).toBeNull();
    });

    it("leaves the saved entry alone when Decap has no backup to offer, and forgets once it saves", () => {
      const cms = reloaded();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(cms.save("pages", "not_found")).toBeUndefined();
      cms.saved("pages", "not_found");
      expect(window.sessionStorage.getItem(HEARD_KEY)).toBeNull();
    });

    it("asks Decap's own words for another entry's backup, and any other question as it is", () => {
      const asked = answering(true);
      tab("#/collections/pages/entries/not_found").hear(heard("pages/not_found"));
      tab("#/collections/pages/entries/contact");
      window.confirm(BACKUP_QUESTION);
      window.confirm("Are you sure you want to delete this entry?");
      expect(asked).toEqual([BACKUP_QUESTION, "Are you sure you want to delete this entry?"]);
    });
  });
});
