export * from "./ArticleNav";
