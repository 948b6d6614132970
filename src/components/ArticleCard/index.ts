export * from "./ArticleCard";
