export * from "./ServiceCards";
export type { ServiceCard } from "../../rules/services";
