import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { CookieBanner } from "../../src/components/CookieBanner";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_CONSENT_KEY, resetVisitChoice } from "../../src/hooks/useCookieConsent";
import { COOKIE_BANNER_END_ATTRIBUTE, COOKIE_BANNER_INIT_SCRIPT } from "../../src/lib/headScripts";
import { LABELS } from "../../src/rules/labels";
import { useStaticQuery } from "gatsby";
import { testSiteMetadata, testUiCopy } from "../helpers/site";

const banner = () => screen.queryByRole("region", { name: "Cookie consent" });
/** A notice from content/ui.yaml as it reads on the page: its [text](/path/) links as their text. */
const inline = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");

describe("CookieBanner", () => {
  // As the head script leaves it for a visitor who has not chosen.
  beforeEach(() => document.documentElement.setAttribute(COOKIE_BANNER_ATTRIBUTE, ""));
  afterEach(() => {
    resetVisitChoice();
    document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
  });

  it("says, while content/site.yaml sets no analytics script, that the site runs none: the notice for that case", async () => {
    expect(testSiteMetadata().analyticsScript).toBe("");
    render(<CookieBanner />);
    const { cookieBanner } = testUiCopy();
    const region = await screen.findByRole("region", { name: cookieBanner.label });
    expect(region).toHaveTextContent(inline(cookieBanner.textWithoutAnalytics));
    expect(region).not.toHaveTextContent(inline(cookieBanner.text));
  });

  it("says the site runs analytics only if you accept, once an analytics script is set", async () => {
    // Every test starts from the real content (jest.setup.ts); this one sets a script.
    const current = (useStaticQuery as jest.Mock)();
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...current,
      site: { siteMetadata: testSiteMetadata({ analyticsScript: "https://stats.example.com/script.js" }) },
    });
    render(<CookieBanner />);
    const { cookieBanner } = testUiCopy();
    const region = await screen.findByRole("region", { name: cookieBanner.label });
    expect(region).toHaveTextContent(inline(cookieBanner.text));
    expect(region).not.toHaveTextContent(inline(cookieBanner.textWithoutAnalytics));
  });

  it("explains cookies and analytics, links the privacy policy and offers both choices", async () => {
    render(<CookieBanner />);
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toHaveTextContent(/cookies/i);
    expect(banner()).toHaveTextContent(/analytics/i);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    expect(screen.getByRole("button", { name: LABELS.decline })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: LABELS.acceptCookies })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /close/i })).toBeInTheDocument();
  });

  it.each([
    [LABELS.acceptCookies, "accepted"],
    [LABELS.decline, "declined"],
    [/close/i, "declined"],
  ])("%s stores %s and hides the banner for good", async (name, stored) => {
    const user = userEvent.setup();
    const { unmount } = render(<CookieBanner />);
    await user.click(await screen.findByRole("button", { name }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
    unmount();
    render(<CookieBanner />);
    await new Promise((r) => setTimeout(r, 0));
    expect(banner()).not.toBeInTheDocument();
  });

  it("stays hidden when a choice was stored on an earlier visit", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "declined");
    render(<CookieBanner />);
    await new Promise((r) => setTimeout(r, 0));
    expect(banner()).not.toBeInTheDocument();
  });

  it("treats an unknown stored value as no choice", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "maybe");
    render(<CookieBanner />);
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeInTheDocument();
  });

  it("still works and closes for the visit when storage is blocked", async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const set = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const { unmount } = render(<CookieBanner />);
    await user.click(await screen.findByRole("button", { name: LABELS.acceptCookies }));
    expect(banner()).not.toBeInTheDocument();
    // The next page of the same visit does not ask again (not even hidden in the DOM).
    unmount();
    render(<CookieBanner />);
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector("[aria-label='Cookie consent']")).toBeNull();
    get.mockRestore();
    set.mockRestore();
  });

  it("is in the server HTML, so it is painted with the page rather than popping in later", () => {
    const html = renderToString(<CookieBanner />);
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain(LABELS.acceptCookies);
  });

  it("ends with the marker its CSS waits for, so a half-read banner is never painted", () => {
    const { container } = render(<CookieBanner />);
    const banner = screen.getByRole("region", { name: "Cookie consent" });
    expect(banner.lastElementChild?.hasAttribute(COOKIE_BANNER_END_ATTRIBUTE)).toBe(true);
    expect(container.querySelectorAll(`[${COOKIE_BANNER_END_ATTRIBUTE}]`)).toHaveLength(1);
  });

  describe("head script (shows the server-rendered banner only to a visitor who has not chosen)", () => {
    beforeEach(() => document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE));
    const run = () => new Function(COOKIE_BANNER_INIT_SCRIPT)();
    const flagged = () => document.documentElement.hasAttribute(COOKIE_BANNER_ATTRIBUTE);

    it("flags the page when nothing is stored, at once, so the banner is up with the first paint", () => {
      run();
      expect(flagged()).toBe(true);
    });

    it.each(["accepted", "declined"])("leaves the banner hidden when '%s' is stored", (value) => {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
      run();
      expect(flagged()).toBe(false);
    });

    it("flags the page when storage is blocked, without throwing", () => {
      const get = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
        throw new DOMException("blocked", "SecurityError");
      });
      expect(run).not.toThrow();
      expect(flagged()).toBe(true);
      get.mockRestore();
    });
  });

  it("drops the page flag once the visitor chooses, so later pages of the visit never show it", async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);
    await user.click(await screen.findByRole("button", { name: LABELS.decline }));
    expect(document.documentElement.hasAttribute(COOKIE_BANNER_ATTRIBUTE)).toBe(false);
  });

  it("is a named region: the notice from content/ui.yaml with its privacy link, a close button and both choices", async () => {
    render(<CookieBanner />);
    const { cookieBanner } = testUiCopy();
    const region = await screen.findByRole("region", { name: cookieBanner.label });
    // The notice as written (no analytics script in content/site.yaml), its [text](/path/) turned into the link.
    const link = /\[([^\]]+)\]\(([^)]+)\)/.exec(cookieBanner.textWithoutAnalytics) as RegExpExecArray;
    expect(region).toHaveTextContent(inline(cookieBanner.textWithoutAnalytics));
    expect(within(region).getByRole("link", { name: link[1] })).toHaveAttribute("href", link[2]);
    const buttons = within(region).getAllByRole("button");
    expect(buttons).toEqual(
      [cookieBanner.close, LABELS.decline, LABELS.acceptCookies].map((name) =>
        within(region).getByRole("button", { name }),
      ),
    );
    for (const button of buttons) expect(button).toHaveAttribute("type", "button");
    for (const icon of region.querySelectorAll("svg")) expect(icon).toHaveAttribute("aria-hidden", "true");
  });

  it("is shown only while the head script's flag is on the page", async () => {
    render(<CookieBanner />);
    const region = await screen.findByRole("region", { name: "Cookie consent" });
    expect(region).toBeVisible();
    document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE);
    expect(region).not.toBeVisible();
  });
});
