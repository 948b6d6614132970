export * from "./EbookForm";
