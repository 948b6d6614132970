import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navbar } from "../../src/components/Navbar";
import { flattenLinks } from "../../src/rules/services";
import { mq } from "../../src/styles/theme";
import { testServicesMenu, testSocialProfiles, testUiCopy } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

const renderNavbar = () =>
  render(
    <Navbar siteName="Borderless Consulting" logoSrc="/images/logo-mark.svg" logoFallbackSrc="/images/logo-mark.png" />,
  );

// The desktop bar is display:none below the large breakpoint, and jsdom applies no media
// queries, so its queries include hidden elements; visibility is asserted separately.
// (dom-accessibility-api gives hidden elements no accessible name, hence the selector.)
const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement;
const servicesButton = () => within(mainNav()).getByRole("button", { name: /services/i, hidden: true });
const desktopLink = (name: string) => within(mainNav()).getByRole("link", { name, hidden: true });
const servicesMenu = () =>
  document.getElementById(servicesButton().getAttribute("aria-controls") as string) as HTMLElement;

/** The social profiles' links in `list`: each named, to its address, in a new tab without opener. */
function expectSocialProfiles(list: HTMLElement) {
  const links = within(list).getAllByRole("link", { hidden: true });
  expect(links.map((a) => ["aria-label", "href", "target", "rel"].map((name) => a.getAttribute(name)))).toEqual(
    testSocialProfiles().map((p) => [p.name, p.href, "_blank", "noopener noreferrer"]),
  );
}

describe("Navbar", () => {
  it("shows the desktop links in the spec's order", () => {
    renderNavbar();
    const items = within(mainNav())
      .getAllByRole("listitem", { hidden: true })
      .filter((li) => li.parentElement?.parentElement === mainNav())
      .map((li) => li.firstElementChild?.textContent);
    expect(items).toEqual(["About", "Services", "Blog", "Resources", "Contact"]);
    expect(desktopLink("Resources")).toHaveAttribute("href", "/ebook/");
    expect(desktopLink("About")).toHaveAttribute("href", "/about/");
    expect(desktopLink("Blog")).toHaveAttribute("href", "/blog/");
    expect(desktopLink("Contact")).toHaveAttribute("href", "/contact/");
  });

  it("opens the Services dropdown on mouse enter and closes it on mouse leave", () => {
    renderNavbar();
    const item = servicesButton().closest("li") as HTMLElement;
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesMenu()).toHaveAttribute("hidden");

    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    expect(servicesMenu()).not.toHaveAttribute("hidden");
    const links = within(servicesMenu()).getAllByRole("link", { hidden: true });
    expect(links.map((a) => a.textContent)).toEqual([
      "Global Structuring",
      "International Tax Strategy",
      "Company Formation",
      "Residency & Citizenship",
      "Fractional CFO Services",
      "Legal Services",
      LABELS.viewAllServices,
    ]);
    // The three sub-items of Global Structuring are indented.
    expect(links.filter((a) => a.dataset.depth === "1").map((a) => a.textContent)).toEqual([
      "International Tax Strategy",
      "Company Formation",
      "Residency & Citizenship",
    ]);

    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesMenu()).toHaveAttribute("hidden");
  });

  it("works with the keyboard: Enter opens, arrows move, Escape closes and returns focus", async () => {
    const user = userEvent.setup();
    renderNavbar();
    servicesButton().focus();
    await user.keyboard("{Enter}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{ArrowDown}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    const menuLink = (name: string) => within(servicesMenu()).getByRole("link", { name, hidden: true });
    await new Promise((r) => requestAnimationFrame(r));
    expect(menuLink("Global Structuring")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(menuLink("International Tax Strategy")).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(menuLink(LABELS.viewAllServices)).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).toHaveFocus();
  });

  it("closes the dropdown when focus leaves it", async () => {
    const user = userEvent.setup();
    renderNavbar();
    servicesButton().focus();
    await user.keyboard("{Enter}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    // jsdom cannot focus display:none elements, so the blur is dispatched directly.
    fireEvent.blur(servicesButton(), { relatedTarget: desktopLink("Blog") });
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens social profiles in a new tab without leaking the opener", () => {
    renderNavbar();
    for (const name of [/instagram/i, /linkedin/i]) {
      const links = screen.getAllByRole("link", { name, hidden: true });
      expect(links).toHaveLength(2); // desktop bar and mobile menu
      for (const link of links) {
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(link.getAttribute("href")).toMatch(/^https:\/\//);
      }
    }
  });

  it("toggles the mobile menu and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") as string) as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    const mobileNav = screen.getByRole("navigation", { name: "Mobile" });
    const labels = within(mobileNav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(labels.slice(0, 9)).toEqual([
      "About",
      "Global Structuring",
      "International Tax Strategy",
      "Company Formation",
      "Residency & Citizenship",
      "Fractional CFO Services",
      "Legal Services",
      LABELS.viewAllServices,
      "Blog",
    ]);
    expect(labels).toEqual(expect.arrayContaining(["Resources", "Contact"]));

    // Gatsby's Link would route in the app; jsdom cannot navigate, so the default is stopped.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await user.click(within(mobileNav).getByRole("link", { name: "Blog" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("closes the mobile menu with Escape and puts focus back on the button", async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("is the page's banner, with the home link, the main links, the social profiles and the theme choice", () => {
    renderNavbar();
    const { navigation, labels } = testUiCopy();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Borderless Consulting" })).toHaveAttribute("href", "/");
    // Every link of the main navigation, in order, and where it leads (content/ui.yaml).
    const topLinks = within(mainNav())
      .getAllByRole("listitem", { hidden: true })
      .filter((li) => li.parentElement?.parentElement === mainNav())
      .map((li) => li.firstElementChild as HTMLElement);
    expect(topLinks.map((el) => [el.tagName, el.textContent, el.getAttribute("href")])).toEqual([
      ...navigation.before.map((l) => ["A", l.label, l.to]),
      ["BUTTON", navigation.services, null],
      ...navigation.after.map((l) => ["A", l.label, l.to]),
    ]);
    expect(servicesButton()).toHaveAttribute("type", "button");
    const profiles = within(banner)
      .getAllByRole("list", { hidden: true })
      .find((ul) => ul.closest("nav") === null);
    expectSocialProfiles(profiles as HTMLElement);
    const theme = labels.theme.replace("{mode}", labels.themeModes.system);
    expect(within(banner).getByRole("button", { name: new RegExp(`^${theme}`) })).toBeInTheDocument();
  });

  it("lists every service from content/service-pages/ in the closed Services menu, sub-services indented", () => {
    renderNavbar();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesMenu()).toHaveAttribute("hidden");
    expect(servicesMenu().tagName).toBe("UL");
    const links = within(servicesMenu()).getAllByRole("link", { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.dataset.depth])).toEqual(
      flattenLinks(testServicesMenu()).map((l) => [l.label, l.to, String(l.depth)]),
    );
  });

  it("has a closed mobile menu holding every link of the site and the social profiles", () => {
    renderNavbar();
    const { navigation } = testUiCopy();
    const toggle = screen.getByRole("button", { name: navigation.openMenu });
    expect(toggle).toHaveAttribute("type", "button");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") as string) as HTMLElement;
    expect(panel).toHaveAttribute("hidden");
    const mobileNav = within(panel).getByRole("navigation", { name: navigation.mobileLabel, hidden: true });
    const [pages, profiles] = within(mobileNav).getAllByRole("list", { hidden: true });
    expect(
      within(pages)
        .getAllByRole("link", { hidden: true })
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(
      [...navigation.before, ...flattenLinks(testServicesMenu()), ...navigation.after].map((l) => [l.label, l.to]),
    );
    expectSocialProfiles(profiles);
  });

  it("keeps its icons out of the accessibility tree", () => {
    renderNavbar();
    const icons = [...screen.getByRole("banner").querySelectorAll("svg")];
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon).toHaveAttribute("aria-hidden", "true");
      expect(icon).toHaveAttribute("focusable", "false");
    }
  });

  // jsdom applies no media queries: the rules that switch between the two menus are asserted
  // here, what a visitor sees at 390 px and 1280 px in __tests__/e2e/shell.test.ts.
  it("shows the main links and the social profiles only from the large breakpoint, the menu button only below it", () => {
    renderNavbar();
    const large = { media: mq.large.replace("@media ", "") };
    const headerProfiles = within(screen.getByRole("banner"))
      .getAllByRole("list", { hidden: true })
      .find((ul) => ul.closest("nav") === null) as HTMLElement;
    for (const desktopOnly of [mainNav(), headerProfiles]) {
      expect(desktopOnly).toHaveStyleRule("display", "none");
      expect(desktopOnly).toHaveStyleRule("display", "flex", large);
    }
    const menuButtonBox = screen.getByRole("button", { name: testUiCopy().navigation.openMenu }).parentElement;
    expect(menuButtonBox).toHaveStyleRule("display", "none", large);
  });
});
