export * from "./LatestArticles";
