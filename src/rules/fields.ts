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

/**
 * A group of fields with nothing in any of them. The CMS writes an optional group whose fields
 * were all emptied as those empty texts (`homeCard: { title: "", icon: "" }`), which means the
 * group left out, as its hint says.
 */
export function isEmptyGroup(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((field) => isBlank(field) || isEmptyGroup(field));
}

/** What to write instead of the unknown placeholder `{name}`: the known one it is close to, or all of them. */
export function placeholderHelp(name: string, known: Iterable<string>): string {
  const names = [...known];
  const close = names.find((candidate) => distance(candidate.toLowerCase(), name.toLowerCase()) <= 2);
  if (close) return `did you mean {${close}}?`;
  return names.length > 0 ? `it fills in ${names.map((candidate) => `{${candidate}}`).join(", ")}` : "it fills in none";
}

/** Words written as people write them: abbreviations and brand names. */
const ACRONYMS: Record<string, string> = {
  seo: "SEO",
  faq: "FAQ",
  cta: "Call to action",
  id: "ID",
  cms: "CMS",
  url: "URL",
  vat: "VAT",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  spotify: "Spotify",
};

/** Names whose words would not tell the founder what the field or file holds. */
const NAMES: Record<string, string> = {
  ui: "Menus, footer and labels",
  src: "Picture",
  alt: "Picture description",
};

/** `metaDescription` -> "Meta description"; `seo` -> "SEO"; `privacyUrl` -> "Privacy URL". */
export function fieldLabel(name: string): string {
  if (NAMES[name]) return NAMES[name];
  if (ACRONYMS[name]) return ACRONYMS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => (ACRONYMS[word] && word !== "id" ? ACRONYMS[word] : word));
  const label = words.join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}
