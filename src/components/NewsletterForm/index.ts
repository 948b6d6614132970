export * from "./NewsletterForm";
