export * from "./Media";
