import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CopyItems } from "../../src/components/CopyItems";
import { Faq } from "../../src/components/Faq";
import { SchedulingFrame } from "../../src/components/SchedulingFrame";
import { ServiceLinkCards } from "../../src/components/ServiceLinkCards";

const items = [
  { title: "Tax residency analysis", text: "Where you are resident today." },
  { title: "Structure design", text: "Companies and residency planned together." },
];

describe("CopyItems", () => {
  it.each(["cards", "checklist", "list"] as const)("renders %s as a list of titled items", (variant) => {
    const { asFragment } = render(<CopyItems items={items} variant={variant} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 3, name: "Structure design" })).toBeInTheDocument();
    expect(asFragment()).toMatchSnapshot();
  });

  it("renders an item without text as a plain point, not a heading", () => {
    render(<CopyItems items={[{ title: "Tax residency" }]} variant="checklist" />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Tax residency")).toBeInTheDocument();
  });
});

describe("Faq", () => {
  it("shows each question as a closed disclosure that opens on activation", async () => {
    const { asFragment } = render(<Faq entries={[{ question: "Is the call free?", answer: "Yes, it is." }]} />);
    const details = screen.getByRole("group");
    expect(details).not.toHaveAttribute("open");
    await userEvent.click(screen.getByText("Is the call free?"));
    expect(details).toHaveAttribute("open");
    expect(asFragment()).toMatchSnapshot();
  });
});

describe("ServiceLinkCards", () => {
  it("links each card's title to its service page and lists its three points", () => {
    const { asFragment } = render(
      <ServiceLinkCards
        services={[
          { slug: "legal", title: "Legal Services", summary: "Licensed partners.", bullets: ["One", "Two", "Three"] },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Legal Services" })).toHaveAttribute("href", "/services/legal/");
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(asFragment()).toMatchSnapshot();
  });
});

describe("SchedulingFrame", () => {
  it("embeds the page lazily at the given height with a plain link in a new tab", () => {
    const { asFragment } = render(
      <SchedulingFrame
        src="https://calendly.com/x/30min"
        title="Schedule a Discovery Call"
        fallback="Open the booking page"
      />,
    );
    const frame = screen.getByTitle("Schedule a Discovery Call");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("height", "600");
    expect(screen.getByRole("link", { name: "Open the booking page" })).toHaveAttribute("target", "_blank");
    expect(asFragment()).toMatchSnapshot();
  });
});
