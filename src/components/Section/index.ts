export * from "./Section";
