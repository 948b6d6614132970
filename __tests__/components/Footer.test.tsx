import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { testContentYaml, withTokens } from "../helpers/site";

const renderFooter = () =>
  render(
    <Footer
      siteName="Borderless Consulting"
      description="International tax strategy for location-independent entrepreneurs."
      logoSrc="/images/logo-mark.svg"
      logoFallbackSrc="/images/logo-mark.png"
      newsletterEndpoint="http://127.0.0.1:4010/newsletter"
    />,
  );

describe("Footer", () => {
  it("links the legal pages, contact, home and the social profiles", () => {
    renderFooter();
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["/", "/contact/", "/privacy-policy/", "/terms-of-service/"]));
    for (const name of [/instagram/i, /linkedin/i]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("has a newsletter form that posts one required email field to the configured endpoint", () => {
    renderFooter();
    const form = screen.getByRole("form", { name: "Newsletter sign-up" });
    expect(form).toHaveAttribute("action", "http://127.0.0.1:4010/newsletter");
    expect(form).toHaveAttribute("method", "POST");
    const email = within(form).getByLabelText("Email address");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("name", "email");
    expect(email).toBeRequired();
    expect(within(form).getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
    // Only the honeypot besides the email, and people cannot reach it.
    const inputs = form.querySelectorAll("input");
    expect(inputs).toHaveLength(2);
    expect(inputs[1]).toHaveAttribute("tabindex", "-1");
  });

  it("shows the logo with the firm's name and the copyright year", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "Borderless Consulting" })).toHaveAttribute("href", "/");
    expect(screen.getByText(/© 2026 Borderless Consulting/)).toBeInTheDocument();
  });

  it("matches the snapshot", () => {
    expect(renderFooter().asFragment()).toMatchSnapshot();
  });

  it("takes its headings, links and notice from content/ui.yaml", () => {
    const { footer } = withTokens(
      testContentYaml<{
        footer: {
          exploreTitle: string;
          exploreLabel: string;
          links: Array<{ label: string; to: string }>;
          copyright: string;
        };
      }>("ui.yaml"),
    );
    renderFooter();
    const nav = screen.getByRole("navigation", { name: footer.exploreLabel });
    expect(within(nav).getByRole("heading")).toHaveTextContent(footer.exploreTitle);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(footer.links.map((l) => [l.label, l.to]));
    expect(screen.getByText(footer.copyright)).toBeInTheDocument();
  });
});
