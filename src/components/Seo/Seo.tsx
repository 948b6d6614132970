import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { absoluteUrl, jsonLdString, pageTitle } from "../../rules/seo";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath } from "../../rules/socialCard";
import { palettes } from "../../styles/theme";
import { ANALYTICS_ATTRIBUTE } from "../../lib/headScripts";

export interface SeoArticle {
  author: string;
  publishedTime: string;
  modifiedTime: string;
}

export interface SeoProps {
  title?: string;
  description?: string | null;
  keywords?: string | null;
  /** Path of the page, e.g. '/blog/'. */
  pathname: string;
  /**
   * Site path or absolute URL of a 1200 x 630 image to share instead of the page's own card
   * (drawn at build time from its title at `socialCardPath(pathname)`).
   */
  image?: string | null;
  /** Alt text of the shared image; the page's full title by default. */
  imageAlt?: string;
  type?: "website" | "article";
  article?: SeoArticle;
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: object[];
  noindex?: boolean;
  children?: ReactNode;
}

/** Every page's metadata: title, description, canonical, Open Graph and Twitter cards with the page's social card. */
export function Seo({
  title,
  description,
  keywords,
  pathname,
  image,
  imageAlt,
  type = "website",
  article,
  jsonLd = [],
  noindex = false,
  children,
}: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = pageTitle(title, site.title);
  const desc = description?.trim() || site.description;
  const url = absoluteUrl(site.siteUrl, pathname);
  const imageUrl = absoluteUrl(site.siteUrl, image || socialCardPath(pathname));
  const imageText = imageAlt || fullTitle;
  // The analytics service, for the cookie-consent check the head script makes before the first paint.
  const analytics = site.analyticsScript && site.providers.analytics?.name;
  const htmlAttributes = { lang: "en", ...(analytics && { [ANALYTICS_ATTRIBUTE]: analytics }) };
  return (
    <Helmet htmlAttributes={htmlAttributes}>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <meta name="keywords" content={keywords?.trim() || site.keywords} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={palettes.light.bg} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={palettes.dark.bg} media="(prefers-color-scheme: dark)" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_HEIGHT)} />
      <meta property="og:image:alt" content={imageText} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content="en_US" />
      {article && <meta property="article:author" content={article.author} />}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageText} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdString(data)}
        </script>
      ))}
      {children}
    </Helmet>
  );
}
