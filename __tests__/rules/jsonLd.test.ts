import { articleJsonLd, articlePageJsonLd } from "../../src/rules/jsonLd";
import { testSiteMetadata } from "../helpers/site";

describe("article JSON-LD", () => {
  const site = testSiteMetadata();
  const [article, organization, breadcrumbs] = articlePageJsonLd(site, {
    title: "Tax Residency Explained",
    description: "How residency works.",
    path: "/blog/tax-residency-guide-183-day-rule/",
    image: "/static/abc/cover.jpg",
    author: "Borderless Consulting",
    publishedDate: "2025-03-12T09:00:00.000Z",
    modifiedDate: "2025-04-02T09:00:00.000Z",
    keywords: "tax residency, 183-day rule",
  });

  it("describes the article with absolute URLs and dates", () => {
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Tax Residency Explained",
      mainEntityOfPage: "https://borderlessconsulting.netlify.app/blog/tax-residency-guide-183-day-rule/",
      image: "https://borderlessconsulting.netlify.app/static/abc/cover.jpg",
      datePublished: "2025-03-12T09:00:00.000Z",
      dateModified: "2025-04-02T09:00:00.000Z",
      author: { "@type": "Organization", name: "Borderless Consulting" },
      publisher: { "@id": "https://borderlessconsulting.netlify.app/#organization" },
    });
  });

  it("names a person author as a Person", () => {
    const withPerson = articleJsonLd(site, {
      title: "T",
      description: "D",
      path: "/blog/t/",
      author: "Jane Doe",
      publishedDate: "2025-01-01",
      modifiedDate: "2025-01-01",
      keywords: "k",
    });
    expect(withPerson.author).toEqual({ "@type": "Person", name: "Jane Doe" });
  });

  it("describes the organisation with its logo and social profiles", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Borderless Consulting",
      url: "https://borderlessconsulting.netlify.app/",
      logo: "https://borderlessconsulting.netlify.app/images/logo-mark.svg",
      sameAs: [site.social.instagram, site.social.linkedin],
    });
  });

  it("gives the breadcrumb trail Home › Blog › Article", () => {
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://borderlessconsulting.netlify.app/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://borderlessconsulting.netlify.app/blog/" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Tax Residency Explained",
          item: "https://borderlessconsulting.netlify.app/blog/tax-residency-guide-183-day-rule/",
        },
      ],
    });
  });
});
