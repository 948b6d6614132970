import { render, screen } from "@testing-library/react";
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
  illustrative: Record<"label" | "testimonials" | "logos" | "media" | "photos", string>;
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
});
