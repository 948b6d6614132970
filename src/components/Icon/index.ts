export * from "./Icon";
