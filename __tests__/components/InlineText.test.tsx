import { render, screen } from "@testing-library/react";
import { InlineText } from "../../src/components/InlineText";
import { testUiCopy } from "../helpers/site";

describe("InlineText", () => {
  it("tells a screen reader that a link to another site opens in a new tab, as the Sources list does", () => {
    const { labels } = testUiCopy();
    render(<InlineText>{"Rates from the [IRS](https://www.irs.gov/) and [our services](/services/)."}</InlineText>);
    const irs = screen.getByRole("link", { name: `IRS ${labels.opensInNewTab}` });
    expect(irs).toHaveAttribute("href", "https://www.irs.gov/");
    expect(irs).toHaveAttribute("target", "_blank");
    // A page of this site opens in the same tab and says nothing of tabs.
    expect(screen.getByRole("link", { name: "our services" })).toHaveAttribute("href", "/services/");
  });
});
