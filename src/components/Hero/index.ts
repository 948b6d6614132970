export * from "./Hero";
