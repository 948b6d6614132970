export * from "./FormField";
