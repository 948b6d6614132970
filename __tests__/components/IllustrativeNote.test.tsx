import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { TestimonialsWall } from "../../src/components/Testimonials";
import { LogoCarousel, LogosSection } from "../../src/components/LogoCarousel";
import { MediaAndPublications, type PodcastItem, type PublicationItem } from "../../src/components/Media";
import { Team } from "../../src/components/Team";
import { FounderIntro } from "../../src/components/FounderIntro";
import { fakeImage } from "../helpers/articles";
import { testContentYaml } from "../helpers/site";

// The notes' words and the flag come from content/ (ui.yaml, site.yaml), as on the pages.
const { illustrative: words } = testContentYaml<{
  illustrative: Record<
    "label" | "testimonials" | "logos" | "media" | "photos" | "mark" | "someTestimonials" | "someLogos",
    string
  >;
}>("ui.yaml");
const { illustrative: flag } = testContentYaml<{ illustrative?: boolean }>("site.yaml");

const testimonials = testContentYaml<Array<{ quote: string; author: string; title: string }>>("testimonials.yaml");
const logos = testContentYaml<Array<{ src: string; alt: string }>>("logos.yaml").map((logo) => ({
  src: logo.src.replace("./images", "/images"),
  alt: logo.alt,
}));
const media = testContentYaml<{ podcasts: PodcastItem[]; publications: PublicationItem[] }>("media.yaml");
const team = testContentYaml<Array<{ role: string; name?: string; bio: string; facts?: string[] }>>("team.yaml");
const members = team.map((member) => ({ ...member, image: fakeImage }));

/** Answers the static queries as the build would with `illustrative` set to `value`. */
function withFlag(value: boolean) {
  const mock = useStaticQuery as jest.Mock;
  const answer = mock.getMockImplementation()?.() ?? mock();
  mock.mockReturnValue({ ...answer, site: { siteMetadata: { ...answer.site.siteMetadata, illustrative: value } } });
}

const SHOWN = [
  ["testimonials", () => <TestimonialsWall testimonials={testimonials} />],
  ["logos", () => <LogoCarousel logos={logos} />],
  ["logos", () => <LogosSection logos={logos} heading={{ kicker: "Trusted", title: "Partners", intro: null }} />],
  ["media", () => <MediaAndPublications podcasts={media.podcasts} publications={media.publications} />],
  ["photos", () => <Team members={members} />],
  [
    "photos",
    () => (
      <FounderIntro
        name={team[0].name}
        role={team[0].role}
        bio={team[0].bio}
        image={fakeImage}
        facts={team[0].facts ?? []}
      />
    ),
  ],
] as const;

describe("illustrative notes", () => {
  it.each(SHOWN)("say the %s beside them are examples while the site is illustrative", (kind, ui) => {
    withFlag(true);
    render(ui());
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(`${words.label} ${words[kind]}`);
    expect(note).toBeVisible();
  });

  it.each(SHOWN)("are gone once illustrative is false (%s)", (_kind, ui) => {
    withFlag(false);
    const { container } = render(ui());
    expect(container).not.toBeEmptyDOMElement();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("follow the flag content/site.yaml has today", () => {
    render(<TestimonialsWall testimonials={testimonials} />);
    if (flag === false) expect(screen.queryByRole("note")).toBeNull();
    else expect(screen.getByRole("note")).toHaveTextContent(words.testimonials);
  });

  it("mark no photos where none are shown", () => {
    withFlag(true);
    render(<Team members={members.map((member) => ({ ...member, image: null }))} />);
    expect(screen.queryByRole("note")).toBeNull();
  });

  // Seventh founder trial: with one real client among the invented ones, /testimonials/ still
  // said "These quotes are invented ... not from real clients" above his quote, and /about/ said
  // the same of a real client's logo.
  describe("a section holding real entries among the samples", () => {
    const real = {
      quote: "They made the move to Spain calm and clear.",
      author: "Marta L.",
      title: "Design Studio Owner",
    };
    const realLogo = { src: "/images/logos/estudio-lumen.png", alt: "Estudio Lumen logo" };

    it("marks each invented quote, and says so above them, leaving the real one unmarked", () => {
      withFlag(true);
      render(<TestimonialsWall testimonials={[real, ...testimonials.slice(1)]} />);
      expect(screen.getByRole("note")).toHaveTextContent(`${words.label} ${words.someTestimonials}`);
      const cards = screen.getAllByRole("figure");
      expect(within(cards[0]).queryByText(words.mark)).toBeNull();
      for (const card of cards.slice(1)) expect(within(card).getByText(words.mark)).toBeVisible();
    });

    it("marks each invented company's logo, and says so above them", () => {
      withFlag(true);
      const { container } = render(<LogoCarousel logos={[realLogo, ...logos.slice(1)]} />);
      expect(screen.getByRole("note")).toHaveTextContent(`${words.label} ${words.someLogos}`);
      const tiles = [...container.querySelectorAll("img")].map((img) => img.closest("[data-logo]")!);
      expect(tiles[0].textContent).not.toContain(words.mark);
      expect(tiles.slice(1).every((tile) => tile.textContent?.includes(words.mark))).toBe(true);
    });

    it("says nothing once every entry is real, and marks none while all are samples", () => {
      withFlag(true);
      const { unmount } = render(<TestimonialsWall testimonials={[real]} />);
      expect(screen.queryByRole("note")).toBeNull();
      unmount();
      render(<TestimonialsWall testimonials={testimonials} />);
      expect(screen.getByRole("note")).toHaveTextContent(`${words.label} ${words.testimonials}`);
      expect(screen.queryByText(words.mark)).toBeNull();
    });

    it("marks nothing once illustrative is false", () => {
      withFlag(false);
      render(<TestimonialsWall testimonials={[real, ...testimonials.slice(1)]} />);
      expect(screen.queryByRole("note")).toBeNull();
      expect(screen.queryByText(words.mark)).toBeNull();
    });
  });
});
