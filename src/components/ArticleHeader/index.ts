export * from "./ArticleHeader";
