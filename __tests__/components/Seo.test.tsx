import { cleanup, render, waitFor } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "../../src/components/Seo";
import { ANALYTICS_ATTRIBUTE } from "../../src/lib/headScripts";
import { testContentYaml, testSiteMetadata } from "../helpers/site";

const meta = (attr: "name" | "property", key: string) =>
  document.head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute("content");

async function renderSeo(props: Parameters<typeof Seo>[0]) {
  render(<Seo {...props} />);
  await waitFor(() => expect(document.title).not.toBe(""));
}

describe("Seo", () => {
  afterEach(() => {
    document.title = "";
  });

  it("writes title, description, keywords, canonical and social cards", async () => {
    await renderSeo({ title: "Contact Us", description: "Talk to us.", keywords: "tax, nomads", pathname: "/contact" });
    expect(document.title).toBe("Contact Us | Borderless Consulting");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(meta("name", "description")).toBe("Talk to us.");
    expect(meta("name", "keywords")).toBe("tax, nomads");
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://borderlessconsulting.netlify.app/contact/",
    );
    expect(meta("property", "og:title")).toBe("Contact Us | Borderless Consulting");
    expect(meta("property", "og:description")).toBe("Talk to us.");
    expect(meta("property", "og:type")).toBe("website");
    expect(meta("property", "og:url")).toBe("https://borderlessconsulting.netlify.app/contact/");
    expect(meta("property", "og:image")).toBe("https://borderlessconsulting.netlify.app/social/contact.png");
    expect(meta("property", "og:image:width")).toBe("1200");
    expect(meta("property", "og:image:height")).toBe("630");
    expect(meta("property", "og:image:alt")).toBe("Contact Us | Borderless Consulting");
    expect(meta("property", "og:site_name")).toBe("Borderless Consulting");
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(meta("name", "twitter:title")).toBe("Contact Us | Borderless Consulting");
    expect(meta("name", "twitter:description")).toBe("Talk to us.");
    expect(meta("name", "twitter:image")).toBe("https://borderlessconsulting.netlify.app/social/contact.png");
    expect(meta("name", "twitter:image:alt")).toBe("Contact Us | Borderless Consulting");
    // Open Graph tags use property=, never name=.
    expect(document.head.querySelector('meta[name^="og:"]')).toBeNull();
  });

  it("falls back to the site's description and keywords, and to the bare name without a title", async () => {
    await renderSeo({ pathname: "/" });
    expect(document.title).toBe("Borderless Consulting");
    expect(meta("name", "description")).toMatch(/^International tax strategy/);
    expect(meta("name", "keywords")).toMatch(/digital nomad tax/);
    expect(meta("property", "og:image")).toBe("https://borderlessconsulting.netlify.app/social/home.png");
  });

  it("adds article times, author and JSON-LD for articles", async () => {
    await renderSeo({
      title: "A guide",
      pathname: "/blog/a-guide/",
      type: "article",
      image: "/static/abc/cover.jpg",
      imageAlt: "A guide",
      article: {
        author: "Borderless Consulting",
        publishedTime: "2025-03-12T09:00:00.000Z",
        modifiedTime: "2025-04-02T09:00:00.000Z",
      },
      jsonLd: [{ "@type": "BlogPosting", headline: "A guide" }],
    });
    expect(meta("property", "og:type")).toBe("article");
    expect(meta("property", "article:author")).toBe("Borderless Consulting");
    expect(meta("property", "article:published_time")).toBe("2025-03-12T09:00:00.000Z");
    expect(meta("property", "article:modified_time")).toBe("2025-04-02T09:00:00.000Z");
    // A page's own image replaces its generated card.
    expect(meta("property", "og:image")).toBe("https://borderlessconsulting.netlify.app/static/abc/cover.jpg");
    expect(meta("name", "twitter:image")).toBe("https://borderlessconsulting.netlify.app/static/abc/cover.jpg");
    expect(meta("property", "og:image:alt")).toBe("A guide");
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? "")).toEqual({ "@type": "BlogPosting", headline: "A guide" });
  });

  it("names on <html> the analytics service content/site.yaml runs, for the consent check before the first paint", async () => {
    expect(testSiteMetadata().analyticsScript).toBe("");
    await renderSeo({ pathname: "/" });
    expect(document.documentElement).not.toHaveAttribute(ANALYTICS_ATTRIBUTE);
    cleanup();
    // As the build makes it once analyticsScript is set: the service named under providers.analytics.
    const site = testSiteMetadata({}, { GATSBY_ANALYTICS_SCRIPT: "https://plausible.io/js/script.js" });
    const service = testContentYaml<{ providers: { analytics: { name: string } } }>("site.yaml").providers.analytics
      .name;
    expect(site.providers.analytics?.name).toBe(service);
    const current = (useStaticQuery as jest.Mock)();
    (useStaticQuery as jest.Mock).mockReturnValue({ ...current, site: { siteMetadata: site } });
    await renderSeo({ pathname: "/" });
    await waitFor(() => expect(document.documentElement).toHaveAttribute(ANALYTICS_ATTRIBUTE, service));
  });

  it("can keep a page out of search results", async () => {
    await renderSeo({ title: "Page not found", pathname: "/404/", noindex: true });
    expect(meta("name", "robots")).toBe("noindex");
  });
});

describe("Seo titles (SPEC.md: '<page title> | <site name>' on every page)", () => {
  afterEach(() => {
    document.title = "";
  });

  it("keeps the site name after a long article title, in the document title and the social titles alike", async () => {
    const title = "Hidden Risks of Digital Banking for Location-Independent Entrepreneurs";
    await renderSeo({ title, pathname: "/blog/digital-banking/", type: "article" });
    const full = `${title} | Borderless Consulting`;
    expect(document.title).toBe(full);
    expect(meta("property", "og:title")).toBe(full);
    expect(meta("name", "twitter:title")).toBe(full);
  });

  it("adds nothing to a title that already names the site", async () => {
    await renderSeo({ title: "Borderless Consulting | Tax for nomads", pathname: "/" });
    expect(document.title).toBe("Borderless Consulting | Tax for nomads");
    expect(meta("property", "og:title")).toBe("Borderless Consulting | Tax for nomads");
  });
});
