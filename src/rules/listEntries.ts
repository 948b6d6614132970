/**
 * List entries (content/testimonials.yaml, process.yaml, logos.yaml, media.yaml) written with
 * what the page already adds: quotation marks beside the quote icon, a dash before an author's
 * name, a step's number before its title, a file's name for a logo's description, a date in
 * another form than its neighbours' or after this month, a podcast or article repeated, a
 * podcast's link on the other platform. Each line names
 * the file, the entry and the field. Pure, shared by the build (src/node/pages/contentFiles.ts).
 */
import { MONTH_NAMES } from "./days";
import { escapeRegExp } from "./text";
import { podcastLinkProblems } from "./wrongPages";

const MEDIA_DATE = new RegExp(`^(${MONTH_NAMES.join("|")}) (\\d{1,2}, )?\\d{4}$`);

type Entry = Record<string, unknown> | null | undefined;
const text = (entry: Entry, field: string) => (typeof entry?.[field] === "string" ? String(entry[field]).trim() : "");

function testimonialProblems(entry: Entry, at: string): string[] {
  const problems: string[] = [];
  if (/^["“„'‘«].*["”"'’»]$/s.test(text(entry, "quote"))) {
    problems.push(`${at}: field "quote" is written in quotation marks: remove them, the page draws its own`);
  }
  // A quote pasted with its byline: "“...” – Daniel K., Digital Nomad".
  const author = text(entry, "author").replace(/^[—–-]\s*/, "");
  const quote = text(entry, "quote");
  const byline = author
    ? new RegExp(`\\s([—–-]\\s*${escapeRegExp(author)}(?:[,(].*)?)$`, "s").exec(quote)?.[1]
    : undefined;
  if (byline) {
    const marks = /^["“„'‘«]/.test(quote) ? ", and the quotation marks" : "";
    problems.push(
      `${at}: field "quote" ends with its byline ("${byline}"): remove it${marks}, the card shows the author and title itself`,
    );
  }
  const dash = /^([—–-])\s*/.exec(text(entry, "author"))?.[1];
  if (dash)
    problems.push(`${at}: field "author" starts with "${dash}": remove it, the page sets the name apart itself`);
  return problems;
}

/** A step's number as words: "One" to "Twelve", "First" to "Twelfth". */
const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth";

function stepProblems(entry: Entry, at: string): string[] {
  const number = new RegExp(
    `^(step\\s*(?:\\d+|${NUMBER_WORD})\\b\\s*[:.)-]?|(?:${NUMBER_WORD}) step\\b\\s*[:.)-]?|\\d+\\s*[:.)-])`,
    "i",
  ).exec(text(entry, "title"))?.[1];
  return number ? [`${at}: field "title" starts with "${number}": remove it, the page numbers the steps itself`] : [];
}

function logoProblems(entry: Entry, at: string): string[] {
  const alt = text(entry, "alt");
  if (/^(the |a |company |brand |client )?(logo|image|picture|icon|graphic)$/i.test(alt)) {
    const file = (text(entry, "src").split("/").pop() ?? "").replace(/\.\w+$/, "");
    const company = file
      .split(/[-_]/)
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(" ");
    const example = company ? `, such as "${company} logo"` : "";
    return [
      `${at}: field "alt" is "${alt}", which does not say whose it is: write the company's name${example}, which screen readers read out`,
    ];
  }
  if (!/\.(svg|png|jpe?g|webp|gif|avif)$/i.test(alt)) return [];
  const company = alt.split(/[-_. ]/)[0];
  const example = company ? `, such as "${company[0].toUpperCase()}${company.slice(1)} logo"` : "";
  return [
    `${at}: field "alt" is a file's name ("${alt}"): write the company's name${example}, which screen readers read out`,
  ];
}

/** The month a media date names, as a number to compare (year * 12 + month), or null. */
function monthOf(date: string): number | null {
  const match = MEDIA_DATE.exec(date);
  return match ? Number(date.slice(-4)) * 12 + MONTH_NAMES.indexOf(match[1]) : null;
}

const key = (value: string) => value.toLowerCase().replace(/\s+/g, " ").trim();

function mediaProblems(data: Entry, today: Date): string[] {
  const problems: string[] = [];
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  for (const [list, one, titleField] of [
    ["podcasts", "podcast", "episodeTitle"],
    ["publications", "publication", "title"],
  ] as const) {
    const entries = data?.[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: Entry, index) => {
      const at = `content/media.yaml, ${one} ${index + 1}`;
      const date = text(entry, "date");
      const month = monthOf(date);
      if (date && month === null) {
        problems.push(
          `${at}: field "date" must be a month and year such as "September 2025" (or "September 15, 2025"), found "${date}"`,
        );
      } else if (month !== null && month > thisMonth) {
        problems.push(`${at}: field "date" is "${date}", after this month: write the month it was published or aired`);
      }
      // A copied entry left in: the page lists the same item twice.
      const id = String(entry?.id ?? "").trim();
      const title = key(text(entry, titleField));
      const same = (other: Entry) => [
        ...(id !== "" && String(other?.id ?? "").trim() === id ? ["id"] : []),
        ...(title !== "" && key(text(other, titleField)) === title ? ["title"] : []),
      ];
      const earlier = entries.slice(0, index).findIndex((other: Entry) => same(other).length > 0);
      if (earlier >= 0) {
        const fields = same(entries[earlier] as Entry).join(" and ");
        problems.push(`${at}: repeats ${one} ${earlier + 1} (the same ${fields}): remove one of them`);
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

/**
 * What is written twice or wrongly in one of the list files (a path within content/), one line
 * each, each entry named as `at` names it (the build: "content/testimonials.yaml, entry 1"; the
 * CMS's preview: "Testimonial 1").
 */
export function listEntryProblems(
  file: string,
  data: unknown,
  today: Date = new Date(),
  at: (index: number) => string = (index) => `content/${file}, entry ${index + 1}`,
): string[] {
  if (file === "media.yaml") return [...mediaProblems(data as Entry, today), ...podcastLinkProblems(data)];
  const rule = ENTRY_RULES[file];
  if (!rule || !Array.isArray(data)) return [];
  return data.flatMap((entry: Entry, index) => rule(entry, at(index)));
}
