import { absoluteUrl, jsonLdString, pageTitle, TITLE_MAX_LENGTH } from "../../src/rules/seo";

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

  it("drops the site name when the whole title would be longer than 70 characters", () => {
    const title = "Tax Residency Explained: The 183-Day Rule and Where It Doesn't Apply"; // 68
    expect(pageTitle(title, "Borderless Consulting")).toBe(title);
    const fits = "A".repeat(70 - " | Borderless Consulting".length);
    expect(pageTitle(fits, "Borderless Consulting")).toBe(`${fits} | Borderless Consulting`);
    expect(pageTitle(`${fits}B`, "Borderless Consulting")).toBe(`${fits}B`);
  });

  it("cuts a title that is still too long at a word boundary, with an ellipsis, within 70 characters", () => {
    const long = "Hidden Risks of Digital Banking for Location-Independent Entrepreneurs and Their Companies";
    const cut = pageTitle(long, "Borderless Consulting");
    expect(cut).toBe("Hidden Risks of Digital Banking for Location-Independent…");
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    // A single word longer than the limit is cut inside the word.
    expect(pageTitle("x".repeat(90), "Borderless Consulting")).toBe(`${"x".repeat(69)}…`);
    // Punctuation left before the cut is dropped.
    expect(pageTitle(`${"word ".repeat(12)}tails, extra words`, "Site")).toBe(`${"word ".repeat(12)}tails…`);
  });

  it("keeps every title at most 70 characters", () => {
    for (let n = 1; n < 120; n += 1) {
      expect(pageTitle("ab ".repeat(n), "Borderless Consulting").length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    }
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
