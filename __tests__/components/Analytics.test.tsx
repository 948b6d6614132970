import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Analytics } from "../../src/components/Analytics";
import { CookieBanner } from "../../src/components/CookieBanner";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_CONSENT_KEY, resetVisitChoice } from "../../src/hooks/useCookieConsent";
import { ANALYTICS_ATTRIBUTE, COOKIE_CONSENT_SCOPE_KEY, COOKIE_BANNER_INIT_SCRIPT } from "../../src/lib/headScripts";
import { LABELS } from "../../src/rules/labels";

const SRC = "https://analytics.example/script.js";
const analyticsScripts = () => document.head.querySelectorAll(`script[src="${SRC}"]`);

function renderPage(src = SRC) {
  return render(
    <>
      <CookieBanner />
      <Analytics src={src} />
    </>,
  );
}

beforeEach(() => {
  resetVisitChoice();
  // As the head script leaves it for a visitor who has not chosen.
  document.documentElement.setAttribute(COOKIE_BANNER_ATTRIBUTE, "");
  document.head.querySelectorAll("script[data-analytics]").forEach((s) => s.remove());
});

describe("consent-gated analytics", () => {
  it("loads nothing before a choice", () => {
    renderPage();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it("loads the script at once when the visitor accepts", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: LABELS.acceptCookies }));
    expect(analyticsScripts()).toHaveLength(1);
  });

  it("loads nothing when the visitor declines", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: LABELS.decline }));
    expect(analyticsScripts()).toHaveLength(0);
  });

  it("loads on a later visit when accepted before, and never when not configured", () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    const { unmount } = renderPage();
    expect(analyticsScripts()).toHaveLength(1);
    unmount();
    document.head.querySelectorAll("script[data-analytics]").forEach((s) => s.remove());
    renderPage("");
    expect(document.head.querySelectorAll("script[data-analytics]")).toHaveLength(0);
  });
});

// Consent covers the analytics the visitor was told about: a visitor who accepted while the site
// ran none (or ran another service) has not agreed to the service run since, so they are asked again.
describe("a choice made before this analytics service was run", () => {
  const SERVICE = "Plausible Analytics";
  const banner = () => screen.queryByRole("region", { name: "Cookie consent" });
  const flagged = () => {
    document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
    new Function(COOKIE_BANNER_INIT_SCRIPT)();
    return document.documentElement.hasAttribute(COOKIE_BANNER_ATTRIBUTE);
  };
  // Written on <html> by the Seo component: content/site.yaml's providers.analytics while a script is set.
  beforeEach(() => document.documentElement.setAttribute(ANALYTICS_ATTRIBUTE, SERVICE));
  afterEach(() => document.documentElement.removeAttribute(ANALYTICS_ATTRIBUTE));

  it.each([
    ["no analytics (nothing recorded)", null],
    ["no analytics", ""],
    ["another service", "Fathom Analytics"],
  ])(
    "asks again a visitor who accepted when the site ran %s, and loads nothing until they accept",
    async (_, scope) => {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
      if (scope !== null) window.localStorage.setItem(COOKIE_CONSENT_SCOPE_KEY, scope);
      expect(flagged()).toBe(true);
      renderPage();
      expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeVisible();
      expect(analyticsScripts()).toHaveLength(0);
      await userEvent.click(screen.getByRole("button", { name: LABELS.acceptCookies }));
      expect(analyticsScripts()).toHaveLength(1);
      expect(banner()).not.toBeInTheDocument();
      expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe("accepted");
      expect(window.localStorage.getItem(COOKIE_CONSENT_SCOPE_KEY)).toBe(SERVICE);
      // The next page does not ask again.
      expect(flagged()).toBe(false);
    },
  );

  it("loads at once, without asking, for a visitor who accepted this same service (whatever its script's address)", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "accepted");
    window.localStorage.setItem(COOKIE_CONSENT_SCOPE_KEY, SERVICE);
    expect(flagged()).toBe(false);
    renderPage();
    await waitFor(() => expect(analyticsScripts()).toHaveLength(1));
    expect(banner()).not.toBeInTheDocument();
  });

  it("keeps a decline made when the site ran no analytics: nothing loads and nobody is pestered", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "declined");
    expect(flagged()).toBe(false);
    renderPage();
    await new Promise((r) => setTimeout(r, 0));
    expect(banner()).not.toBeInTheDocument();
    expect(analyticsScripts()).toHaveLength(0);
  });

  it("records what a decline was about too", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: LABELS.decline }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_SCOPE_KEY)).toBe(SERVICE);
  });
});
