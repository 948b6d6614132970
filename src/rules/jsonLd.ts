import { absoluteUrl } from "./seo";

export interface JsonLdSite {
  title: string;
  siteUrl: string;
  description: string;
  logo: { src: string };
  social: { instagram: string; linkedin: string };
}

export interface JsonLdArticle {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  author: string;
  publishedDate: string;
  modifiedDate: string;
  keywords: string;
}

export function organizationJsonLd(site: JsonLdSite) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(site.siteUrl, "/")}#organization`,
    name: site.title,
    url: absoluteUrl(site.siteUrl, "/"),
    description: site.description,
    logo: absoluteUrl(site.siteUrl, site.logo.src),
    sameAs: [site.social.instagram, site.social.linkedin].filter(Boolean),
  };
}

export function breadcrumbJsonLd(site: JsonLdSite, trail: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(site.siteUrl, item.path),
    })),
  };
}

export function articleJsonLd(site: JsonLdSite, article: JsonLdArticle) {
  const url = absoluteUrl(site.siteUrl, article.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.description,
    ...(article.image ? { image: absoluteUrl(site.siteUrl, article.image) } : {}),
    datePublished: article.publishedDate,
    dateModified: article.modifiedDate,
    keywords: article.keywords,
    inLanguage: "en",
    author:
      article.author === site.title
        ? { "@type": "Organization", name: article.author, url: absoluteUrl(site.siteUrl, "/") }
        : { "@type": "Person", name: article.author },
    publisher: { "@id": `${absoluteUrl(site.siteUrl, "/")}#organization` },
  };
}

/** The three structured-data objects every article page carries. */
export function articlePageJsonLd(site: JsonLdSite, article: JsonLdArticle) {
  return [
    articleJsonLd(site, article),
    organizationJsonLd(site),
    breadcrumbJsonLd(site, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog/" },
      { name: article.title, path: article.path },
    ]),
  ];
}
