export * from "./CookieBanner";
