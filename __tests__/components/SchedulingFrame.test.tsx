import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SchedulingFrame } from "../../src/components/SchedulingFrame";
import { CONTROLS_SCRIPT } from "../../src/lib/headScripts";

// The booking frame on /landing/ is the scheduling provider's page, which sets the provider's
// own cookies: it loads only when the visitor asks for it (PECR: consent before non-essential
// cookies, including those of embedded third-party content), never on its own as the page scrolls.

const props = {
  src: "https://calendly.com/x/30min",
  title: "Schedule a Discovery Call",
  fallback: "Open the booking page",
  notice: "The calendar is Calendly's page: it sets its own cookies once it loads.",
  load: "Show the booking calendar",
};

describe("SchedulingFrame", () => {
  it("loads nothing from the scheduling host until the visitor asks, then shows the frame at 600 px and focuses it", async () => {
    render(<SchedulingFrame {...props} />);
    // Before the visitor asks: the frame has no address (the browser requests nothing) and is hidden.
    const frame = screen.getByTitle(props.title);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).not.toHaveAttribute("src");
    expect(frame).not.toBeVisible();
    expect(screen.getByText(props.notice)).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: props.load }));
    expect(frame).toHaveAttribute("src", props.src);
    expect(frame).toHaveAttribute("height", "600");
    expect(frame).toBeVisible();
    expect(frame).toHaveFocus();
    expect(screen.getByRole("button", { name: props.load, hidden: true })).not.toBeVisible();
  });

  it("always offers the booking page itself, in a new tab", () => {
    render(<SchedulingFrame {...props} />);
    const link = screen.getByRole("link", { name: props.fallback });
    expect(link).toHaveAttribute("href", props.src);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("asked for before React ran (the page's controls script), the frame stays loaded through hydration, not loaded twice", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SchedulingFrame {...props} />);
    document.body.appendChild(container);
    // The inline script every page runs, as the browser would before the bundles arrive.
    new Function(CONTROLS_SCRIPT)();
    const frame = container.querySelector("iframe")!;
    const button = screen.getByRole("button", { name: props.load });
    button.click();
    expect(frame).toHaveAttribute("src", props.src);
    expect(frame).toBeVisible();
    expect(frame).toHaveFocus();

    const setAttribute = jest.spyOn(frame, "setAttribute");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <SchedulingFrame {...props} />);
    });
    expect(container.querySelector("iframe")).toBe(frame);
    expect(frame).toHaveAttribute("src", props.src);
    expect(frame).toBeVisible();
    expect(button).not.toBeVisible();
    expect(setAttribute).not.toHaveBeenCalledWith("src", expect.anything());
    // React adopts the elements as they are: the attributes the script changed differ from the
    // server HTML on purpose (a development-only warning), but nothing is rendered anew.
    const failures = errors.mock.calls.map((call) => String(call[0])).filter((m) => !m.includes("did not match"));
    expect(failures).toEqual([]);
    errors.mockRestore();
    container.remove();
  });
});
