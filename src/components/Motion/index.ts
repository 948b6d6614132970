export * from "./Motion";
export * from "../../styles/reveal";
