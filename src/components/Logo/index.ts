export * from "./Logo";
