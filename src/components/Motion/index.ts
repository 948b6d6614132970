export * from "./Motion";
