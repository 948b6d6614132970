import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { act, render, screen, within } from "@testing-library/react";
import { Hero, heroWords } from "../../../src/components/Hero";
import { ServiceCards, type ServiceCard } from "../../../src/components/ServiceCards";
import { ProcessSteps, type ProcessStep } from "../../../src/components/ProcessSteps";
import { TestimonialsWall, type Testimonial } from "../../../src/components/Testimonials";
import { Purpose, type PurposeContent } from "../../../src/components/Purpose";
import { MediaAndPublications } from "../../../src/components/Media";
import { staggerDelay } from "../../../src/components/Motion";
import { CtaBanner } from "../../../src/components/CtaBanner";
import { FounderIntro } from "../../../src/components/FounderIntro";
import { homeCards } from "../../../src/rules/services";
import { testContentYaml, testServicePages, testSiteMetadata, testUiCopy, withTokens } from "../../helpers/site";
import { LABELS } from "../../../src/rules/labels";
import { escapeRegExp } from "../../../src/rules/text";

const load = <T,>(name: string): T => yaml.load(fs.readFileSync(path.resolve("content", `${name}.yaml`), "utf8")) as T;
const testimonials = load<Testimonial[]>("testimonials");
const steps = load<ProcessStep[]>("process");
const services: ServiceCard[] = homeCards(testServicePages() as never);
const purpose = load<PurposeContent>("purpose");
const media = load<{
  podcasts: Parameters<typeof MediaAndPublications>[0]["podcasts"];
  publications: Parameters<typeof MediaAndPublications>[0]["publications"];
}>("media");

/** Every icon in `container` is decoration, hidden from assistive technology. */
function expectIconsHidden(container: HTMLElement) {
  const icons = [...container.querySelectorAll("svg")];
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) expect(icon.closest("[aria-hidden='true']")).not.toBeNull();
}

const homeHero = () =>
  withTokens(
    testContentYaml<{ hero: { words: string[]; intro: string; claims: Array<{ value: string; text: string }> } }>(
      "pages/home.yaml",
    ),
  ).hero;
const renderHero = () => render(<Hero schedulingUrl="https://calendly.com/x" copy={homeHero()} />);

describe("content files", () => {
  // How many there are is the founder's to change; each entry's shape is fixed.
  it("hold testimonials, process steps and service cards, each complete", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    expect(steps.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
    for (const entry of [...testimonials, ...steps, ...services]) {
      for (const value of Object.values(entry)) expect(value).not.toBe("");
    }
    for (const t of testimonials) expect(t.author).toMatch(/^\S+ [A-Z]\.$/);
  });
});

describe("Hero", () => {
  // The third CMS trial: a new firm name left the old one as the home page's headline, which
  // was code's, not the founder's: the words are content/pages/home.yaml's, as SPEC.md gives them.
  it("shows BUILD / WITHOUT / BORDERLESS sliding from left, right, left with delays 0.3 s and 0.6 s", () => {
    expect(homeHero().words).toEqual(["BUILD", "WITHOUT", "BORDERLESS"]);
    expect(heroWords(homeHero().words)).toEqual([
      { word: "BUILD", from: "left", delay: 0 },
      { word: "WITHOUT", from: "right", delay: 0.3 },
      { word: "BORDERLESS", from: "left", delay: 0.6 },
    ]);
    renderHero();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("BUILD WITHOUT BORDERLESS");
    const words = Array.from(heading.querySelectorAll("span"));
    expect(words.map((w) => [w.dataset.from, w.style.animationDelay])).toEqual([
      ["left", "0s"],
      ["right", "0.3s"],
      ["left", "0.6s"],
    ]);
  });

  it("opens the scheduling page in a new tab from BOOK YOUR CALL and states the claims from content/site.yaml", () => {
    renderHero();
    const link = screen.getByRole("link", { name: new RegExp(escapeRegExp(LABELS.bookYourCall)) });
    expect(link).toHaveAttribute("href", "https://calendly.com/x");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const { claims } = testSiteMetadata();
    const list = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(list).toEqual([
      `${claims.countries} countries with clients`,
      `${claims.years} years of experience`,
      `${claims.agencies} partner agencies in ${claims.agencyCountries} countries`,
    ]);
    expect(screen.getByText(homeHero().intro)).toBeInTheDocument();
  });
});

describe("sections render their content from data", () => {
  it("service cards link to /services/ with their three sub-services", () => {
    render(<ServiceCards services={services} />);
    expect(services.map((service) => service.title)).toEqual([
      "International Structure Design",
      "Wealth & Financial Strategy",
      "Global Infrastructure Support",
    ]);
    for (const service of services) {
      expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", "/services/");
      for (const item of service.subServices) expect(screen.getByText(item)).toBeInTheDocument();
    }
  });

  it("service cards: one article per service, its title a linked heading over its description and sub-services", () => {
    const { container } = render(<ServiceCards services={services} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(services.length);
    const headings = screen.getAllByRole("heading", { level: 3 });
    const links = screen.getAllByRole("link");
    services.forEach((service, i) => {
      expect(cards[i]).toContainElement(headings[i]);
      expect(headings[i]).toContainElement(links[i]);
      expect([links[i].textContent, links[i].getAttribute("href")]).toEqual([service.title, service.link]);
      expect(within(cards[i]).getByText(service.description)).toBeInTheDocument();
      const items = [...(cards[i].querySelector("ul") as HTMLElement).children];
      expect(items.map((li) => [li.tagName, li.textContent])).toEqual(service.subServices.map((item) => ["LI", item]));
    });
    expectIconsHidden(container);
  });

  it("process steps are numbered in order", () => {
    const { container } = render(<ProcessSteps steps={steps} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(steps.length);
    expect(items[0]).toHaveTextContent("01");
    const last = steps[steps.length - 1];
    expect(screen.getByRole("heading", { name: `Step ${steps.length}: ${last.title}` })).toBeInTheDocument();
    // Each step: its big number (decoration: the heading says it), its heading, its description.
    const { labels } = testUiCopy();
    const headings = screen.getAllByRole("heading", { level: 3 });
    steps.forEach((step, i) => {
      const number = String(i + 1);
      expect(within(items[i]).getByText(number.padStart(2, "0"))).toHaveAttribute("aria-hidden", "true");
      expect(items[i]).toContainElement(headings[i]);
      expect(headings[i]).toHaveAccessibleName(`${labels.step.replace("{number}", number)} ${step.title}`);
      expect(within(items[i]).getByText(step.description)).toBeInTheDocument();
    });
    expectIconsHidden(container);
  });

  it("the testimonials wall shows every quote with author and title, staggered by 0.1 s", async () => {
    const { container } = render(<TestimonialsWall testimonials={testimonials} />);
    // LazyMotion loads its animation features asynchronously.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(testimonials.length);
    testimonials.forEach((t, i) => {
      expect(figures[i]).toHaveTextContent(t.quote);
      expect(figures[i]).toHaveTextContent(t.author);
      expect(figures[i]).toHaveTextContent(t.title);
      expect(figures[i]).toHaveAttribute("data-delay", String(staggerDelay(i)));
      // Painted with the page: nothing in the server HTML waits for JavaScript.
      expect(figures[i]).not.toHaveStyle({ opacity: "0" });
    });
    expectIconsHidden(container);
  });

  it("each testimonial is a list item: the quote in a blockquote, the author and their title in the caption", () => {
    render(<TestimonialsWall testimonials={testimonials} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(testimonials.length);
    testimonials.forEach((t, i) => {
      const figure = within(items[i]).getByRole("figure");
      expect(figure.querySelector("blockquote")).toHaveTextContent(t.quote);
      const caption = figure.querySelector("figcaption") as HTMLElement;
      expect(within(caption).getByText(t.author).tagName).toBe("STRONG");
      expect(within(caption).getByText(t.title)).toBeInTheDocument();
    });
  });

  it("stagger delays grow by 0.1 s per card", () => {
    expect([0, 1, 2, 5].map((i) => staggerDelay(i))).toEqual([0, 0.1, 0.2, 0.5]);
  });

  it("purpose shows mission, vision and what a borderless entrepreneur is", () => {
    render(<Purpose content={purpose} />);
    expect(screen.getByRole("heading", { name: purpose.missionTitle })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: purpose.visionTitle })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: purpose.borderlessTitle })).toBeInTheDocument();
    expect(screen.getByText(purpose.borderless)).toBeInTheDocument();
  });

  it("media shows the podcast with its two links and the outside article, opening in new tabs", () => {
    render(<MediaAndPublications podcasts={media.podcasts} publications={media.publications} />);
    const podcast = media.podcasts[0];
    expect(screen.getByRole("heading", { name: podcast.episodeTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Listen on Spotify/ })).toHaveAttribute("href", podcast.links.spotify);
    expect(screen.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute("href", podcast.links.youtube);
    const article = screen.getByRole("link", { name: new RegExp(`Read on ${media.publications[0].publication}`) });
    expect(article).toHaveAttribute("href", media.publications[0].link);
    for (const link of screen.getAllByRole("link")) expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("media: one article per podcast and publication, each saying what it is, where, when and about what", () => {
    const { container } = render(<MediaAndPublications podcasts={media.podcasts} publications={media.publications} />);
    const { labels } = testUiCopy();
    const opens = labels.opensInNewTab;
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(media.podcasts.length + media.publications.length);
    media.podcasts.forEach((p, i) => {
      const card = within(cards[i]);
      expect(card.getByText(`${labels.podcast} · ${p.podcastName.toUpperCase()}`)).toBeInTheDocument();
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(p.episodeTitle);
      expect(card.getByText(`${labels.hostedBy.replace("{host}", p.host)} · ${p.date}`)).toBeInTheDocument();
      expect(card.getByText(p.description)).toBeInTheDocument();
      expect(card.getAllByRole("link").map((a) => [a.getAttribute("href"), a.getAttribute("target")])).toEqual([
        [p.links.spotify, "_blank"],
        [p.links.youtube, "_blank"],
      ]);
      expect(
        card.getByRole("link", { name: `${labels.listenOnSpotify}: ${p.episodeTitle} ${opens}` }),
      ).toHaveTextContent(labels.listenOnSpotify);
      expect(
        card.getByRole("link", { name: `${labels.watchOnYoutube}: ${p.episodeTitle} ${opens}` }),
      ).toHaveTextContent(labels.watchOnYoutube);
    });
    media.publications.forEach((p, i) => {
      const card = within(cards[media.podcasts.length + i]);
      const readOn = labels.readOn.replace("{publication}", p.publication);
      expect(card.getByText(`${labels.article} · ${p.publication.toUpperCase()}`)).toBeInTheDocument();
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(p.title);
      expect(card.getByText(p.date)).toBeInTheDocument();
      expect(card.getByText(p.excerpt)).toBeInTheDocument();
      const link = card.getByRole("link", { name: `${readOn}: ${p.title} ${opens}` });
      expect([link.getAttribute("href"), link.getAttribute("target"), link.textContent]).toEqual([
        p.link,
        "_blank",
        readOn,
      ]);
    });
    expectIconsHidden(container);
  });

  it("the call-to-action banner books the call", () => {
    render(<CtaBanner />);
    expect(screen.getByRole("link", { name: new RegExp(escapeRegExp(LABELS.bookYourCall)) })).toHaveAttribute(
      "href",
      testSiteMetadata().schedulingUrl,
    );
    expect(screen.getByText(/free 30-minute discovery call/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(load<{ title: string }>("cta").title);
  });

  it("the call-to-action banner takes a page's own title and text over the defaults", () => {
    render(<CtaBanner title="Start with a conversation" text="Thirty minutes, no obligation." />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Start with a conversation");
    expect(screen.getByText("Thirty minutes, no obligation.")).toBeInTheDocument();
  });
});

// Broken-file audit: the founder's facts emptied (`facts: []`) left an empty list on the home page.
describe("the founder in brief", () => {
  const [founder] = load<Array<{ name?: string; role: string; bio: string; facts?: string[] }>>("team");

  it("lists the founder's facts", () => {
    render(
      <FounderIntro
        name={founder.name}
        role={founder.role}
        bio={founder.bio}
        image={null}
        facts={founder.facts ?? []}
      />,
    );
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(founder.facts?.length ?? 0);
  });

  it("shows no empty list when the founder has no facts", () => {
    render(<FounderIntro name={founder.name} role={founder.role} bio={founder.bio} image={null} facts={[]} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText(founder.bio)).toBeInTheDocument();
  });
});
