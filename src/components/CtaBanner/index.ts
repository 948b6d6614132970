export * from "./CtaBanner";
