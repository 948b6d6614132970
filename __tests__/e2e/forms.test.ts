import fs from "node:fs";
import type { Page } from "playwright-core";
import {
  ANALYTICS_SERVICE,
  BASE_URL,
  gotoAndHydrate,
  mockRequests,
  openPage,
  resetMock,
  waitForHydration,
} from "./browser";
import { builtRoutes, htmlFileFor } from "./routes";
import { LABELS } from "../../src/rules/labels";
import { testContentYaml } from "../helpers/site";

const ui = testContentYaml<{ cookieBanner: { label: string; settings: string } }>("ui.yaml");
const forms = testContentYaml<{
  contact: { notDelivered: string; retry: string };
  newsletter: { label: string; submit: string; success: string; failed: string; formLabel: string };
}>("forms.yaml");
const TYPED = {
  name: "Ana Souza",
  email: "ana@example.com",
  subject: "Moving to Portugal",
  message: "First line.\nSecond line, with ç and ü.",
};

async function fillContact(page: Page) {
  await page.getByLabel(LABELS.contact.name, { exact: true }).fill(TYPED.name);
  await page.getByLabel(LABELS.contact.email, { exact: true }).fill(TYPED.email);
  await page.getByLabel(LABELS.contact.subject, { exact: true }).fill(TYPED.subject);
  await page.getByLabel(LABELS.contact.message, { exact: true }).fill(TYPED.message);
}

async function contactValues(page: Page) {
  return {
    name: await page.getByLabel(LABELS.contact.name, { exact: true }).inputValue(),
    email: await page.getByLabel(LABELS.contact.email, { exact: true }).inputValue(),
    subject: await page.getByLabel(LABELS.contact.subject, { exact: true }).inputValue(),
    message: await page.getByLabel(LABELS.contact.message, { exact: true }).inputValue(),
  };
}

const formPosts = async (path: string) => (await mockRequests()).filter((r) => r.method === "POST" && r.path === path);

describe("contact form against the provider", () => {
  it("shows 'Message sent!' at once, delivers the four fields as JSON and then clears the form", async () => {
    await resetMock("ok", 1500);
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/contact/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Contact Us");
    await fillContact(page);
    await page.getByRole("button", { name: LABELS.contact.submit }).click();
    // The toast does not wait for the provider (which answers only after 1.5 s here).
    await page.getByText(LABELS.contact.sentTitle).waitFor();
    await page.getByText(LABELS.contact.sentText).waitFor();
    await expect(page.getByRole("button", { name: LABELS.contact.submit }).isEnabled()).resolves.toBe(true);
    await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement)?.value === "");
    const posts = await formPosts("/contact");
    expect(posts).toHaveLength(1);
    expect(posts[0].contentType).toContain("application/json");
    expect(posts[0].body).toEqual(TYPED);
    await context.close();
  });

  it.each([
    ["error", "a server error"],
    ["drop", "a dropped connection"],
    ["invalid", "a validation refusal"],
  ] as const)("after %s (%s) keeps every character and says it was not delivered", async (mode, _label) => {
    await resetMock(mode, 0, [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }]);
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/contact/");
    await fillContact(page);
    await page.getByRole("button", { name: LABELS.contact.submit }).click();
    const inline = page.locator("main").getByRole("alert");
    await inline.waitFor();
    expect(await contactValues(page)).toEqual(TYPED);
    if (mode === "invalid") await page.getByText("should be an email").waitFor();
    else await page.getByText(forms.contact.notDelivered).first().waitFor();
    // Sending again, once the provider is back, delivers exactly what was typed.
    await resetMock("ok");
    await inline.getByRole("button", { name: forms.contact.retry }).click();
    await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement)?.value === "");
    expect((await formPosts("/contact")).map((r) => r.body)).toEqual([TYPED]);
    await context.close();
  });

  // The visitor trial: a PS typed while the message was on its way was wiped with the form.
  it("keeps what the visitor changed while the message was on its way, and clears nothing then", async () => {
    await resetMock("ok", 1500);
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/contact/");
    await fillContact(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/contact");
    await page.getByRole("button", { name: LABELS.contact.submit }).click();
    await page.getByText(LABELS.contact.sentTitle).waitFor();
    const message = page.getByLabel(LABELS.contact.message, { exact: true });
    await page.locator('form[aria-busy="true"]').filter({ has: message }).waitFor();
    await message.press("End");
    await message.pressSequentially(" PS: I am a US citizen.");
    await answered;
    // The form is busy until it has the provider's answer (aria-busy), then says what it did.
    await page.locator('form[aria-busy="false"]').filter({ has: message }).waitFor();
    expect(await contactValues(page)).toEqual({ ...TYPED, message: `${TYPED.message} PS: I am a US citizen.` });
    expect((await formPosts("/contact")).map((r) => r.body)).toEqual([TYPED]);
    await context.close();
  });

  // A controlled field that re-rendered late could reset the caret and scramble fast typing.
  it("keeps every key of fast typing from the moment the fields appear, on a CPU slowed 6x", async () => {
    const { page, context } = await openPage({ width: 390 });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(`${BASE_URL}/contact/`, { waitUntil: "commit" });
    // No waiting for hydration: on this CPU the typing mostly begins before React has the form.
    for (const [field, value] of Object.entries(TYPED)) {
      await page.getByLabel(LABELS.contact[field as keyof typeof TYPED], { exact: true }).click();
      await page.keyboard.type(value);
    }
    await waitForHydration(page);
    expect(await contactValues(page)).toEqual(TYPED);
    await context.close();
  });

  // A visitor who leaves a half-written message to read the Privacy Policy, then comes Back, finds
  // it as they left it (the drafts live in the page's memory only, never in storage).
  it("keeps a half-written message across a visit to the Privacy Policy and Back", async () => {
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/contact/");
    await fillContact(page);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    expect(await contactValues(page)).toEqual(TYPED);
    // Gatsby keeps its scroll positions in sessionStorage; none of what was typed is stored.
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((store) =>
        Object.keys(store).map((key) => `${key}=${store.getItem(key)}`),
      ),
    );
    expect(stored.filter((entry) => entry.includes(TYPED.subject) || entry.includes(TYPED.email))).toEqual([]);
    await context.close();
  });

  it("posts natively to the provider without JavaScript", async () => {
    await resetMock("ok");
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/contact/`);
    await fillContact(page);
    await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: LABELS.contact.submit }).click()]);
    const posts = await formPosts("/contact");
    expect(posts).toHaveLength(1);
    expect(posts[0].contentType).toContain("application/x-www-form-urlencoded");
    // A browser's native form post sends line breaks as CRLF.
    expect(posts[0].body).toMatchObject({ ...TYPED, message: TYPED.message.replace(/\n/g, "\r\n") });
    await context.close();
  });
});

describe("ebook form against the provider", () => {
  it("is busy while the provider is slow, then downloads a valid PDF under the spec's name and resets", async () => {
    await resetMock("ok", 1500);
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/ebook/");
    await page.getByLabel(LABELS.ebook.name, { exact: true }).fill("Ana");
    await page.getByLabel(LABELS.ebook.email, { exact: true }).fill("ana@example.com");
    await page.getByLabel(LABELS.ebook.consent, { exact: true }).check();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: LABELS.ebook.submit }).click();
    const busy = page.getByRole("button", { name: LABELS.sending });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    const file = await download;
    expect(file.suggestedFilename()).toBe(LABELS.ebook.fileName);
    const bytes = fs.readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
    await page.getByText(LABELS.ebook.success).waitFor();
    await expect(page.getByLabel(LABELS.ebook.email, { exact: true }).inputValue()).resolves.toBe("");
    await expect(page.getByLabel(LABELS.ebook.consent, { exact: true }).isChecked()).resolves.toBe(false);
    expect((await formPosts("/ebook")).map((r) => r.body)).toEqual([
      { name: "Ana", email: "ana@example.com", consent: true },
    ]);
    await context.close();
  });

  it.each([
    ["error", LABELS.ebook.failed],
    ["invalid", LABELS.ebook.failed],
    ["drop", LABELS.ebook.network],
  ] as const)("after %s shows the spec's message, keeps the values and starts no download", async (mode, message) => {
    await resetMock(mode);
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/ebook/");
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await page.getByLabel(LABELS.ebook.name, { exact: true }).fill("Ana");
    await page.getByLabel(LABELS.ebook.email, { exact: true }).fill("ana@example.com");
    await page.getByLabel(LABELS.ebook.consent, { exact: true }).check();
    await page.getByRole("button", { name: LABELS.ebook.submit }).click();
    await page.getByText(message).waitFor();
    await page.getByRole("button", { name: LABELS.ebook.submit }).waitFor();
    await expect(page.getByLabel(LABELS.ebook.email, { exact: true }).inputValue()).resolves.toBe("ana@example.com");
    await expect(page.getByLabel(LABELS.ebook.consent, { exact: true }).isChecked()).resolves.toBe(true);
    expect(downloads).toBe(0);
    await context.close();
  });

  it("without consent sends nothing; at most three toasts show at once, and they leave by themselves", async () => {
    await resetMock("ok");
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/ebook/");
    await page.getByLabel(LABELS.ebook.email, { exact: true }).fill("ana@example.com");
    const button = page.getByRole("button", { name: LABELS.ebook.submit });
    for (let i = 0; i < 5; i += 1) await button.click();
    const toasts = page.locator(".notistack-MuiContent").filter({ hasText: LABELS.ebook.consentRequired });
    await toasts.first().waitFor();
    expect(await toasts.count()).toBeLessThanOrEqual(3);
    expect(await formPosts("/ebook")).toEqual([]);
    // The box says it too, and keeps saying it.
    const box = page.getByLabel(LABELS.ebook.consent, { exact: true });
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    // notistack's duration is 4 s; the toasts go without any click.
    await page.waitForFunction(() => !document.querySelector(".notistack-MuiContent"), undefined, { timeout: 20000 });
    expect(await page.locator("main").getByText(LABELS.ebook.consentRequired).count()).toBe(1);
    await context.close();
  });
});

// The toasts' code is loaded on the first toast of a visit: with the connection lost by then,
// the message must still be shown, and the page must not reload (which would lose every field).
describe("with the connection lost before the first toast", () => {
  const stayed = (page: Page) => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

  it("the ebook form says so in the spec's words and keeps what was typed, on the same page", async () => {
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/ebook/");
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await context.setOffline(true);
    await page.getByLabel(LABELS.ebook.name, { exact: true }).fill("Ana");
    await page.getByLabel(LABELS.ebook.email, { exact: true }).fill("ana@example.com");
    await page.getByLabel(LABELS.ebook.consent, { exact: true }).check();
    await page.getByRole("button", { name: LABELS.ebook.submit }).click();
    await page.getByRole("alert").filter({ hasText: LABELS.ebook.network }).waitFor();
    expect(await stayed(page)).toBe(true);
    await expect(page.getByLabel(LABELS.ebook.email, { exact: true }).inputValue()).resolves.toBe("ana@example.com");
    await expect(page.getByLabel(LABELS.ebook.consent, { exact: true }).isChecked()).resolves.toBe(true);
    await context.close();
  });

  it("the contact form shows its toasts and keeps every character, on the same page", async () => {
    const { page, context } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/contact/");
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await context.setOffline(true);
    await fillContact(page);
    await page.getByRole("button", { name: LABELS.contact.submit }).click();
    await page.getByText(LABELS.contact.sentTitle).waitFor();
    await page.getByText(forms.contact.notDelivered).first().waitFor();
    expect(await stayed(page)).toBe(true);
    expect(await contactValues(page)).toEqual(TYPED);
    await context.close();
  });
});

describe("footer newsletter", () => {
  it("keeps an address corrected while the first was on its way", async () => {
    await resetMock("ok", 1500);
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/contact/");
    const input = page.getByLabel(forms.newsletter.label, { exact: true });
    await input.fill("ana@exmaple.com");
    await page.getByRole("button", { name: forms.newsletter.submit }).click();
    await page.locator('form[aria-busy="true"]').filter({ has: input }).waitFor();
    await input.fill("ana@example.com");
    await page.getByText(forms.newsletter.success).waitFor();
    await page.locator('form[aria-busy="false"]').filter({ has: input }).waitFor();
    await expect(input.inputValue()).resolves.toBe("ana@example.com");
    expect((await formPosts("/newsletter")).map((r) => r.body)).toEqual([{ email: "ana@exmaple.com" }]);
    await context.close();
  });

  it("sends the email with fetch and keeps it after a failure", async () => {
    await resetMock("error");
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/contact/");
    const input = page.getByLabel(forms.newsletter.label, { exact: true });
    await input.fill("ana@example.com");
    await page.getByRole("button", { name: forms.newsletter.submit }).click();
    await page.getByText(forms.newsletter.failed).waitFor();
    await expect(input.inputValue()).resolves.toBe("ana@example.com");
    await resetMock("ok");
    await page.getByRole("button", { name: forms.newsletter.submit }).click();
    await page.getByText(forms.newsletter.success).waitFor();
    await expect(input.inputValue()).resolves.toBe("");
    expect((await formPosts("/newsletter")).map((r) => r.body)).toEqual([{ email: "ana@example.com" }]);
    await context.close();
  });
});

describe("consent-gated analytics", () => {
  const analyticsLoads = async () => (await mockRequests()).filter((r) => r.path === "/analytics.js").length;

  it("loads nothing until the visitor accepts, then loads at once and on later pages", async () => {
    await resetMock("ok");
    const { page, context } = await openPage({ consent: null });
    await gotoAndHydrate(page, "/");
    expect(await analyticsLoads()).toBe(0);
    await page.getByRole("button", { name: LABELS.acceptCookies }).click();
    await page.waitForFunction(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);
    expect(await analyticsLoads()).toBe(1);
    await gotoAndHydrate(page, "/about/");
    await page.waitForFunction(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);
    await context.close();
  });

  it("names the analytics service on every page's <html>, where the head script checks consent before the first paint", () => {
    const tags = builtRoutes().map((route) => [
      route,
      /<html[^>]*>/.exec(fs.readFileSync(htmlFileFor(route), "utf8"))?.[0],
    ]);
    expect(tags.filter(([, tag]) => !(tag ?? "").includes(` data-analytics-service="${ANALYTICS_SERVICE}"`))).toEqual(
      [],
    );
  });

  it("asks again a visitor who accepted before this analytics service was run, and loads it only once they accept", async () => {
    await resetMock("ok");
    const { page, context } = await openPage({ consent: null });
    // Accepted on an earlier visit, when the site ran no analytics: nothing says what it was about.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) localStorage.setItem("cookie-consent", "accepted");
      sessionStorage.setItem("seeded", "1");
    });
    await gotoAndHydrate(page, "/");
    const region = page.getByRole("region", { name: "Cookie consent" });
    expect(await region.isVisible()).toBe(true);
    expect(await analyticsLoads()).toBe(0);
    await region.getByRole("button", { name: LABELS.acceptCookies, exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);
    expect(await analyticsLoads()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent-analytics"))).toBe(ANALYTICS_SERVICE);
    await gotoAndHydrate(page, "/about/");
    expect(await region.count()).toBe(0);
    await page.waitForFunction(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);
    await context.close();
  });

  it("lets a visitor who accepted withdraw at the foot of any page: after 'Cookie settings' and 'Decline', later pages load nothing", async () => {
    await resetMock("ok");
    const { page, context } = await openPage({ consent: "accepted" });
    await gotoAndHydrate(page, "/blog/");
    await page.waitForFunction(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded === true);
    const settings = page.getByRole("contentinfo").getByRole("button", { name: ui.cookieBanner.settings, exact: true });
    await settings.click();
    const region = page.getByRole("region", { name: ui.cookieBanner.label });
    await region.getByRole("button", { name: LABELS.decline, exact: true }).click();
    await region.waitFor({ state: "detached" });
    await resetMock("ok");
    await gotoAndHydrate(page, "/about/");
    expect(await analyticsLoads()).toBe(0);
    expect(await region.count()).toBe(0);
    await context.close();
  });

  it.each([LABELS.decline, "Close and decline cookies"])("loads nothing after %s", async (name) => {
    await resetMock("ok");
    const { page, context } = await openPage({ consent: null });
    await gotoAndHydrate(page, "/");
    await page.getByRole("button", { name, exact: true }).click();
    await gotoAndHydrate(page, "/about/");
    expect(await analyticsLoads()).toBe(0);
    await context.close();
  });
});
