export * from "./Heading";
