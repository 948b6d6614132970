import yaml from "js-yaml";
import { slugRef } from "../../src/rules/slugs";

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
