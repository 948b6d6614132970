/** @jest-environment node */
import fs from "fs";
import path from "path";
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

const article = (slug: string | null, previousSlugs: string[] = [], id = "8", file = ARTICLE): PublishedPage => ({
  kind: "article",
  key: id,
  file,
  slug,
  previousSlugs,
});
const service = (slug: string, previousSlugs: string[] = [], file = SERVICE): PublishedPage => ({
  kind: "service",
  key: file,
  file,
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

  // Renamed on GitHub with its slug (the CMS never renames a file): the old file is gone and a
  // new one came, so a check that followed the file saw a new page and a removed one, and
  // /services/legal/ answered 404 with no redirect.
  it("stops a service page whose file and slug changed together, naming the new file and the lines to add there", async () => {
    const cache = fakeCache();
    const renamed = "content/service-pages/legal-services.yaml";
    const cfo = service("fractional-cfo", [], "content/service-pages/fractional-cfo.yaml");
    await keepAddresses(cache, [service("legal"), cfo], "main");
    expect(await keepAddresses(cache, [service("legal-services", [], renamed), cfo], "main")).toEqual([
      `${SERVICE} is gone and ${renamed} is new, so /services/legal/, which the last build published, would lead nowhere. If the new file is that page under a new name, add its old slug under Previous slugs there, and the old address leads to the new one; if you removed the page on purpose and the new file is another page, publish the removal on its own first (a page removed with no new one beside it is let go). In ${renamed}:\n    previousSlugs:\n      - legal`,
    ]);
    // The lines it gives let the build through, and the next build keeps the old address.
    expect(await keepAddresses(cache, [service("legal-services", ["legal"], renamed), cfo], "main")).toEqual([]);
    expect(await keepAddresses(cache, [service("legal-services", [], renamed), cfo], "main")).toEqual([
      expect.stringMatching(
        /^content\/service-pages\/legal-services\.yaml: field "previousSlugs" no longer lists "legal", so \/services\/legal\/, which/,
      ),
    ]);
  });

  it("stops an article whose folder, id and slug changed together, naming the new file, its old slug and its id", async () => {
    const cache = fakeCache();
    const renamed = "content/articles/us-llc-guide/index.md";
    await keepAddresses(cache, [article("us-llc", ["llc-basics"])], "main");
    expect(await keepAddresses(cache, [article("us-llc-guide", [], "12", renamed)], "main")).toEqual([
      `Article ${ARTICLE} is gone and ${renamed} is new, so /blog/us-llc/, /blog/8/ and /blog/llc-basics/, which the last build published, would lead nowhere. If the new file is that article under a new name, put back its id and add its old slugs under Previous slugs there, and the old addresses lead to the new one; if you removed the article on purpose and the new file is another article, publish the removal on its own first (an article removed with no new one beside it is let go). In ${renamed}:\n    id: 8\n    previousSlugs:\n      - us-llc\n      - llc-basics`,
    ]);
    expect(
      await keepAddresses(cache, [article("us-llc-guide", ["us-llc", "llc-basics"], "8", renamed)], "main"),
    ).toEqual([]);
  });

  // The id address (/blog/8/) of an article with a slug leads to it; a new id dropped it unsaid.
  it("stops an article whose id changed, which would leave /blog/{old id}/ leading nowhere", async () => {
    const cache = fakeCache();
    await keepAddresses(cache, [article("us-llc")], "main");
    expect(await keepAddresses(cache, [article("us-llc", [], "12")], "main")).toEqual([
      `Article ${ARTICLE}: field "id" is now "12", so /blog/8/, which the last build published, would lead nowhere: put the id back (an article keeps the id it was published with, and /blog/8/ keeps leading to it); in the file:\n    id: 8`,
    ]);
  });

  it("names each new file of the kind when more than one came with the page that is gone", async () => {
    const cache = fakeCache();
    await keepAddresses(cache, [service("legal")], "main");
    const a = "content/service-pages/legal-services.yaml";
    const b = "content/service-pages/contracts.yaml";
    expect(await keepAddresses(cache, [service("legal-services", [], a), service("contracts", [], b)], "main")).toEqual(
      [
        `${SERVICE} is gone and ${a} and ${b} are new, so /services/legal/, which the last build published, would lead nowhere. If one of the new files is that page under a new name, add its old slug under Previous slugs there, and the old address leads to the new one; if you removed the page on purpose and the new files are other pages, publish the removal on its own first (a page removed with no new one beside it is let go). In that file:\n    previousSlugs:\n      - legal`,
      ],
    );
  });

  // "An article or service page deleted with its file is let go" (docs/editing.md).
  it("lets a removed page go when no new page of its kind came with it, even beside a new page of the other kind", async () => {
    const cache = fakeCache();
    const residency = article("residency-basics", [], "12", "content/articles/residency-basics/index.md");
    await keepAddresses(cache, [article("us-llc"), service("legal")], "main");
    // The service page removed while a new article came: nothing new of its kind.
    expect(await keepAddresses(cache, [article("us-llc"), residency], "main")).toEqual([]);
    // The article removed while a new service page came.
    const contracts = service("contracts", [], "content/service-pages/contracts.yaml");
    expect(await keepAddresses(cache, [residency, contracts], "main")).toEqual([]);
    // And a removal alone.
    expect(await keepAddresses(cache, [residency], "main")).toEqual([]);
  });

  it("keeps an address that another page now shows or leads to", async () => {
    const cache = fakeCache();
    const other = "content/articles/residency/index.md";
    await keepAddresses(cache, [article("us-llc"), article("residency", [], "3", other)], "main");
    // The article is gone and its readers are sent to another one, as docs/editing.md says.
    expect(await keepAddresses(cache, [article("residency", ["us-llc"], "3", other)], "main")).toEqual([]);
  });

  // The founder reads the message in docs/editing.md before he meets it in a build.
  it("gives the rename message docs/editing.md quotes, word for word", async () => {
    const guide = fs.readFileSync(path.join(__dirname, "../../docs/editing.md"), "utf8");
    const after = guide.slice(guide.indexOf("A file renamed on GitHub with its slug"));
    const quoted = /\n```\n([\s\S]*?)\n```/.exec(after)?.[1];
    const cache = fakeCache();
    await keepAddresses(cache, [service("legal")], "main");
    const lost = await keepAddresses(
      cache,
      [service("legal-services", [], "content/service-pages/legal-services.yaml")],
      "main",
    );
    expect(quoted).toBe(`Addresses that would stop working:\n  ${lost.join("\n  ")}`);
  });
});
