export * from "./Testimonials";
