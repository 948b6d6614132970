import { act, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import PrivacyPolicyPage from "../../src/pages/privacy-policy";
import { CurrentDate, formatIsoDate, todayIso } from "../../src/components/CurrentDate";
import { PRIVACY_POLICY_SECTIONS } from "../helpers/site";

describe("Privacy Policy page", () => {
  afterEach(() => jest.useRealTimers());

  it("has the spec's sections in order", () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(PRIVACY_POLICY_SECTIONS);
  });

  it("lists what each form and the scheduling collect, and every right", () => {
    const { container } = render(<PrivacyPolicyPage />);
    const text = container.textContent ?? "";
    for (const item of ["Newsletter.", "E-book.", "Contact form.", "Consultation scheduling."]) expect(text).toContain(item);
    for (const right of ["Access:", "Correction:", "Deletion:", "Objection:", "Restriction:", "Transfer:"]) expect(text).toContain(right);
  });

  it("names the form and scheduling providers from content/site.yaml, each linked to its own privacy policy", () => {
    render(<PrivacyPolicyPage />);
    const section = screen.getByRole("heading", { name: "Third-Party Services" }).nextElementSibling!.nextElementSibling as HTMLElement;
    expect(within(section).getByRole("link", { name: "Formspree’s privacy policy" })).toHaveAttribute(
      "href",
      "https://formspree.io/legal/privacy-policy/",
    );
    expect(within(section).getByRole("link", { name: "Calendly’s privacy policy" })).toHaveAttribute(
      "href",
      "https://calendly.com/legal/privacy-notice",
    );
  });

  it("links Contact Us to /contact/", () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact/");
  });

  it("shows today's date as 'last updated'", () => {
    jest.useFakeTimers({ now: new Date(2027, 2, 5, 23, 30) });
    render(<PrivacyPolicyPage />);
    const date = screen.getByText("5 March 2027");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2027-03-05");
    expect(date.parentElement).toHaveTextContent("Last updated: 5 March 2027");
  });

  it("matches the snapshot", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole("main")).toMatchSnapshot();
  });
});

describe("CurrentDate", () => {
  it("formats a day the same in every time zone", () => {
    expect(formatIsoDate("2026-01-01")).toBe("1 January 2026");
    expect(formatIsoDate("2026-12-31")).toBe("31 December 2026");
    expect(todayIso(new Date(2026, 0, 9, 0, 5))).toBe("2026-01-09");
  });

  it("serves the build day, then shows today's date after hydration without a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CurrentDate fallback="2026-01-15" />);
    expect(container.textContent).toBe("15 January 2026");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <CurrentDate fallback="2026-01-15" />);
    });
    await waitFor(() => expect(container.textContent).toBe(formatIsoDate(todayIso())));
    expect(container.querySelector("time")).toHaveAttribute("datetime", todayIso());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
