import { closeBrowser } from "../browser";

// Each test file's Chromium starts with its first page (browser.ts) and ends with the file.
afterAll(closeBrowser);
