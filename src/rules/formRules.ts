/** The hidden field that catches spam bots; the form provider drops submissions that fill it. */
export const HONEYPOT_FIELD = "_gotcha";
/** Limits and clean-up for what visitors type into the site's forms. */

export const FIELD_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export interface FieldMessages {
  /** For a required field left empty (or only spaces, which the browser lets through). */
  empty: string;
  /** For a field over its limit; `{max}` becomes the limit. */
  tooLong: string;
}

/** Each text value with its surrounding whitespace removed (checkboxes and others untouched). */
export function trimValues<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  ) as T;
}

/**
 * The fields to fix, each with the message to show beside it. Nothing is ever cut
 * silently: a value over its limit is the visitor's to shorten.
 */
export function validateFields(
  values: object,
  required: readonly string[],
  messages: FieldMessages,
): Record<string, string> {
  const entries = values as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const field of required) {
    const value = entries[field];
    if (typeof value === "string" && value.trim() === "") errors[field] = messages.empty;
  }
  for (const [field, max] of Object.entries(FIELD_LIMITS)) {
    const value = entries[field];
    if (typeof value === "string" && Array.from(value).length > max) {
      errors[field] = messages.tooLong.replace("{max}", String(max));
    }
  }
  return errors;
}

/**
 * The problem, if any, with the too-long message of content/forms.yaml: it is shown only when a
 * visitor types too much, so a misspelt placeholder would reach them untested. `{max}` is the
 * only one filled.
 */
export function tooLongMessageError(message: string): string | null {
  const stray = /\{(?!max\})[^{}]*\}/.exec(message);
  if (stray)
    return `content/forms.yaml: field "fieldTooLong" holds ${stray[0]}, which is not filled in: write {max} for the field's limit`;
  return null;
}
