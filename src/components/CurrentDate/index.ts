export * from "./CurrentDate";
