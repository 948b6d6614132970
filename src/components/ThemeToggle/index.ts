export * from "./ThemeToggle";
