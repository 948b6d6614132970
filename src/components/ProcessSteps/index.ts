export * from "./ProcessSteps";
