// The Content-Security-Policy of public/_headers, applied by the test server as Netlify
// would: it blocks nothing the site needs, on any route, through the forms and the booking
// frame, and it blocks a script someone manages to inject. (setup/cspGuard.ts also fails
// any other browser test during which the policy blocked something.)
import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import {
  BASE_URL,
  gotoAndHydrate,
  mockRequests,
  openPage,
  resetMock,
  revealAll,
  takeCspViolations,
  waitForHydration,
} from "./browser";
import { LABELS } from "../../src/rules/labels";
import { testContentYaml, testSiteMetadata } from "../helpers/site";

// Every route in the sitemap, and unknown paths (the 404 page in both of its views).
const ROUTES = [
  ...[
    ...fs.readFileSync(path.resolve("public/sitemap-0.xml"), "utf8").matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g),
  ]
    .map((match) => match[1])
    .sort(),
  "/no-such-page/",
  "/blog/no-such-article/",
];

const analyticsLoaded = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);

/** Resolves with the next violation the page reports, as "directive blocked-uri". */
const nextViolation = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener(
          "securitypolicyviolation",
          (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`),
          { once: true },
        ),
      ),
  );

describe("the policy blocks nothing the site needs", () => {
  it("lists the routes it visits", () => {
    expect(ROUTES).toEqual(expect.arrayContaining(["/", "/landing/", "/contact/", "/ebook/", "/blog/"]));
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  it.each(ROUTES)("%s, scrolled through, with analytics accepted", async (route) => {
    await resetMock("ok");
    const { page, context, cspViolations, errors } = await openPage({ consent: "accepted" });
    await gotoAndHydrate(page, route);
    await analyticsLoaded(page);
    await revealAll(page);
    await context.close();
    expect(cspViolations).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });

  it("/landing/ loads its booking frame from the scheduling host", async () => {
    const scheduling = new URL(testSiteMetadata().schedulingUrl);
    const { page, context, cspViolations, blocked } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/landing/");
    // The frame asks for the page once the visitor asks for the calendar, and the test browser
    // aborts that request, as it does every request leaving the machine. A CSP block
    // would have stopped it before any request.
    const aborted = page.waitForEvent("requestfailed", (request) => request.url().startsWith(scheduling.origin));
    const load = testContentYaml<{ schedule: { load: string } }>("pages/landing.yaml").schedule.load;
    await page.getByRole("button", { name: load }).click();
    await aborted;
    await context.close();
    expect(blocked).toEqual([scheduling.href]);
    expect(cspViolations).toEqual([]);
  });

  it("the contact form sends with fetch to the provider", async () => {
    await resetMock("ok");
    const { page, context, cspViolations } = await openPage();
    await gotoAndHydrate(page, "/contact/");
    await page.getByLabel(LABELS.contact.name, { exact: true }).fill("Ana Souza");
    await page.getByLabel(LABELS.contact.email, { exact: true }).fill("ana@example.com");
    await page.getByLabel(LABELS.contact.subject, { exact: true }).fill("Moving");
    await page.getByLabel(LABELS.contact.message, { exact: true }).fill("Hello.");
    await page.getByRole("button", { name: LABELS.contact.submit }).click();
    // Cleared only once the provider confirmed, so the request went through.
    await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement).value === "");
    await context.close();
    expect((await mockRequests()).filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/contact"]);
    expect(cspViolations).toEqual([]);
  });

  it("the ebook form sends with fetch and starts the download", async () => {
    await resetMock("ok");
    const { page, context, cspViolations } = await openPage();
    await gotoAndHydrate(page, "/ebook/");
    await page.getByLabel(LABELS.ebook.name, { exact: true }).fill("Ana");
    await page.getByLabel(LABELS.ebook.email, { exact: true }).fill("ana@example.com");
    await page.getByLabel(LABELS.ebook.consent, { exact: true }).check();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: LABELS.ebook.submit }).click();
    await download;
    await context.close();
    expect((await mockRequests()).filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/ebook"]);
    expect(cspViolations).toEqual([]);
  });

  it("the newsletter form posts natively to the provider without JavaScript", async () => {
    await resetMock("ok");
    const forms = testContentYaml<{ newsletter: { label: string; submit: string } }>("forms.yaml");
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/`);
    await page.getByLabel(forms.newsletter.label, { exact: true }).fill("ana@example.com");
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: forms.newsletter.submit }).click()]);
    await context.close();
    // (Without scripts the page reports nothing itself; Chromium's console would, and the guard reads it.)
    expect((await mockRequests()).filter((r) => r.method === "POST").map((r) => [r.path, r.body])).toEqual([
      ["/newsletter", expect.objectContaining({ email: "ana@example.com" })],
    ]);
  });
});

describe("the policy blocks injected scripts", () => {
  const MARK = "window.__injected = true;";
  const injected = (page: Page) => page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected);

  it("a script element added to the page does not run", async () => {
    const { page, context, cspViolations } = await openPage();
    await gotoAndHydrate(page, "/contact/");
    const violation = nextViolation(page);
    await page.addScriptTag({ content: MARK }).catch(() => undefined);
    expect(await violation).toBe("script-src-elem inline");
    expect(await injected(page)).toBeUndefined();
    await context.close();
    expect(cspViolations).toEqual([expect.stringContaining("script-src-elem blocked inline")]);
    expect(takeCspViolations()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^console: .*inline script.*Content Security Policy/)]),
    );
  });

  /** Serves /about/ with a script written into its HTML, under the server's headers or without the CSP. */
  async function aboutWithInjectedScript(page: Page, keepPolicy: boolean) {
    await page.route(`${BASE_URL}/about/`, async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), "accept-encoding": "identity" } });
      const headers = { ...response.headers() };
      delete headers["content-length"];
      if (!keepPolicy) delete headers["content-security-policy"];
      const body = (await response.text()).replace("</head>", `<script>${MARK}</script></head>`);
      await route.fulfill({ status: response.status(), headers, body });
    });
    await page.goto(`${BASE_URL}/about/`, { waitUntil: "load" });
    await waitForHydration(page);
  }

  it("a script written into the HTML does not run, while the page's own inline scripts do", async () => {
    const { page, context, cspViolations } = await openPage();
    const refused = page.waitForEvent("console", (message) =>
      /inline script.*Content Security Policy/.test(message.text()),
    );
    await aboutWithInjectedScript(page, true);
    await refused;
    expect(await injected(page)).toBeUndefined();
    // Hydrated, so Gatsby's inline scripts ran; and the head scripts set the theme.
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe("light");
    await context.close();
    expect(cspViolations).toEqual([expect.stringContaining("script-src-elem blocked inline")]);
    expect(takeCspViolations()).toHaveLength(2); // the event and Chromium's console line
  });

  it("(the same page without the policy runs it, so the test above shows the policy at work)", async () => {
    const { page, context } = await openPage();
    await aboutWithInjectedScript(page, false);
    expect(await injected(page)).toBe(true);
    await context.close();
  });
});
