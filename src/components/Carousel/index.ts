export * from "./Carousel";
export * from "./useCarouselA11y";
export * from "./responsive";
