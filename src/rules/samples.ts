/**
 * The invented testimonials the site ships with, recognised wherever they still are, by the build
 * (src/node/illustrative/samples.ts, which stops a site that says it has none) and by the CMS's
 * testimonials preview. Pure: no Node.
 */
import { titleKey } from "./text";

/**
 * The invented clients of content/testimonials.yaml, by author and title, and by their quotes: a
 * quote keeps being the invented one under another name, or with a few words changed, while it
 * has QUOTE_RUN words in a row of one of these.
 */
const SAMPLE_CLIENTS = [
  {
    author: "Daniel K.",
    title: "Digital Nomad",
    quote:
      "I had been moving between Lisbon, Bali and Mexico City for three years without a clear tax home. Within a month I had a written residency plan, a day-count system I actually use, and a bank that no longer freezes my account every quarter.",
  },
  {
    author: "Priya S.",
    title: "Ecommerce Owner",
    quote:
      "My store had outgrown the company I set up in a hurry five years ago. The new structure separates operations from intellectual property, our payment processors are happy, and my accountant finally has clean books to work with.",
  },
  {
    author: "Sophie M.",
    title: "Coach",
    quote:
      "Before moving from Germany to Portugal I wanted to be certain I was not leaving anything open. We mapped the exit step by step, from deregistration to my pension, and I boarded the plane with real peace of mind.",
  },
  {
    author: "Mateo R.",
    title: "SaaS Founder",
    quote:
      "As a non-resident I had no idea how to run a US LLC properly. The formation, EIN, registered agent and annual filings were all coordinated with licensed partners, and I now know exactly what is due and when.",
  },
  {
    author: "James O.",
    title: "Agency Founder",
    quote:
      "We were losing a large share of our profit to tax while most of the team worked remotely from other countries. The move out of the UK was planned in the right order, and the new setup keeps the agency compliant everywhere we operate.",
  },
  {
    author: "Aiko T.",
    title: "Content Creator",
    quote:
      "Sponsorship income from four countries had turned my paperwork into a mess. Now I have one company, one clear invoicing flow and a quarterly check-in that keeps everything on track.",
  },
] as const;

/** Words in a row that make a quote one of the invented ones. */
const QUOTE_RUN = 6;

/** A text's words, lowercase, without punctuation. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every run of QUOTE_RUN words in a text. */
function wordRuns(text: string): Set<string> {
  const words = wordsOf(text);
  return new Set(
    words.slice(0, Math.max(0, words.length - QUOTE_RUN + 1)).map((_, i) => words.slice(i, i + QUOTE_RUN).join(" ")),
  );
}

const CLIENTS = new Set(SAMPLE_CLIENTS.map(({ author, title }) => titleKey(`${author} ${title}`)));
const INVENTED_RUNS = new Set(SAMPLE_CLIENTS.flatMap(({ quote }) => [...wordRuns(quote)]));

/**
 * Whether a testimonial is one of the invented ones: "client" by its author and title, "quote" by
 * its quote under another name (or with a few words changed), null when it is neither.
 */
export function inventedTestimonial(entry: {
  author: string;
  title: string;
  quote: string;
}): "client" | "quote" | null {
  if (CLIENTS.has(titleKey(`${entry.author} ${entry.title}`))) return "client";
  return [...wordRuns(entry.quote)].some((run) => INVENTED_RUNS.has(run)) ? "quote" : null;
}

/** The invented companies whose generated marks content/logos.yaml ships with. */
export const SAMPLE_COMPANIES = [
  "Altavo",
  "Brightfold",
  "Keelbridge",
  "Norvanta",
  "Quorra Labs",
  "Solmere",
  "Tidewell",
];

/**
 * Whether a logo's description names one of the invented companies: the page marks it while
 * real logos stand beside it (the build also knows the shipped pictures by their digest).
 */
export const sampleLogo = (alt: string): boolean => new RegExp(`\\b(${SAMPLE_COMPANIES.join("|")})\\b`, "i").test(alt);
