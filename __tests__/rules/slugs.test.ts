import yaml from "js-yaml";
import { SLUG_PATTERN, slugFrom, slugRef } from "../../src/rules/slugs";

describe("slugRef, a page's slugs as its file holds them", () => {
  it("reads them as written in YAML: spaces around them trimmed, a year read as a number kept as its digits", () => {
    const data = yaml.load("slug: ' tax-guide '\npreviousSlugs:\n  - 2025\n  - old-guide\n");
    expect(slugRef(data as Record<string, unknown>)).toEqual({
      slug: "tax-guide",
      previousSlugs: ["2025", "old-guide"],
    });
  });

  it("leaves out an empty slug and empty entries, which lead nowhere", () => {
    const data = yaml.load("slug: ''\npreviousSlugs:\n  -\n  - ' '\n  - old-guide\n");
    expect(slugRef(data as Record<string, unknown>)).toEqual({ slug: null, previousSlugs: ["old-guide"] });
    expect(slugRef({})).toEqual({ slug: null, previousSlugs: [] });
  });
});

describe("slugFrom, a slug suggested for a title", () => {
  it.each([
    ["Moving to Portugal: the NHR's successor (IFICI)", "moving-to-portugal-the-nhrs-successor-ifici"],
    ["Société à responsabilité limitée – ça marche?", "societe-a-responsabilite-limitee-ca-marche"],
    ["2027: U.S. LLCs & the 183-day rule", "2027-u-s-llcs-the-183-day-rule"],
  ])("%s → %s", (title, slug) => {
    expect(slugFrom(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("keeps a long title's slug to 60 characters, cut between words", () => {
    const slug = slugFrom(
      "Why international tax advice fails digital nomads, and what to ask an adviser before you move",
    );
    expect(slug).toBe("why-international-tax-advice-fails-digital-nomads-and-what");
    expect(slug.length).toBeLessThanOrEqual(60);
  });

  it("suggests nothing for a title without letters or digits", () => {
    expect(slugFrom(" ?! ")).toBe("");
  });
});
