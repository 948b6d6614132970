export { default as Toaster, SNACKBAR_DEFAULTS } from "./Toaster";
