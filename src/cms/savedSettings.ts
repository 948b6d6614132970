/**
 * Site settings saved in this browser since the CMS was built. The previews fill placeholders and
 * check claims with the figures of the build that made the CMS; once the founder published "Call
 * minutes: 45", every other preview still said the call lasts 30 minutes and told him to write 30
 * (sixth founder trial). Each save of Site settings is kept in this browser's localStorage, and
 * the previews use its claims, name and business details until a build that includes it. Uses Decap's public
 * `postSave` event, as src/cms/savedArticles.ts does.
 */
import type { EventEntry, EventRegistry } from "./otherTabSaves";
import type { CmsPreviewData } from "../rules/cmsPreview";
import { readStorage, writeStorage } from "../lib/storage";
import { BUSINESS_FIELDS, BUSINESS_TOKENS, isPlaceholder } from "../rules/business";

export const SAVED_SETTINGS_KEY = "cms-saved-settings";

/** The placeholders Site settings give, by the field that holds each (content/site.yaml). */
const CLAIMS = ["countries", "years", "agencies", "agencyCountries", "callMinutes", "processSteps"] as const;

type Saved = { tokens: Record<string, string>; savedAt: number };

/** The placeholders' values a Site settings entry gives: its claims, its title as {siteName}, its business details. */
function tokensOf(entry: EventEntry): Record<string, string> | null {
  if (entry.get("collection") !== "settings") return null;
  const data = entry.get("data") as { toJS?: () => Record<string, unknown> } | undefined;
  const fields = data?.toJS?.() ?? {};
  const claims = (fields.claims ?? {}) as Record<string, unknown>;
  const given = (value: unknown) => (value === undefined || value === null ? "" : String(value).trim());
  const tokens = Object.fromEntries(
    CLAIMS.flatMap((claim) => (given(claims[claim]) ? [[claim, given(claims[claim])]] : [])),
  );
  if (given(fields.title)) tokens.siteName = given(fields.title);
  // Business details supplied (the legal pages' placeholders); one still "TODO:" keeps the build's words.
  const business = (fields.business ?? {}) as Record<string, unknown>;
  for (const field of BUSINESS_FIELDS) {
    const value = given(business[field]);
    if (value && !isPlaceholder(value)) tokens[BUSINESS_TOKENS[field]] = value;
  }
  return tokens;
}

/** Keeps the claims and name of Site settings each time they are saved here. */
export function rememberSavedSettings(cms: EventRegistry, now: () => number = Date.now): void {
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const tokens = tokensOf(entry);
      // Storage blocked or full: the previews keep the build's figures, as before.
      if (tokens) writeStorage(SAVED_SETTINGS_KEY, JSON.stringify({ tokens, savedAt: now() } satisfies Saved));
    },
  });
}

/** The build's data with the placeholders' values of Site settings saved here since, if any. */
export function withSavedSettings(data: CmsPreviewData): CmsPreviewData {
  let saved: Saved | null = null;
  try {
    saved = JSON.parse(readStorage(SAVED_SETTINGS_KEY) ?? "null") as Saved | null;
  } catch {
    return data;
  }
  if (!saved || typeof saved.savedAt !== "number" || saved.savedAt <= data.builtAt) return data;
  return { ...data, tokens: { ...data.tokens, ...saved.tokens } };
}
