import { render, screen, waitFor } from "@testing-library/react";
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
  it("renders the cards ready to fade in, and loads framer-motion only when the wall nears the viewport", async () => {
    render(<TestimonialsWall testimonials={testimonials} />);
    const cards = screen.getAllByRole("figure");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveStyle({ opacity: "0" });
    expect(mockMotionLoaded).not.toHaveBeenCalled();

    scrollIntoNearView(screen.getByRole("list"));
    await screen.findAllByRole("figure");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockMotionLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("figure")).toHaveLength(2);
  });

  it("shows at once a card the visitor scrolled past before the animation code arrived", async () => {
    render(<TestimonialsWall testimonials={testimonials} />);
    const [first] = screen.getAllByRole("list")[0].children;
    jest.spyOn(first, "getBoundingClientRect").mockReturnValue({ bottom: -120 } as DOMRect);
    scrollIntoNearView(screen.getByRole("list"));
    await waitFor(() => expect(mockMotionLoaded).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByRole("figure")[0]).not.toHaveStyle({ opacity: "0" }));
    expect(screen.getAllByRole("figure")[1]).toHaveStyle({ opacity: "0" });
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
