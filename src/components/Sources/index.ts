export * from "./Sources";
