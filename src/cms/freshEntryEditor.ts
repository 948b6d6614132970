/**
 * Decap builds an entry's editor when it opens an address on one: going from one entry straight
 * to another by the address (typed, a bookmark, Back or Forward) keeps the first editor, showing
 * the first entry's values or none under the other's fields, and Publish then saves nothing
 * without a word (decap-cms#4147, open; the page logs "Cannot read properties of undefined
 * (reading 'reduce')"). Such a move is loaded afresh instead, as the address Decap starts on.
 *
 * Assumes, as Decap 3.6 (decap-cms-app 3.6.4) does, that an entry's address is
 * `#/collections/<collection>/entries/<slug>`, and that Decap itself never moves from one entry
 * straight to another: it opens an entry from a list or the workflow board, goes from `…/new`
 * to the entry once a new one is saved, and to `…/new` for Duplicate (only a nested collection,
 * which this site has none of, moves to another slug on publishing). Its router, a hash history,
 * reads the move from the window's `hashchange`; this listener, capturing at the window, comes
 * first and keeps the move from it. Decap's `beforeunload` handler then has the browser ask before
 * the reload leaves unsaved changes; staying keeps the page as it was (the address on the other
 * entry). The CMS's browser test moves between entries this way and publishes an edit, so a Decap
 * that no longer works this way fails that test.
 */
const ENTRY = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/;

/** The entry an address opens, as `<collection>/<slug>`, or null for any other screen. */
export function entryOf(url: string): string | null {
  const match = ENTRY.exec(new URL(url).hash);
  return match ? `${match[1]}/${match[2]}` : null;
}

export function freshEntryEditor(win: Window, reload: () => void = () => win.location.reload()): void {
  win.addEventListener(
    "hashchange",
    (event) => {
      const from = entryOf(event.oldURL);
      const to = entryOf(event.newURL);
      if (!from || !to || from === to) return;
      event.stopImmediatePropagation();
      reload();
    },
    true,
  );
}
