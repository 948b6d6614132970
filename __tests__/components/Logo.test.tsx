import { render, screen } from "@testing-library/react";
import { Logo } from "../../src/components/Logo";

const renderLogo = () =>
  render(<Logo src="/images/logo-mark.svg" fallbackSrc="/images/logo-mark.png" name="Borderless Consulting" />);
const image = () =>
  screen.getByRole("link", { name: "Borderless Consulting" }).querySelector("img") as HTMLImageElement;
const mark = () => image().parentElement as HTMLElement;

describe("Logo", () => {
  it("links home with the firm's name and shows the main image", () => {
    renderLogo();
    expect(screen.getByRole("link", { name: "Borderless Consulting" })).toHaveAttribute("href", "/");
    expect(image()).toHaveAttribute("src", "/images/logo-mark.svg");
    expect(image()).toHaveAttribute("alt", "");
    expect(image()).toHaveAttribute("width", "40");
    expect(image()).toHaveAttribute("height", "40");
  });

  it("keeps a box of the mark's size with the fallback image behind the main one", () => {
    renderLogo();
    expect(mark()).toHaveStyleRule("width", "40px");
    expect(mark()).toHaveStyleRule("height", "40px");
    expect(mark()).toHaveStyleRule("background-image", 'url("/images/logo-mark.png")');
    expect(mark()).toHaveStyleRule("background-size", "contain");
    expect(image()).toHaveStyleRule("width", "100%");
    expect(image()).toHaveStyleRule("height", "100%");
  });

  it("shows the firm's name as text beside the mark", () => {
    renderLogo();
    const link = screen.getByRole("link", { name: "Borderless Consulting" });
    expect(link).toHaveTextContent("Borderless Consulting");
    expect(link.children).toHaveLength(2);
    expect(link.firstElementChild).toBe(mark());
    expect(link.lastElementChild).toHaveTextContent("Borderless Consulting");
  });
});
