export * from "./Analytics";
