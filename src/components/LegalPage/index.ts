export * from "./LegalPage";
export { LastUpdatedToday, lastUpdatedOn } from "./LegalText";
