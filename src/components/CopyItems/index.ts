export * from "./CopyItems";
