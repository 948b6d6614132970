import { takeCspViolations } from "../browser";

// The browser tests run against the build's real headers (setup/globalSetup.mjs), so a
// Content-Security-Policy that blocks anything the site needs fails the test that saw it.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
