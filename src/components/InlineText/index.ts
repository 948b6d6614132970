export * from "./InlineText";
