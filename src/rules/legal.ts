/** Rules for the legal pages' front matter (content/legal/). Pure functions, used by gatsby-node and the CMS config. */
import { richTextMarkdown, richTextMarkdownProblem, textLines } from "./articleText";
import { latestDay } from "./days";
import { isBlank, notAField } from "./fields";
import { headingsAlone } from "./text";

export const LEGAL_REQUIRED_FIELDS = ["title", "metaDescription"] as const;

/** The legal files the site's pages show (/privacy-policy/, /terms-of-service/). */
export const LEGAL_FILES = ["content/legal/privacy-policy.md", "content/legal/terms-of-service.md"] as const;

/**
 * The legal files whose page shows `lastUpdated` ("Last updated 27/11/2026"). The Terms promise
 * in their section 7 that the date changes whenever they do; the Privacy Policy shows the day it
 * is read (SPEC), so a date in its file would be ignored.
 */
export const DATED_LEGAL_FILES = ["content/legal/terms-of-service.md"] as const;

/**
 * A legal text as its changes are told apart: the founder's words with the lines' wrapping left
 * out (src/node/pages/termsDated.ts and the Terms' preview in the CMS).
 */
export const legalTextKey = (text: string): string => text.replace(/\s+/g, " ").trim();

/** What the build and the CMS say when the Terms changed under the date they had. */
/** Why a change of the Terms needs a new date, and the date to write: the day of the change (UTC). */
export const termsUndated = (changedOn: Date) => {
  const [year, month, day] = changedOn.toISOString().slice(0, 10).split("-");
  return `section 7 of the Terms promises that the "last updated" date changes with them: write the day of this change, ${day}/${month}/${year} (DD/MM/YYYY)`;
};

/** Every field a legal file may hold, whichever it is. */
export const LEGAL_FIELDS: readonly string[] = [...LEGAL_REQUIRED_FIELDS, "lastUpdated"];

/** The fields a legal file's front matter holds: `lastUpdated` only in the dated ones. */
export function legalFieldsOf(file: string): string[] {
  return (DATED_LEGAL_FILES as readonly string[]).includes(file) ? [...LEGAL_FIELDS] : [...LEGAL_REQUIRED_FIELDS];
}

/** `lastUpdated` as the Terms show it: DD/MM/YYYY. */
export const LEGAL_DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(\d{4})$/;

export interface LegalSource {
  /** Path of the markdown file, relative to the repository, used in error messages. */
  file: string;
  frontmatter: Record<string, unknown>;
  /** The text below the front matter, as written. */
  body?: string;
}

// "Last updated: 29 November 2026", "**Effective date:** 01/05/2026", "This policy was last
// updated on ...": a short line that opens with such words and holds a number.
const DATE_LINE_START =
  /^(last (updated|revised|modified|changed|reviewed)|(date )?(updated|revised) on|updated|revised|effective( date| from| as of| on)?|(this|our) (privacy )?(policy|notice|page) (was|is) (last )?(updated|revised|changed)|these terms (were|are) (last )?(updated|revised|changed))\b/i;

/**
 * The lines of a legal text that date it. Its page already shows a "Last updated" line above the
 * text, so a visitor would read two dates, which soon disagree (the third CMS trial typed one into
 * the Privacy Policy). Returned as written, for the build and the CMS's preview to quote.
 */
export function legalDateLines(body: string): string[] {
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => {
      const words = line.replace(/[#>*_`]/g, "").trim();
      return words.length <= 100 && /\d/.test(words) && DATE_LINE_START.test(words);
    });
}

/** What the build and the CMS's preview say of such a line, after the file or "The text". */
export const legalDateLineProblem = (file: string, line: string): string =>
  `has the line "${line}", but the page shows its own "Last updated" date above the text (${
    (DATED_LEGAL_FILES as readonly string[]).includes(file) ? 'the field "lastUpdated"' : "the day it is read"
  }): delete the line, or visitors read two dates`;

/** What a front matter value looked like in the file (YAML turns 2026-11-27 into a Date). */
function asWritten(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
}

/** The day a DD/MM/YYYY string names, as a UTC timestamp, or null when it names no real day. */
export function legalDay(value: string): number | null {
  const match = LEGAL_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whether a new `lastUpdated` names a day before the one it replaces: on a change of the text it
 * would tell visitors the new terms are older than the old (the build, termsDated.ts, and the
 * Terms' preview in the CMS).
 */
export function datedBack(value: string, replaced: string): boolean {
  const [set, before] = [legalDay(value), legalDay(replaced)];
  return set !== null && before !== null && set < before;
}

/**
 * Whether a DD/MM/YYYY date is today somewhere: the build's day in UTC, the day before or the day
 * after. A change under such a date needs no new one: it already names the day of the change (a
 * second correction the same day could otherwise only pass under a false date).
 */
export function namesToday(value: string, today: Date): boolean {
  const day = legalDay(value);
  if (day === null) return false;
  const todayDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.abs(day - todayDay) <= DAY;
}

const ddmmyyyy = (time: number) => {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

/**
 * Every problem in the legal pages' front matter, each naming the file and the field, every
 * line of their text that dates it (legalDateLines), and the first Markdown typed in the CMS's
 * Rich Text mode (src/rules/articleText.ts richTextMarkdown). `today` is
 * the build's date: a "last updated" date after it (see `latestDay`) would tell visitors the
 * terms changed on a day that has not come.
 */
export function legalErrors(files: readonly LegalSource[], today: Date): string[] {
  const errors: string[] = [];
  const todayDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const file of LEGAL_FILES) {
    if (!files.some((source) => source.file === file)) {
      errors.push(`Legal page ${file} is missing: its page would be empty (restore it from the repository's history)`);
    }
  }
  for (const { file, frontmatter: fm, body } of files) {
    const fail = (field: string, problem: string) => errors.push(`Legal page ${file}: field "${field}" ${problem}`);
    const dated = (DATED_LEGAL_FILES as readonly string[]).includes(file);
    const known = legalFieldsOf(file);
    for (const key of Object.keys(fm)) {
      if (known.includes(key)) continue;
      const undated =
        key === "lastUpdated"
          ? `: the ${isBlank(fm.title) ? "page" : String(fm.title).trim()} shows the day it is read as its "last updated" date, so a date written here would be ignored`
          : "";
      fail(key, `${notAField(key, known)}${undated}`);
    }
    for (const field of LEGAL_REQUIRED_FIELDS) if (isBlank(fm[field])) fail(field, "is missing or empty");
    if (body !== undefined && headingsAlone(body)) {
      errors.push(
        `Legal page ${file}: its text is gone (the page would show its title and date alone): restore it from the repository's history, or write it below the front matter`,
      );
    }
    for (const line of legalDateLines(body ?? ""))
      errors.push(`Legal page ${file}: its text ${legalDateLineProblem(file, line)}`);
    const typed = richTextMarkdown(textLines(body ?? "").lines);
    if (typed) {
      errors.push(
        `Legal page ${file}: ${richTextMarkdownProblem(`line ${typed.index + 1} of its text`, typed.written, typed.others)}`,
      );
    }
    if (!dated) continue;
    if (isBlank(fm.lastUpdated)) {
      fail("lastUpdated", "is missing or empty: write the day you last changed this text, as DD/MM/YYYY");
      continue;
    }
    const written = asWritten(fm.lastUpdated);
    const day = legalDay(written);
    if (day === null) {
      fail("lastUpdated", `must be a real day written DD/MM/YYYY, such as ${ddmmyyyy(todayDay)}, got "${written}"`);
    } else if (new Date(day).toISOString().slice(0, 10) > latestDay(today)) {
      fail("lastUpdated", `is ${written}, after today (${ddmmyyyy(todayDay)}): write the day you changed the text`);
    }
  }
  return errors;
}
