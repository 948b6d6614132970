export { wrapRootElement } from "./src/components/RootWrapper";
