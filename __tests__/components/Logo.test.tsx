import { fireEvent, render, screen } from "@testing-library/react";
import { Logo } from "../../src/components/Logo";

const renderLogo = () => render(<Logo src="/images/logo-mark.svg" fallbackSrc="/images/logo-mark.png" name="Borderless Consulting" />);
const image = () => screen.getByRole("link", { name: "Borderless Consulting" }).querySelector("img") as HTMLImageElement;

describe("Logo", () => {
  it("links home with the firm's name and shows the main image", () => {
    renderLogo();
    expect(screen.getByRole("link", { name: "Borderless Consulting" })).toHaveAttribute("href", "/");
    expect(image()).toHaveAttribute("src", "/images/logo-mark.svg");
    expect(image()).toHaveAttribute("width", "40");
    expect(image()).toHaveAttribute("height", "40");
  });

  it("shows the fallback image when the main one fails to load", () => {
    renderLogo();
    fireEvent.error(image());
    expect(image()).toHaveAttribute("src", "/images/logo-mark.png");
    expect(image()).toHaveAttribute("data-fallback", "true");
    // A failing fallback does not loop back to the first image.
    fireEvent.error(image());
    expect(image()).toHaveAttribute("src", "/images/logo-mark.png");
  });

  it("switches to the fallback when the image had already failed before hydration", () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    const width = jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    renderLogo();
    expect(image()).toHaveAttribute("src", "/images/logo-mark.png");
    complete.mockRestore();
    width.mockRestore();
  });

  it("keeps the main image when it loaded", () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    const width = jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(64);
    renderLogo();
    expect(image()).toHaveAttribute("src", "/images/logo-mark.svg");
    complete.mockRestore();
    width.mockRestore();
  });

  it("matches the snapshot", () => {
    expect(renderLogo().asFragment()).toMatchSnapshot();
  });
});
