export * from "./IllustrativeNote";
