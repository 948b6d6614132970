/** Unit and component tests (jsdom). Browser tests live in jest.e2e.config.js. */
module.exports = {
  testEnvironment: "jsdom",
  // A limit that only catches a hang: npm test runs these beside the build on two shared
  // cores, where a test that renders a whole page gets a fraction of a core, and Jest's
  // 5 s default then failed tests that were slow, not wrong. Nothing asserts a duration.
  testTimeout: 30000,
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff|woff2)$": "<rootDir>/__mocks__/file-mock.js",
    // jsdom resolves a package's "browser" export, and yaml's is ES modules, which Jest does not
    // load; the build-time code that reads content with it runs in Node, which gets this file.
    "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: [
    "/node_modules/",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/__tests__/e2e/",
    "<rootDir>/__tests__/warm/",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
