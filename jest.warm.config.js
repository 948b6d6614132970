/**
 * The warm rebuild (__tests__/warm/): two real builds in a copy of the repository, the second
 * on the first one's cache, as Netlify builds after a content change. Run by `npm test` beside
 * the browser tests.
 */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/__tests__/warm/**/*.test.ts"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/e2e/setup/browserLifecycle.ts"],
  // Two builds on a shared 2-core machine: generous, and nothing asserts a duration.
  testTimeout: 30 * 60 * 1000,
};
