import { act, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { PageProps } from "gatsby";
import PrivacyPolicyPage from "../../src/pages/privacy-policy";
import { CurrentDate, todayIso } from "../../src/components/CurrentDate";
import { formatDay } from "../../src/rules/days";
import { testUiCopy } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

// The policy's text is content/legal/privacy-policy.md; the browser tests check the built page
// against that file. Here: the page shows what the query gives it, dated today.
const props = {
  data: {
    policy: {
      htmlWithTokens: "<h2>Introduction</h2><p>We collect as little as we can.</p>",
      frontmatter: { title: "Privacy Policy", metaDescription: "What we collect and why." },
    },
  },
} as unknown as PageProps<Queries.PrivacyPolicyPageQuery>;

describe("Privacy Policy page", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the title and the text of the markdown file", () => {
    render(<PrivacyPolicyPage {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Introduction" })).toBeInTheDocument();
    expect(screen.getByText("We collect as little as we can.")).toBeInTheDocument();
  });

  it("tells screen readers that a link to another site, such as the regulator's, opens in a new tab", () => {
    const html =
      '<p>Complain to the <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">ICO</a>.</p>';
    const withLink = { data: { policy: { ...props.data.policy!, htmlWithTokens: html } } };
    render(<PrivacyPolicyPage {...(withLink as unknown as typeof props)} />);
    expect(screen.getByRole("link", { name: `ICO ${testUiCopy().labels.opensInNewTab}` })).toHaveAttribute(
      "href",
      "https://ico.org.uk/make-a-complaint/",
    );
  });

  it("shows today's date as 'last updated'", () => {
    jest.useFakeTimers({ now: new Date(2027, 2, 5, 23, 30) });
    render(<PrivacyPolicyPage {...props} />);
    const date = screen.getByText("5 March 2027");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2027-03-05");
    expect(date.parentElement).toHaveTextContent(`${LABELS.lastUpdated}: 5 March 2027`);
  });
});

describe("CurrentDate", () => {
  it("formats a day the same in every time zone", () => {
    expect(formatDay("2026-01-01")).toBe("1 January 2026");
    expect(formatDay("2026-12-31")).toBe("31 December 2026");
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
    await waitFor(() => expect(container.textContent).toBe(formatDay(todayIso())));
    expect(container.querySelector("time")).toHaveAttribute("datetime", todayIso());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
