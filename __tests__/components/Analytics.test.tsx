import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Analytics } from "../../src/components/Analytics";
import { CookieBanner } from "../../src/components/CookieBanner";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_CONSENT_KEY, resetVisitChoice } from "../../src/hooks/useCookieConsent";

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
    await userEvent.click(await screen.findByRole("button", { name: "Accept Cookies" }));
    expect(analyticsScripts()).toHaveLength(1);
  });

  it("loads nothing when the visitor declines", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
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
