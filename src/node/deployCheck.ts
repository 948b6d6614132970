export type Verdict = { level: "none" } | { level: "warn" | "fail"; message: string };

/**
 * The verdict on a list of things to fix before the site goes live: none without any; with
 * some, "fail" on a production deploy (Netlify's CONTEXT "production") and "warn" on any other
 * build, each message written around the list, one "  - item" line each.
 */
export function listVerdict(
  items: readonly string[],
  context: string | undefined,
  message: { fail: (list: string) => string; warn: (list: string) => string },
): Verdict {
  if (items.length === 0) return { level: "none" };
  const list = items.map((item) => `  - ${item}`).join("\n");
  return context === "production"
    ? { level: "fail", message: message.fail(list) }
    : { level: "warn", message: message.warn(list) };
}
