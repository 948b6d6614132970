/**
 * Fixed interface strings that SPEC.md gives word for word. Everything else a visitor reads
 * lives in content/ and reaches the pages through GraphQL.
 */
export const LABELS = {
  lastUpdated: "Last updated",
} as const;
