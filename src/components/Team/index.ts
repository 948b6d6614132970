export * from "./Team";
