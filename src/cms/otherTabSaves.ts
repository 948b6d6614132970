/**
 * Two tabs of the CMS on one entry: Decap saves a whole file, without asking whether it changed
 * since the tab loaded it (neither decap-server nor the GitHub backend checks the file's version),
 * so the older tab's save silently undid what the newer one had saved. Each tab now tells the
 * others, over a BroadcastChannel, which entry it saved or deleted; a tab that has that entry open
 * says so at once, and Decap's `preSave` event refuses its save (the change stays in the editor).
 * Reloading the page loads the entry as saved, and lifts the refusal.
 *
 * After the reload Decap offers its local backup of the changes the tab had not saved, made on
 * the older version: restored, they would be saved over the newer one. The tab remembers (in its
 * sessionStorage, this tab only) what it heard; Decap's question for that entry is then asked in
 * words that say so, and a restored backup is refused like the older version itself.
 *
 * Tabs of one browser only: a save from another device is not heard (docs/editing.md says so).
 * Uses Decap's public event listeners (`preSave`, `postSave`, `postUnpublish`, whose entry has
 * `collection` and `slug`), its addresses, as read by freshEntryEditor's `entryOf`, and its locale's
 * backup question (`editor.editor.confirmLoadBackup`), which Decap 3.6 asks with `window.confirm`.
 * A `preSave` handler that throws stops the save, and Decap shows the error's message
 * ("ui.toast.onFailToPersist"). The CMS's browser test saves from two tabs and reloads the older
 * one, so a Decap that no longer works this way fails it.
 */
import type CMS from "decap-cms-app";
import { entryOf } from "./freshEntryEditor";

export const CHANNEL = "cms-entry-saves";

/** What one tab tells the others: the entry (`<collection>/<slug>`), what it did, and when. */
export interface SavedElsewhere {
  entry: string;
  action: "saved" | "deleted";
  at: number;
}

/** Decap's events: their listeners, and the entry each hands over (an Immutable map); savedArticles.ts listens too. */
export type EventRegistry = Pick<typeof CMS, "registerEventListener">;
export type EventListener = Parameters<EventRegistry["registerEventListener"]>[0];
export type EventEntry = Parameters<EventListener["handler"]>[0]["entry"];

const clock = (at: number) => {
  const time = new Date(at);
  return `${String(time.getHours()).padStart(2, "0")}:${String(time.getMinutes()).padStart(2, "0")}`;
};

/** The notice shown, as soon as it is heard, in the tab that has the entry open. */
export const otherTabNotice = ({ action, at }: SavedElsewhere) =>
  `Another tab ${action} this entry at ${clock(at)}, after this tab opened it. Saving from this tab ` +
  `would undo that, so it is refused. Copy what you changed here, reload this page to see the entry ` +
  `as saved, then make your change again.`;

/** The notice once the backup of the older version's changes is restored. */
export const restoredBackupNotice = ({ action, at }: SavedElsewhere) =>
  `This tab shows the changes it had not saved, made before another tab ${action} this entry at ` +
  `${clock(at)}. Saving them would undo that, so it is refused. Copy what you need, reload this page ` +
  `and choose Cancel when asked about the backup, then make your change again.`;

/** Decap's question about its backup, when the backup was made on the older version. */
export const olderBackupQuestion = ({ action, at }: SavedElsewhere) =>
  `This tab has changes it did not save, made before another tab ${action} this entry at ` +
  `${clock(at)}. OK shows them, for you to copy (this tab will not save them: that would undo the ` +
  `other tab's). Cancel discards them and shows the entry as saved.`;

/** Why the save is refused (Decap shows it after "Not saved: "). */
export const otherTabRefusal = ({ action, at }: SavedElsewhere) =>
  `another tab ${action} this entry at ${clock(at)}, after this tab opened it, and saving from here ` +
  `would undo that. Copy what you changed, reload this page, then make your change again.`;

/** Where a tab remembers, across its reload, what another tab did to the entry it has open. */
export const HEARD_KEY = "cms-saved-elsewhere";

const keyOf = (entry: EventEntry) => `${String(entry.get("collection"))}/${String(entry.get("slug"))}`;

/** A message from another tab, if it is one; anything else on the channel is ignored. */
function savedElsewhere(data: unknown): SavedElsewhere | null {
  if (typeof data !== "object" || data === null) return null;
  const { entry, action, at } = data as Record<string, unknown>;
  if (typeof entry !== "string" || (action !== "saved" && action !== "deleted") || typeof at !== "number") return null;
  return { entry, action, at };
}

export function otherTabSaves(
  win: Window,
  cms: EventRegistry,
  backupQuestion: string | undefined,
  channel: BroadcastChannel = new BroadcastChannel(CHANNEL),
  now: () => number = Date.now,
): void {
  const doc = win.document;
  const remembered = (): SavedElsewhere | null => {
    try {
      return savedElsewhere(JSON.parse(win.sessionStorage.getItem(HEARD_KEY) ?? "null"));
    } catch {
      return null;
    }
  };
  const remember = (heard: SavedElsewhere | null) => {
    try {
      if (heard) win.sessionStorage.setItem(HEARD_KEY, JSON.stringify(heard));
      else win.sessionStorage.removeItem(HEARD_KEY);
    } catch {
      /* storage blocked: the reload forgets, as before */
    }
  };
  let open = entryOf(win.location.href);
  let stale: SavedElsewhere | null = null;
  let notice: HTMLElement | null = null;
  // What this tab heard before it was reloaded, for Decap's backup question.
  let before = remembered();
  if (before?.entry !== open) {
    before = null;
    remember(null);
  }

  const clear = () => {
    stale = null;
    before = null;
    remember(null);
    notice?.remove();
    notice = null;
  };

  const show = (heard: SavedElsewhere, words: string) => {
    stale = heard;
    remember(heard);
    notice ??= doc.createElement("div");
    notice.setAttribute("role", "alert");
    notice.style.cssText =
      "position:fixed;left:0;right:0;bottom:0;z-index:100000;padding:12px 16px;background:#fff4e5;" +
      "color:#5c2b00;border-top:3px solid #b35c00;font:15px/1.5 system-ui,sans-serif;";
    notice.textContent = words;
    const reload = doc.createElement("button");
    reload.type = "button";
    reload.textContent = "Reload this page";
    reload.style.cssText = "margin-left:12px;font:inherit;padding:2px 10px;cursor:pointer;";
    reload.addEventListener("click", () => win.location.reload());
    notice.append(" ", reload);
    if (!notice.isConnected) doc.body.append(notice);
  };

  win.addEventListener("hashchange", () => {
    const opened = entryOf(win.location.href);
    if (opened === open) return;
    open = opened;
    clear();
  });

  channel.addEventListener("message", (event: MessageEvent) => {
    const heard = savedElsewhere(event.data);
    if (heard && heard.entry === open) show(heard, otherTabNotice(heard));
  });

  const ask = win.confirm.bind(win);
  win.confirm = (message?: string) => {
    if (!before || message !== backupQuestion) return ask(message);
    const heard = before;
    const restore = ask(olderBackupQuestion(heard));
    if (restore) show(heard, restoredBackupNotice(heard));
    else clear();
    return restore;
  };

  const tell =
    (action: SavedElsewhere["action"]) =>
    ({ entry }: { entry: EventEntry }) => {
      if (keyOf(entry) === open) clear();
      channel.postMessage({ entry: keyOf(entry), action, at: now() } satisfies SavedElsewhere);
    };
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      if (!stale || stale.entry !== keyOf(entry)) return undefined;
      const refusal = new Error(otherTabRefusal(stale));
      // Decap shows the error as text: without a name, that is the message alone.
      refusal.name = "";
      throw refusal;
    },
  });
  cms.registerEventListener({ name: "postSave", handler: tell("saved") });
  cms.registerEventListener({ name: "postUnpublish", handler: tell("deleted") });
}
