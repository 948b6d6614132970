import { render, screen } from "@testing-library/react";
import { InlineText } from "../../src/components/InlineText";
import { testContentYaml, testUiCopy } from "../helpers/site";

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

  // The CMS trial: an email address written in a line of copy could not be tapped, and
  // "[write to us](mailto:...)" went through Gatsby's Link, which is for the site's own pages.
  it("makes an email address a link that opens the visitor's mail app, written plain or as a link", () => {
    render(
      <InlineText>
        {"Write to hello@example.com, or [send us a note](mailto:team@example.com?subject=Hello)."}
      </InlineText>,
    );
    const plain = screen.getByRole("link", { name: "hello@example.com" });
    expect(plain).toHaveAttribute("href", "mailto:hello@example.com");
    expect(plain).not.toHaveAttribute("target");
    const written = screen.getByRole("link", { name: "send us a note" });
    expect(written).toHaveAttribute("href", "mailto:team@example.com?subject=Hello");
    expect(written).not.toHaveAttribute("target");
    expect(plain.closest("p, span, div")?.textContent).toBe("Write to hello@example.com, or send us a note.");
  });

  // An audit of founder mistakes: the principle written with "_clarity_" showed the underscores.
  it("emphasises words written between underscores, as between asterisks", () => {
    const { principle } = testContentYaml<{ principle: { text: string } }>("purpose.yaml");
    const emphasised = /\*([^*]+)\*/.exec(principle.text)?.[1] ?? "";
    expect(emphasised).not.toBe("");
    const { container } = render(
      <InlineText>{principle.text.replace(`*${emphasised}*`, `_${emphasised}_`)}</InlineText>,
    );
    expect(container.querySelector("em")).toHaveTextContent(emphasised);
    expect(container.textContent).toBe(principle.text.replace(`*${emphasised}*`, emphasised));
  });
});
