export * from "./PageHeader";
