export * from "./Prose";
