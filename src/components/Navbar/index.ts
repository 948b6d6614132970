export * from "./Navbar";
