export * from "./ContactForm";
