export * from "./Button";
export * from "./Container";
export * from "./Heading";
export * from "./Icon";
export * from "./Layout";
export * from "./Section";
export * from "./Seo";
