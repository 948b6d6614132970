import { absoluteUrl, jsonLdString, pageTitle } from "../../src/rules/seo";

describe("pageTitle", () => {
  it("appends the site name", () => {
    expect(pageTitle("Contact Us", "Borderless Consulting")).toBe("Contact Us | Borderless Consulting");
  });

  it("keeps a title that already contains the name, whatever its case", () => {
    expect(pageTitle("Borderless Consulting | Home", "Borderless Consulting")).toBe("Borderless Consulting | Home");
    expect(pageTitle("About borderless consulting", "Borderless Consulting")).toBe("About borderless consulting");
  });

  it("falls back to the site name for an empty title and folds whitespace", () => {
    expect(pageTitle("", "Borderless Consulting")).toBe("Borderless Consulting");
    expect(pageTitle(undefined, "Borderless Consulting")).toBe("Borderless Consulting");
    expect(pageTitle("  Blog \n posts ", "Borderless Consulting")).toBe("Blog posts | Borderless Consulting");
  });

  it("appends the site name to a long title too, and never cuts it (SPEC.md: every title)", () => {
    const title = "Hidden Risks of Digital Banking for Location-Independent Entrepreneurs";
    expect(pageTitle(title, "Borderless Consulting")).toBe(`${title} | Borderless Consulting`);
    const veryLong = `${"word ".repeat(30)}end`;
    expect(pageTitle(veryLong, "Site")).toBe(`${veryLong} | Site`);
  });

  // What a founder copies from another site's habit: "Tax Strategy | Borderless" read
  // "Tax Strategy | Borderless | Borderless Consulting" in search results.
  it("writes the site's whole name in place of a short form the title already ends with", () => {
    expect(pageTitle("Tax Strategy | Borderless", "Borderless Consulting")).toBe(
      "Tax Strategy | Borderless Consulting",
    );
    expect(pageTitle("Tax Strategy - borderless", "Borderless Consulting")).toBe(
      "Tax Strategy | Borderless Consulting",
    );
    expect(pageTitle("Tax Strategy – Borderless", "Borderless Consulting")).toBe(
      "Tax Strategy | Borderless Consulting",
    );
    expect(pageTitle("Tax | Law", "Borderless Consulting")).toBe("Tax | Law | Borderless Consulting");
    expect(pageTitle("Going Borderless", "Borderless Consulting")).toBe("Going Borderless | Borderless Consulting");
  });

  it("keeps a long title that already names the site whole, without an ellipsis", () => {
    const title = "Borderless Consulting | International tax and structuring for location-independent entrepreneurs";
    expect(pageTitle(title, "Borderless Consulting")).toBe(title);
  });
});

describe("absoluteUrl", () => {
  const site = "https://example.com";

  it("adds the trailing slash to folder paths", () => {
    expect(absoluteUrl(site, "/blog")).toBe("https://example.com/blog/");
    expect(absoluteUrl(site, "/blog/")).toBe("https://example.com/blog/");
    expect(absoluteUrl(site, "/")).toBe("https://example.com/");
    expect(absoluteUrl(site, "about")).toBe("https://example.com/about/");
  });

  it("leaves file paths alone and drops query and hash", () => {
    expect(absoluteUrl(site, "/images/card.png")).toBe("https://example.com/images/card.png");
    expect(absoluteUrl(site, "/blog/?utm=x#top")).toBe("https://example.com/blog/");
  });

  it("copes with a site URL ending in a slash and keeps absolute URLs", () => {
    expect(absoluteUrl("https://example.com/", "//blog")).toBe("https://example.com/blog/");
    expect(absoluteUrl(site, "https://cdn.example.org/x.png")).toBe("https://cdn.example.org/x.png");
  });
});

describe("jsonLdString", () => {
  it("cannot close the script element it is written into", () => {
    const text = jsonLdString({ headline: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).headline).toBe("</script><script>alert(1)</script>");
  });
});
