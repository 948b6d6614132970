import { configure, render, screen, within } from "@testing-library/react";
import { ServicePageView, ServicePreview, type ServiceEntry } from "../../src/cms/ServicePreview";
import { COPY_PREVIEW_WORDS } from "../../src/cms/CopyPreview";
import type { PreviewTemplateComponentProps } from "../../src/cms/PreviewFrame";
import { cmsPreviewData } from "../../src/node/cms/previewData";
import { cmsConfig } from "../../src/node/cms/config";
import { contentListing } from "../../src/node/cms/admin";
import { previewText } from "../../src/rules/cmsPreview";
import { LABELS } from "../../src/rules/labels";
import { testContentYaml, testRoutes, testServicePages, testSiteMetadata } from "../helpers/site";

// As in the template's tests: nothing here is hidden, and the check is slow on long pages.
configure({ defaultHidden: true });

const data = cmsPreviewData(process.cwd(), testRoutes());
const site = testSiteMetadata();
const servicesCopy = testContentYaml<{ faq: { title: string }; sources: { title: string; changesTitle: string } }>(
  "pages/services.yaml",
);
const entries = testServicePages() as unknown as (ServiceEntry & {
  slug: string;
  partOf: string;
  title: string;
  order: number;
})[];

describe("what the service previews know beyond the entry (written into the CMS bundle by the build)", () => {
  it("fills the site's placeholders from content/site.yaml, and leaves one it does not know as written", () => {
    expect(previewText("A {callMinutes}-minute call, {years} years", data.tokens)).toBe(
      `A ${site.claims.callMinutes}-minute call, ${site.claims.years} years`,
    );
    expect(previewText("{yaers} years", data.tokens)).toBe("{yaers} years");
  });

  it("holds the shared headings of content/pages/services.yaml, the booking page and every service page", () => {
    expect(data.services.faq.title).toBe(servicesCopy.faq.title);
    expect(data.services.sources.changesTitle).toBe(servicesCopy.sources.changesTitle);
    expect(data.schedulingUrl).toBe(site.schedulingUrl);
    expect(data.opensInNewTab).toBe(
      testContentYaml<{ labels: { opensInNewTab: string } }>("ui.yaml").labels.opensInNewTab,
    );
    expect(data.servicePages.map((page) => page.slug).sort()).toEqual(entries.map((entry) => entry.slug).sort());
  });
});

describe.each(entries.map((entry) => entry.slug))("the CMS's preview of service page %s", (slug) => {
  const entry = entries.find((item) => item.slug === slug)!;
  const fill = (text: string) => previewText(text, data.tokens);

  it("shows the page as the site does: title band, sections, questions, sources and the booking band", () => {
    render(<ServicePageView entry={entry} data={data} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fill(entry.hero!.title!));
    for (const section of entry.sections!) {
      const region = screen.getByRole("region", { name: fill(section!.title!) });
      for (const item of section!.items ?? []) expect(region).toHaveTextContent(fill(item.title));
    }
    const faq = screen.getByRole("region", { name: servicesCopy.faq.title });
    for (const item of entry.faq!) expect(faq).toHaveTextContent(fill(item!.question!));
    if (entry.sources?.length) {
      const sources = screen.getByRole("region", { name: servicesCopy.sources.title });
      expect(
        within(sources)
          .getAllByRole("link")
          .map((link) => link.getAttribute("href")),
      ).toEqual(entry.sources.map((source) => source!.url));
    }
    expect(screen.getByRole("link", { name: LABELS.bookYourCall })).toHaveAttribute("href", site.schedulingUrl);
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("shows a FAQ answer's [words](/path/) as a link, as the page does", () => {
    const faq = [
      { question: "Where do I start?", answer: "Read [our guide](/blog/tax-residency-guide-183-day-rule/) first." },
    ];
    render(<ServicePageView entry={{ ...entry, faq }} data={data} />);
    const region = screen.getByRole("region", { name: servicesCopy.faq.title });
    expect(within(region).getByRole("link", { name: "our guide" })).toHaveAttribute(
      "href",
      "/blog/tax-residency-guide-183-day-rule/",
    );
    expect(region).not.toHaveTextContent("](");
  });

  it("shows the cards of the pages under it where its file asks for them", () => {
    render(<ServicePageView entry={entry} data={data} />);
    const children = entries.filter((other) => other.partOf === slug);
    const cards = entry.sections!.find((section) => section?.kind === "subpages");
    if (!cards) {
      expect(children.map((child) => screen.queryByRole("link", { name: child.title }))).toEqual(
        children.map(() => null),
      );
      return;
    }
    const region = screen.getByRole("region", { name: fill(cards.title!) });
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([...children].sort((a, b) => Number(a.order) - Number(b.order)).map((child) => child.title));
  });
});

describe("the preview of a page being written", () => {
  it("shows an entry with most fields still empty, without breaking", () => {
    render(
      <ServicePageView
        entry={{ hero: { title: "Tax for {countries} countries" }, sections: [null, { title: "First" }] }}
        data={data}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Tax for ${site.claims.countries} countries`);
    expect(screen.getByRole("region", { name: "First" })).toBeInTheDocument();
  });
});

describe("a service page given a new address in the CMS", () => {
  // What Decap hands the preview: the entry's file and its fields, as Immutable values would give them.
  const serviceFields = (
    cmsConfig({ cms: site.cms, siteUrl: site.siteUrl, content: contentListing(process.cwd()) }).collections.find(
      (collection) => collection.name === "service_pages",
    ) as { fields: unknown[] }
  ).fields;
  const propsFor = (file: string, fields: ServiceEntry) =>
    ({
      entry: { get: (key: string) => (key === "path" ? file : { toJS: () => fields }) },
      // The fields Decap hands over: the service pages' collection's, as the build configures them.
      fields: { toJS: () => serviceFields },
      document,
    }) as unknown as PreviewTemplateComponentProps;
  const legal = entries.find((entry) => entry.slug === "legal")!;
  beforeAll(() => {
    // What the build writes into the CMS's bundle (src/node/cms/bundle.ts).
    (globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = data;
  });

  it("names the address it is online at while the old slug is not under Previous slugs", () => {
    expect(data.servicePages).toContainEqual(expect.objectContaining({ file: "legal.yaml", slug: "legal" }));
    const { unmount } = render(
      <ServicePreview {...propsFor("content/service-pages/legal.yaml", { ...legal, slug: "legal-services" })} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "/services/legal/: this page is online at this address now. Add legal under Previous slugs, or links to it stop working when you publish.",
    );
    expect(COPY_PREVIEW_WORDS.lostAddress(["legal"], (slug) => `/services/${slug}/`, "page")).toBe(
      screen.getByRole("status").textContent,
    );
    unmount();
    render(
      <ServicePreview
        {...propsFor("content/service-pages/legal.yaml", {
          ...legal,
          slug: "legal-services",
          previousSlugs: ["legal"],
        })}
      />,
    );
    expect(screen.queryByRole("status")).toBeNull();
  });

  // The fourth CMS trial added a seventh card under "Six core activities", and nothing said so.
  it("names a heading that counts the cards under it wrongly, which the build stops on", () => {
    const cfo = entries.find((entry) => entry.slug === "fractional-cfo")!;
    const sections = (cfo as unknown as { sections: Array<{ title: string; items?: unknown[] }> }).sections;
    const { unmount } = render(<ServicePreview {...propsFor("content/service-pages/fractional-cfo.yaml", cfo)} />);
    expect(screen.queryByRole("status")).toBeNull();
    unmount();
    const grown = sections.map((section) =>
      section.title === "Six core activities"
        ? { ...section, items: [...(section.items ?? []), { title: "Board packs", text: "Prepared each quarter." }] }
        : section,
    );
    render(
      <ServicePreview
        {...propsFor("content/service-pages/fractional-cfo.yaml", { ...cfo, sections: grown } as ServiceEntry)}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      'Title says "Six core activities" above 7 items: write the number of items, or a heading without a number. The build stops on it when you publish.',
    );
  });

  // The founder's guide starts a new page with Published > Duplicate: the copy keeps the names of
  // the page it was copied from until they are changed.
  it("names the page a copy still shares its names with, which the build stops on", () => {
    // As Duplicate makes it: every field the other page's, its slug too.
    const { unmount: unmountCopy } = render(<ServicePreview {...propsFor("", legal)} />);
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
      "/services/legal/ is already the address of Legal Services: give this page its own Slug, or the build stops when you publish.",
      "/services/legal/ has the same Title, Nav label, SEO title, Home card title, Summary and SEO description: give each service page its own, or the build stops when you publish.",
    ]);
    unmountCopy();
    const copy = { ...legal, slug: "tax-audits" };
    const { unmount } = render(<ServicePreview {...propsFor("", copy)} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "/services/legal/ has the same Title, Nav label, SEO title, Home card title, Summary and SEO description: give each service page its own, or the build stops when you publish.",
    );
    unmount();
    render(
      <ServicePreview
        {...propsFor("", { ...copy, title: "Tax Audits", navLabel: "Tax audits", seo: { title: "Tax Audit Support" } })}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "/services/legal/ has the same Home card title and Summary: give each service page its own, or the build stops when you publish.",
    );
  });

  it("names the firm's clients' countries written with another figure than Site settings, as the build would", () => {
    const countries = data.tokens.countries;
    const faq = [...legal.faq!, { question: "Who do you work with?", answer: "Clients in 40 countries." }];
    render(<ServicePreview {...propsFor("content/service-pages/legal.yaml", { ...legal, faq })} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      `"Clients in 40 countries": Site settings say ${countries} countries (Claims > Countries). Write ${countries} here too, or {countries}, which follows that setting, or change the claim there. The build stops on it when you publish.`,
    );
  });

  // A founder trial asked one question twice on a page; only the build refused it.
  it("names a question that asks what an earlier one of the page asks, as the build words it", () => {
    const faq = legal.faq!.map((item) => ({ ...item }));
    const asked = faq[0]!.question!;
    const again = [...faq, { question: ` ${asked.toLowerCase()}`, answer: "Yes." }];
    render(<ServicePreview {...propsFor("content/service-pages/legal.yaml", { ...legal, faq: again })} />);
    expect(screen.getByRole("status")).toHaveTextContent(
      `Question ${again.length} ("${asked.toLowerCase()}") asks what question 1 asks: delete one, or change it. The build stops on it when you publish.`,
    );
  });

  // Founder trials linked /servics/, and a page of the site by its full address copied from the
  // browser: only the build's link check named them.
  it("names a link to an address no page has, and one written as the site's full address, as the build words them", () => {
    const faq = [
      ...legal.faq!,
      {
        question: "Where do I read more?",
        answer: `In [our services](/servics/) and [the guide](${site.siteUrl}/blog/tax-residency-guide-183-day-rule/).`,
      },
    ];
    render(<ServicePreview {...propsFor("content/service-pages/legal.yaml", { ...legal, faq })} />);
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toEqual([
      '/servics/ ("our services"): no page of the site had that address when the site was last built (did you mean /services/?). Unless it is a page published since, the build stops on it when you publish.',
      `${site.siteUrl}/blog/tax-residency-guide-183-day-rule/ ("the guide"): a page of this site written as its full address, which opens it again in a new tab: write its path, /blog/tax-residency-guide-183-day-rule/. The build stops on it when you publish.`,
    ]);
  });

  // The fifth founder trial added a change, as the guide asks with every correction: its empty
  // Date, then "29/11/2026", broke the whole preview ("RangeError: Invalid time value").
  it("shows a change whose date is empty or written otherwise as typed, and names the date as the build words it", () => {
    jest.useFakeTimers({ now: new Date("2026-11-29T10:00:00Z") });
    try {
      const note = "Corrected the investment threshold to USD 75,000.";
      for (const date of ["", "29/11/2026"]) {
        const { unmount } = render(
          <ServicePreview
            {...propsFor("content/service-pages/legal.yaml", { ...legal, changes: [{ date, note }] } as ServiceEntry)}
          />,
        );
        expect(screen.getByText(new RegExp(`${note.replace(/[.]/g, "\\.")}$`))).toHaveTextContent(`${date}: ${note}`);
        expect(screen.getByRole("status")).toHaveTextContent(
          `Changes, entry 1: Date must be a date written YYYY-MM-DD, such as 2026-11-29, found ${date === "" ? "nothing" : `"${date}"`}. The build stops on it when you publish.`,
        );
        unmount();
      }
      render(
        <ServicePreview
          {...propsFor("content/service-pages/legal.yaml", {
            ...legal,
            changes: [{ date: "2026-11-29", note }],
          } as ServiceEntry)}
        />,
      );
      expect(screen.getByText(`29 November 2026`)).toHaveAttribute("datetime", "2026-11-29");
      expect(screen.queryByRole("status")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("names nothing for a page not yet published, or one whose address stays", () => {
    const fresh = {
      slug: "new-service",
      title: "Tax Audits",
      navLabel: "Tax Audits",
      summary: "Support through a tax audit in any country where you have a company or a home.",
      seo: {
        title: "Tax Audit Support",
        description: "Support through a tax audit wherever you have a company or home.",
      },
      homeCard: null,
    };
    const { unmount } = render(<ServicePreview {...propsFor("", { ...legal, ...fresh })} />);
    expect(screen.queryByRole("status")).toBeNull();
    unmount();
    render(<ServicePreview {...propsFor("content/service-pages/legal.yaml", legal)} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
