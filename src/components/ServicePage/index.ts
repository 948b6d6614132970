export * from "./ServicePageBody";
