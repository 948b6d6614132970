import { useSyncExternalStore } from "react";
import { formatDay } from "../../rules/days";

export interface CurrentDateProps {
  /** The day the page was built (YYYY-MM-DD): shown in the server HTML and until the page hydrates. */
  fallback: string;
}

/** Today's date in the visitor's time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const subscribe = () => () => undefined;

/**
 * The current date, as a `<time>`. A static page cannot know the day it is read, so the server
 * HTML carries the build day and the browser swaps in today's date right after hydration
 * (useSyncExternalStore's server snapshot keeps hydration free of mismatches).
 */
export function CurrentDate({ fallback }: CurrentDateProps) {
  const iso = useSyncExternalStore(
    subscribe,
    () => todayIso(),
    () => fallback,
  );
  return <time dateTime={iso}>{formatDay(iso)}</time>;
}
