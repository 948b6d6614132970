export * from "./LogoCarousel";
