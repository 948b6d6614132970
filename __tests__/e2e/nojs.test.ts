import type { Page } from "playwright-core";
import { animationsEnded, BASE_URL, layOutBands, mockRequests, openPage, resetMock, type TestPage } from "./browser";
import { builtRoutes } from "./routes";
import { axeViolations } from "./axe";
import { testContentYaml } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

// The site with JavaScript turned off: what the server HTML and the CSS do on their own.
const routes = builtRoutes();

async function load(page: Page, route: string) {
  await page.goto(BASE_URL + route, { waitUntil: "load" });
  // CSS entrances (the hero words) run without JavaScript too: let the finite ones end.
  await animationsEnded(page);
}

/** Text and images a reader should see but cannot: transparent, hidden or of no size. */
function invisible(page: Page) {
  return page.evaluate(() => {
    // Hidden on purpose: menus until opened, closed answers, screen-reader-only text, the
    // cookie banner and its "Cookie settings" button (nothing to consent to without JavaScript)
    // and the box with the button that loads /landing/'s booking frame (the link beside it works
    // without).
    const deliberate =
      "script, style, noscript, template, [hidden], .visually-hidden, [aria-label='Cookie consent'], [data-frame] > :has(> [data-action='frame']), [data-action='reconsent']";
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(deliberate)) continue;
      const details = parent.closest("details");
      if (details && !details.open && !parent.closest("summary")) continue;
      // The header keeps its desktop and mobile navigation both, one of them not displayed.
      if (parent.closest("header") && !parent.checkVisibility()) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        out.push(`text "${node.textContent.trim().slice(0, 50)}"`);
    }
    for (const wrapper of document.querySelectorAll(".gatsby-image-wrapper")) {
      if (wrapper.closest(deliberate)) continue;
      const shown = [...wrapper.querySelectorAll("img")].some(
        (img) => img.hasAttribute("src") && img.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      if (!shown) out.push(`image ${wrapper.querySelector("img")?.getAttribute("alt") ?? ""}`);
    }
    return out;
  });
}

describe.each([390, 1280])("without JavaScript at %i px", (width) => {
  let tab: TestPage;
  beforeAll(async () => {
    tab = await openPage({ width, javaScriptEnabled: false, consent: null });
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it.each(routes)("%s shows all its content, its links, and forms that post to the provider", async (route) => {
    await load(tab.page, route);
    const { page } = tab;
    expect(await page.locator("h1").first().isVisible()).toBe(true);
    expect(await invisible(page)).toEqual([]);
    // No control that needs JavaScript is shown: the theme button would be an empty, dead circle.
    expect(await page.locator('[data-action="theme"]').isVisible()).toBe(false);
    // Navigation: the footer's links everywhere but the campaign page, which has none by design.
    if (route !== "/landing/") {
      const footerLinks = page.getByRole("contentinfo").getByRole("link");
      expect(await footerLinks.count()).toBeGreaterThan(5);
      // Each shown: waited for, as Chromium lays the footer out only once it is near the screen
      // (content-visibility: auto); a link that stays hidden fails, named, after 30 s.
      for (const link of await footerLinks.all()) await link.waitFor({ state: "visible", timeout: 30_000 });
    }
    // Every form posts natively to an endpoint.
    for (const form of await page.locator("form").all()) {
      expect((await form.getAttribute("method"))?.toLowerCase()).toBe("post");
      expect(await form.getAttribute("action")).toMatch(/^https?:\/\//);
    }
  });
});

describe("the booking section of /landing/ without JavaScript", () => {
  const schedule = testContentYaml<{ schedule: { notice: string; fallback: string } }>("pages/landing.yaml").schedule;

  it("promises no button it cannot show: the calendar's notice goes with its button, and the link to the booking page stays", async () => {
    const { page, context } = await openPage({ width: 390, javaScriptEnabled: false });
    await load(page, "/landing/");
    // The notice says the calendar loads "when you ask for it": only true where the button works.
    const notice = page
      .locator("[data-frame] p")
      .filter({ hasText: schedule.notice.split(".")[0].replace(/\{\w+\}.*$/, "") });
    expect(await notice.count()).toBe(1);
    expect(await notice.isVisible()).toBe(false);
    const link = page.getByRole("link", { name: schedule.fallback });
    // Scrolled to, as a reader reaches it (the section is rendered lazily while off screen).
    await link.scrollIntoViewIfNeeded();
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute("target")).toBe("_blank");
    await context.close();
  });
});

describe("navigation without JavaScript", () => {
  it("at 1280 px shows the header links, and the Services menu opens when pointed at or tabbed into", async () => {
    const { page, context } = await openPage({ width: 1280, javaScriptEnabled: false });
    await load(page, "/blog/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["About", "Blog", "Resources", "Contact"])
      expect(await nav.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    const company = nav.getByRole("link", { name: "Company Formation" });
    expect(await company.isVisible()).toBe(false);
    await nav.getByRole("button", { name: "Services" }).hover();
    expect(await company.isVisible()).toBe(true);
    await page.mouse.move(640, 700);
    expect(await company.isVisible()).toBe(false);
    await nav.getByRole("button", { name: "Services" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Global Structuring");
    expect(await company.isVisible()).toBe(true);
    await context.close();
  });

  it("at 390 px opens the menu from its button, with every link", async () => {
    const { page, context } = await openPage({ width: 390, javaScriptEnabled: false });
    await load(page, "/blog/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["About", "Global Structuring", "Company Formation", "Blog", "Resources", "Contact"])
      expect(await menu.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Resources", exact: true }).click();
    await page.waitForURL(`${BASE_URL}/ebook/`);
    await context.close();
  });

  it.each(["/", "/about/"])("%s has no axe violation while its carousels are static rows", async (route) => {
    // Axe needs JavaScript, so here the site's own scripts are held back instead.
    const { page, context } = await openPage({ width: 390 });
    await context.route(/\/(app|framework|webpack-runtime)-[\w]+\.js$/, (r) => r.abort());
    await page.goto(BASE_URL + route, { waitUntil: "load" });
    expect(await page.locator("[data-carousel-static]").count()).toBeGreaterThan(0);
    // Bands below the first screen are skipped by content-visibility until scrolled to.
    await layOutBands(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("forms without JavaScript", () => {
  it("the ebook form posts name, email and consent to the provider", async () => {
    await resetMock("ok");
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await load(page, "/ebook/");
    const form = page.locator("main form");
    await form.getByLabel(LABELS.ebook.name).fill("Ada Lovelace");
    await form.getByLabel(LABELS.ebook.email).fill("ada@example.com");
    await form.getByRole("checkbox").check();
    await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: LABELS.ebook.submit }).click()]);
    const posts = (await mockRequests()).filter((r) => r.path === "/ebook");
    expect(posts).toHaveLength(1);
    expect(posts[0].contentType).toContain("application/x-www-form-urlencoded");
    expect(posts[0].body).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", consent: "true" });
    await context.close();
  });

  it("the footer newsletter form posts the email to the provider", async () => {
    await resetMock("ok");
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await load(page, "/blog/");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByRole("textbox").fill("reader@example.com");
    await Promise.all([page.waitForNavigation(), form.getByRole("button").click()]);
    const posts = (await mockRequests()).filter((r) => r.path === "/newsletter");
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({ email: "reader@example.com" });
    await context.close();
  });
});
