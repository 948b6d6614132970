import type { BrowserContext, Page, Route } from "playwright-core";
import {
  BASE_URL,
  heldClock,
  mockRequests,
  openPage,
  rawHtml,
  resetMock,
  until,
  waitForHydration,
  type PageOptions,
} from "./browser";
import { BUNDLES_ATTRIBUTE } from "../../src/lib/headScripts";
import { LABELS } from "../../src/rules/labels";
import { testContentYaml } from "../helpers/site";

const ui = testContentYaml<{ cookieBanner: { label: string; settings: string } }>("ui.yaml");
const newsletter = testContentYaml<{ newsletter: { label: string; submit: string; success: string } }>(
  "forms.yaml",
).newsletter;

// Every control works before React has hydrated it (CONTROLS_SCRIPT in src/lib/headScripts.ts,
// native <details>), and React takes over the state it was left in: each test holds back the
// bundles the page lists in its data-bundles attribute, uses the control, then lets them
// through and, once the page has hydrated, checks that the state carried over and that the
// control still does one step per click.

const FAQ_ROUTE = "/services/company-formation/";

interface HeldPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Lets the held bundles through and waits for the page to hydrate. */
  hydrate(): Promise<void>;
  /** The page's clock, when asked for (see heldClock). */
  clock?: Awaited<ReturnType<typeof heldClock>>;
}

async function openWithoutBundles(route: string, options: PageOptions = {}, { clock = false } = {}): Promise<HeldPage> {
  const { html } = await rawHtml(route);
  const list = new RegExp(`${BUNDLES_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1];
  if (!list) throw new Error(`${route} lists no bundles in ${BUNDLES_ATTRIBUTE}`);
  const bundles = new Set(list.split(" "));
  const { page, context, errors } = await openPage({ width: 390, height: 844, ...options });
  const pageClock = clock ? await heldClock(page) : undefined;
  const held: Route[] = [];
  const hold = (url: URL) => bundles.has(url.pathname);
  await context.route(hold, (r) => {
    held.push(r);
  });
  await page.goto(BASE_URL + route, { waitUntil: "domcontentloaded" });
  // The loader asks for the bundles once the page has painted: from then on it is what a
  // visitor sees before React runs.
  await until(() => held.length === bundles.size);
  return {
    page,
    context,
    errors,
    clock: pageClock,
    async hydrate() {
      expect(await hydrated(page)).toBe(false);
      await context.unroute(hold);
      await Promise.all(held.map((r) => r.continue()));
      await waitForHydration(page);
    },
  };
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });

describe("before and after hydration", () => {
  it.each([
    [LABELS.acceptCookies, "accepted"],
    [LABELS.decline, "declined"],
    ["Close and decline cookies", "declined"],
  ])("the cookie banner's '%s' stores %s and hides the banner; React keeps it hidden", async (name, stored) => {
    const { page, context, errors, hydrate } = await openWithoutBundles("/", { consent: null });
    const region = page.getByRole("region", { name: "Cookie consent" });
    await region.getByRole("button", { name, exact: true }).click();
    expect(await region.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
    // And what it was about: the analytics service the page names ("" on a build without one).
    const [scope, script] = await page.evaluate(() => [
      localStorage.getItem("cookie-consent-analytics"),
      document.documentElement.getAttribute("data-analytics-service") ?? "",
    ]);
    expect(scope).toBe(script);
    await hydrate();
    await region.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Cookie settings' brings the banner back before hydration; React keeps it up and takes the choice made in it", async () => {
    const { page, context, errors, hydrate } = await openWithoutBundles("/", { consent: "accepted" });
    const region = page.getByRole("region", { name: ui.cookieBanner.label });
    expect(await region.isVisible()).toBe(false);
    await page.getByRole("button", { name: ui.cookieBanner.settings, exact: true }).click();
    expect(await region.isVisible()).toBe(true);
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    await hydrate();
    expect(await region.isVisible()).toBe(true);
    await region.getByRole("button", { name: LABELS.decline, exact: true }).click();
    await region.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
    // And again, now with React: the banner is back, focused.
    await page.getByRole("button", { name: ui.cookieBanner.settings, exact: true }).click();
    await region.waitFor();
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the mobile menu opens before hydration and stays open after; then one click closes it", async () => {
    const { page, context, errors, hydrate } = await openWithoutBundles("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await mobileNav.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await mobileNav.isVisible()).toBe(false);
    // A tap on the page outside it closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(195, 800);
    expect(await mobileNav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await hydrate();
    expect(await mobileNav.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close menu" }).click();
    expect(await mobileNav.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the Services menu opens on hover and on click before hydration, and stays open after", async () => {
    const { page, context, errors, hydrate } = await openWithoutBundles("/", { width: 1280, height: 800 });
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Services" });
    const company = nav.getByRole("link", { name: "Company Formation" });
    await button.hover();
    expect(await company.isVisible()).toBe(true);
    // Clicking what the pointer opened leaves it open.
    await button.click();
    expect(await company.isVisible()).toBe(true);
    await page.mouse.move(1200, 700);
    expect(await company.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await company.isVisible()).toBe(true);
    await hydrate();
    expect(await company.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await company.isVisible()).toBe(false);
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the theme toggle switches and stores the theme before hydration; React keeps it and goes on from it", async () => {
    const { page, context, errors, hydrate } = await openWithoutBundles("/");
    const mode = () => page.evaluate(() => [document.documentElement.dataset.themeMode, localStorage.getItem("theme")]);
    // On a device in light, the first press shows dark.
    await page.getByRole("button", { name: /^Theme: System\. Switch to dark theme$/ }).click();
    expect(await mode()).toEqual(["dark", "dark"]);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("button", { name: /^Theme: Dark\. Switch to light theme$/ }).click();
    expect(await mode()).toEqual(["light", "light"]);
    await hydrate();
    expect(await mode()).toEqual(["light", "light"]);
    await page.getByRole("button", { name: /^Theme: Light\. Switch to system theme$/ }).click();
    // The device's theme again: nothing is kept.
    expect(await mode()).toEqual(["system", null]);
    await page.getByRole("button", { name: /^Theme: System\./ }).waitFor();
    // And before hydration too, on a page that had a choice stored.
    const again = await openWithoutBundles("/");
    await again.page.evaluate(() => localStorage.setItem("theme", "dark"));
    await again.page.reload({ waitUntil: "domcontentloaded" });
    // Named for the stored mode from the first paint, as React names it later.
    await again.page.getByRole("button", { name: /^Theme: Dark\. Switch to light theme$/ }).click();
    expect(
      await again.page.evaluate(() => [document.documentElement.dataset.themeMode, localStorage.getItem("theme")]),
    ).toEqual(["light", "light"]);
    await again.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the article carousel's arrows scroll it before hydration, and react-slick starts where it was left", async () => {
    const { page, context, errors, hydrate } = await openWithoutBundles("/", { width: 1280, height: 800 });
    const region = page.getByRole("region", { name: "Article carousel" });
    const slide = () =>
      region.evaluate((el) => {
        const track = el.querySelector<HTMLElement>("[data-carousel-static]");
        if (track) return Math.round(track.scrollLeft / track.firstElementChild!.getBoundingClientRect().width);
        return Number(el.querySelector(".slick-current")?.getAttribute("data-index"));
      });
    await region.scrollIntoViewIfNeeded();
    await region.getByRole("button", { name: "Next articles" }).click();
    expect(await slide()).toBe(1);
    await region.getByRole("button", { name: "Previous articles" }).click();
    await region.getByRole("button", { name: "Next articles" }).click();
    expect(await slide()).toBe(1);
    await hydrate();
    await page.waitForSelector("[aria-label='Article carousel'] .slick-current");
    expect(await slide()).toBe(1);
    await region.getByRole("button", { name: "Next articles" }).click();
    await expectEventually(slide, 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a FAQ item (native <details>) opens before hydration and stays open after", async () => {
    const { page, context, errors, hydrate } = await openWithoutBundles(FAQ_ROUTE);
    const first = page.locator("main details").first();
    await first.locator("summary").click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await hydrate();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await first.locator("summary").click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the logo carousel's pause button, pressed before hydration, keeps it still after; pressed again, it moves on", async () => {
    const ui = testContentYaml<{ labels: { pause: string; logos: string } }>("ui.yaml").labels;
    const { page, context, errors, hydrate, clock } = await openWithoutBundles("/", {}, { clock: true });
    const carousel = page.getByRole("region", { name: "Logo carousel" });
    const pause = carousel.getByRole("button", { name: ui.pause.replace("{items}", ui.logos) });
    await pause.click();
    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    await hydrate();
    await carousel.scrollIntoViewIfNeeded();
    const active = '[aria-label="Logo carousel"] .slick-slide.slick-active';
    await page.locator(active).first().waitFor();
    await page.mouse.move(0, 0);
    await clock!.stop();
    const first = await page.locator(active).first().getAttribute("data-index");
    // Longer than the 3 s the carousel otherwise waits before it moves on.
    await clock!.advance(3500);
    expect(await page.locator(active).first().getAttribute("data-index")).toBe(first);
    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    await pause.click();
    expect(await pause.getAttribute("aria-pressed")).toBe("false");
    await page.mouse.move(0, 0);
    await clock!.advance(3500);
    expect(await page.locator(active).first().getAttribute("data-index")).not.toBe(first);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/landing/'s 'Show the calendar' loads the booking frame before hydration, and React keeps it without loading it again", async () => {
    const site = testContentYaml<{ schedulingUrl: string }>("site.yaml");
    const copy = testContentYaml<{ schedule: { load: string; frameTitle: string } }>("pages/landing.yaml");
    const { page, context, errors, hydrate } = await openWithoutBundles("/landing/");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url() === site.schedulingUrl) asked.push(request.url());
    });
    const frame = page.locator(`iframe[title="${copy.schedule.frameTitle}"]`);
    const failed = page.waitForEvent("requestfailed", (request) => request.url() === site.schedulingUrl);
    await page.getByRole("button", { name: copy.schedule.load }).click();
    await failed;
    expect(await frame.isVisible()).toBe(true);
    await hydrate();
    expect(await frame.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: copy.schedule.load }).isVisible()).toBe(false);
    // Loaded once: the visitor keeps what they had picked in the calendar.
    expect(asked).toEqual([site.schedulingUrl]);
    // The only error is the test browser's refusal of the outside request.
    expect(errors.filter((e) => !e.includes("ERR_BLOCKED_BY_CLIENT"))).toEqual([]);
    await context.close();
  });
});

// A visitor who types before the scripts start must not lose a character when React takes
// the form over, nor have the form send something other than what it shows.
describe("what a visitor types before hydration", () => {
  const posts = async (path: string) =>
    (await mockRequests()).filter((r) => r.method === "POST" && r.path === path).map((r) => r.body);

  it("the contact form keeps every field and sends them", async () => {
    await resetMock("ok");
    const typed = { name: "Ana Souza", email: "ana@example.com", subject: "Moving", message: "Two lines.\nSecond." };
    const { page, context, errors, hydrate } = await openWithoutBundles("/contact/");
    const field = (name: keyof typeof typed) => page.getByLabel(LABELS.contact[name], { exact: true });
    for (const [name, value] of Object.entries(typed)) await field(name as keyof typeof typed).fill(value);
    await hydrate();
    for (const [name, value] of Object.entries(typed))
      expect(await field(name as keyof typeof typed).inputValue()).toBe(value);
    await page.getByRole("button", { name: LABELS.contact.submit }).click();
    await page.getByText(LABELS.contact.sentTitle).waitFor();
    await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement).value === "");
    expect(await posts("/contact")).toEqual([typed]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the ebook form keeps the name, the email and the consent, and sends them", async () => {
    await resetMock("ok");
    const { page, context, errors, hydrate } = await openWithoutBundles("/ebook/");
    await page.getByLabel(LABELS.ebook.name, { exact: true }).fill("Ana");
    await page.getByLabel(LABELS.ebook.email, { exact: true }).fill("ana@example.com");
    await page.getByLabel(LABELS.ebook.consent, { exact: true }).check();
    await hydrate();
    expect(await page.getByLabel(LABELS.ebook.name, { exact: true }).inputValue()).toBe("Ana");
    expect(await page.getByLabel(LABELS.ebook.email, { exact: true }).inputValue()).toBe("ana@example.com");
    expect(await page.getByLabel(LABELS.ebook.consent, { exact: true }).isChecked()).toBe(true);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: LABELS.ebook.submit }).click();
    await download;
    await page.getByText(LABELS.ebook.success).waitFor();
    expect(await posts("/ebook")).toEqual([{ name: "Ana", email: "ana@example.com", consent: true }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the footer newsletter keeps the email and sends it", async () => {
    await resetMock("ok");
    const { page, context, errors, hydrate } = await openWithoutBundles("/contact/");
    const input = page.getByLabel(newsletter.label, { exact: true });
    await input.fill("ana@example.com");
    await hydrate();
    expect(await input.inputValue()).toBe("ana@example.com");
    await page.getByRole("button", { name: newsletter.submit }).click();
    await page.getByText(newsletter.success).waitFor();
    expect(await posts("/newsletter")).toEqual([{ email: "ana@example.com" }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// react-slick moves to the next slide at the end of its animation.
async function expectEventually<T>(read: () => Promise<T>, expected: T) {
  for (let i = 0; i < 50 && (await read()) !== expected; i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(await read()).toBe(expected);
}
