import type { Provider, SiteClaims, SiteProviders } from "../rules/tokens";
import { BUSINESS_FIELDS, EMAIL_PATTERN as EMAIL, isPlaceholder, type Business } from "../rules/business";
import path from "path";
import fs from "fs";
import { readYamlFile } from "./schema/yamlFiles";
import { copyErrors, copyTypes, type CopyTypes } from "./schema/copySchema";
import { COMPUTED_SITE_FIELDS, SITE_TYPES } from "./schema/schema";
import { topLevelProblem } from "./schema/yamlTypes";
import { FORM_ENDPOINTS } from "../rules/exampleAddresses";
import { isServiceDomain, mismatchMessage, providerMismatches, serviceAddresses } from "../rules/providerDomains";
import { analyticsScriptProblem, formAddressProblem, wrongPageLines } from "../rules/wrongPages";
import { DESCRIPTION_LIMIT, descriptionOverLimit } from "../rules/seo";

export interface SiteConfig {
  title: string;
  shortName: string;
  siteUrl: string;
  description: string;
  keywords: string;
  claims: SiteClaims;
  logo: { src: string; fallback: string };
  schedulingUrl: string;
  social: { instagram: string; linkedin: string };
  forms: { contact: string; ebook: string; newsletter: string };
  /** Outside services that receive visitors' data (named on the Privacy Policy page). */
  providers: SiteProviders;
  /** Where the CMS at /admin/ reads and writes content: a GitHub repository and its branch. */
  cms: { repo: string; branch: string };
  ebookUrl: string;
  analyticsScript: string;
  /** Year of the build, for the copyright line. */
  buildYear: number;
  /** Day of the build (YYYY-MM-DD): what dated text shows before the browser knows today's date. */
  buildDate: string;
  /** While true the pages mark their sample testimonials, logos, media and photos as examples. */
  illustrative: boolean;
  /** Who runs the site (legal pages); a value starting with TODO: is still to be supplied. */
  business: Business;
}

export type { Provider };

/** content/site.yaml as the build reads it (with the environment's overrides). */
export function readSiteConfig(root = process.cwd(), env: Env = process.env): SiteConfig {
  const file = path.join(root, "content", "site.yaml");
  const data = readYamlFile(file, root);
  // A text or a list in place of the settings, named as every other YAML file's (yamlTypes.ts):
  // gatsby-config.ts reads this file before onPreInit checks the others.
  const wrong = topLevelProblem("content/site.yaml", data, fs.readFileSync(file, "utf8"), {
    list: false,
    fields: [...(SETTINGS.get("SiteSiteMetadata")?.keys() ?? [])],
  });
  if (wrong) throw new Error(wrong);
  return buildSiteConfig(data, env);
}

/** The settings' types as the founder writes them: without the fields the build computes (buildYear). */
const SETTINGS: CopyTypes = new Map(
  [...copyTypes(SITE_TYPES)].map(([type, fields]) => [
    type,
    new Map([...fields].filter(([field]) => type !== "SiteSiteMetadata" || !COMPUTED_SITE_FIELDS.has(field))),
  ]),
);

type Env = Record<string, string | undefined>;

/** The analytics script's address, from the Netlify variable if set, else from content/site.yaml. */
function analyticsScript(fromEnv: string, fromFile: string): string {
  const value = fromEnv || fromFile;
  if (value && !isEndpointUrl(value)) {
    throw new Error(
      `analyticsScript (content/site.yaml or GATSBY_ANALYTICS_SCRIPT) must be an https:// URL, found "${value}"`,
    );
  }
  const wrong = value ? analyticsScriptProblem(value) : null;
  if (wrong) {
    throw new Error(`${fromEnv ? "GATSBY_ANALYTICS_SCRIPT" : 'content/site.yaml: field "analyticsScript"'} ${wrong}`);
  }
  return value;
}

/** Where a form may post: https anywhere, or plain http only on this machine (the tests' mock provider). */
export function isEndpointUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** `owner/name`, as GitHub spells a repository. */
export const GITHUB_REPO_PATTERN = /^[\w.-]+\/[\w.-]+$/;
/** A git branch name: no spaces, no "..", not starting with "-" or "/". */
export const BRANCH_PATTERN = /^(?![-/])(?!.*\.\.)[\w./-]+$/;

function cmsSettings(raw: unknown, file: string): SiteConfig["cms"] {
  const cms = (raw ?? {}) as Record<string, unknown>;
  const repo = typeof cms.repo === "string" ? cms.repo.trim() : "";
  const branch = typeof cms.branch === "string" ? cms.branch.trim() : "";
  if (!GITHUB_REPO_PATTERN.test(repo)) {
    throw new Error(`${file}: field "cms.repo" must name the GitHub repository as owner/name, found "${repo}"`);
  }
  if (!BRANCH_PATTERN.test(branch)) {
    throw new Error(`${file}: field "cms.branch" must name a git branch such as main, found "${branch}"`);
  }
  return { repo, branch };
}

/** Claims copy states as text ("25+") and as numbers (minutes, steps). */
const CLAIM_TEXTS = ["countries", "years", "agencies", "agencyCountries"] as const;
/** The word the copy writes after each claim ("{years} years"), singular and plural. */
const CLAIM_WORDS: Record<(typeof CLAIM_TEXTS)[number], [string, string]> = {
  countries: ["country", "countries"],
  years: ["year", "years"],
  agencies: ["agency", "agencies"],
  agencyCountries: ["country", "countries"],
};
const CLAIM_COUNTS = ["callMinutes", "processSteps"] as const;

/** The longest short name phones show whole under a home-screen icon (the manifest's short_name). */
const SHORT_NAME_MAX = 12;

const REQUIRED_STRINGS = [
  "title",
  "shortName",
  "siteUrl",
  "description",
  "keywords",
  "schedulingUrl",
  "ebookUrl",
] as const;

/**
 * Turns the parsed `content/site.yaml` into site metadata. The three form endpoints can be
 * overridden at build time so each deployment (and the browser tests) can point elsewhere.
 */
export function buildSiteConfig(
  raw: unknown,
  env: Env = {},
  file = "content/site.yaml",
  now: Date = new Date(),
): SiteConfig {
  if (!raw || typeof raw !== "object") {
    throw new Error(
      `${file} holds no settings: the site's name, address, claims and links are gone. Restore it from the repository's history`,
    );
  }
  const data = raw as Record<string, unknown>;
  // A misspelt or misplaced key (`claim:`, `social.instagramm`, `forms` indented under `logo`) would
  // be ignored, and the setting it meant to change left as it was. Values are checked
  // below, with messages of their own and the environment's overrides.
  const shape = copyErrors(data, "SiteSiteMetadata", SETTINGS).filter((error) =>
    / is not a field here |: expected (a group of fields|a list)/.test(error),
  );
  if (shape.length > 0) throw new Error(`${file}: ${shape.join("; ")}`);
  // Every wrong value is named in one message, so one build shows the founder all of them.
  const problems: string[] = [];
  const checked = <T>(fallback: T, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      problems.push(...(error as Error).message.split("\n"));
      return fallback;
    }
  };
  for (const key of REQUIRED_STRINGS) {
    if (typeof data[key] !== "string" || data[key].trim() === "") {
      problems.push(`${file}: field "${key}" is missing or empty`);
    }
  }
  // The web manifest's short_name: phones cut a longer one under the home-screen icon.
  const shortName = typeof data.shortName === "string" ? data.shortName.trim() : "";
  if (Array.from(shortName).length > SHORT_NAME_MAX) {
    const first = shortName.split(/\s+/)[0];
    problems.push(
      `${file}: field "shortName" is ${Array.from(shortName).length} characters, and a phone shows about ${SHORT_NAME_MAX} under the site's icon: write a shorter name${
        Array.from(first).length <= SHORT_NAME_MAX ? `, such as "${first}"` : ""
      }`,
    );
  }
  const over = typeof data.description === "string" ? descriptionOverLimit(data.description) : null;
  if (over !== null) {
    problems.push(
      `${file}: field "description" is ${over} characters, over the ${DESCRIPTION_LIMIT} search results show: it is the search description of every page without its own, so shorten it`,
    );
  }
  if (typeof data.keywords === "string" && data.keywords.includes(";")) {
    problems.push(
      `${file}: field "keywords" is separated by ";": separate the keywords with commas, such as "tax residency, company formation"`,
    );
  }
  const forms = (data.forms ?? {}) as Record<string, string>;
  const social = (data.social ?? {}) as Record<string, string>;
  const claims = (data.claims ?? {}) as Record<string, unknown>;
  const logo = (data.logo ?? {}) as Record<string, string>;
  if (!logo.src || !logo.fallback) problems.push(`${file}: fields "logo.src" and "logo.fallback" are required`);
  // Copy states the claims through placeholders: an empty one reads "spent  years", a zero "a 0-minute call".
  for (const key of CLAIM_TEXTS) {
    if (claims[key] === undefined || claims[key] === null || String(claims[key]).trim() === "") {
      problems.push(`${file}: field "claims.${key}" is missing or empty`);
      continue;
    }
    const text = String(claims[key]).trim();
    const [one, many] = CLAIM_WORDS[key];
    const word = new RegExp(`\\s(${one}|${many})$`, "i").exec(text)?.[1];
    if (word) {
      const alone = text.slice(0, -word.length).trim();
      problems.push(
        `${file}: field "claims.${key}" is written with "${word}", which the copy writes after it ("{${key}} ${many}"): write "${alone}" alone, or the copy reads "${text} ${many}"`,
      );
    }
  }
  for (const key of CLAIM_COUNTS) {
    const value = claims[key];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
      problems.push(`${file}: field "claims.${key}" must be a whole number above 0, found "${String(value ?? "")}"`);
    }
  }
  for (const key of ["instagram", "linkedin"] as const) {
    const value = String(social[key] ?? "").trim();
    if (value && !/^https:\/\/\S+$/.test(value)) {
      problems.push(`${file}: field "social.${key}" must be empty or a full https:// address, found "${value}"`);
    }
  }
  for (const key of ["siteUrl", "schedulingUrl"] as const) {
    const value = String(data[key]).trim();
    if (!/^https:\/\/\S+$/.test(value)) {
      problems.push(`${file}: field "${key}" must be a full https:// address, found "${value}"`);
    }
  }
  const pick = (envName: string, value: string | undefined, field: string): string => {
    const fromEnv = env[envName]?.trim();
    const chosen = fromEnv || value?.trim();
    if (!chosen) throw new Error(`${file}: field "${field}" is missing or empty (or set ${envName})`);
    const setting = fromEnv ? `${envName}` : `${file}: field "${field}"`;
    if (!isEndpointUrl(chosen)) {
      throw new Error(
        `${setting} must be an absolute https:// URL (or http:// on 127.0.0.1 or localhost for tests), found "${chosen}"`,
      );
    }
    const wrong = formAddressProblem(chosen);
    if (wrong) throw new Error(`${setting} ${wrong}`);
    return chosen;
  };
  const ebookUrl = String(data.ebookUrl).trim();
  if (!ebookUrl.startsWith("/") && !isEndpointUrl(ebookUrl)) {
    problems.push(
      `${file}: field "ebookUrl" must be a site path such as /downloads/file.pdf or an https:// URL, found "${ebookUrl}"`,
    );
  }
  const providers = (data.providers ?? {}) as Record<string, Record<string, unknown> | undefined>;
  // Well-formed addresses that lead to the wrong page (the form addresses, which a Netlify
  // variable may set instead, are checked where they are read, below).
  problems.push(
    ...wrongPageLines({
      siteUrl: data.siteUrl as string,
      schedulingUrl: data.schedulingUrl as string,
      social,
      providers,
      claims,
    }).map((line) => `${file}: ${line}`),
  );
  const provider = (key: keyof SiteConfig["providers"]): Provider => {
    const entry = providers[key] ?? {};
    for (const field of ["name", "privacyUrl"]) {
      if (typeof entry[field] !== "string" || entry[field].trim() === "") {
        const why = key === "analytics" ? " (the Privacy Policy names it while analyticsScript is set)" : "";
        throw new Error(`${file}: field "providers.${key}.${field}" is missing or empty${why}`);
      }
    }
    const privacyUrl = String(entry.privacyUrl).trim();
    if (!privacyUrl.startsWith("https://")) {
      throw new Error(
        `${file}: field "providers.${key}.privacyUrl" must be an https:// address, found "${privacyUrl}"`,
      );
    }
    const named: Provider = { name: String(entry.name).trim(), privacyUrl };
    if (entry.serviceDomain !== undefined && entry.serviceDomain !== null && entry.serviceDomain !== "") {
      const serviceDomain = String(entry.serviceDomain).trim();
      if (!isServiceDomain(serviceDomain)) {
        throw new Error(
          `${file}: field "providers.${key}.serviceDomain" must be a domain such as calendar.app.google, found "${serviceDomain}"`,
        );
      }
      named.serviceDomain = serviceDomain;
    }
    return named;
  };
  const analytics = checked("", () =>
    analyticsScript(env.GATSBY_ANALYTICS_SCRIPT?.trim() ?? "", String(data.analyticsScript ?? "").trim()),
  );
  const none: Provider = { name: "", privacyUrl: "" };
  const config: SiteConfig = {
    title: String(data.title).trim(),
    shortName: String(data.shortName).trim(),
    siteUrl: String(data.siteUrl).trim().replace(/\/+$/, ""),
    description: String(data.description).trim(),
    keywords: String(data.keywords).trim(),
    claims: {
      countries: String(claims.countries ?? ""),
      years: String(claims.years ?? ""),
      agencies: String(claims.agencies ?? ""),
      agencyCountries: String(claims.agencyCountries ?? ""),
      callMinutes: Number(claims.callMinutes),
      processSteps: Number(claims.processSteps),
    },
    logo: { src: logo.src, fallback: logo.fallback },
    schedulingUrl: String(data.schedulingUrl).trim(),
    social: { instagram: String(social.instagram ?? ""), linkedin: String(social.linkedin ?? "") },
    forms: {
      contact: checked("", () => pick(FORM_ENDPOINTS.contact, forms.contact, "forms.contact")),
      ebook: checked("", () => pick(FORM_ENDPOINTS.ebook, forms.ebook, "forms.ebook")),
      newsletter: checked("", () => pick(FORM_ENDPOINTS.newsletter, forms.newsletter, "forms.newsletter")),
    },
    providers: {
      hosting: checked(none, () => provider("hosting")),
      forms: checked(none, () => provider("forms")),
      newsletter: checked(none, () => provider("newsletter")),
      scheduling: checked(none, () => provider("scheduling")),
      analytics: analytics ? checked(none, () => provider("analytics")) : null,
    },
    cms: checked({ repo: "", branch: "" }, () => cmsSettings(data.cms, file)),
    ebookUrl,
    analyticsScript: analytics,
    buildYear: now.getFullYear(),
    buildDate: now.toISOString().slice(0, 10),
    illustrative: checked(true, () => illustrativeFlag(data.illustrative, file)),
    business: checked({} as Business, () => business(data.business, file)),
  };
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const mismatches = providerMismatches(config.providers, serviceAddresses(config, env));
  if (mismatches.length > 0) {
    throw new Error(mismatches.map((mismatch) => `${file}: ${mismatchMessage(mismatch)}`).join("\n"));
  }
  return config;
}

/** Missing counts as illustrative, so forgetting the flag cannot hide the notes (or publish invented quotes). */
function illustrativeFlag(value: unknown, file: string): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "boolean")
    throw new Error(`${file}: field "illustrative" must be true or false, found "${String(value)}"`);
  return value;
}

/** `business:`: every field present; a value starting with TODO: is allowed here and stopped by a production build. */
function business(value: unknown, file: string): Business {
  const entries = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const read = (field: keyof Business): string => {
    const text = entries[field];
    if (typeof text !== "string" || text.trim() === "") {
      throw new Error(`${file}: field "business.${field}" is missing or empty (write "TODO: ..." until you know it)`);
    }
    return text.trim();
  };
  const result = Object.fromEntries(BUSINESS_FIELDS.map((field) => [field, read(field)])) as unknown as Business;
  if (/^mailto:/i.test(result.email)) {
    throw new Error(
      `${file}: field "business.email" must be the address alone, without "mailto:" (the site makes it a link), found "${result.email}"`,
    );
  }
  if (!isPlaceholder(result.email) && !EMAIL.test(result.email)) {
    throw new Error(`${file}: field "business.email" must be an email address, found "${result.email}"`);
  }
  return result;
}

/**
 * The problem, if any, between `claims.processSteps` and the steps content/process.yaml lists:
 * copy says "our {processSteps}-step process" right above that list.
 */
export function processStepsError(claimed: number, listed: number): string | null {
  if (claimed === listed) return null;
  return `content/site.yaml: field "claims.processSteps" is ${claimed}, but content/process.yaml lists ${listed} step${listed === 1 ? "" : "s"}: pages say "${claimed}-step process" above that list, so make the two agree`;
}
