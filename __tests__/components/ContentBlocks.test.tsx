import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CopyItems } from "../../src/components/CopyItems";
import { Faq } from "../../src/components/Faq";
import { Link } from "gatsby";
import { ServiceLinkCards } from "../../src/components/ServiceLinkCards";
import { testUiCopy } from "../helpers/site";

const items = [
  { title: "Tax residency analysis", text: "Where you are resident today." },
  { title: "Structure design", text: "Companies and residency planned together." },
];

/** Every icon in `container` is decoration, hidden from assistive technology. */
function expectIconsHidden(container: HTMLElement) {
  for (const icon of container.querySelectorAll("svg")) expect(icon.closest("[aria-hidden='true']")).not.toBeNull();
}

describe("CopyItems", () => {
  it.each(["cards", "checklist", "list"] as const)("renders %s as a list of titled items", (variant) => {
    const { container } = render(<CopyItems items={items} variant={variant} />);
    const listItems = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(listItems).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 3, name: "Structure design" })).toBeInTheDocument();
    // Each item: its title as a heading, then its text.
    listItems.forEach((li, i) => {
      expect(within(li).getByRole("heading", { level: 3 })).toHaveTextContent(items[i].title);
      expect(li).toHaveTextContent(`${items[i].title}${items[i].text}`);
    });
    expectIconsHidden(container);
  });

  it("puts a check mark, hidden from screen readers, before each point of a checklist", () => {
    render(<CopyItems items={items} variant="checklist" />);
    for (const li of screen.getAllByRole("listitem")) {
      expect(li.firstElementChild).toHaveAttribute("aria-hidden", "true");
      expect(li.firstElementChild?.querySelector("svg")).not.toBeNull();
    }
  });

  it("renders an item without text as a plain point, not a heading", () => {
    render(<CopyItems items={[{ title: "Tax residency" }]} variant="checklist" />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Tax residency")).toBeInTheDocument();
  });
});

describe("Faq", () => {
  const NEW_TAB = testUiCopy().labels.opensInNewTab;

  it("shows each question as a closed disclosure that opens on activation", async () => {
    const { container } = render(
      <Faq entries={[{ question: "Is the call free?", answer: "Yes, it is." }]} link={Link} opensInNewTab={NEW_TAB} />,
    );
    const details = screen.getByRole("group");
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByText("Is the call free?").tagName).toBe("SUMMARY");
    expect(screen.getByText("Yes, it is.")).not.toBeVisible();
    await userEvent.click(screen.getByText("Is the call free?"));
    expect(details).toHaveAttribute("open");
    expect(within(details).getByText("Yes, it is.")).toBeVisible();
    expectIconsHidden(container);
  });

  // An answer could only name a page ("see our guide to the 183-day rule"), never lead to it.
  it("turns [words](address) in an answer into a link, a page of the site in the same tab, another site in a new one that says so", () => {
    render(
      <Faq
        link={Link}
        opensInNewTab={NEW_TAB}
        entries={[
          {
            question: "Where do I start?",
            answer:
              "Read [our residency guide](/blog/tax-residency-guide-183-day-rule/) or the [HMRC guidance](https://www.gov.uk/guidance/rdr3).",
          },
        ]}
      />,
    );
    const guide = screen.getByRole("link", { name: "our residency guide", hidden: true });
    expect(guide).toHaveAttribute("href", "/blog/tax-residency-guide-183-day-rule/");
    expect(guide).not.toHaveAttribute("target");
    const hmrc = screen.getByRole("link", { name: `HMRC guidance ${NEW_TAB}`, hidden: true });
    expect(hmrc).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("group")).not.toHaveTextContent("](");
  });
});

describe("ServiceLinkCards", () => {
  it("links each card's title to its service page and lists its three points", () => {
    const { container } = render(
      <ServiceLinkCards
        services={[
          { slug: "legal", title: "Legal Services", summary: "Licensed partners.", bullets: ["One", "Two", "Three"] },
        ]}
      />,
    );
    const link = screen.getByRole("link", { name: "Legal Services" });
    expect(link).toHaveAttribute("href", "/services/legal/");
    expect(screen.getByRole("heading", { level: 3 })).toContainElement(link);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    const [card] = within(screen.getAllByRole("list")[0]).getAllByRole("listitem");
    expect(within(card).getByText("Licensed partners.")).toBeInTheDocument();
    const points = within(within(card).getByRole("list")).getAllByRole("listitem");
    expect(points.map((li) => li.textContent)).toEqual(["One", "Two", "Three"]);
    expectIconsHidden(container);
  });

  it("makes the whole card the title's link (its ::after covers the card)", () => {
    render(
      <ServiceLinkCards services={[{ slug: "legal", title: "Legal Services", summary: "S.", bullets: ["One"] }]} />,
    );
    const link = screen.getByRole("link", { name: "Legal Services" });
    expect(link.closest("li")).toHaveStyleRule("position", "relative");
    expect(link).toHaveStyleRule("position", "absolute", { target: "::after" });
    expect(link).toHaveStyleRule("inset", "0", { target: "::after" });
  });
});
