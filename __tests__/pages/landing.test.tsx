import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import LandingPage from "../../src/pages/landing";
import { testContentYaml, testSiteMetadata, withTokens } from "../helpers/site";

type Data = Queries.LandingPageQuery;
const copy = withTokens(testContentYaml<NonNullable<Data["copy"]>>("pages/landing.yaml"));
const testimonials = testContentYaml<Array<{ quote: string; author: string; title: string }>>("testimonials.yaml");
const process = testContentYaml<Array<{ icon: string; title: string; description: string }>>("process.yaml");
const site = testSiteMetadata();

function renderLanding() {
  const data = { copy, testimonials: { nodes: testimonials }, process: { nodes: process } } as unknown as Data;
  return render(<LandingPage {...({ data } as PageProps<Data>)} />);
}

describe("/landing/", () => {
  it("has no site header or footer, only its own footer with the campaign year", () => {
    renderLanding();
    expect(document.querySelector('nav[aria-label="Main"]')).toBeNull();
    expect(screen.queryByRole("form", { name: "Newsletter sign-up" })).toBeNull();
    const footers = screen.getAllByRole("contentinfo");
    expect(footers).toHaveLength(1);
    expect(footers[0]).toHaveTextContent(`© 2024 ${site.title}.`);
  });

  it("runs in the spec's order: hero, intro, trust, pains, booking frame, the two shared sections, the personal note", () => {
    renderLanding();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      copy.intro.title,
      copy.pains.title,
      copy.schedule.title,
      copy.proof.title,
      copy.process.title,
      copy.note.title,
    ]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Stop overpaying taxes as a location-independent entrepreneur.",
    );
    expect(copy.trust.items).toHaveLength(3);
    for (const item of copy.trust.items) expect(screen.getByRole("heading", { name: item.title })).toBeInTheDocument();
    for (const item of copy.pains.items) expect(screen.getByRole("heading", { name: item.title })).toBeInTheDocument();
    const proof = screen.getByRole("region", { name: copy.proof.title });
    for (const t of testimonials) expect(within(proof).getByText(t.author)).toBeInTheDocument();
    for (const step of process)
      expect(screen.getByRole("heading", { name: new RegExp(step.title) })).toBeInTheDocument();
  });

  it("books through the scheduling page: two buttons in new tabs, and a 600 px frame that loads when asked for, with a plain link", async () => {
    renderLanding();
    for (const name of ["Book Your FREE 30min Call", "Book Your Call"]) {
      const link = screen.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute("href", site.schedulingUrl);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const frame = screen.getByTitle("Schedule a Discovery Call");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("height", "600");
    const orange = screen.getByRole("region", { name: copy.schedule.title });
    // The provider's page sets its cookies: it loads only once the visitor asks for it.
    expect(frame).not.toHaveAttribute("src");
    expect(within(orange).getByText(/only when you ask for it/)).toHaveTextContent(
      `Our calendar is hosted by ${site.providers.scheduling.name}.`,
    );
    expect(within(orange).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    await userEvent.click(within(orange).getByRole("button", { name: copy.schedule.load }));
    expect(frame).toHaveAttribute("src", site.schedulingUrl);
    expect(frame).toBeVisible();
    expect(within(orange).getByRole("link", { name: copy.schedule.fallback })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });
});
