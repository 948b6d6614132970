import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { CookieBanner } from "../../src/components/CookieBanner";
import { COOKIE_CONSENT_KEY } from "../../src/hooks/useCookieConsent";

const banner = () => screen.queryByRole("region", { name: "Cookie consent" });

describe("CookieBanner", () => {
  it("explains cookies and analytics, links the privacy policy and offers both choices", async () => {
    render(<CookieBanner />);
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toHaveTextContent(/cookies/i);
    expect(banner()).toHaveTextContent(/analytics/i);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept Cookies" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /close/i })).toBeInTheDocument();
  });

  it.each([
    ["Accept Cookies", "accepted"],
    ["Decline", "declined"],
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
    render(<CookieBanner />);
    await user.click(await screen.findByRole("button", { name: "Accept Cookies" }));
    expect(banner()).not.toBeInTheDocument();
    get.mockRestore();
    set.mockRestore();
  });

  it("renders nothing on the server (before the browser is asked)", () => {
    expect(renderToString(<CookieBanner />)).toBe("");
  });

  it("matches the snapshot", async () => {
    const { asFragment } = render(<CookieBanner />);
    await screen.findByRole("region", { name: "Cookie consent" });
    expect(asFragment()).toMatchSnapshot();
  });
});
