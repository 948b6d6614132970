/** Rules for the service pages in content/service-pages/: URLs, menu tree, validation, FAQ data. */
import { isIsoDay, latestDay } from "./days";
import { iconProblem } from "./icons";
import {
  SLUG_PATTERN,
  earlierSlugsOf,
  previousSlugClashes,
  readPreviousSlugs,
  type RedirectRule,
  type SlugRef,
} from "./slugs";
import { inlineWords, titleKey } from "./text";
import { isEmptyGroup } from "./fields";

export { SLUG_PATTERN };

export const SERVICES_PATH = "/services/";
export const SERVICE_SECTION_KINDS = ["cards", "checklist", "list", "subpages"] as const;
export type ServiceSectionKind = (typeof SERVICE_SECTION_KINDS)[number];

export interface ServiceRef {
  slug: string;
  order: number;
  /** Slug of the page this one sits under ("" or null for a top-level service). */
  partOf?: string | null;
  title: string;
  navLabel: string;
}

export interface ServiceNavLink {
  label: string;
  to: string;
  children?: ServiceNavLink[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A card on the home and What we do pages: a top-level service under the name the home page gives it. */
export interface ServiceCard {
  icon: string;
  title: string;
  description: string;
  link: string;
  subServices: readonly string[];
}

export interface ServiceHomeCardSource {
  order: number;
  summary: string;
  bullets: readonly string[];
  homeCard?: { title: string; icon: string } | null;
}

/** Whether a page's `homeCard` puts a card on the home page: given, and not emptied in the CMS (`{ title: "", icon: "" }`). */
export const hasHomeCard = (homeCard: unknown): boolean =>
  homeCard !== undefined && homeCard !== null && !isEmptyGroup(homeCard);

/**
 * The home page's service cards, from the top-level service pages that name a home card:
 * each shows the page's own summary and bullets (one description per service) under the
 * home card's title, and links to the services overview.
 */
export function homeCards(pages: readonly ServiceHomeCardSource[]): ServiceCard[] {
  return [...pages]
    .filter((page) => hasHomeCard(page.homeCard))
    .sort((a, b) => a.order - b.order)
    .map((page) => ({
      icon: page.homeCard!.icon,
      title: page.homeCard!.title,
      description: page.summary,
      link: SERVICES_PATH,
      subServices: page.bullets,
    }));
}

export interface ServiceSource {
  /** Path of the YAML file, relative to the repository, used in error messages. */
  file: string;
  data: Record<string, unknown>;
}

export function servicePath(slug: string): string {
  return `${SERVICES_PATH}${slug}/`;
}

/**
 * Permanent redirects from the address of every slug a service page had before to its address
 * now, so links shared before a rename still arrive.
 */
export function serviceRedirects(pages: readonly SlugRef[]): RedirectRule[] {
  return pages
    .filter((page) => page.slug)
    .flatMap((page) =>
      earlierSlugsOf(page).map((earlier) => ({
        fromPath: servicePath(earlier),
        toPath: servicePath(String(page.slug)),
      })),
    );
}

function byOrder(a: ServiceRef, b: ServiceRef): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}

/** Top-level services in menu order. */
export function topLevelServices<T extends ServiceRef>(services: readonly T[]): T[] {
  return services.filter((s) => !s.partOf).sort(byOrder);
}

/** The services under `parent`, in menu order. */
export function childServices<T extends ServiceRef>(services: readonly T[], parent: string): T[] {
  return services.filter((s) => s.partOf === parent).sort(byOrder);
}

/** Every services link, flattened (sub-items after their parent, with depth 1). */
export function flattenLinks(links: readonly ServiceNavLink[]): Array<ServiceNavLink & { depth: number }> {
  return links.flatMap((link) => [
    { ...link, depth: 0 },
    ...(link.children ?? []).map((child) => ({ ...child, depth: 1 })),
  ]);
}

/** The navbar's Services menu: each top-level service with its children, then the overview. */
export function servicesMenu(services: readonly ServiceRef[], overviewLabel: string): ServiceNavLink[] {
  const tree = topLevelServices(services).map((service) => {
    const children = childServices(services, service.slug).map((child) => ({
      label: child.navLabel,
      to: servicePath(child.slug),
    }));
    return {
      label: service.navLabel,
      to: servicePath(service.slug),
      ...(children.length > 0 ? { children } : {}),
    };
  });
  return [...tree, { label: overviewLabel, to: SERVICES_PATH }];
}

/**
 * The questions of a page's FAQ that ask what an earlier one asks (capitals and spacing aside),
 * each by its number and the earlier one's, counted from 1: the build stops on them, and the
 * service page's preview names them.
 */
export function repeatedQuestions(faq: readonly unknown[]): { index: number; first: number }[] {
  const asked = new Map<string, number>();
  const repeated: { index: number; first: number }[] = [];
  faq.forEach((entry, i) => {
    const written = (entry as { question?: unknown } | null)?.question;
    const question = typeof written === "string" ? titleKey(written) : "";
    const first = asked.get(question);
    if (question && first !== undefined) repeated.push({ index: i + 1, first });
    else if (question) asked.set(question, i + 1);
  });
  return repeated;
}

/** What the build and the preview say of a question (as each names it) that repeats an earlier one. */
export const askedTwice = (question: string, first: string) =>
  `${question} asks what ${first} asks: delete one, or change it`;

/** schema.org FAQPage for a list of questions, with the same words the page shows. */
export function faqJsonLd(faq: readonly FaqEntry[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: inlineWords(entry.answer) },
    })),
  };
}

/**
 * What is wrong with the date of a correction listed under "What changed" (a page's `changes`),
 * or null: a day written YYYY-MM-DD, not after today. The build and the page's preview say the same.
 */
export function changeDateProblem(date: unknown, today: Date): string | null {
  const day = today.toISOString().slice(0, 10);
  if (!isIsoDay(date)) {
    const blank = date === undefined || date === null || (typeof date === "string" && date.trim() === "");
    const found = blank ? "nothing" : describe(date);
    return `must be a date written YYYY-MM-DD, such as ${day}, found ${found}`;
  }
  if (date > latestDay(today)) return `is ${date}, after today (${day}): date a change the day it is made`;
  return null;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  return JSON.stringify(value);
}

/**
 * The names a visitor tells service pages apart by: the page's title, its label in the Services
 * menu, its title in search results and its home card's title (field -> words, empty ones left out).
 */
export function serviceNames(data: Record<string, unknown>): Record<string, string> {
  const group = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
  const names: Record<string, unknown> = {
    title: data.title,
    navLabel: data.navLabel,
    "seo.title": group(data.seo).title,
    "homeCard.title": group(data.homeCard).title,
    summary: data.summary,
    "seo.description": group(data.seo).description,
  };
  return Object.fromEntries(
    Object.entries(names)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
      .map(([field, value]) => [field, value.trim()]),
  );
}

/**
 * The names a service page shares with other pages (a page copied to start a new one keeps those
 * it was copied with), each with the first other page that has it; compared as articles' titles are.
 */
export function sameServiceNames<T extends { names: Record<string, string> }>(
  names: Record<string, string>,
  others: readonly T[],
): Array<{ field: string; value: string; page: T }> {
  return Object.entries(names).flatMap(([field, value]) => {
    const same = (other: T) => other.names[field] !== undefined && titleKey(other.names[field]) === titleKey(value);
    const page = others.find(same);
    return page ? [{ field, value, page }] : [];
  });
}

/**
 * What a page says of itself that a page pasted from another would keep: its card's points and
 * its FAQ answers (field -> words), compared with the other pages' fields of the same kind.
 */
function ownWords(data: Record<string, unknown>): Array<{ field: string; kind: string; value: string }> {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const words = (value: unknown) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "");
  return [
    ...list(data.bullets).map((point, i) => ({ field: `bullets[${i + 1}]`, kind: "point", value: words(point) })),
    // Pages ask the same questions ("How long does it take?"); their answers are their own.
    ...list(data.faq).map((entry, i) => ({
      field: `faq[${i + 1}].answer`,
      kind: "answer",
      value: words(((entry ?? {}) as Record<string, unknown>).answer),
    })),
  ].filter((entry) => entry.value !== "");
}

/** A text quoted in a message: whole up to 80 characters, else its start and "…". */
const quoted = (text: string) => (text.length <= 80 ? text : `${text.slice(0, 60).trimEnd()}…`);

/**
 * Checks the raw YAML of every service page before any page is made, so a broken file fails
 * the build with one message naming the file, the field and what was expected.
 */
/**
 * The punctuation an address ends in that is not part of it, as copied with its sentence
 * ("...-srt)."), or null. A ")" closing a "(" in the address (Wikipedia's "..._(domicile)") is its own.
 */
export function strayEnd(url: string): string | null {
  let end = url.length;
  while (end > 0 && /[.,;:'"’”)\]]/.test(url[end - 1])) {
    if (url[end - 1] === ")" && url.slice(0, end).split("(").length > url.slice(0, end).split(")").length - 1) break;
    end -= 1;
  }
  return end < url.length ? url.slice(end) : null;
}

export function validateServicePages(sources: readonly ServiceSource[], today: Date = new Date()): void {
  const problems: string[] = [];
  const slugs = new Map<string, string>();
  const named: Array<{ file: string; slug: string | null; previousSlugs: string[] }> = [];
  const text = (src: ServiceSource, field: string, value: unknown) => {
    if (typeof value !== "string" || value.trim() === "") {
      problems.push(`${src.file}: field "${field}" must be non-empty text, found ${describe(value)}`);
    }
  };
  for (const src of sources) {
    const d = src.data;
    if (typeof d.slug !== "string" || !SLUG_PATTERN.test(d.slug)) {
      problems.push(`${src.file}: field "slug" must be lowercase words joined by hyphens, found ${describe(d.slug)}`);
    } else if (slugs.has(d.slug)) {
      problems.push(`${src.file}: field "slug" "${d.slug}" is already used by ${slugs.get(d.slug)}`);
    } else {
      slugs.set(d.slug, src.file);
    }
    const earlier = readPreviousSlugs(d.previousSlugs, true);
    if ("problem" in earlier) problems.push(`${src.file}: field "previousSlugs" ${earlier.problem}`);
    else named.push({ file: src.file, slug: typeof d.slug === "string" ? d.slug : null, previousSlugs: earlier.slugs });
    if (typeof d.order !== "number" || !Number.isInteger(d.order)) {
      problems.push(`${src.file}: field "order" must be a whole number, found ${describe(d.order)}`);
    }
    for (const field of ["title", "navLabel", "summary"]) text(src, field, d[field]);
    if (!Array.isArray(d.bullets) || d.bullets.length !== 3) {
      problems.push(`${src.file}: field "bullets" must list exactly three points, found ${describe(d.bullets)}`);
    }
    const sections = d.sections;
    if (!Array.isArray(sections) || sections.length === 0) {
      problems.push(`${src.file}: field "sections" must list at least one section`);
    } else {
      sections.forEach((section: Record<string, unknown>, i: number) => {
        const kind = section?.kind;
        if (!SERVICE_SECTION_KINDS.includes(kind as ServiceSectionKind)) {
          problems.push(
            `${src.file}: field "sections[${i + 1}].kind" must be one of ${SERVICE_SECTION_KINDS.join(", ")}, found ${describe(kind)}`,
          );
        } else if (kind !== "subpages" && (!Array.isArray(section.items) || section.items.length === 0)) {
          problems.push(`${src.file}: field "sections[${i + 1}].items" must list at least one item`);
        }
        text(src, `sections[${i + 1}].title`, section?.title);
      });
    }
    if (!Array.isArray(d.faq) || d.faq.length === 0) {
      problems.push(`${src.file}: field "faq" must list at least one question`);
    } else {
      d.faq.forEach((entry: Record<string, unknown>, i: number) => {
        text(src, `faq[${i + 1}].question`, entry?.question);
        text(src, `faq[${i + 1}].answer`, entry?.answer);
      });
      for (const { index, first } of repeatedQuestions(d.faq)) {
        problems.push(`${src.file}: ${askedTwice(`field "faq[${index}].question"`, `faq[${first}]`)}`);
      }
    }
  }
  for (const src of sources) {
    const { homeCard } = src.data;
    if (hasHomeCard(homeCard)) {
      const card = homeCard as Record<string, unknown>;
      if (src.data.partOf) {
        problems.push(`${src.file}: field "homeCard" is only for a top-level service (partOf: "")`);
      }
      text(src, "homeCard.title", card.title);
      const icon = iconProblem(card.icon);
      if (icon) problems.push(`${src.file}: field "homeCard.icon" ${icon}`);
    }
  }
  for (const src of sources) {
    const { sources: cited, changes } = src.data;
    if (cited !== undefined && cited !== null) {
      (Array.isArray(cited) ? cited : [cited]).forEach((source: Record<string, unknown>, i: number) => {
        text(src, `sources[${i + 1}].title`, source?.title);
        if (typeof source?.url !== "string" || !/^https:\/\/[^\s]+$/.test(source.url)) {
          problems.push(
            `${src.file}: field "sources[${i + 1}].url" must be an https:// address, found ${describe(source?.url)}`,
          );
        } else {
          const stray = strayEnd(source.url);
          if (stray) {
            problems.push(
              `${src.file}: field "sources[${i + 1}].url" ends in "${stray}", which is not part of an address (copied with the sentence around it?): found "${source.url}"`,
            );
          }
        }
      });
    }
    if (changes !== undefined && changes !== null) {
      (Array.isArray(changes) ? changes : [changes]).forEach((change: Record<string, unknown>, i: number) => {
        const dateProblem = changeDateProblem(change?.date, today);
        if (dateProblem) problems.push(`${src.file}: field "changes[${i + 1}].date" ${dateProblem}`);
        text(src, `changes[${i + 1}].note`, change?.note);
      });
    }
  }
  const parentOf = (slug: string) => {
    const page = sources.find((other) => other.data.slug === slug);
    const parent = page?.data.partOf;
    return typeof parent === "string" ? parent : "";
  };
  for (const src of sources) {
    const parent = src.data.partOf;
    if (parent !== undefined && parent !== null && parent !== "" && !slugs.has(String(parent))) {
      problems.push(`${src.file}: field "partOf" names "${String(parent)}", but no service page has that slug`);
    } else if (typeof parent === "string" && parent !== "" && parent === src.data.slug) {
      problems.push(`${src.file}: field "partOf" names the page itself`);
    } else if (typeof parent === "string" && parent !== "" && parentOf(parent) !== "") {
      problems.push(
        `${src.file}: field "partOf" names "${parent}", which is itself under "${parentOf(parent)}": the Services menu and /services/ show two levels, so this page would be linked from nowhere`,
      );
    }
    const sections = Array.isArray(src.data.sections) ? (src.data.sections as Record<string, unknown>[]) : [];
    const children = sources.filter((other) => other.data.partOf === src.data.slug);
    const hasChildren = children.length > 0;
    if (hasChildren && !sections.some((section) => section?.kind === "subpages")) {
      problems.push(
        `${src.file}: has pages under it (partOf: "${String(src.data.slug)}" in ${children.map((child) => child.file).join(", ")}), but no section of kind "subpages" to list them: add one (it lists them by itself), or they are linked from the menu alone`,
      );
    }
    sections.forEach((section, i) => {
      if (section?.kind === "subpages" && !hasChildren) {
        problems.push(
          `${src.file}: field "sections[${i + 1}].kind" is subpages, which lists the pages under this one, but no service page names "${String(src.data.slug)}" in partOf`,
        );
      }
    });
  }
  sources.forEach((src, i) => {
    const earlier = sources.slice(0, i).map((other) => ({ file: other.file, names: serviceNames(other.data) }));
    for (const { field, value, page } of sameServiceNames(serviceNames(src.data), earlier)) {
      problems.push(
        `${src.file}: field "${field}" "${value}" is already used by ${page.file}: give each service page its own, so the menu, the cards and search results can tell them apart`,
      );
    }
  });
  const said = new Map<string, string>();
  for (const src of sources) {
    for (const { field, kind, value } of ownWords(src.data)) {
      const key = `${kind} ${titleKey(value)}`;
      const other = said.get(key);
      if (other && other !== src.file) {
        problems.push(
          `${src.file}: field "${field}" "${quoted(value)}" is also on ${other}: each service page says what it does in its own words, or the cards and answers of two pages read the same`,
        );
      } else if (!other) said.set(key, src.file);
    }
  }
  for (const { file, problem } of previousSlugClashes(named, "page")) {
    problems.push(`${file}: field "previousSlugs" ${problem}`);
  }
  if (problems.length > 0) {
    throw new Error(`Service pages in content/service-pages/ have problems:\n  ${problems.join("\n  ")}`);
  }
}
