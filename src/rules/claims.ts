import type { WrittenOutClaim } from "./cmsPreview";

/**
 * The firm's claims (content/site.yaml claims: the call's length, years, countries, agencies) as
 * copy writes them out, and whether a phrase states the figure Site settings give. The build
 * checks the built pages' text with them (src/node/links/pageText.ts); the CMS's previews, the
 * entry being written (src/cms/CopyPreview.tsx ClaimNotices).
 */

export type ClaimName = WrittenOutClaim["claim"];

/** A claim's phrases, whether one states the figure Site settings give, and that figure with its noun. */
export interface ClaimCheck {
  claim: ClaimName;
  pattern: RegExp;
  right: (match: RegExpMatchArray) => boolean;
  figure: string;
  noun: string;
}

/**
 * A length of the discovery call written out: "30-minute call", "45 minute discovery call", in
 * short ("30-min call", "30 mins. consultation", "30min Call") or in words ("half-hour call", "one-hour call",
 * "hour-long call"), and under another name with what kind of meeting it is ("30-minute strategy
 * session", "20-minute intro chat"; a bare "30-minute session" may be anything).
 */
const CALL_LENGTH =
  /\b(?:(\d+)[- ]?(?:minutes?|mins?\.?)|(half[- ]hour|one[- ]hour|hour[- ]long)) (?:free |short |quick )?(?:(?:discovery |consultation |intro(?:ductory)? |video |phone |strategy )?(?:call|conversation|consultation)|(?:discovery|strategy|intro(?:ductory)?|consultation|clarity) (?:session|chat|meeting))\b/gi;

/** The minutes a CALL_LENGTH match says. */
const minutesSaid = (match: RegExpMatchArray) => (match[1] ? Number(match[1]) : /half/i.test(match[2]) ? 30 : 60);

export const callCheck = (minutes: number | string): ClaimCheck => ({
  claim: "callMinutes",
  pattern: CALL_LENGTH,
  right: (match) => minutesSaid(match) === Number(minutes),
  figure: String(minutes),
  noun: "minutes",
});

/**
 * The firm's claims as copy writes them out, each with the claim (content/site.yaml claims) it
 * states: phrases specific enough to be about the firm ("clients in more than 40 countries",
 * "12 years at a large accounting firm", "300+ partner agencies"), not any number of countries.
 */
const CLAIM_PHRASES: ReadonlyArray<{
  claim: Exclude<ClaimName, "callMinutes">;
  noun: string;
  pattern: RegExp;
}> = [
  {
    claim: "years",
    noun: "years",
    pattern:
      /\b(\d+)\+? years (?:at|with|in) (?:a |an |the )?(?:(?:large|big|major|global|international|leading|top|Big Four) )*(?:(?:accounting|accountancy|audit|tax|consulting) firms?|consultanc(?:y|ies))\b/gi,
  },
  {
    claim: "countries",
    noun: "countries",
    // "Clients in 25+ countries", or as the home page's figure reads: "25+ countries with clients".
    pattern:
      /\b(?:(?:clients|customers)(?: and partners)? (?:in|from|across) (?:more than |over )?(\d+)\+? countries|(\d+)\+? countries with (?:clients|customers))\b/gi,
  },
  { claim: "agencies", noun: "agencies", pattern: /\b(\d+)\+? (?:partner|licensed partner) (?:agencies|firms)\b/gi },
  {
    claim: "agencyCountries",
    noun: "countries",
    // "Clients and partners in 25+ countries" is the countries claim; only agencies name this one.
    pattern: /\b(?:agencies|partner firms) in (?:more than |over )?(\d+)\+? countries\b/gi,
  },
];

/** The figures Site settings give: content/site.yaml claims, or the placeholders' values ("25+"). */
export type ClaimFigures = Record<ClaimName, string | number>;

/** The firm's claims other than the call's length, each with its figure as Site settings give it. */
export const figureChecks = (claims: ClaimFigures): ClaimCheck[] =>
  CLAIM_PHRASES.map(({ claim, noun, pattern }) => {
    const figure = String(claims[claim]);
    return {
      claim,
      pattern,
      noun,
      figure,
      right: (match) => Number(match[1] ?? match[2]) === Number.parseInt(figure, 10),
    };
  });

/** Every claim's check: the call's length first. */
export const claimChecks = (claims: ClaimFigures): ClaimCheck[] => [
  callCheck(claims.callMinutes),
  ...figureChecks(claims),
];

/** Each phrase of `text` that states a claim with another figure than Site settings give, once. */
export function wrongClaims(text: string, checks: readonly ClaimCheck[]): { check: ClaimCheck; text: string }[] {
  const found = new Map<string, ClaimCheck>();
  for (const check of checks) {
    for (const match of text.matchAll(check.pattern)) if (!check.right(match)) found.set(match[0], check);
  }
  return [...found].map(([phrase, check]) => ({ check, text: phrase }));
}

/** The claims a figure of the copy can name as a placeholder. */
const FIGURE_CLAIMS = ["countries", "years", "agencies", "agencyCountries"] as const;

/**
 * The entries of a list of figures (content/pages/home.yaml `hero.claims`, each a `value` over its
 * `text`) whose value is a figure written out ("30+", 10) rather than a claim's placeholder: it
 * would stay as it is when Site settings change, and contradict the rest of the site. A value in
 * words ("Free") is left alone. Each as the build words it.
 */
export function writtenOutFigures(
  file: string,
  field: string,
  entries: unknown,
  claims: Partial<Record<ClaimName, string | number>>,
): string[] {
  if (!Array.isArray(entries)) return [];
  const options = FIGURE_CLAIMS.map((claim) => `{${claim}} (${String(claims[claim])})`);
  const placeholders = `${options.slice(0, -1).join(", ")} or ${options[options.length - 1]}`;
  return entries.flatMap((entry: unknown, index) => {
    const value = String((entry as { value?: unknown } | null)?.value ?? "").trim();
    if (!/^\d[\d,.]*\s*\+?$/.test(value)) return [];
    return [
      `${file}: field "${field}" entry ${index + 1}'s value is "${value}", a figure written out, which would stay as it is when Site settings change: write the claim's placeholder, ${placeholders}`,
    ];
  });
}
