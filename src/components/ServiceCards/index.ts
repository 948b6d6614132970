export * from "./ServiceCards";
