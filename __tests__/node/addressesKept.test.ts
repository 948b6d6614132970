/** @jest-environment node */
import { keepAddresses, type PublishedPage } from "../../src/node/pages/addresses";

const ARTICLE = "content/articles/us-llc/index.md";
const SERVICE = "content/service-pages/legal.yaml";

/** Gatsby's plugin cache, as the build gets it: kept between builds of the same checkout. */
function fakeCache() {
  const store = new Map<string, unknown>();
  return {
    store,
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
}

const article = (slug: string | null, previousSlugs: string[] = []): PublishedPage => ({
  kind: "article",
  key: "8",
  file: ARTICLE,
  slug,
  previousSlugs,
});
const service = (slug: string, previousSlugs: string[] = []): PublishedPage => ({
  kind: "service",
  key: SERVICE,
  file: SERVICE,
  slug,
  previousSlugs,
});

describe("addresses a warm build keeps", () => {
  // A slug changed on GitHub without the old one under previousSlugs: the article moved, and
  // every link shared to its old address (newsletters, search results) led to the 404 page.
  it("stops a rename that would leave the last build's address leading nowhere, and says what to add", async () => {
    const cache = fakeCache();
    expect(await keepAddresses(cache, [article("us-llc"), service("legal")], "main")).toEqual([]);
    expect(await keepAddresses(cache, [article("us-llc-guide"), service("legal-services")], "main")).toEqual([
      `Article ${ARTICLE}: field "slug" is now "us-llc-guide", so /blog/us-llc/, which the last build published, would lead nowhere: add it under Previous slugs (in the CMS, Previous slugs > Add previous slug), and the old address leads to the new one; in the file:\n    previousSlugs:\n      - us-llc`,
      `${SERVICE}: field "slug" is now "legal-services", so /services/legal/, which the last build published, would lead nowhere: add it under Previous slugs (in the CMS, Previous slugs > Add previous slug), and the old address leads to the new one; in the file:\n    previousSlugs:\n      - legal`,
    ]);
  });

  it("remembers only what a build accepted, so the next build asks again", async () => {
    const cache = fakeCache();
    await keepAddresses(cache, [article("us-llc")], "main");
    await keepAddresses(cache, [article("us-llc-guide")], "main");
    expect(await keepAddresses(cache, [article("us-llc-guide")], "main")).toHaveLength(1);
    expect(await keepAddresses(cache, [article("us-llc-guide", ["us-llc"])], "main")).toEqual([]);
    // Once the old address redirects, dropping it again would lose it.
    expect(await keepAddresses(cache, [article("us-llc-guide")], "main")).toEqual([
      expect.stringMatching(/^Article \S+: field "previousSlugs" no longer lists "us-llc", so \/blog\/us-llc\/, which/),
    ]);
  });

  it("lets a page go when its file is gone, and a first slug replace the id address, which keeps redirecting", async () => {
    const cache = fakeCache();
    await keepAddresses(cache, [article(null), service("legal")], "main");
    expect(await keepAddresses(cache, [article("us-llc")], "main")).toEqual([]);
  });

  // Netlify builds drafts (branches) and production with one cache: a draft's rename must not
  // stop the production build that has not merged it yet.
  it("compares each branch with its own last build", async () => {
    const cache = fakeCache();
    await keepAddresses(cache, [article("us-llc")], "main");
    await keepAddresses(cache, [article("us-llc-guide", ["us-llc"])], "cms/articles/us-llc");
    expect(await keepAddresses(cache, [article("us-llc")], "main")).toEqual([]);
    expect(await keepAddresses(cache, [article("us-llc-guide")], "cms/articles/us-llc")).toHaveLength(1);
  });
});
