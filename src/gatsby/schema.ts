import type { GatsbyNode } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { excerpt } from "../content/text";

/** Characters of an article's text shown on its card (blog list, home carousel). */
export const CARD_EXCERPT_LENGTH = 150;

/**
 * Types the content so queries stay valid (and typed) whatever the content folder holds.
 * Required article fields are non-null; validation with clear messages happens in createPages.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteSiteMetadata {
      title: String!
      shortName: String!
      siteUrl: String!
      description: String!
      keywords: String!
      founder: SiteFounder!
      claims: SiteClaims!
      logo: SiteLogo!
      schedulingUrl: String!
      social: SiteSocial!
      forms: SiteForms!
      providers: SiteProviders!
      ebookUrl: String!
      analyticsScript: String!
      buildYear: Int!
      buildDate: String!
    }
    type SiteFounder { name: String! jobTitle: String! }
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
    type SiteProviders { forms: SiteProvider! scheduling: SiteProvider! }
    type SiteProvider { name: String! privacyUrl: String! }

    type MarkdownRemark implements Node {
      frontmatter: Frontmatter!
      fields: MarkdownRemarkFields!
    }
    type MarkdownRemarkFields {
      path: String!
      readingMinutes: Int!
    }
    type Frontmatter {
      id: Int!
      slug: String
      title: String!
      metaDescription: String!
      image: File @fileByRelativePath
      date: String!
      publishedDate: Date! @dateformat
      modifiedDate: Date! @dateformat
      author: String!
      keywords: String!
    }

    type TestimonialsYaml implements Node {
      quote: String!
      author: String!
      title: String!
    }
    type ProcessYaml implements Node {
      icon: String!
      title: String!
      description: String!
    }
    type ServicesYaml implements Node {
      icon: String!
      title: String!
      description: String!
      link: String!
      subServices: [String!]!
    }
    type LogosYaml implements Node {
      src: File! @fileByRelativePath
      alt: String!
    }
    type PurposeYaml implements Node {
      mission: String!
      vision: String!
      borderlessTitle: String!
      borderless: String!
    }
    type TeamYaml implements Node {
      name: String
      role: String!
      bio: String!
      image: File @fileByRelativePath
    }
    type MediaYaml implements Node {
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
  `);
};

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

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({ MarkdownRemark: { cardExcerpt: cardExcerptResolver } });
};
