/** Browser tests: Debian Chromium driven by playwright-core against the built site. */
module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  testMatch: ["<rootDir>/__tests__/e2e/**/*.test.ts"],
  globalSetup: "<rootDir>/__tests__/e2e/setup/globalSetup.mjs",
  globalTeardown: "<rootDir>/__tests__/e2e/setup/globalTeardown.mjs",
  setupFiles: ["<rootDir>/__tests__/e2e/setup/workerServers.js"],
  setupFilesAfterEnv: [
    "<rootDir>/__tests__/e2e/setup/cspGuard.ts",
    "<rootDir>/__tests__/e2e/setup/browserLifecycle.ts",
  ],
  // Generous: the machine is shared and slow; no test depends on speed.
  testTimeout: 90000,
};
