import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { htmlWithCurrentAddresses, markdownWithCurrentAddresses, currentAddress } from "../../rules/links";
import { siteRedirects } from "../../rules/redirects";
import type { RedirectRule } from "../../rules/slugs";
import { excerpt } from "../../rules/text";
import { applyConditions, businessTokenInAddress, fillTokens, tokenValues, type TokenSource } from "../../rules/tokens";

/** Characters of an article's text shown on its card (blog list, home carousel). */
export const CARD_EXCERPT_LENGTH = 150;

/**
 * Types the content so queries stay valid (and typed) whatever the content folder holds.
 * Required article fields are non-null; validation with clear messages happens in createPages.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(tokensExtension);
  actions.createTypes(COPY_TYPES);
  actions.createTypes(SECTION_TYPES);
  actions.createTypes(SITE_TYPES);
  actions.createTypes(MARKDOWN_TYPES);
};

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<unknown>;
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

/**
 * The site's redirects as the content gives them now (src/node/links: an article's /blog/{id}/
 * and earlier slugs, a service page's earlier slugs). Read through the node model, so Gatsby
 * runs a query that reads them again when an article or a service page changes: after a
 * rename, a warm rebuild writes the links to the earlier address in every other file anew.
 */
function contentRedirects(nodeModel: NodeModel): Promise<RedirectRule[]> {
  // Once per query run (Gatsby gives each its own nodeModel), not once per field it fills.
  let redirects = redirectsRead.get(nodeModel);
  if (!redirects) {
    redirects = Promise.all([
      nodeModel.findAll({ type: "MarkdownRemark" }),
      nodeModel.findAll({ type: "ServicePageYaml" }),
    ]).then(([markdown, services]) =>
      siteRedirects(
        markdown.entries as Iterable<{ frontmatter?: { id?: number } }>,
        services.entries as Iterable<Record<string, unknown>>,
      ),
    );
    redirectsRead.set(nodeModel, redirects);
  }
  return redirects;
}
const redirectsRead = new WeakMap<NodeModel, Promise<RedirectRule[]>>();

/**
 * The values of `{siteName}`, the claims, the providers and the business details. A business
 * detail still to be supplied reads as content/ui.yaml's `placeholders.toBeSupplied` says.
 */
async function contentTokens(nodeModel: NodeModel, html: boolean): Promise<Record<string, string>> {
  const site = (await nodeModel.findOne({ type: "Site", query: {} })) as { siteMetadata: TokenSource };
  const ui = (await nodeModel.findOne({ type: "UiYaml", query: {} })) as {
    placeholders?: { toBeSupplied?: string };
  } | null;
  const toBeSupplied = ui?.placeholders?.toBeSupplied;
  if (site.siteMetadata.business && !toBeSupplied) {
    throw new Error('content/ui.yaml: field "placeholders.toBeSupplied" is missing or empty');
  }
  return tokenValues(site.siteMetadata, { toBeSupplied, html });
}

/**
 * `@tokens` on a text field: `{years}`, `{countries}`, … in the YAML are replaced with the
 * claims from content/site.yaml when the field is queried (see src/rules/tokens.ts), and a link
 * to a page's earlier address, `[words](/blog/old-slug/)`, is written with its address now.
 */
export const tokensExtension = {
  name: "tokens",
  extend() {
    return {
      async resolve(
        source: Record<string, unknown>,
        _args: unknown,
        context: { nodeModel: NodeModel },
        info: GraphQLResolveInfo,
      ) {
        const value = source[info.fieldName];
        if (value === null || value === undefined) return value;
        const values = await contentTokens(context.nodeModel, false);
        const redirects = await contentRedirects(context.nodeModel);
        const where = `${info.parentType?.name ?? "content"}.${info.fieldName}`;
        const filled = (text: unknown) =>
          markdownWithCurrentAddresses(fillTokens(String(text), values, where), redirects);
        return Array.isArray(value) ? value.map(filled) : filled(value);
      },
    };
  },
};

/** Markdown files: articles (content/articles/), the legal pages and the ebook share one front matter type. */
export const MARKDOWN_TYPES = `
  type MarkdownRemark implements Node {
    frontmatter: Frontmatter!
    fields: MarkdownRemarkFields!
  }
  type MarkdownRemarkFields {
    isArticle: Boolean!
    path: String!
    readingMinutes: Int!
  }
  type Frontmatter {
    id: Int!
    slug: String
    previousSlugs: [String!]
    title: String!
    metaDescription: String! @tokens
    image: File @fileByRelativePath
    date: String!
    publishedDate: Date! @dateformat
    modifiedDate: Date! @dateformat
    author: String! @tokens
    keywords: String!
    lastUpdated: String
  }
`;

/** Site metadata the build computes; content/site.yaml does not hold them. */
export const COMPUTED_SITE_FIELDS: ReadonlySet<string> = new Set(["buildYear", "buildDate"]);

/** The site settings (content/site.yaml, read by src/node/siteConfig.ts) as pages query them. */
export const SITE_TYPES = `
  type SiteSiteMetadata {
    title: String!
    shortName: String!
    siteUrl: String!
    description: String!
    keywords: String!
    claims: SiteClaims!
    logo: SiteLogo!
    schedulingUrl: String!
    social: SiteSocial!
    forms: SiteForms!
    providers: SiteProviders!
    cms: SiteCms!
    ebookUrl: String!
    analyticsScript: String!
    buildYear: Int!
    buildDate: String!
    illustrative: Boolean!
    business: SiteBusiness!
  }
  type SiteBusiness {
    legalName: String!
    address: String!
    email: String!
    companyNumber: String!
    vatNumber: String!
  }
  type SiteClaims {
    countries: String!
    years: String!
    agencies: String!
    agencyCountries: String!
    callMinutes: Int!
    processSteps: Int!
  }
  type SiteLogo { src: String! fallback: String! }
  type SiteSocial { instagram: String! linkedin: String! }
  type SiteForms { contact: String! ebook: String! newsletter: String! }
  type SiteProviders {
    hosting: SiteProvider!
    forms: SiteProvider!
    newsletter: SiteProvider!
    scheduling: SiteProvider!
    analytics: SiteProvider
  }
  type SiteProvider { name: String! privacyUrl: String! serviceDomain: String }
  type SiteCms { repo: String! branch: String! }
`;

/** The lists and blocks that several pages share (content/*.yaml). */
export const SECTION_TYPES = `
  type TestimonialsYaml implements Node @dontInfer {
    quote: String!
    author: String!
    title: String!
  }
  type ProcessYaml implements Node @dontInfer {
    icon: String!
    title: String! @tokens
    description: String! @tokens
  }
  type LogosYaml implements Node @dontInfer {
    src: File! @fileByRelativePath
    alt: String!
  }
  type PurposeYaml implements Node @dontInfer {
    missionTitle: String!
    mission: String!
    visionTitle: String!
    vision: String!
    borderlessTitle: String!
    borderless: String!
    principle: PurposePrinciple!
  }
  type PurposePrinciple { label: String! text: String! source: String! }
  type TeamYaml implements Node @dontInfer {
    name: String
    role: String!
    bio: String! @tokens
    facts: [String!] @tokens
    image: File @fileByRelativePath
  }
  type MediaYaml implements Node @dontInfer {
    podcasts: [MediaPodcast!]!
    publications: [MediaPublication!]!
  }
  type MediaPodcast {
    id: Int!
    podcastName: String!
    episodeTitle: String!
    host: String!
    date: String!
    description: String!
    links: MediaPodcastLinks!
  }
  type MediaPodcastLinks {
    spotify: String!
    youtube: String!
  }
  type MediaPublication {
    id: Int!
    publication: String!
    title: String!
    date: String!
    excerpt: String!
    link: String!
  }
`;

/** Page copy and service pages (content/pages/*.yaml, content/service-pages/*.yaml). */
export const COPY_TYPES = `
  type CopySeo { title: String! @tokens description: String! @tokens }
  type CopyHero { kicker: String @tokens title: String! @tokens intro: String @tokens }
  type CopyHeading { kicker: String @tokens title: String! @tokens intro: String @tokens }
  type CopyItem { title: String! @tokens text: String @tokens }
  type CopyCta { title: String! @tokens text: String! @tokens }
  type CopyFaq { question: String! @tokens answer: String! @tokens }

  type ServicePageYaml implements Node @dontInfer {
    slug: String!
    previousSlugs: [String!]
    order: Int!
    partOf: String
    title: String! @tokens
    navLabel: String! @tokens
    summary: String! @tokens
    bullets: [String!]! @tokens
    seo: CopySeo!
    hero: CopyHero!
    sections: [ServiceSection!]!
    faq: [CopyFaq!]!
    cta: CopyCta!
    homeCard: ServiceHomeCard
    sources: [CopySource!]
    changes: [CopyChange!]
  }
  type ServiceHomeCard { title: String! @tokens icon: String! }
  type CopySource { title: String! url: String! }
  type CopyChange { date: String! note: String! }
  type ServiceSection {
    kind: String!
    kicker: String @tokens
    title: String! @tokens
    intro: String @tokens
    items: [CopyItem!]
  }

  type PageServicesYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: CopyHero!
    cards: CopyHeading!
    whyChoose: CopyList!
    providersNote: ProvidersNote!
    faq: CopyHeading!
    sources: ServiceSourcesCopy!
    cta: CopyCta!
  }
  type ServiceSourcesCopy { title: String! @tokens intro: String! @tokens changesTitle: String! @tokens }
  type CopyList { kicker: String @tokens title: String! @tokens intro: String @tokens items: [CopyItem!]! }
  type ProvidersNote { title: String! @tokens text: String! @tokens linkLabel: String! @tokens }

  type PageLandingYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: LandingHero!
    intro: LandingText!
    trust: CopyList!
    pains: LandingPains!
    schedule: LandingSchedule!
    proof: CopyHeading!
    process: CopyHeading!
    note: LandingNote!
    footer: LandingFooter!
  }
  type LandingHero { kicker: String @tokens title: String! @tokens intro: String! @tokens button: String! @tokens }
  type LandingText { title: String! @tokens text: String! @tokens }
  type LandingPains { title: String! @tokens items: [CopyItem!]! button: String! @tokens }
  type LandingSchedule { title: String! @tokens text: String! @tokens frameTitle: String! @tokens notice: String! @tokens load: String! @tokens fallback: String! @tokens }
  type LandingNote { title: String! @tokens paragraphs: [String!]! @tokens signoff: String! @tokens }
  type LandingFooter { text: String! @tokens privacyLabel: String! @tokens }

  type PageHomeYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: HomeHero!
    services: CopyHeading!
    purpose: CopyHeading!
    process: CopyHeading!
    founder: CopyHeading!
    testimonials: CopyHeading!
    logos: CopyHeading!
    articles: HomeArticles!
  }
  type HomeHero { words: [String!]! intro: String! @tokens claims: [HomeClaim!]! }
  type HomeClaim { value: String! @tokens text: String! @tokens }
  type HomeArticles { kicker: String @tokens allArticles: String! @tokens }

  type PageAboutYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: CopyHero!
    team: CopyHeading!
    media: CopyHeading!
    logos: CopyHeading!
  }

  type PageHowWeWorkYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: CopyHero!
    steps: CopyHeading!
    cta: CopyCta!
  }

  type PageWhatWeDoYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: CopyHero!
    pillars: CopyHeading!
    details: CopyHeading!
    process: ProcessLinkHeading!
  }
  type ProcessLinkHeading { kicker: String @tokens title: String! @tokens link: String! @tokens }

  type PageTestimonialsYaml implements Node @dontInfer {
    seo: CopySeo!
    hero: CopyHero!
    cta: CopyCta!
  }

  type PageBlogYaml implements Node @dontInfer {
    seo: BlogSeo!
    hero: CopyHero!
    pagination: BlogPagination!
  }
  type BlogSeo { title: String! @tokens titlePaged: String! description: String! @tokens }
  type BlogPagination { label: String! page: String! }

  type PageNotFoundYaml implements Node @dontInfer {
    seo: CopySeo!
    notFound: String! @tokens
    blogNotFound: String! @tokens
  }

  type CtaYaml implements Node @dontInfer {
    title: String! @tokens
    text: String! @tokens
  }

  type PageContactYaml implements Node @dontInfer {
    seo: CopySeo!
    title: String! @tokens
    intro: String! @tokens
    form: CopyHeading!
    aside: ContactAside!
  }
  type ContactAside { title: String! @tokens text: String! @tokens button: String! @tokens privacy: String! @tokens privacyLabel: String! @tokens }

  type PageEbookYaml implements Node @dontInfer {
    seo: CopySeo!
    title: String! @tokens
    intro: String! @tokens
    learn: EbookLearn!
    cover: EbookCover!
    form: CopyHeading!
    details: String! @tokens
  }
  type EbookLearn { title: String! @tokens intro: String @tokens items: [String!]! @tokens }
  type EbookCover { image: File! @fileByRelativePath alt: String! @tokens badge: String! @tokens }

  type UiYaml implements Node @dontInfer {
    skipLink: String!
    navigation: UiNavigation!
    footer: UiFooter!
    cookieBanner: UiCookieBanner!
    labels: UiLabels!
    illustrative: UiIllustrative!
    placeholders: UiPlaceholders!
  }
  type UiIllustrative {
    label: String!
    testimonials: String!
    logos: String!
    media: String!
    photos: String!
    mark: String!
    someTestimonials: String!
    someLogos: String!
  }
  type UiPlaceholders { toBeSupplied: String! }
  type UiLink { label: String! @tokens to: String! }
  type UiNavigation {
    label: String!
    mobileLabel: String!
    before: [UiLink!]!
    services: String!
    after: [UiLink!]!
    openMenu: String!
    closeMenu: String!
  }
  type UiFooter {
    exploreTitle: String!
    exploreLabel: String!
    servicesTitle: String!
    links: [UiLink!]!
    copyright: String! @tokens
  }
  type UiCookieBanner {
    label: String!
    text: String! @tokens
    textWithoutAnalytics: String! @tokens
    close: String!
    settings: String!
  }
  type UiLabels {
    opensInNewTab: String!
    previous: String!
    next: String!
    pause: String!
    theme: String!
    themeSwitch: String!
    themeModes: UiThemeModes!
    carousel: String!
    step: String!
    minRead: String!
    updated: String!
    moreArticles: String!
    newerArticle: String!
    olderArticle: String!
    articleCarousel: String!
    articles: String!
    logoCarousel: String!
    logos: String!
    podcast: String!
    article: String!
    hostedBy: String!
    listenOnSpotify: String!
    watchOnYoutube: String!
    readOn: String!
    instagram: String!
    linkedin: String!
  }
  type UiThemeModes { light: String! dark: String! system: String! }

  type FormsYaml implements Node @dontInfer {
    fieldTooLong: String!
    fieldEmpty: String!
    honeypot: String!
    contact: ContactFormCopy!
    newsletter: NewsletterCopy!
  }
  type ContactFormCopy { notDelivered: String! retry: String! checkFields: String! }
  type NewsletterCopy {
    title: String!
    formLabel: String!
    intro: String! @tokens
    label: String!
    placeholder: String!
    submit: String!
    success: String!
    failed: String!
  }
`;

/**
 * `cardExcerpt` on articles: the card's excerpt, computed at build time from the rendered HTML.
 * Cards used to query the whole `html` and cut it in the browser, which put every listed
 * article's full text into the page data of the home page and the blog list.
 */
export const cardExcerptResolver = {
  type: "String!",
  async resolve(source: unknown, _args: unknown, context: unknown, info: GraphQLResolveInfo): Promise<string> {
    const type = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
    const html = type.getFields().html.resolve as GraphQLFieldResolver<unknown, unknown>;
    const rendered = await html(source, {}, context, { ...info, fieldName: "html" });
    return excerpt(typeof rendered === "string" ? rendered : "", CARD_EXCERPT_LENGTH);
  },
};

/** `htmlWithTokens` on markdown pages (legal texts): the rendered HTML with `{siteName}`, claims, … filled in. */
export const htmlWithTokensResolver = {
  type: "String!",
  async resolve(
    source: unknown,
    _args: unknown,
    context: { nodeModel: NodeModel },
    info: GraphQLResolveInfo,
  ): Promise<string> {
    const type = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
    const html = type.getFields().html.resolve as GraphQLFieldResolver<unknown, unknown>;
    const rendered = await html(source, {}, context, { ...info, fieldName: "html" });
    const site = (await context.nodeModel.findOne({ type: "Site", query: {} })) as { siteMetadata: TokenSource };
    const file = (source as { fileAbsolutePath?: string }).fileAbsolutePath ?? "markdown";
    // In a link's address markdown escapes the braces: [policy]({formsPrivacyUrl}).
    const withBraces = (typeof rendered === "string" ? rendered : "").replace(/%7B([a-zA-Z]+)%7D/g, "{$1}");
    const configured = applyConditions(
      withBraces,
      { analytics: Boolean(site.siteMetadata.providers?.analytics) },
      file,
    );
    businessTokenInAddress(configured, file);
    const filled = fillTokens(configured, await contentTokens(context.nodeModel, true), file);
    // A link whose address was a placeholder leaves the site only now, so it gets what
    // plugins/gatsby-remark-external-links gives the others: a new tab, no opener.
    return filled.replace(/<a href="(https?:\/\/[^"]+)">/g, '<a href="$1" target="_blank" rel="noopener noreferrer">');
  },
};

/**
 * `html` of every markdown file (articles, legal pages) as gatsby-transformer-remark renders it,
 * with its links to a page's earlier address written with the address now. The fields above
 * that read `html` read it so too.
 */
export const currentLinksHtmlResolver = {
  async resolve(
    source: unknown,
    args: unknown,
    context: { nodeModel: NodeModel },
    info: GraphQLResolveInfo & { originalResolver: GraphQLFieldResolver<unknown, unknown> },
  ): Promise<unknown> {
    const html = await info.originalResolver(source, args, context, info);
    return typeof html === "string" ? htmlWithCurrentAddresses(html, await contentRedirects(context.nodeModel)) : html;
  },
};

/** A menu link's address (content/ui.yaml), written to a page's earlier address, as its address now. */
export const currentAddressResolver = {
  async resolve(source: { to?: unknown }, _args: unknown, context: { nodeModel: NodeModel }): Promise<unknown> {
    return typeof source.to === "string"
      ? currentAddress(source.to, await contentRedirects(context.nodeModel))
      : source.to;
  },
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    MarkdownRemark: {
      html: currentLinksHtmlResolver,
      cardExcerpt: cardExcerptResolver,
      htmlWithTokens: htmlWithTokensResolver,
    },
    UiLink: { to: currentAddressResolver },
  });
};
