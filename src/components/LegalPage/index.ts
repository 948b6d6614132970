export * from "./LegalPage";
