export * from "./Navbar";
export * from "./navLinks";
