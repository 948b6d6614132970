/**
 * List entries (content/testimonials.yaml, process.yaml, logos.yaml, media.yaml) written with
 * what the page already adds: quotation marks beside the quote icon, a dash before an author's
 * name, a step's number before its title, a file's name for a logo's description, a date in
 * another form than its neighbours', a podcast's link on the other platform. Each line names
 * the file, the entry and the field. Pure, shared by the build (src/node/pages/contentFiles.ts).
 */
import { podcastLinkProblems } from "./wrongPages";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MEDIA_DATE = new RegExp(`^(${MONTHS.join("|")}) (\\d{1,2}, )?\\d{4}$`);

type Entry = Record<string, unknown> | null | undefined;
const text = (entry: Entry, field: string) => (typeof entry?.[field] === "string" ? String(entry[field]).trim() : "");

function testimonialProblems(entry: Entry, at: string): string[] {
  const problems: string[] = [];
  if (/^["“„'‘«].*["”"'’»]$/s.test(text(entry, "quote"))) {
    problems.push(`${at}: field "quote" is written in quotation marks: remove them, the page draws its own`);
  }
  const dash = /^([—–-])\s*/.exec(text(entry, "author"))?.[1];
  if (dash)
    problems.push(`${at}: field "author" starts with "${dash}": remove it, the page sets the name apart itself`);
  return problems;
}

function stepProblems(entry: Entry, at: string): string[] {
  const number = /^(step\s*\d+\s*[:.)-]?|\d+\s*[:.)-])/i.exec(text(entry, "title"))?.[1];
  return number ? [`${at}: field "title" starts with "${number}": remove it, the page numbers the steps itself`] : [];
}

function logoProblems(entry: Entry, at: string): string[] {
  const alt = text(entry, "alt");
  if (!/\.(svg|png|jpe?g|webp|gif|avif)$/i.test(alt)) return [];
  const company = alt.split(/[-_. ]/)[0];
  const example = company ? `, such as "${company[0].toUpperCase()}${company.slice(1)} logo"` : "";
  return [
    `${at}: field "alt" is a file's name ("${alt}"): write the company's name${example}, which screen readers read out`,
  ];
}

function mediaProblems(data: Entry): string[] {
  const problems: string[] = [];
  for (const [list, one] of [
    ["podcasts", "podcast"],
    ["publications", "publication"],
  ] as const) {
    const entries = data?.[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: Entry, index) => {
      const date = text(entry, "date");
      if (date && !MEDIA_DATE.test(date)) {
        problems.push(
          `content/media.yaml, ${one} ${index + 1}: field "date" must be a month and year such as "September 2025" (or "September 15, 2025"), found "${date}"`,
        );
      }
    });
  }
  return problems;
}

const ENTRY_RULES: Record<string, (entry: Entry, at: string) => string[]> = {
  "testimonials.yaml": testimonialProblems,
  "process.yaml": stepProblems,
  "logos.yaml": logoProblems,
};

/** What is written twice or wrongly in one of the list files (a path within content/), one line each. */
export function listEntryProblems(file: string, data: unknown): string[] {
  if (file === "media.yaml") return [...mediaProblems(data as Entry), ...podcastLinkProblems(data)];
  const rule = ENTRY_RULES[file];
  if (!rule || !Array.isArray(data)) return [];
  return data.flatMap((entry: Entry, index) => rule(entry, `content/${file}, entry ${index + 1}`));
}
