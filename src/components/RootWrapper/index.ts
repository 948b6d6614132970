export * from "./RootWrapper";
