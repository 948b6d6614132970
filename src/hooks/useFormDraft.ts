import { useCallback, useSyncExternalStore } from "react";
import { valueStore, type ValueStore } from "../lib/valueStore";

type Update<T> = T | ((current: T) => T);

// One store a form, for as long as the page is open. Only memory: nothing is written to the
// visitor's device (no cookie, no storage), so a draft needs no word in the Privacy Policy, and
// it is gone with the tab or a reload.
const drafts = new Map<string, ValueStore<unknown>>();

function draftStore<T>(key: string, empty: T): ValueStore<T> {
  let store = drafts.get(key) as ValueStore<T> | undefined;
  if (!store) {
    store = valueStore(empty);
    // Each key is one form's, so its store holds that form's type.
    drafts.set(key, store as ValueStore<unknown>);
  }
  return store;
}

/**
 * A form's values, kept outside the form: a visitor who leaves a half-written message for
 * another page of the site (the Privacy Policy, say) and comes Back finds it as they left it,
 * since the site changes pages without reloading. A form that sends clears its draft by setting
 * its empty values, and that holds even when the answer comes after the visitor has left.
 * The server and hydration render `empty`, as the page's HTML has it.
 */
export function useFormDraft<T>(key: string, empty: T): [T, (update: Update<T>) => void] {
  const store = draftStore(key, empty);
  const values = useSyncExternalStore(store.subscribe, store.get, () => empty);
  const setValues = useCallback(
    (update: Update<T>) =>
      store.set(typeof update === "function" ? (update as (current: T) => T)(store.get()) : update),
    [store],
  );
  return [values, setValues];
}

/** For tests: each starts with no drafts, as a page does. */
export function forgetDrafts(): void {
  drafts.clear();
}
