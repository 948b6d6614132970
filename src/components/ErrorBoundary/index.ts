export * from "./ErrorBoundary";
