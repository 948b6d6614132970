import { formatDay } from "../../src/rules/days";
import {
  faqJsonLd,
  homeCards,
  servicePath,
  serviceRedirects,
  servicesMenu,
  topLevelServices,
  validateServicePages,
} from "../../src/rules/services";
import { fillTokens, tokenValues } from "../../src/rules/tokens";
import { testServicePages, testSiteMetadata } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

const pages = testServicePages();
const sources = () => pages.map((data) => ({ file: `content/service-pages/${data.slug}.yaml`, data: { ...data } }));

describe("service pages (content/service-pages/)", () => {
  it("builds the navbar's Services menu in the spec's order from the files", () => {
    const menu = servicesMenu(pages, LABELS.viewAllServices);
    expect(menu.map((l) => l.label)).toEqual([
      "Global Structuring",
      "Fractional CFO Services",
      "Legal Services",
      LABELS.viewAllServices,
    ]);
    expect(menu[0].children?.map((l) => [l.label, l.to])).toEqual([
      ["International Tax Strategy", "/services/international-tax-strategy/"],
      ["Company Formation", "/services/company-formation/"],
      ["Residency & Citizenship", "/services/residency-and-citizenship/"],
    ]);
    expect(menu.at(-1)).toEqual({ label: LABELS.viewAllServices, to: "/services/" });
  });

  it("puts a page under the one it names in partOf, and a renamed title everywhere at once", () => {
    const renamed = pages.map((p) => (p.slug === "legal" ? { ...p, navLabel: "Legal Support" } : p));
    expect(servicesMenu(renamed, "All").map((l) => l.label)).toContain("Legal Support");
    expect(topLevelServices(pages).map((p) => servicePath(p.slug))).toEqual([
      "/services/global-structuring/",
      "/services/fractional-cfo/",
      "/services/legal/",
    ]);
  });

  it("accepts the shipped files", () => {
    expect(() => validateServicePages(sources())).not.toThrow();
  });

  it("accepts a source's address that ends in a bracket it opened", () => {
    const cited = sources();
    cited[0].data.sources = [{ title: "Tax residency", url: "https://en.wikipedia.org/wiki/Residency_(domicile)" }];
    expect(() => validateServicePages(cited)).not.toThrow();
  });

  it.each([
    [
      "a missing title",
      (d: Record<string, unknown>) => delete d.title,
      /global-structuring\.yaml: field "title" must be non-empty text/,
    ],
    [
      "two bullets",
      (d: Record<string, unknown>) => (d.bullets = ["a", "b"]),
      /field "bullets" must list exactly three points/,
    ],
    [
      "an unknown section kind",
      (d: Record<string, unknown>) => (d.sections = [{ kind: "grid", title: "x", items: [{ title: "y" }] }]),
      /field "sections\[1\]\.kind" must be one of cards, checklist, list, subpages, found "grid"/,
    ],
    [
      "a previous slug written as a title",
      (d: Record<string, unknown>) => (d.previousSlugs = ["Global Structuring"]),
      /global-structuring\.yaml: field "previousSlugs" must hold slugs of lowercase letters, digits and single hyphens, got "Global Structuring"/,
    ],
    [
      "previous slugs that are not a list",
      (d: Record<string, unknown>) => (d.previousSlugs = "structuring"),
      /global-structuring\.yaml: field "previousSlugs" must be a list of earlier slugs/,
    ],
    [
      "a previous slug listed twice",
      (d: Record<string, unknown>) => (d.previousSlugs = ["structuring", "structuring"]),
      /global-structuring\.yaml: field "previousSlugs" lists "structuring" twice/,
    ],
    [
      "a previous slug that is another page's address now",
      (d: Record<string, unknown>) => (d.previousSlugs = ["legal"]),
      /global-structuring\.yaml: field "previousSlugs" "legal" is the slug of content\/service-pages\/legal\.yaml, which is shown at that address/,
    ],
    [
      "a source that is not an https address",
      (d: Record<string, unknown>) => (d.sources = [{ title: "HMRC", url: "www.gov.uk/hmrc" }]),
      /global-structuring\.yaml: field "sources\[1\]\.url" must be an https:\/\/ address, found "www\.gov\.uk\/hmrc"/,
    ],
    [
      "a question asked twice (a copy left in)",
      (d: Record<string, unknown>) => {
        const faq = d.faq as Array<Record<string, string>>;
        d.faq = [...faq, { ...faq[0], question: ` ${faq[0].question.toUpperCase()} ` }];
      },
      /global-structuring\.yaml: field "faq\[\d+\]\.question" asks what faq\[1\] asks: delete one, or change it/,
    ],
    [
      "a source's address pasted with the sentence's closing bracket and full stop",
      (d: Record<string, unknown>) =>
        (d.sources = [
          {
            title: "HMRC: RDR3",
            url: "https://www.gov.uk/government/publications/rdr3-statutory-residence-test-srt).",
          },
        ]),
      /global-structuring\.yaml: field "sources\[1\]\.url" ends in "\)\.", which is not part of an address \(copied with the sentence around it\?\): found "https:\/\/www\.gov\.uk\/government\/publications\/rdr3-statutory-residence-test-srt\)\."/,
    ],
    [
      "a change dated in another format",
      (d: Record<string, unknown>) => (d.changes = [{ date: "25/11/2026", note: "Cyprus rates updated." }]),
      /global-structuring\.yaml: field "changes\[1\]\.date" must be a date written YYYY-MM-DD, such as \d{4}-\d\d-\d\d, found "25\/11\/2026"/,
    ],
    [
      "a change on a day that does not exist",
      (d: Record<string, unknown>) => (d.changes = [{ date: "2026-02-30", note: "x" }]),
      /field "changes\[1\]\.date" must be a date written YYYY-MM-DD, such as \d{4}-\d\d-\d\d, found "2026-02-30"/,
    ],
    [
      "a change without a note",
      (d: Record<string, unknown>) => (d.changes = [{ date: "2026-11-25", note: "" }]),
      /field "changes\[1\]\.note" must be non-empty text/,
    ],
    [
      "an icon the site cannot draw",
      (d: Record<string, unknown>) => (d.homeCard = { title: "Global structuring", icon: "shield" }),
      /global-structuring\.yaml: field "homeCard\.icon" must name one of the site's icons \(.*globe.*\), found "shield"/,
    ],
    [
      "a change dated after today",
      (d: Record<string, unknown>) => (d.changes = [{ date: "2099-01-01", note: "x" }]),
      /global-structuring\.yaml: field "changes\[1\]\.date" is 2099-01-01, after today/,
    ],
    [
      "a page put under itself",
      (d: Record<string, unknown>) => (d.partOf = "global-structuring"),
      /global-structuring\.yaml: field "partOf" names the page itself/,
    ],
  ])("fails the build on %s, naming the file and the field", (_label, breakIt, message) => {
    const broken = sources();
    breakIt(broken.find((s) => s.data.slug === "global-structuring")!.data);
    expect(() => validateServicePages(broken)).toThrow(message);
  });

  // The founder renames a page in the CMS: the file keeps its name, the address follows the slug.
  it("puts a renamed page at its new slug, whatever its file's name, and leads its old addresses there", () => {
    const renamed = sources().map((src) =>
      src.data.slug === "legal"
        ? { ...src, data: { ...src.data, slug: "legal-services", previousSlugs: ["legal", "law"] } }
        : src,
    );
    expect(() => validateServicePages(renamed)).not.toThrow();
    expect(serviceRedirects(renamed.map((src) => src.data as { slug: string; previousSlugs?: string[] }))).toEqual([
      { fromPath: "/services/legal/", toPath: "/services/legal-services/" },
      { fromPath: "/services/law/", toPath: "/services/legal-services/" },
    ]);
    expect(serviceRedirects(pages)).toEqual(
      pages.flatMap((page) =>
        ((page.previousSlugs as string[] | undefined) ?? []).map((earlier) => ({
          fromPath: `/services/${earlier}/`,
          toPath: `/services/${page.slug}/`,
        })),
      ),
    );
  });

  it("fails the build on an old address two pages lead from, naming the second file", () => {
    const broken = sources();
    broken.find((s) => s.data.slug === "legal")!.data.previousSlugs = ["advice"];
    broken.find((s) => s.data.slug === "fractional-cfo")!.data.previousSlugs = ["advice"];
    expect(() => validateServicePages(broken)).toThrow(
      /content\/service-pages\/(fractional-cfo|legal)\.yaml: field "previousSlugs" lists "advice", which content\/service-pages\/(legal|fractional-cfo)\.yaml lists too: an address can lead to one page only/,
    );
  });

  // The founder's guide: a new service page starts as a copy of another. Forgetting to rename it
  // gave two menu entries, two home cards and two search results under one name.
  it("fails the build on a copied page that keeps another page's names, naming each field and the page it repeats", () => {
    const copied = sources();
    const legal = copied.find((s) => s.data.slug === "legal")!;
    copied.push({ file: "content/service-pages/tax-audits.yaml", data: { ...legal.data, slug: "tax-audits" } });
    const fails = (field: string, value: string) =>
      expect(() => validateServicePages(copied)).toThrow(
        `content/service-pages/tax-audits.yaml: field "${field}" "${value}" is already used by content/service-pages/legal.yaml`,
      );
    fails("title", "Legal Services");
    fails("navLabel", "Legal Services");
    fails("seo.title", "Cross-Border Legal Support");
    fails("homeCard.title", "Global Infrastructure Support");
    // The words under the name too: the card's summary and the search result's description.
    fails("summary", String(legal.data.summary).trim().replace(/\s+/g, " "));
    fails("seo.description", String((legal.data.seo as { description: string }).description).trim());

    // Renamed and described, the copy passes; a page's own title and menu label may be the same words.
    Object.assign(copied[copied.length - 1].data, {
      title: "Tax Audits",
      navLabel: "Tax Audits",
      summary: "Support through a tax audit in any country where you have a company or a home.",
      seo: {
        ...(legal.data.seo as object),
        title: "Tax Audit Support",
        description: "Support through a tax audit in any country where you have a company or a home.",
      },
      homeCard: { title: "Audit Support", icon: "compass" },
      // Its own points and questions too (see the test below).
      bullets: ["An auditor's letter answered", "Records gathered in order", "A partner at the meeting"],
      faq: [{ question: "Do you attend the audit?", answer: "A licensed partner does; we prepare the file." }],
    });
    expect(() => validateServicePages(copied)).not.toThrow();
  });

  // Fourth trial of founder mistakes: Legal Services' points and a question with its answer,
  // pasted into Company Formation, put "Work done by lawyers licensed in each country" on its
  // card and Legal's answer on its page and in its FAQ search data.
  it("fails the build on a point or an FAQ answer another service page already has", () => {
    const pasted = sources();
    const legal = pasted.find((s) => s.data.slug === "legal")!;
    const formation = pasted.find((s) => s.data.slug === "company-formation")!;
    const [point] = legal.data.bullets as string[];
    const [entry] = legal.data.faq as { question: string; answer: string }[];
    formation.data.bullets = [point, ...(formation.data.bullets as string[]).slice(1)];
    formation.data.faq = [...(formation.data.faq as object[]), { question: entry.question, answer: entry.answer }];
    const at = (formation.data.faq as object[]).length;
    // The page read last is named, as for the names above: here the one the words were pasted into.
    pasted.push(...pasted.splice(pasted.indexOf(formation), 1));
    const [first, second] = [legal.file, formation.file];
    const message = (() => {
      try {
        validateServicePages(pasted);
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    const own =
      "each service page says what it does in its own words, or the cards and answers of two pages read the same";
    expect(message).toContain(`${second}: field "bullets[1]" "${point}" is also on ${first}: ${own}`);
    expect(message).toMatch(new RegExp(`field "faq\\[${at}\\]\\.answer" ".{20,}…" is also on ${first}: `));
    // Pages may ask the same question ("How long does it take?"): the answer is what must differ.
    expect(message).not.toContain(".question");
  });

  it("fails the build on a page with pages under it and no section listing them, which only the menu would link", () => {
    const broken = sources();
    const parent = broken.find((s) => broken.some((other) => other.data.partOf === s.data.slug))!;
    const sections = (parent.data.sections as { kind: string }[]).filter((section) => section.kind !== "subpages");
    parent.data.sections = sections;
    expect(() => validateServicePages(broken)).toThrow(
      `${parent.file}: has pages under it (partOf: "${String(parent.data.slug)}" in `,
    );
    expect(() => validateServicePages(broken)).toThrow(
      'but no section of kind "subpages" to list them: add one (it lists them by itself), or they are linked from the menu alone',
    );
  });

  it("fails the build on a list of the pages under a page that has none, or a page put under a page that is itself under another", () => {
    const broken = sources();
    broken.find((s) => s.data.slug === "legal")!.data.sections = [{ kind: "subpages", title: "More" }];
    broken.find((s) => s.data.slug === "fractional-cfo")!.data.partOf = "company-formation";
    delete broken.find((s) => s.data.slug === "fractional-cfo")!.data.homeCard;
    expect(() => validateServicePages(broken)).toThrow(
      /legal\.yaml: field "sections\[1\]\.kind" is subpages, .* but no service page names "legal" in partOf/,
    );
    expect(() => validateServicePages(broken)).toThrow(
      /fractional-cfo\.yaml: field "partOf" names "company-formation", which is itself under "global-structuring"/,
    );
  });

  it("accepts the sources and changes the files list, and every page that states rules lists its sources", () => {
    const cited = pages.filter((page) => Array.isArray(page.sources) && page.sources.length > 0);
    expect(cited.length).toBeGreaterThan(0);
    for (const page of cited) {
      for (const source of page.sources as { url: string }[]) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it("writes a change's date as a visitor reads it, whatever the time zone", () => {
    expect(formatDay("2026-11-25")).toBe("25 November 2026");
    expect(formatDay("2026-01-01")).toBe("1 January 2026");
  });

  it("fails on a partOf that names no page", () => {
    const broken = sources();
    broken.find((s) => s.data.slug === "company-formation")!.data.partOf = "structuring";
    expect(() => validateServicePages(broken)).toThrow(/company-formation\.yaml: field "partOf" names "structuring"/);
  });

  it("writes FAQPage structured data with the questions and answers as the page shows them", () => {
    const faq = [{ question: "Who is it for?", answer: "Founders who move." }];
    expect(faqJsonLd(faq)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Who is it for?",
          acceptedAnswer: { "@type": "Answer", text: "Founders who move." },
        },
      ],
    });
  });

  it("gives an answer's link as its words in the structured data, as a reader hears it", () => {
    const faq = [{ question: "Where do I start?", answer: "Read [our guide](/blog/guide/) *first*." }];
    expect(faqJsonLd(faq)).toMatchObject({
      mainEntity: [{ acceptedAnswer: { "@type": "Answer", text: "Read our guide first." } }],
    });
  });
});

describe("claim placeholders", () => {
  const values = tokenValues(testSiteMetadata());

  it("fills each claim from content/site.yaml", () => {
    const site = testSiteMetadata();
    expect(fillTokens("{years} years, {countries} countries, a {callMinutes}-minute call at {siteName}", values)).toBe(
      `${site.claims.years} years, ${site.claims.countries} countries, a ${site.claims.callMinutes}-minute call at ${site.title}`,
    );
  });

  it("refuses an unknown placeholder, naming it and where it was", () => {
    expect(() => fillTokens("In {yeras} years", values, "ServicePageYaml.summary")).toThrow(
      /ServicePageYaml\.summary: unknown placeholder \{yeras\}/,
    );
  });

  it("leaves no placeholder unfilled in the shipped service pages", () => {
    const text = JSON.stringify(pages);
    expect(() => fillTokens(text, values)).not.toThrow();
  });
});

describe("the home page's service cards (homeCard in content/service-pages/)", () => {
  it("are the top-level services in order, each with its page's summary and bullets, linking to /services/", () => {
    const cards = homeCards(pages as never);
    const top = pages.filter((page) => page.homeCard).sort((a, b) => Number(a.order) - Number(b.order));
    expect(cards).toHaveLength(3);
    expect(cards).toEqual(
      top.map((page) => ({
        icon: (page.homeCard as { icon: string }).icon,
        title: (page.homeCard as { title: string }).title,
        description: page.summary,
        link: "/services/",
        subServices: page.bullets,
      })),
    );
  });

  // Broken-file audit: the CMS says "Optional: leave it empty to leave it out" under Home card,
  // and writes the card emptied as `homeCard: { title: "", icon: "" }`; the build then stopped on
  // its title and icon as missing.
  it("leave out a card whose title and icon were emptied, as the CMS's hint says", () => {
    const emptied = sources();
    const page = emptied.find((s) => s.data.slug === "fractional-cfo")!;
    page.data.homeCard = { title: "", icon: "" };
    expect(() => validateServicePages(emptied)).not.toThrow();
    expect(homeCards(emptied.map((s) => s.data) as never).map((card) => card.title)).not.toContain("");
    expect(homeCards(emptied.map((s) => s.data) as never)).toHaveLength(2);
    // Half filled in, it is named.
    page.data.homeCard = { title: "Fractional CFO", icon: "" };
    expect(() => validateServicePages(emptied)).toThrow(/fractional-cfo\.yaml: field "homeCard\.icon"/);
  });

  it("refuse a home card on a page that sits under another", () => {
    const broken = sources();
    broken.find((s) => s.data.slug === "company-formation")!.data.homeCard = { title: "Formation", icon: "globe" };
    expect(() => validateServicePages(broken)).toThrow(
      /company-formation\.yaml: field "homeCard" is only for a top-level service/,
    );
  });
});
