export * from "./Motion";
export * from "./reveal";
