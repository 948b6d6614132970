export * from "./QuoteBanner";
