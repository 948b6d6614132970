export * from "./Purpose";
