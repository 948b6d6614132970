import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { HONEYPOT_FIELD } from "../../src/components/Honeypot";
import { LAID_OUT_ATTRIBUTE } from "../../src/lib/idleLayout";
import { testContentYaml, testServicesMenu, testSocialProfiles, testUiCopy, withTokens } from "../helpers/site";

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

  it("is the page's content info, with the firm's description and its social profiles", () => {
    renderFooter();
    const footer = screen.getByRole("contentinfo");
    expect(
      within(footer).getByText("International tax strategy for location-independent entrepreneurs."),
    ).toBeVisible();
    const profiles = testSocialProfiles().map((p) => within(footer).getByRole("link", { name: p.name }));
    expect(profiles.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")])).toEqual(
      testSocialProfiles().map((p) => [p.href, "_blank", "noopener noreferrer"]),
    );
    for (const icon of footer.querySelectorAll("svg")) expect(icon).toHaveAttribute("aria-hidden", "true");
  });

  it("links each top-level service and the services overview under its own heading", () => {
    renderFooter();
    const { footer } = testUiCopy();
    const nav = screen.getByRole("navigation", { name: footer.servicesTitle });
    expect(within(nav).getByRole("heading", { level: 2 })).toHaveTextContent(footer.servicesTitle);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(testServicesMenu().map((l) => [l.label, l.to]));
  });

  it("introduces the newsletter under its heading, with a labelled email box and a honeypot people never meet", () => {
    renderFooter();
    const { newsletter, honeypot } = testContentYaml<{
      honeypot: string;
      newsletter: { title: string; intro: string; formLabel: string; label: string; placeholder: string };
    }>("forms.yaml");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toContain(newsletter.title);
    expect(screen.getByText(newsletter.intro)).toBeInTheDocument();
    const form = screen.getByRole("form", { name: newsletter.formLabel });
    const email = within(form).getByRole("textbox", { name: newsletter.label });
    expect(email).toHaveAttribute("placeholder", newsletter.placeholder);
    expect(email).toHaveAttribute("autocomplete", "email");
    const trap = form.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(trap.closest("label")).toHaveTextContent(honeypot);
    expect(trap).toHaveAttribute("autocomplete", "off");
    const trapBox = trap.closest("[aria-hidden='true']") as HTMLElement;
    expect(trapBox).not.toBeNull();
    expect(trapBox).toHaveStyleRule("position", "absolute");
    expect(trapBox).toHaveStyleRule("left", "-10000px");
  });

  it("is left out of the first layout until the page is idle", () => {
    renderFooter();
    const target = { target: `:not([${LAID_OUT_ATTRIBUTE}])` };
    expect(screen.getByRole("contentinfo")).toHaveStyleRule("content-visibility", "auto", target);
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
