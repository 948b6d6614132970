// The browser tests build the site with its form endpoints pointing at the mock provider.
// MOCK_PROVIDER_PORT lets two checkouts run their browser tests side by side.
export const MOCK_PROVIDER_PORT = Number(process.env.MOCK_PROVIDER_PORT ?? 4010);
const base = `http://127.0.0.1:${MOCK_PROVIDER_PORT}`;
// decap-server for the CMS test (__tests__/e2e/cms.test.ts): the port beside the mock
// provider's unless DECAP_SERVER_PORT says otherwise; the build names it in the CMS's config
// and the admin page's Content-Security-Policy.
export const DECAP_SERVER_PORT = Number(process.env.DECAP_SERVER_PORT || MOCK_PROVIDER_PORT + 1);

export const E2E_BUILD_ENV = {
  GATSBY_CONTACT_FORM_ENDPOINT: `${base}/contact`,
  GATSBY_EBOOK_FORM_ENDPOINT: `${base}/ebook`,
  GATSBY_NEWSLETTER_FORM_ENDPOINT: `${base}/newsletter`,
  // Served by the mock provider, so the tests can see whether (and when) it is requested.
  GATSBY_ANALYTICS_SCRIPT: `${base}/analytics.js`,
  DECAP_SERVER_PORT: String(DECAP_SERVER_PORT),
};
