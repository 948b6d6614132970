import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Analytics } from "../../src/components/Analytics";
import { CookieBanner, CookieSettings } from "../../src/components/CookieBanner";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_CONSENT_KEY, resetVisitChoice } from "../../src/hooks/useCookieConsent";
import { ANALYTICS_ATTRIBUTE, CONTROLS_SCRIPT, COOKIE_CONSENT_SCOPE_KEY } from "../../src/lib/headScripts";
import { reloadPage } from "../../src/lib/reloadPage";
import { testSiteMetadata, testUiCopy } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

// jsdom cannot load a page again; the test sees whether the site asked the browser to.
jest.mock("../../src/lib/reloadPage", () => ({ reloadPage: jest.fn() }));

// On the domain of the analytics provider content/site.yaml names (the build checks it).
const SRC = "https://plausible.io/js/script.js";
const banner = () => screen.queryByRole("region", { name: testUiCopy().cookieBanner.label });
const settingsLabel = () => testUiCopy().cookieBanner.settings;

/** The site as the build makes it once content/site.yaml sets an analytics script. */
function withAnalytics() {
  const site = testSiteMetadata({}, { GATSBY_ANALYTICS_SCRIPT: SRC });
  const current = (useStaticQuery as jest.Mock)();
  (useStaticQuery as jest.Mock).mockReturnValue({ ...current, site: { siteMetadata: site } });
  document.documentElement.setAttribute(ANALYTICS_ATTRIBUTE, site.providers.analytics!.name);
  return site.providers.analytics!.name;
}

function renderPage() {
  return render(
    <>
      <CookieBanner />
      <main />
      <footer>
        <CookieSettings />
      </footer>
      <Analytics src={SRC} />
    </>,
  );
}

afterEach(() => {
  jest.mocked(reloadPage).mockClear();
  resetVisitChoice();
  document.documentElement.removeAttribute(ANALYTICS_ATTRIBUTE);
  document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
  document.head.querySelectorAll("script[data-analytics]").forEach((s) => s.remove());
});

// UK GDPR art. 7(3): withdrawing consent must be as easy as giving it.
describe("Cookie settings (while the site runs analytics)", () => {
  it("is named from content/ui.yaml and offered only while an analytics script is set", () => {
    expect(settingsLabel()).toMatch(/\S/);
    const { unmount } = renderPage();
    expect(screen.queryByRole("button", { name: settingsLabel() })).toBeNull();
    unmount();
    withAnalytics();
    renderPage();
    expect(screen.getByRole("button", { name: settingsLabel() })).toBeInTheDocument();
  });

  it("brings the banner back, focused, for a visitor who accepted; declining then stores the decline and loads nothing on later pages", async () => {
    const service = withAnalytics();
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    window.localStorage.setItem(COOKIE_CONSENT_SCOPE_KEY, service);
    const user = userEvent.setup();
    const { unmount } = renderPage();
    expect(banner()).toBeNull();
    await user.click(screen.getByRole("button", { name: settingsLabel() }));
    expect(banner()).toBeVisible();
    expect(document.activeElement).toBe(banner());
    await user.click(screen.getByRole("button", { name: LABELS.decline }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("declined");
    expect(banner()).toBeNull();
    // The script loaded on accepting would go on counting the pages this one opens without a
    // new load (Plausible follows pushState): the page loads again, without it.
    expect(reloadPage).toHaveBeenCalledTimes(1);
    unmount();
    document.head.querySelectorAll("script[data-analytics]").forEach((s) => s.remove());
    renderPage();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.head.querySelectorAll("script[data-analytics]")).toHaveLength(0);
  });

  it("does not load the page again for a visitor who declines before anything was loaded", async () => {
    withAnalytics();
    // As the head script leaves it for a visitor who has not chosen.
    document.documentElement.setAttribute(COOKIE_BANNER_ATTRIBUTE, "");
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: LABELS.decline }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("declined");
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("works before React runs: the head script forgets the choice and shows the server-rendered banner", () => {
    withAnalytics();
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    document.body.innerHTML = `<div role="region" aria-label="Cookie consent" tabindex="-1" data-cookie-banner-region></div>
      <button type="button" data-action="reconsent">Cookie settings</button>`;
    new Function(CONTROLS_SCRIPT)();
    document.querySelector<HTMLButtonElement>("[data-action=reconsent]")!.click();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute(COOKIE_BANNER_ATTRIBUTE)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector("[data-cookie-banner-region]"));
    document.body.innerHTML = "";
  });
});
