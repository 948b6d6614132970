export * from "./HydrationBoundary";
