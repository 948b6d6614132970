import { configure, render, screen, waitFor, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ServiceTemplate from "../../src/templates/service";
import { formatDay } from "../../src/rules/days";
import { childServices } from "../../src/rules/services";
import { testContentYaml, testServicePages, testUiCopy, withTokens } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";
import { escapeRegExp } from "../../src/rules/text";

type Data = Queries.ServicePageQuery;
type PageData = NonNullable<Data["page"]> & {
  order: number;
  navLabel: string;
  partOf: string;
  summary: string;
  bullets: string[];
};
// A service page is a long tree of Emotion-styled elements, and a role query checks each
// element's computed style to leave hidden ones out: that took these tests past Jest's 5 s
// on a loaded machine. Nothing on these pages is hidden, so the check is skipped here.
configure({ defaultHidden: true });

const pages = withTokens(testServicePages()) as unknown as PageData[];
const servicesCopy = withTokens(
  testContentYaml<{
    faq: { kicker: string; title: string };
    sources: { title: string; intro: string; changesTitle: string };
  }>("pages/services.yaml"),
);

function renderService(slug: string) {
  const page = pages.find((p) => p.slug === slug)!;
  const data = {
    page,
    subpages: { nodes: childServices(pages, slug) },
    copy: { faq: servicesCopy.faq, sources: servicesCopy.sources },
  } as unknown as Data;
  render(<ServiceTemplate {...({ data } as PageProps<Data>)} />);
  return page;
}

describe.each(pages.map((p) => p.slug))("service page %s", (slug) => {
  afterEach(() => {
    document.title = "";
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  });

  it("renders its file: hero, every section with its items, the questions and the booking call", async () => {
    const page = renderService(slug);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    for (const section of page.sections) {
      const region = screen.getByRole("region", { name: section.title });
      const expected =
        section.kind === "subpages"
          ? childServices(pages, slug).map((c) => c.title)
          : (section.items ?? []).map((i) => i.title);
      expect(expected.length).toBeGreaterThan(0);
      for (const title of expected) expect(within(region).getByText(title)).toBeInTheDocument();
    }
    const faq = screen.getByRole("region", { name: servicesCopy.faq.title });
    expect(within(faq).getAllByRole("group")).toHaveLength(page.faq.length);
    for (const entry of page.faq) expect(within(faq).getByText(entry.question)).toBeInTheDocument();
    // Queried within the call's band: naming every link of the page took seconds under load.
    const cta = screen.getByRole("region", { name: page.cta.title });
    expect(within(cta).getByRole("heading", { level: 2 })).toHaveTextContent(page.cta.title);
    expect(within(cta).getByRole("link", { name: new RegExp(escapeRegExp(LABELS.bookYourCall), "i") })).toHaveAttribute(
      "target",
      "_blank",
    );
    await waitFor(() => expect(document.title).toBe(`${page.seo.title} | Borderless Consulting`));
  });

  it("lists the page's sources as links and its dated changes, when its file has them, and claims no sources it lacks", () => {
    const page = renderService(slug);
    const sources = page.sources ?? [];
    const changes = page.changes ?? [];
    if (sources.length === 0 && changes.length === 0) {
      expect(screen.queryByRole("region", { name: servicesCopy.sources.title })).toBeNull();
      return;
    }
    if (sources.length === 0) {
      // Only corrections: the section is "What changed", and claims no sources it does not list.
      const region = screen.getByRole("region", { name: servicesCopy.sources.changesTitle });
      expect(within(region).queryByText(servicesCopy.sources.intro)).toBeNull();
      expect(within(region).queryByRole("link")).toBeNull();
      expect(
        within(region)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(changes.map((change) => `${formatDay(change.date)}: ${change.note}`));
      return;
    }
    const region = screen.getByRole("region", { name: servicesCopy.sources.title });
    expect(within(region).getByText(servicesCopy.sources.intro)).toBeInTheDocument();
    for (const source of sources) {
      const link = within(region).getByRole("link", { name: `${source.title} ${testUiCopy().labels.opensInNewTab}` });
      expect([link.getAttribute("href"), link.getAttribute("target"), link.getAttribute("rel")]).toEqual([
        source.url,
        "_blank",
        "noopener noreferrer",
      ]);
    }
    if (changes.length > 0) {
      expect(within(region).getByRole("heading", { name: servicesCopy.sources.changesTitle })).toBeInTheDocument();
      const items = within(region).getAllByRole("listitem").slice(sources.length);
      expect(items.map((item) => item.textContent)).toEqual(
        changes.map((change) => `${formatDay(change.date)}: ${change.note}`),
      );
    }
  });

  it("writes FAQPage structured data that matches the visible questions and answers", async () => {
    const page = renderService(slug);
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent ?? "{}");
    expect(ld["@type"]).toBe("FAQPage");
    const shown = Array.from(document.querySelectorAll("details")).map((d) => ({
      question: d.querySelector("summary")!.textContent,
      answer: d.querySelector("p")!.textContent,
    }));
    expect(
      ld.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => ({
        question: q.name,
        answer: q.acceptedAnswer.text,
      })),
    ).toEqual(shown);
    expect(shown).toHaveLength(page.faq.length);
  });
});
