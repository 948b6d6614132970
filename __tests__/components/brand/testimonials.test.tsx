import { act, render, screen, waitFor } from "@testing-library/react";
import { loadMotionWall, TestimonialsWall } from "../../../src/components/Testimonials";
import { scrollIntoNearView } from "../../helpers/viewport";

// Records when the framer-motion wall is first loaded (the factory runs on first import).
const mockMotionLoaded = jest.fn();
jest.mock("../../../src/components/Testimonials/MotionWall", () => {
  mockMotionLoaded();
  return jest.requireActual("../../../src/components/Testimonials/MotionWall");
});

const testimonials = [
  { quote: "Clear advice on where to be resident.", author: "Ana P.", title: "Digital Nomad" },
  { quote: "Our company structure finally makes sense.", author: "Tom R.", title: "Ecommerce Owner" },
];

describe("testimonials wall loading", () => {
  // Loading framer-motion is CPU work; on Jest's clock waitFor waits in steps of that clock,
  // so a busy machine cannot run out its time limit meanwhile.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("paints the cards with the page, and loads framer-motion only when the wall nears the viewport", async () => {
    render(<TestimonialsWall testimonials={testimonials} />);
    const cards = screen.getAllByRole("figure");
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card).not.toHaveStyle({ opacity: "0" });
    expect(mockMotionLoaded).not.toHaveBeenCalled();

    scrollIntoNearView(screen.getByRole("list"));
    await waitFor(() => expect(mockMotionLoaded).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getAllByRole("figure")[0]).toHaveAttribute("data-delay", "0"));
    expect(screen.getAllByRole("figure")).toHaveLength(2);
  });

  it("keeps the cards the visitor can see as they are, and fades in those still below the viewport", async () => {
    render(<TestimonialsWall testimonials={testimonials} />);
    const [, second] = screen.getAllByRole("list")[0].children;
    jest.spyOn(second, "getBoundingClientRect").mockReturnValue({ top: window.innerHeight + 200 } as DOMRect);
    scrollIntoNearView(screen.getByRole("list"));
    // Inside act() until the wall's code is in: React then also waits for the animation
    // features that LazyMotion loads once the wall has rendered.
    await act(() => loadMotionWall());
    await waitFor(() => expect(screen.getAllByRole("figure")[1]).toHaveStyle({ opacity: "0" }));
    expect(screen.getAllByRole("figure")[1]).toHaveAttribute("data-reveal");
    expect(screen.getAllByRole("figure")[0]).not.toHaveStyle({ opacity: "0" });
    expect(screen.getAllByRole("figure")[0]).not.toHaveAttribute("data-reveal");
  });

  it("shows the cards plainly when the animation code cannot be loaded", async () => {
    const { default: Fallback } = await loadMotionWall(() => Promise.reject(new Error("ChunkLoadError")));
    render(<Fallback testimonials={testimonials} />);
    for (const card of screen.getAllByRole("figure")) {
      expect(card).not.toHaveAttribute("data-reveal");
      expect(card).not.toHaveStyle({ opacity: "0" });
    }
    expect(screen.getByText("Clear advice on where to be resident.")).toBeInTheDocument();
  });
});
