export * from "./Seo";
