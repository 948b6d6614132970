/** What the founder reads about the fields of a content file. Pure, shared by the build and the CMS. */
import { distance } from "fastest-levenshtein";

/**
 * "is not a field here (did you mean "slug"? expected one of: ...)": the known field one or two
 * letters away from `key` (a typo such as "tilte" or "previousSlug"), then every field there is.
 */
export function notAField(key: string, known: readonly string[]): string {
  const near = (name: string) => (Math.min(name.length, key.length) <= 4 ? 1 : 2);
  const close = known.find((name) => name !== key && distance(name.toLowerCase(), key.toLowerCase()) <= near(name));
  return `is not a field here (${close ? `did you mean "${close}"? ` : ""}expected one of: ${known.join(", ")})`;
}

/** A field with nothing in it: missing, null, only spaces, or an empty list. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}
