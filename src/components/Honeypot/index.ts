export * from "./Honeypot";
