export * from "./ServiceLinkCards";
