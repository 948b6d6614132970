export * from "./Footer";
