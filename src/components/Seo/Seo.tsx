import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { absoluteUrl, jsonLdString, pageTitle } from "../../content/seo";
import { palettes } from "../../styles/theme";

export const DEFAULT_SOCIAL_IMAGE = "/images/social-card.png";

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
  /** Site path or absolute URL of the social card image. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  article?: SeoArticle;
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: object[];
  noindex?: boolean;
  children?: ReactNode;
}

/** Every page's metadata: title, description, canonical, Open Graph and Twitter cards. */
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
  const imageUrl = absoluteUrl(site.siteUrl, image || DEFAULT_SOCIAL_IMAGE);
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
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
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content="en_US" />
      {article && <meta property="article:author" content={article.author} />}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdString(data)}
        </script>
      ))}
      {children}
    </Helmet>
  );
}
