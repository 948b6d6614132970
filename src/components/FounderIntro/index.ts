export * from "./FounderIntro";
