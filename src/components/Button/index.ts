export * from "./Button";
