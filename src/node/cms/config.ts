/**
 * The Decap CMS configuration (public/admin/config.yml), generated from the schema the build
 * validates content against (src/node/schema/schema.ts), so the editor at /admin/ offers a
 * field for every field a content file has, with the same required fields and rules, and a
 * field added to the schema appears in the editor with the next build.
 */
import { MAX_UPLOAD_BYTES } from "../../rules/uploads";
import { Kind, type TypeNode } from "graphql";
import { FORMATS, LIST_FIELD } from "../../rules/cmsFormats";
import { LINKS_HINT, TOKENS_HINT } from "../../rules/cmsPreview";
import { LABEL_PLACEHOLDERS } from "../../rules/tokens";
import { ISO_DATE, REQUIRED_FIELDS as ARTICLE_REQUIRED, SLUG_PATTERN, TITLE_LIMIT } from "../../rules/articles";
import { SERVICE_SECTION_KINDS } from "../../rules/services";
import { LEGAL_DATE_PATTERN, LEGAL_FIELDS, legalFieldsOf } from "../../rules/legal";
import { ICON_NAMES } from "../../rules/icons";
import { EXAMPLE_MARK } from "../../rules/exampleAddresses";
import { OPTIONAL_FIELDS as EBOOK_OPTIONAL, REQUIRED_FIELDS as EBOOK_REQUIRED } from "../../rules/ebookMarkdown";
import { copyTypes, type CopyTypes } from "../schema/copySchema";
import { COMPUTED_SITE_FIELDS, COPY_TYPES, MARKDOWN_TYPES, SECTION_TYPES, SITE_TYPES } from "../schema/schema";
import { yamlTypeName } from "../schema/yamlTypes";
import { BRANCH_PATTERN, GITHUB_REPO_PATTERN } from "../siteConfig";
import { SERVICE_DOMAIN_PATTERN } from "../../rules/providerDomains";
import { SOCIAL_PLATFORMS } from "../../rules/wrongPages";
import { listed } from "../../rules/text";
import { fieldLabel } from "../../rules/fields";
import { FOUNDER_WIDTH, PARTNER_WIDTH } from "../../rules/pictures";

/** One field of a Decap collection (the options this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  value_type?: "int";
  min?: number;
  max?: number;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
  /** A list's name for one item, on its Add button. */
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  /** Options for the media library this field opens: its largest upload, in bytes. */
  media_library?: { config: { max_file_size: number } };
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  format?: string;
  picker_utc?: boolean;
  modes?: string[];
  editor_components?: string[];
  default?: unknown;
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description: string;
  format: string;
  extension?: string;
  folder?: string;
  path?: string;
  slug?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  files?: CmsFile[];
  fields?: CmsField[];
}

export interface CmsConfig {
  backend: { name: "github"; repo: string; branch: string; base_url: string };
  publish_mode: "editorial_workflow";
  local_backend?: { url: string };
  site_url: string;
  display_url: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: true; sanitize_replacement: "-" };
  collections: CmsCollection[];
}

/** What the generator needs to know about the content folder: its files, relative to the repository. */
export interface ContentListing {
  /** The articles' IDs, lowest first (a new article starts with the next). */
  articleIds: number[];
  /** content/*.yaml except site.yaml, with whether the file's top level is a list. */
  yaml: Array<{ file: string; list: boolean }>;
  /** content/pages/*.yaml */
  pages: string[];
  /** content/legal/*.md */
  legal: string[];
  /** content/ebook/*.md */
  ebook: string[];
}

export interface CmsConfigOptions {
  cms: { repo: string; branch: string };
  siteUrl: string;
  content: ContentListing;
  /** decap-server's API (http://127.0.0.1:8081/api/v1) on a developer's machine; unset on Netlify. */
  localBackend?: string;
  /** The content types (tests pass a changed schema); CONTENT_TYPES by default. */
  types?: CopyTypes;
}

/** The site's types, as the build reads them (one map for every SDL in schema.ts). */
export const CONTENT_TYPES: CopyTypes = copyTypes(COPY_TYPES, SECTION_TYPES, SITE_TYPES, MARKDOWN_TYPES);

const HTTPS = "^https://\\S+$";
const httpsRule = (what: string): Partial<CmsField> => ({
  pattern: [HTTPS, `${what} must be a full https:// address`],
});
const sitePathOrHttps: Partial<CmsField> = {
  // "//privacy-policy/" names a site called privacy-policy; "https://" alone names none.
  pattern: [
    "^(/(?!/)\\S*|https://[^/\\s.]+\\.[^/\\s]+(/\\S*)?)$",
    "Must be a path on this site (starting with a single /) or a full https:// address",
  ],
};

/** A form's address (src/node/exampleAddresses/): an example one stops a production deploy. */
const formAddress: Partial<CmsField> = {
  ...httpsRule("The form address"),
  hint: `Your form provider's address for this form. The site sends the form as JSON and reads the answer as JSON, as Formspree's addresses take it: a newsletter service's own sign-up address (Mailchimp's, say) does not, and what visitors send would be lost. One that contains ${EXAMPLE_MARK} is an example the provider refuses: the live site is not published until it is replaced.`,
};
/** A social profile (src/node/exampleAddresses/): empty shows no icon; an example one stops a production deploy. */
const socialProfile = (platform: keyof typeof SOCIAL_PLATFORMS): Partial<CmsField> => {
  const { domain } = SOCIAL_PLATFORMS[platform];
  return {
    required: false,
    pattern: [
      `^(https://([\\w-]+\\.)*${domain.replace(".", "\\.")}(/\\S*)?)?$`,
      `Empty, or a full https:// address on ${domain}`,
    ],
    hint: `Your profile's full address; leave it empty to show no link. One that contains ${EXAMPLE_MARK} is an example: the live site is not published until it is replaced or emptied.`,
  };
};

/** Every picture field: no address typed in, and no file over MAX_UPLOAD_MB (src/rules/uploads.ts). */
const PICTURE: Partial<CmsField> = {
  widget: "image",
  choose_url: false,
  media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
};

/** A logo picture in Site settings: uploaded to static/images/, saved as its address on the site. */
const LOGO_PICTURE: Partial<CmsField> = {
  ...PICTURE,
  media_folder: "/static/images",
  public_folder: "/images",
};

/** The schema type each label of LABEL_PLACEHOLDERS sits in, by file and the first part of its path. */
const LABEL_OWNERS: Record<string, Record<string, string>> = {
  "ui.yaml": { labels: "UiLabels", placeholders: "UiPlaceholders" },
  "pages/blog.yaml": { pagination: "BlogPagination", seo: "BlogSeo" },
};

/** Each label the build requires a placeholder in (src/rules/tokens.ts) refuses a value without it. */
function labelPlaceholderRules(): Record<string, Partial<CmsField>> {
  return Object.fromEntries(
    Object.entries(LABEL_PLACEHOLDERS).flatMap(([file, fields]) =>
      Object.entries(fields).map(([field, token]) => {
        const [part, name] = field.split(".");
        const owner = LABEL_OWNERS[file]?.[part];
        if (!owner) throw new Error(`src/node/cms/config.ts: LABEL_OWNERS names no type for ${file} ${field}`);
        return [`${owner}.${name}`, { pattern: [`\\{${token}\\}`, `Must hold {${token}}, which the site fills in`] }];
      }),
    ),
  );
}

/**
 * What the build checks beyond the schema's types (src/rules/articles.ts, src/rules/services.ts,
 * src/node/siteConfig.ts, src/rules/ebookMarkdown.ts), as the editor's own rules, by
 * `Type.field`.
 */
/** The hint of the closing bands' words, where a price is most likely written. */
export const PRICE_HINT =
  "If you state a price, write the total a client pays, VAT (where it applies) and every fee included, as section 7 of the Terms promises.";

export const FIELD_RULES: Record<string, Partial<CmsField>> = {
  "CopyFaq.answer": { hint: LINKS_HINT },
  // The fourth CMS trial wrote "starts at €1,500 a month" here; section 7 of the Terms promises a
  // consumer the total price.
  "CopyCta.text": { hint: PRICE_HINT },
  "CtaYaml.text": { hint: PRICE_HINT },
  // Which of the two the banner shows is not the founder's to guess (content/ui.yaml's comments say
  // it, and the CMS does not show them).
  "UiCookieBanner.text": {
    hint: `Shown while Site settings has an Analytics script. While that is empty (the site then runs no analytics), visitors see Text without analytics instead. ${LINKS_HINT}`,
  },
  "UiCookieBanner.textWithoutAnalytics": {
    hint: `Shown while Site settings' Analytics script is empty, as the site then runs no analytics; once one is set, visitors see Text instead. ${LINKS_HINT}`,
  },
  "PurposePrinciple.text": { hint: LINKS_HINT },
  "LandingSchedule.notice": { hint: LINKS_HINT },
  // Articles and legal pages: the build stops on an article's title over TITLE_LIMIT characters.
  "Frontmatter.title": {
    pattern: [
      `^.{1,${TITLE_LIMIT}}$`,
      `At most ${TITLE_LIMIT} characters: search results cut a longer title, and a card on a phone shows every word`,
    ],
    hint: `The headline: at most ${TITLE_LIMIT} characters, in ordinary letters rather than all capitals.`,
  },
  "Frontmatter.id": {
    pattern: ["^\\d+$", "Must be a whole number no other article uses"],
    hint: "A whole number no other article uses; the article is also reachable at /blog/ followed by it.",
  },
  "Frontmatter.slug": {
    pattern: [SLUG_PATTERN.source, "Use lowercase letters, digits and single hyphens, such as tax-residency-guide"],
    hint: "The article's address: /blog/ followed by the slug; without one, /blog/ followed by the ID. Lowercase letters, digits and single hyphens; the preview suggests one made of the title. If you change it once the article is online, add the old one under Previous slugs.",
  },
  "Frontmatter.previousSlugs": {
    label_singular: "previous slug",
    pattern: [
      `^(?!\\d+$)${SLUG_PATTERN.source.slice(1)}`,
      "Write the old slug alone, without /blog/ or slashes, such as tax-residency-guide: lowercase letters, digits and single hyphens",
    ],
    hint: "The slugs this article had before, each on its own: their old addresses lead here, so links shared before still work.",
  },
  "Frontmatter.publishedDate": {
    pattern: [ISO_DATE.source, "Must be a date and time such as 2025-03-12T09:00:00.000Z"],
  },
  // The sixth founder trial looked for the founder's bio in Pages > About: it holds the headings only.
  "PageAboutYaml.team": { hint: "The heading above the team. The people (names, photos, bios) are in Lists > Team." },
  "PageAboutYaml.media": { hint: "The heading above the media appearances, which are in Shared sections > Media." },
  "PageAboutYaml.logos": { hint: "The heading above the client logos, which are in Lists > Logos." },
  "Frontmatter.modifiedDate": {
    pattern: [ISO_DATE.source, "Must be a date and time such as 2025-03-12T09:00:00.000Z"],
    hint: 'The day of the last correction or substantial revision: the article shows "Updated" with it. When you correct a fact, also add a dated line under "## What changed in this update" at the end of the text (the founder\'s guide, "What changed in an article", says how).',
  },
  "Frontmatter.date": {
    hint: "The day of the published date, as readers see it, such as March 12, 2025 (the build checks they agree).",
  },
  // Shown only on the files in DATED_LEGAL_FILES (the Terms), where the build requires it.
  "Frontmatter.lastUpdated": {
    required: true,
    pattern: [LEGAL_DATE_PATTERN.source, "Write the day as DD/MM/YYYY, such as 27/11/2026"],
    hint: "The day you last changed this text, as DD/MM/YYYY. Change it every time you change the terms: their section 7 promises it.",
  },
  "Frontmatter.keywords": {
    pattern: ["^[^,]+(,[^,]+)*$", "Separate keywords with commas, without an empty one"],
    hint: "Comma-separated, such as: tax residency, digital nomad tax.",
  },
  "Frontmatter.author": {
    default: "{siteName}",
    hint: "Who wrote it, shown under the title: {siteName} for the firm (the site fills in its name from Site settings), or a guest's own name.",
  },
  "Frontmatter.metaDescription": { hint: "What search engines show under the title: at most 160 characters." },
  "Frontmatter.image": {
    hint: "The cover picture, saved beside the article: a JPEG, PNG or WebP file in landscape, 1600 x 900 pixels or larger, not another article's.",
  },
  "ServicePageYaml.slug": {
    pattern: [SLUG_PATTERN.source, "Use lowercase letters, digits and single hyphens"],
    hint: "The page's address: /services/ followed by the slug. If you change it once the page is online, add the old one under Previous slugs, and write the new one in partOf of the pages under this one.",
  },
  "ServicePageYaml.previousSlugs": {
    label_singular: "previous slug",
    pattern: [
      SLUG_PATTERN.source,
      "Write the old slug alone, without /services/ or slashes, such as tax-strategy: lowercase letters, digits and single hyphens",
    ],
    hint: "The slugs this page had before, each on its own: their old addresses lead here, so links shared before still work.",
  },
  "ServicePageYaml.partOf": {
    pattern: [`^(${SLUG_PATTERN.source.slice(1, -1)})?$`, "The slug of another service page, or empty"],
    hint: "The slug of the service page this one sits under; empty for a top-level service.",
  },
  "ServicePageYaml.order": { hint: "The page's place in the Services menu (1 comes first)." },
  "ServicePageYaml.bullets": { min: 3, max: 3, hint: "Exactly three points." },
  "ServicePageYaml.sections": { min: 1 },
  "ServicePageYaml.faq": { min: 1 },
  "ServiceSection.kind": { widget: "select", options: [...SERVICE_SECTION_KINDS] },
  "ServiceHomeCard.icon": { widget: "select", options: [...ICON_NAMES] },
  "UiLink.to": sitePathOrHttps,
  "MediaPodcastLinks.spotify": {
    pattern: ["^https://([\\w-]+\\.)*spotify\\.(com|link)(/\\S*)?$", "The episode's address on Spotify (spotify.com)"],
    hint: "The episode's full address on Spotify.",
  },
  "MediaPodcastLinks.youtube": {
    pattern: [
      "^https://([\\w-]+\\.)*(youtube\\.com|youtu\\.be)(/\\S*)?$",
      "The episode's address on YouTube (youtube.com or youtu.be)",
    ],
    hint: "The episode's full address on YouTube.",
  },
  "MediaPublication.link": { ...httpsRule("The link"), hint: "The piece's full address, where readers can read it." },
  "SiteSiteMetadata.title": {
    hint: "The firm's name: the header, the footer, every page's title and each {siteName} in the copy show it.",
  },
  "SiteSiteMetadata.siteUrl": {
    pattern: ["^https://[^/\\s?#]+/?$", "The site's address alone, such as https://www.example.com, without a path"],
    hint: "The live site's address, such as https://www.example.com: the canonical links, the sitemap and the feed follow it.",
  },
  "SiteSiteMetadata.ebookUrl": {
    pattern: ["^(/\\S+|https://\\S+)$", "A path on this site such as /downloads/file.pdf, or an https:// address"],
    hint: "Where the ebook form sends its readers: the PDF the build makes from the Ebook collection, at the path written here, or an https:// address of another file instead.",
  },
  "SiteSiteMetadata.analyticsScript": {
    required: false,
    pattern: ["^(https://\\S+)?$", "Empty, or a full https:// address"],
    hint: "Optional: the address of a Plausible-compatible analytics script, loaded only after a visitor accepts cookies. Empty: the site runs no analytics.",
  },
  ...Object.fromEntries(
    (
      [
        ["countries", "clients in {countries} countries", "25+"],
        ["years", "{years} years at a large accounting firm", "8+"],
        ["agencies", "{agencies} partner agencies", "400+"],
        ["agencyCountries", "agencies in {agencyCountries} countries", "35+"],
      ] as const
    ).map(([name, example, figure]) => [
      `SiteClaims.${name}`,
      {
        hint: `The figure alone, such as ${figure}: the copy writes "${example}", so every sentence that states it changes with it. Only what you can stand behind.`,
      },
    ]),
  ),
  "SiteClaims.callMinutes": {
    hint: "How long the discovery call lasts, in minutes: every {callMinutes} in the copy. The booking link's event must last as long.",
  },
  "SiteClaims.processSteps": {
    hint: "How many steps the Process list has (in Lists, Process): change it when you add or remove a step.",
  },
  "SiteProvider.name": { hint: "The service's name, as the Privacy Policy names it (such as Netlify or Formspree)." },
  "SiteBusiness.legalName": {
    hint: 'Your own full name if you trade as a sole trader, or the company\'s registered name ("... Ltd"). The Privacy Policy and the Terms state it. A value starting with TODO: reads "[to be supplied: ...]", and the live site is not published until none is left.',
  },
  "SiteBusiness.address": {
    hint: "A postal address where the business can be reached (for a company, its registered office).",
  },
  "SiteBusiness.email": {
    hint: "Where visitors write about their data or the terms; the legal pages show it as a link.",
  },
  "SiteBusiness.companyNumber": {
    hint: 'For a company: its number and where it is registered, such as "12345678, registered in England and Wales". A sole trader writes "not a registered company".',
  },
  "SiteBusiness.vatNumber": { hint: 'The VAT number, or "not VAT registered".' },
  "TestimonialsYaml.author": {
    hint: "The client's name as they agreed to be shown, such as Daniel K.",
  },
  "TestimonialsYaml.title": { hint: "Their role or kind of business, such as SaaS Founder." },
  "LogosYaml.src": {
    hint: "The logo of a client you have permission to show: an SVG, or a PNG with a transparent background. The carousel shows it at most 160 x 48 pixels.",
  },
  "HomeHero.words": {
    min: 1,
    hint: "The headline, a word to a line: the words slide in from the left and the right in turn, the last in the accent colour.",
  },
  "LogosYaml.alt": { hint: "For a logo, the company's name, such as Altavo logo." },
  "ProcessYaml.icon": { widget: "select", options: [...ICON_NAMES], hint: "The icon beside the step." },
  "ProcessYaml.title": { hint: "The step's name, without its number: the page numbers the steps." },
  "TeamYaml.name": { hint: "Optional: a person's name, shown under the role; empty shows the role alone." },
  "TeamYaml.role": { hint: "A person's role, or what a group of partners does, such as Tax Advisers & Accountants." },
  "TeamYaml.image": {
    hint: `The first entry's (the founder's) is shown whole, up to ${FOUNDER_WIDTH} pixels wide: a photo at least ${FOUNDER_WIDTH * 2} pixels on its shorter side (${FOUNDER_WIDTH} at the least). The others are shown as small squares cut from the middle: at least ${PARTNER_WIDTH * 2} pixels on their shorter side.`,
  },
  "MediaPodcast.id": { hint: "A whole number no other podcast here has: it tells the entries apart." },
  "MediaPodcast.podcastName": { hint: "The show's name." },
  "MediaPodcast.episodeTitle": { hint: "The episode's title, as the show gives it." },
  "MediaPodcast.host": { hint: "Who hosts the show." },
  "MediaPodcast.date": { hint: "The month it aired, such as September 2025 (or September 15, 2025)." },
  "MediaPublication.id": { hint: "A whole number no other publication here has: it tells the entries apart." },
  "MediaPublication.publication": { hint: "The magazine, site or newspaper, such as Remote Business Review." },
  "MediaPublication.title": { hint: "The piece's title, as published." },
  "MediaPublication.date": { hint: "The month it was published, such as July 2025 (or July 15, 2025)." },
  "SiteSiteMetadata.shortName": {
    pattern: ["^.{1,12}$", "At most 12 characters: a phone cuts a longer name under the site's icon"],
    hint: "The name under the site's icon on a phone's home screen: at most 12 characters.",
  },
  "SiteSiteMetadata.description": {
    hint: "The search description of every page without its own, also shown under the name in the footer: at most 160 characters.",
  },
  "SiteSiteMetadata.schedulingUrl": {
    ...httpsRule("The booking link"),
    hint: `Your scheduling page, where every booking button leads. One that contains ${EXAMPLE_MARK} is an example: the live site is not published until it is replaced.`,
  },
  // Uploaded to static/, which the site serves as it is (at /images/), not to content/images/:
  // the header shows the mark as a file, and the build draws the other pictures from them.
  "SiteLogo.src": {
    ...LOGO_PICTURE,
    hint: "The mark beside the firm's name in the header and the footer: an SVG (or a PNG), square.",
  },
  "SiteLogo.fallback": {
    ...LOGO_PICTURE,
    hint: "The same mark as a square PNG, 512 x 512 px or more: shown if the first cannot be, and drawn by the build into the favicon, the app icons, the sharing pictures and the ebook.",
  },
  "SiteSocial.instagram": socialProfile("instagram"),
  "SiteSocial.linkedin": socialProfile("linkedin"),
  "SiteForms.contact": formAddress,
  "SiteForms.ebook": formAddress,
  "SiteForms.newsletter": formAddress,
  "SiteProvider.privacyUrl": {
    ...httpsRule("The link"),
    hint: "The service's privacy policy. For the form, newsletter, scheduling and analytics services the build checks that the addresses the site sends to it (form addresses, booking link, analytics script) are on the same domain.",
  },
  "SiteProvider.serviceDomain": {
    pattern: [
      `^(${SERVICE_DOMAIN_PATTERN.source.slice(1, -1)})?$`,
      "Empty, or a domain such as calendar.app.google (without https://)",
    ],
    hint: "Only for a service whose privacy page is on another domain than its addresses: the domain of its addresses, e.g. calendar.app.google for Google Calendar's booking pages.",
  },
  // Where the CMS itself saves: kept as it is on every save, and not shown, since a changed
  // value would point the editor at another repository or branch (docs/deploy.md sets it).
  "SiteSiteMetadata.cms": { widget: "hidden" },
  "SiteCms.repo": { pattern: [GITHUB_REPO_PATTERN.source, "The GitHub repository as owner/name"] },
  "SiteCms.branch": { pattern: [BRANCH_PATTERN.source, "A git branch name such as main"] },
  "CopySource.title": {
    widget: "text",
    hint: "The authority and the page, e.g. HMRC: Statutory Residence Test (RDR3).",
  },
  "CopySource.url": { ...httpsRule("The link"), widget: "text" },
  "CopyChange.date": {
    pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "Write the day as YYYY-MM-DD, such as 2026-11-29"],
    hint: "The day you made the change, written YYYY-MM-DD (2026-11-29): the page shows it as 29 November 2026.",
  },
  "CopyChange.note": { widget: "text", hint: "What changed, in a sentence a visitor understands." },
  "SiteSiteMetadata.illustrative": {
    hint: "On while the site shows invented examples; a production deploy stops until they are replaced and this is off.",
  },
  "EbookFile.date": {
    pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "A date written as YYYY-MM-DD"],
    hint: 'The day this edition is published, as YYYY-MM-DD: after a correction, the day of its "Updated ..." note. The edition\'s month follows it.',
  },
  "EbookFile.keywords": { hint: "Comma-separated." },
  ...labelPlaceholderRules(),
};

/** A text box invites new lines, which the page does not show (the build stops on them). */
const ONE_PARAGRAPH_HINT = "One paragraph: the page does not show new lines.";

/** Text fields that hold sentences get a text area; the rest a one-line input. */
const LONG_TEXT =
  /^(text|description|intro|bio|answer|quote|summary|mission|vision|borderless|excerpt|metaDescription|details|disclaimer|subtitle|paragraphs|fallback|notice|textWithoutAnalytics|privacy|notFound|blogNotFound|keywords|alt|items|someTestimonials|someLogos)$/;

/** Hints every field of that name gets, before its own. */
const NAME_HINTS: Record<string, string> = {
  kicker: "The small line in capitals above the title.",
  alt: "What the picture shows, in a few words, for people who cannot see it.",
  to: "Where the link leads: a page of the site such as /about/, or a full https:// address.",
};

interface Context {
  types: CopyTypes;
  /** Folder for new pictures, relative to the file being edited (and the value written for them). */
  mediaFolder?: string;
}

const unwrap = (type: TypeNode): { inner: TypeNode; required: boolean } =>
  type.kind === Kind.NON_NULL_TYPE ? { inner: type.type, required: true } : { inner: type, required: false };

const typeName = (type: TypeNode): string => {
  const { inner } = unwrap(type);
  return inner.kind === Kind.NAMED_TYPE ? inner.name.value : typeName(inner.type);
};

/** Fields that name an item best, in order; else the first required text field. */
const SUMMARY_FIELDS = ["name", "author", "title", "label", "question", "podcastName", "publication", "alt"];

/** The required text field that names a list item while the list is collapsed. */
/**
 * Items a single field does not name: a correction is known by its day and what it corrected
 * (sixth founder trial: a service page's Changes read as a column of dates).
 */
const SUMMARY_TEMPLATES: Record<string, string> = { CopyChange: "{{fields.date}}: {{fields.note}}" };

/** How a collapsed list item of this type is named: SUMMARY_TEMPLATES, or its summaryField. */
function summaryOf(typeNameOf: string, types: CopyTypes): string | undefined {
  if (SUMMARY_TEMPLATES[typeNameOf]) return SUMMARY_TEMPLATES[typeNameOf];
  const field = summaryField(typeNameOf, types);
  return field ? `{{fields.${field}}}` : undefined;
}

function summaryField(typeNameOf: string, types: CopyTypes): string | undefined {
  const required = [...(types.get(typeNameOf) ?? [])]
    .filter(([, spec]) => spec.type.kind === Kind.NON_NULL_TYPE && typeName(spec.type) === "String")
    .map(([name]) => name);
  return SUMMARY_FIELDS.find((name) => required.includes(name)) ?? required[0];
}

function scalarWidget(name: string, type: string, directives: string[], context: Context): Partial<CmsField> {
  switch (type) {
    case "Int":
      return { widget: "number", value_type: "int" };
    case "Boolean":
      return { widget: "boolean", default: false };
    case "Date":
      return { widget: "datetime", format: "YYYY-MM-DDTHH:mm:ss.SSS[Z]", picker_utc: true };
    case "File":
      return {
        ...PICTURE,
        ...(context.mediaFolder !== undefined
          ? { media_folder: context.mediaFolder, public_folder: context.mediaFolder }
          : {}),
      };
    default: {
      const long = LONG_TEXT.test(name);
      const hints = [long ? ONE_PARAGRAPH_HINT : "", directives.includes("tokens") ? TOKENS_HINT : ""].filter(Boolean);
      return { widget: long ? "text" : "string", ...(hints.length > 0 ? { hint: hints.join(" ") } : {}) };
    }
  }
}

/** A required text's pattern: at least one character other than a space. */
export const NOT_BLANK: [string, string] = ["\\S", "Write something here (spaces alone leave it empty)"];

/**
 * One item of each list field, by its type and name: Decap names the list's button by it ("Add
 * bullet"), and with the list's label alone wrote "Add bullets" and "Add faq". The CMS
 * configuration's test fails on a list not named here or in FIELD_RULES.
 */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  "ServicePageYaml.bullets": "bullet",
  "ServicePageYaml.sections": "section",
  "ServicePageYaml.faq": "question",
  "ServicePageYaml.sources": "source",
  "ServicePageYaml.changes": "change",
  "ServiceSection.items": "item",
  "CopyList.items": "item",
  "LandingPains.items": "item",
  "EbookLearn.items": "item",
  "HomeHero.words": "word",
  "HomeHero.claims": "claim",
  "LandingNote.paragraphs": "paragraph",
  "MediaYaml.podcasts": "podcast",
  "MediaYaml.publications": "publication",
  "UiNavigation.before": "link",
  "UiNavigation.after": "link",
  "UiFooter.links": "link",
  "TeamYaml.facts": "fact",
};

/** The CMS field for one schema field of `owner` (a GraphQL type name). */
function cmsField(owner: string, name: string, type: TypeNode, directives: string[], context: Context): CmsField {
  const { inner, required } = unwrap(type);
  const base = { name, label: fieldLabel(name), required };
  const itemName = ITEM_NAMES[`${owner}.${name}`];
  const rules = { ...(itemName ? { label_singular: itemName } : {}), ...FIELD_RULES[`${owner}.${name}`] };
  if (inner.kind === Kind.LIST_TYPE) {
    const item = typeName(inner.type);
    if (context.types.has(item)) {
      const summary = summaryOf(item, context.types);
      return {
        ...base,
        widget: "list",
        ...(summary ? { summary } : {}),
        collapsed: true,
        fields: cmsFields(item, context),
        ...rules,
      };
    }
    // A list of plain values: the pattern is each value's, the rest the list's.
    const { pattern, ...listRules } = rules;
    const one = rules.label_singular;
    const single = {
      ...scalarWidget(name, item, directives, context),
      name,
      label: one ? `${one.charAt(0).toUpperCase()}${one.slice(1)}` : fieldLabel(name),
      ...(pattern ? { pattern } : {}),
    };
    // Collapsed, each item shows its words (Decap names a plain value by the summary, which here is
    // the value itself; without one, every item reads as the list's label).
    return { ...base, widget: "list", summary: `{{fields.${name}}}`, field: single as CmsField, ...listRules };
  }
  const named = typeName(inner);
  if (rules.widget === "hidden") return { ...base, ...rules, widget: "hidden" };
  if (context.types.has(named)) {
    const fields = cmsFields(named, context);
    if (required) return { ...base, widget: "object", fields, ...rules };
    // Decap asks for an optional group's required fields even when the whole group is left
    // empty (decap-cms#7748, open in 3.9), so an entry without it could not be saved: here its
    // fields are optional, and the build names one left out of a group that is filled in.
    const asked = fields.filter((field) => field.required).map((field) => field.label);
    const hint = `Optional: leave it empty to leave it out.${asked.length > 0 ? ` If you fill it in, fill in ${listed(asked)}.` : ""}`;
    return { ...base, widget: "object", fields: optionalFields(fields), hint, ...rules };
  }
  const scalar = scalarWidget(name, named, directives, context);
  // A rule that makes a text no text (a picture, for a text that holds its address) drops the text's hint.
  const isText = ["string", "text"].includes(rules.widget ?? scalar.widget ?? "");
  const scalarHint = isText ? scalar.hint : undefined;
  const hint = [NAME_HINTS[name], rules.hint, scalarHint].filter(Boolean).join(" ");
  // Decap takes spaces alone as a required text filled in; the build then stops on it as missing.
  const filled = required && isText && !rules.pattern ? { pattern: NOT_BLANK } : {};
  return { ...base, ...scalar, ...filled, ...rules, ...(hint ? { hint } : {}) } as CmsField;
}

/** `fields` and the fields of their groups and lists, none of them required. */
function optionalFields(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({
    ...field,
    required: false,
    ...(field.fields ? { fields: optionalFields(field.fields) } : {}),
  }));
}

/** Every field of a type, in the schema's order. */
export function cmsFields(type: string, context: Context, only?: (field: string) => boolean): CmsField[] {
  const fields = context.types.get(type);
  if (!fields) throw new Error(`src/node/schema/schema.ts declares no type ${type}`);
  return [...fields]
    .filter(([name]) => !only || only(name))
    .map(([name, spec]) => cmsField(type, name, spec.type, spec.directives, context));
}

/** `content/pages/how-we-work.yaml` -> "How we work"; `content/cta.yaml` -> "Call to action". */
function fileLabel(file: string): string {
  const base = file.replace(/^.*\//, "").replace(/\.\w+$/, "");
  return fieldLabel(base.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()));
}
/**
 * What a list file's items are called: Decap heads the list with their count and the list's
 * label ("6 steps", or the singular for one) and names its button by the singular ("Add step");
 * with the file's own label it wrote "6 process" and "Add testimonials". A list file not named
 * here fails the CMS configuration's test.
 */
const LIST_ITEMS: Readonly<Record<string, { label: string; label_singular: string }>> = {
  "content/process.yaml": { label: "Steps", label_singular: "step" },
  "content/testimonials.yaml": { label: "Testimonials", label_singular: "testimonial" },
  "content/logos.yaml": { label: "Logos", label_singular: "logo" },
  "content/team.yaml": { label: "Team members", label_singular: "team member" },
};
const listItems = (file: string) => LIST_ITEMS[file] ?? { label: fileLabel(file) };

/** The name Decap knows a file entry by (and registers its preview under): `content/pages/how-we-work.yaml` -> "how_we_work". */
export const cmsFileName = (file: string) =>
  file
    .replace(/^.*\//, "")
    .replace(/\.\w+$/, "")
    .replace(/-/g, "_");

/** The YAML file's type, as gatsby-transformer-yaml names its nodes (gatsby-config.ts). */
function yamlType(file: string): string {
  const relative = file.replace(/^content\//, "");
  const dir = relative.includes("/") ? relative.slice(0, relative.lastIndexOf("/")) : "";
  return yamlTypeName({
    node: { name: relative.replace(/^.*\//, "").replace(/\.ya?ml$/, ""), relativeDirectory: dir },
  });
}

/** Where new pictures of a content file go, relative to it: content/images/<file name>/. */
function imagesFolder(file: string): string {
  const depth = file.split("/").length - 2;
  return `${"../".repeat(depth)}images/${file.replace(/^.*\//, "").replace(/\.\w+$/, "")}`;
}

const MARKDOWN_BODY = (label: string, extra: Partial<CmsField> = {}): CmsField => ({
  name: "body",
  label,
  widget: "markdown",
  required: true,
  // Inline pictures and code blocks have no place on the site's pages (markdown images are
  // not processed); headings, lists, links, bold and italic are what the articles use.
  editor_components: [],
  ...extra,
});

/**
 * The article fields: the front matter type, without the fields only legal pages use. The ID
 * starts, in a new article, as the next above `ids` (the articles' when the CMS was built: two
 * articles written before the next build both get it, and the build then names the second), and
 * its hint lists the IDs in use.
 */
function articleFields(types: CopyTypes, ids: readonly number[]): CmsField[] {
  const required = new Set<string>(ARTICLE_REQUIRED);
  const legalOnly = new Set(LEGAL_FIELDS.filter((field) => !required.has(field)));
  return cmsFields("Frontmatter", { types, mediaFolder: "" }, (field) => !legalOnly.has(field)).map((field) => {
    const article = required.has(field.name) ? { ...field, required: true } : field;
    if (field.name !== "id" || ids.length === 0) return article;
    return {
      ...article,
      default: Math.max(...ids) + 1,
      hint: `${article.hint ?? ""} A new article starts with the next free one. In use at the last build: ${ids.join(", ")} (a second new article since needs one more).`.trim(),
    };
  });
}

/** The ebook's front matter (src/rules/ebookMarkdown.ts), as SDL so it is read like the rest. */
const EBOOK_TYPES = `type EbookFile { ${[
  ...EBOOK_REQUIRED.map((field) => `${field}: String! @tokens`),
  ...EBOOK_OPTIONAL.map((field) => `${field}: String${field === "date" || field === "keywords" ? "" : " @tokens"}`),
].join(" ")} }`;

export function cmsConfig({ cms, siteUrl, content, localBackend, types: given }: CmsConfigOptions): CmsConfig {
  const types = new Map([...(given ?? CONTENT_TYPES), ...copyTypes(EBOOK_TYPES)]);
  const yamlFile = (file: string, list: boolean): CmsFile => {
    const context = { types, mediaFolder: imagesFolder(file) };
    const type = yamlType(file);
    if (!list) return { name: cmsFileName(file), label: fileLabel(file), file, fields: cmsFields(type, context) };
    const summary = summaryOf(type, types);
    return {
      name: cmsFileName(file),
      label: fileLabel(file),
      file,
      fields: [
        {
          name: LIST_FIELD,
          ...listItems(file),
          widget: "list",
          required: true,
          collapsed: true,
          ...(summary ? { summary } : {}),
          fields: cmsFields(type, context),
        },
      ],
    };
  };
  const siteFile: CmsFile = {
    name: "site",
    label: "Site settings",
    file: "content/site.yaml",
    fields: [...cmsFields("SiteSiteMetadata", { types }, (field) => !COMPUTED_SITE_FIELDS.has(field))],
  };
  const collections: CmsCollection[] = [
    {
      name: "articles",
      label: "Articles",
      label_singular: "Article",
      description: "The blog. Each article is a folder in content/articles/ with its text and its cover picture.",
      folder: "content/articles",
      path: "{{slug}}/index",
      format: FORMATS.markdown,
      extension: "md",
      create: true,
      identifier_field: "title",
      summary: "{{title}}",
      sortable_fields: ["publishedDate", "title"],
      media_folder: "",
      public_folder: "",
      fields: [...articleFields(types, content.articleIds), MARKDOWN_BODY("Text")],
    },
    {
      name: "service_pages",
      label: "Service pages",
      label_singular: "Service page",
      description: "One page per service under /services/, in content/service-pages/.",
      folder: "content/service-pages",
      format: FORMATS.yaml,
      extension: "yaml",
      create: true,
      slug: "{{fields.slug}}",
      identifier_field: "title",
      summary: "{{title}}",
      sortable_fields: ["order", "title"],
      fields: cmsFields("ServicePageYaml", { types, mediaFolder: "../images/service-pages" }),
    },
    {
      name: "pages",
      label: "Pages",
      description: "The words of each page of the site (content/pages/).",
      format: FORMATS.yaml,
      files: content.pages.map((file) => yamlFile(file, false)),
    },
    {
      name: "sections",
      label: "Shared sections",
      description: "Blocks several pages show: the call to action, form messages, menus and labels, media, purpose.",
      format: FORMATS.yaml,
      files: content.yaml.filter(({ list }) => !list).map(({ file }) => yamlFile(file, false)),
    },
    {
      name: "lists",
      label: "Lists",
      description:
        "Client logos, the process steps, the team and the testimonials. The home page's service cards are each service page's Home card.",
      format: FORMATS.list,
      files: content.yaml.filter(({ list }) => list).map(({ file }) => yamlFile(file, true)),
    },
    {
      name: "legal",
      label: "Legal pages",
      description: "The Privacy Policy and the Terms of Service.",
      format: FORMATS.markdown,
      files: content.legal.map((file) => ({
        name: cmsFileName(file),
        label: fileLabel(file),
        file,
        fields: [
          ...cmsFields("Frontmatter", { types }, (field) => legalFieldsOf(file).includes(field)),
          MARKDOWN_BODY("Text", { hint: "Placeholders such as {siteName} are filled in from the site settings." }),
        ],
      })),
    },
    {
      name: "ebook",
      label: "Ebook",
      description: "The free ebook: the build makes the PDF from this text every time the site is built.",
      format: FORMATS.markdown,
      files: content.ebook.map((file) => ({
        name: cmsFileName(file),
        label: fileLabel(file),
        file,
        fields: [
          ...cmsFields("EbookFile", { types }),
          // The ebook's own markdown rules (src/rules/ebookMarkdown.ts) allow no links or
          // pictures; the rich-text editor would offer them, so the text is edited as written.
          MARKDOWN_BODY("Text", {
            modes: ["raw"],
            hint: "`# 1. Title` starts chapter 1; `##` a section; `-` a bullet; `- [ ]` a checklist point; `>` a highlighted box. No links or pictures. {siteName}, {callMinutes} and the other placeholders are filled in the PDF.",
          }),
        ],
      })),
    },
    {
      name: "settings",
      label: "Site settings",
      description: "The business's name, claims, links and form addresses (content/site.yaml).",
      format: FORMATS.yaml,
      files: [siteFile],
    },
  ];
  // The files of `files` collections are fixed: each page queries its own. Decap hides "Delete"
  // for them but still offers "Unpublish", which deletes the file from the branch, unless
  // `delete` is false (decap-cms-core's EditorToolbar reads `delete`, default true).
  for (const collection of collections) if (collection.files) collection.delete = false;
  return {
    backend: { name: "github", repo: cms.repo, branch: cms.branch, base_url: "https://api.netlify.com" },
    publish_mode: "editorial_workflow",
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: "content/images",
    public_folder: "images",
    // A new article's folder and an uploaded picture's file are named from their titles: in
    // plain letters, so "Cyprus’s tax 🇨🇾" or "Zoë.jpg" give cyprus-s-tax and zoe.jpg (Decap
    // keeps ’, accents and emoji by default).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections,
  };
}
