import { render, screen, waitFor } from "@testing-library/react";
import { LogoCarousel } from "../../src/components/LogoCarousel";
import { scrollIntoNearView } from "../helpers/viewport";

// react-slick's code cannot be loaded: the connection was lost after the page loaded, or a
// deploy replaced the file.
jest.mock("../../src/components/Carousel/SlickCarousel", () => {
  throw new Error("Loading CSS chunk 250 failed.");
});

const logos = [
  { src: "/a.svg", alt: "Altavo" },
  { src: "/b.svg", alt: "Brightfold" },
  { src: "/c.svg", alt: "Cedarline" },
  { src: "/d.svg", alt: "Dunmore" },
];

it("keeps the carousel's first view, the same elements, when react-slick cannot be loaded", async () => {
  render(<LogoCarousel logos={logos} />);
  const track = document.querySelector("[data-carousel-static]");
  const first = screen.getByAltText("Altavo");
  scrollIntoNearView();
  await waitFor(() => expect(document.querySelector('[data-carousel-static="kept"]')).not.toBeNull());
  // Nothing mounted again: the same track and the same pictures, every logo still there.
  expect(document.querySelector("[data-carousel-static]")).toBe(track);
  expect(screen.getByAltText("Altavo")).toBe(first);
  for (const logo of logos) expect(screen.getByAltText(logo.alt)).toBeTruthy();
});
