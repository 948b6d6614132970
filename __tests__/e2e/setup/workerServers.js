// Points this worker's tests at its own pair of servers (started by globalSetup.mjs):
// E2E_BASE_URL and E2E_PLAIN_URL, as browser.ts reads them. Jest numbers workers from 1.
const pick = (list) => {
  const urls = (list ?? "").split(" ").filter(Boolean);
  return urls[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % urls.length];
};
if (process.env.E2E_BASE_URLS) {
  process.env.E2E_BASE_URL = pick(process.env.E2E_BASE_URLS);
  process.env.E2E_PLAIN_URL = pick(process.env.E2E_PLAIN_URLS);
}
