import crypto from "crypto";
import type { SlugCache } from "./addresses";
import { TERMS_UNDATED, legalTextKey, namesToday } from "../../rules/legal";

/** A dated legal text as its file holds it: the words the founder wrote and the date above them. */
export interface DatedText {
  file: string;
  /** The markdown below the front matter, placeholders as written. */
  text: string;
  /** `lastUpdated` as written (DD/MM/YYYY). */
  lastUpdated: string;
}

/**
 * The Terms' text checked against the last build of the same branch that got this far: their
 * section 7 promises that the "last updated" date changes whenever they do, so a text changed
 * under the date it already had returns the message that stops the build; otherwise this text
 * and date are recorded for the next build. The founder's words are compared, not the page (a
 * business detail filled into a placeholder is not a change of the Terms), with the lines' wrapping
 * left out. A date that is still today (namesToday: a second change the same day) lets a change
 * through. A clean build has nothing to compare with; each branch keeps its own record, as
 * keepAddresses does.
 */
export async function keepTermsDated(
  cache: SlugCache,
  terms: DatedText,
  branch: string,
  today: Date = new Date(),
): Promise<string | null> {
  const key = `dated-legal-text:${branch}:${terms.file}`;
  const digest = crypto.createHash("sha256").update(legalTextKey(terms.text)).digest("hex");
  const before = (await cache.get(key)) as { digest: string; lastUpdated: string } | undefined;
  const undated =
    before &&
    before.digest !== digest &&
    before.lastUpdated === terms.lastUpdated &&
    !namesToday(terms.lastUpdated, today);
  if (undated) {
    return `Legal page ${terms.file}: the text changed since the last build, but field "lastUpdated" still says ${terms.lastUpdated}: ${TERMS_UNDATED}`;
  }
  await cache.set(key, { digest, lastUpdated: terms.lastUpdated });
  return null;
}
