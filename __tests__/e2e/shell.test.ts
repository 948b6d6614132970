import type { Page } from "playwright-core";
import { BASE_URL, gotoAndHydrate, layOutBands, openPage, rawHtml, revealAll, track404s } from "./browser";
import { PRIVACY_POLICY_SECTIONS, testContentYaml, testSiteMetadata } from "../helpers/site";
import { axeViolations } from "./axe";
import { NOT_FOUND_PATH, SPEC_ROUTES, articleRoutes } from "./routes";
import { LABELS } from "../../src/rules/labels";
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_BANNER_REGION_ATTRIBUTE } from "../../src/lib/headScripts";
import { escapeRegExp } from "../../src/rules/text";

describe("navigation bar (desktop, 1280 px)", () => {
  it("opens the Services dropdown on hover and closes it when the mouse leaves", async () => {
    const { page, context, errors } = await openPage();
    await gotoAndHydrate(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Services" });
    await expect_(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await button.hover();
    // React answers the pointer in a task of its own: wait for the state, not a moment.
    await nav.getByRole("button", { name: "Services", expanded: true }).waitFor();
    const company = nav.getByRole("link", { name: "Company Formation" });
    expect(await company.isVisible()).toBe(true);
    expect(await company.getAttribute("href")).toBe("/services/company-formation/");
    // Sub-items sit indented under Global Structuring.
    const textLeft = (name: string) =>
      nav.getByRole("link", { name }).evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return range.getBoundingClientRect().left;
      });
    expect(await textLeft("Company Formation")).toBeGreaterThan((await textLeft("Global Structuring")) + 8);
    expect(await nav.getByRole("link", { name: LABELS.viewAllServices }).getAttribute("href")).toBe("/services/");
    await page.mouse.move(640, 700);
    await page.waitForFunction(() => document.querySelector('button[aria-controls][aria-expanded="false"]'));
    expect(await company.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("stays open when the visitor clicks Services after pointing at it", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).hover();
    await nav.getByRole("button", { name: "Services", expanded: true }).waitFor();
    await nav.getByRole("button", { name: "Services" }).click();
    expect(await nav.getByRole("button", { name: "Services" }).getAttribute("aria-expanded")).toBe("true");
    expect(await nav.getByRole("link", { name: "Company Formation" }).isVisible()).toBe(true);
    // A second click, with the menu opened by the first, closes it.
    await nav.getByRole("button", { name: "Services" }).click();
    expect(await nav.getByRole("button", { name: "Services" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("works from the keyboard", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    // Focus moves on the next animation frame, once the menu is shown.
    await page.waitForFunction(() => document.activeElement?.textContent === "Global Structuring");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Services");
    await context.close();
  });

  it("links About, Blog, Resources and Contact, and opens social profiles in a new tab", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Resources" }).getAttribute("href")).toBe("/ebook/");
    await nav.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${BASE_URL}/blog/`);
    await page.getByRole("heading", { level: 1, name: "Articles", exact: true }).waitFor();
    const header = page.getByRole("banner");
    for (const name of [/Instagram/, /LinkedIn/]) {
      const link = header.getByRole("link", { name });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    await context.close();
  });

  it("stays at the top while the page scrolls", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/blog/tax-residency-guide-183-day-rule/");
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 500);
    const box = await page.getByRole("banner").boundingBox();
    expect(box!.y).toBe(0);
    await context.close();
  });
});

describe("mobile menu (390 px)", () => {
  it("hides the desktop links behind a hamburger that opens and closes the menu", async () => {
    const { page, context, errors } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    for (const name of ["About", "Global Structuring", "Fractional CFO Services", "Blog", "Resources", "Contact"]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(`${BASE_URL}/blog/`);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes when the visitor taps the page outside it", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    await page.mouse.click(195, 800);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it.each([320, 360, 375])(
    "fits a %i px phone: no page scrolls sideways, and the theme and menu buttons are in full view",
    async (width) => {
      const { page, context } = await openPage({ width, height: 740 });
      const routes = width === 320 ? [...SPEC_ROUTES, ...articleRoutes(), NOT_FOUND_PATH] : ["/", "/blog/"];
      const wide: string[] = [];
      for (const route of routes) {
        await gotoAndHydrate(page, route);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) wide.push(`${route}: ${overflow} px wider than the screen`);
        for (const name of [/theme/i, /menu/i]) {
          const button = page.getByRole("banner").getByRole("button", { name });
          if ((await button.count()) === 0) continue;
          const box = await button.boundingBox();
          if (!box || box.x < 0 || box.x + box.width > width)
            wide.push(`${route}: the ${String(name)} button is cut off`);
        }
      }
      expect(wide).toEqual([]);
      await context.close();
    },
  );

  it("closes with Escape", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    expect(await page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    await context.close();
  });
});

describe("with the connection lost after the page loaded", () => {
  it("keeps each carousel's first view, and the page, when react-slick cannot be loaded", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/");
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await context.setOffline(true);
    const carousels = page.locator("[data-carousel-static]");
    const count = await carousels.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await carousels.nth(i).scrollIntoViewIfNeeded();
      await page.locator('[data-carousel-static="kept"]').nth(i).waitFor();
    }
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.getByRole("heading", { name: LABELS.applicationError }).count()).toBe(0);
    expect(await page.locator('[data-carousel-static="kept"] a').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("cookie banner", () => {
  it.each([
    [LABELS.acceptCookies, "accepted"],
    [LABELS.decline, "declined"],
    ["Close and decline cookies", "declined"],
  ])("'%s' stores %s and the banner never comes back", async (button, stored) => {
    const { page, context } = await openPage({ consent: null });
    await gotoAndHydrate(page, "/");
    const region = page.getByRole("region", { name: "Cookie consent" });
    await region.waitFor();
    expect(await region.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy/");
    await region.getByRole("button", { name: button, exact: true }).click();
    await region.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
    await gotoAndHydrate(page, "/blog/");
    // The server's copy of the banner leaves once React has read the stored choice; from then
    // on only "Cookie settings" brings it back.
    await page.locator(`[${COOKIE_BANNER_REGION_ATTRIBUTE}]`).waitFor({ state: "detached" });
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), COOKIE_BANNER_ATTRIBUTE)).toBe(
      false,
    );
    expect(await region.count()).toBe(0);
    await context.close();
  });

  it.each([320, 390])("keeps each button's label on one line on a %i px phone", async (width) => {
    const { page, context } = await openPage({ width, consent: null });
    await gotoAndHydrate(page, "/");
    const region = page.getByRole("region", { name: "Cookie consent" });
    for (const name of [LABELS.decline, LABELS.acceptCookies]) {
      const lines = await region.getByRole("button", { name, exact: true }).evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect([name, lines]).toEqual([name, 1]);
    }
    await context.close();
  });

  it("closes for the visit when storage is blocked, without errors", async () => {
    const { page, context, errors } = await openPage({ consent: null });
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await gotoAndHydrate(page, "/");
    const region = page.getByRole("region", { name: "Cookie consent" });
    await region.getByRole("button", { name: LABELS.acceptCookies }).click();
    await region.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("cookie banner before any script has run", () => {
  // The site's bundles are held back, so what shows is the server HTML plus the head script.
  async function withoutBundles(consent: "declined" | null) {
    const { page, context } = await openPage({ width: 390, consent });
    await context.route(/\/(app|framework|webpack-runtime)-[\w]+\.js$/, (route) => route.abort());
    await page.goto(`${BASE_URL}/`, { waitUntil: "domcontentloaded" });
    return { page, context };
  }

  it("is painted with the page for a visitor who has not chosen", async () => {
    const { page, context } = await withoutBundles(null);
    expect(await page.getByRole("region", { name: "Cookie consent" }).isVisible()).toBe(true);
    await context.close();
  });

  it("never shows, not even for a frame, once a choice is stored", async () => {
    const { page, context } = await withoutBundles("declined");
    expect(await page.getByRole("region", { name: "Cookie consent" }).isVisible()).toBe(false);
    await context.close();
  });

  it("stays hidden without JavaScript (there is nothing to consent to)", async () => {
    const { page, context } = await openPage({ consent: null, javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/`);
    expect(await page.getByRole("region", { name: "Cookie consent" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("404 page", () => {
  it("answers 404 with 'Oops! Page not found', links home and logs the path", async () => {
    const { page, context, console: lines } = await openPage();
    const response = await gotoAndHydrate(page, "/no-such-page/");
    expect(response?.status()).toBe(404);
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(LABELS.pageNotFound);
    // The path is logged when the content hydrates, which happens after the page's root
    // (progressive hydration): wait for the view it decides in the same effect.
    await page.locator('main [aria-busy="false"]').waitFor();
    expect(lines.some((line) => line.includes("/no-such-page/"))).toBe(true);
    await page.getByRole("link", { name: LABELS.returnHome }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await context.close();
  });
});

describe("theme", () => {
  it("remembers a dark choice and applies it before first paint", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/");
    const toggle = page.getByRole("button", { name: /^Theme:/ });
    await toggle.click(); // system (light here) -> dark
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    // On the next load, record the theme the very first time the body exists.
    await context.addInitScript(() => {
      document.addEventListener(
        "readystatechange",
        () => {
          (window as unknown as { firstTheme?: string }).firstTheme ??= document.documentElement.dataset.theme;
        },
        { once: true },
      );
    });
    await gotoAndHydrate(page, "/blog/");
    expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe("dark");
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe("rgb(11, 27, 43)");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await context.close();
  });

  it("follows the system's dark preference by default", async () => {
    const { page, context } = await openPage({ colorScheme: "dark" });
    await gotoAndHydrate(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 27, 43)");
    // The first press shows the other theme.
    await page.getByRole("button", { name: "Theme: System. Switch to light theme" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await context.close();
  });
});

describe("metadata in the static HTML", () => {
  const pick = (html: string, re: RegExp) => html.match(re)?.[1];

  it.each(["/", "/blog/", "/blog/us-llc-for-non-residents-guide/"])(
    "%s carries title, description, canonical and social tags",
    async (path) => {
      const { status, html } = await rawHtml(path);
      expect(status).toBe(200);
      expect(html).toMatch(/<html[^>]* lang="en"/);
      // Every title ends in the site name or contains it (html.test.ts checks each against its content file).
      expect(pick(html, /<title[^>]*>([^<]+)<\/title>/)).toContain(testSiteMetadata().title);
      expect(pick(html, /<meta[^>]+name="description"[^>]+content="([^"]+)"/)).toBeTruthy();
      expect(pick(html, /<meta[^>]+name="keywords"[^>]+content="([^"]+)"/)).toBeTruthy();
      expect(pick(html, /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)).toBe(
        `https://borderlessconsulting.netlify.app${path}`,
      );
      for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:site_name"]) {
        expect(html).toMatch(new RegExp(`<meta[^>]+property="${property}"[^>]+content="[^"]+"`));
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(html).toMatch(new RegExp(`<meta[^>]+name="${name}"[^>]+content="[^"]+"`));
      }
      expect(pick(html, /<meta[^>]+property="og:image"[^>]+content="([^"]+)"/)).toMatch(/^https:\/\//);
      // Styles are in the HTML, so nothing flashes unstyled: the site-wide sheet and then all
      // of the page's component rules, each as one sheet in the head; none in the body.
      const [head, body] = html.split("</head>");
      expect(head).toMatch(/<style id="global-styles">[\s\S]*<style data-emotion-ids="css [\w -]+">/);
      expect(head.match(/<style data-emotion/g)).toHaveLength(1);
      expect(body).not.toContain("<style");
      for (const [, name] of body.matchAll(/class="[^"]*\bcss-([\w]+)/g)) expect(head).toContain(` ${name}`);
    },
  );

  it("gives every page its own canonical URL and title (pages render two at a time; nothing leaks between them)", async () => {
    const { html: xml } = await rawHtml("/sitemap-0.xml");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const titles = new Set<string>();
    for (const loc of locs) {
      const { html } = await rawHtml(new URL(loc).pathname);
      expect([loc, pick(html, /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/)]).toEqual([loc, loc]);
      expect([loc, pick(html, /<meta[^>]+property="og:url"[^>]+content="([^"]+)"/)]).toEqual([loc, loc]);
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
      titles.add(pick(html, /<title[^>]*>([^<]+)<\/title>/) ?? "");
    }
    expect(titles.size).toBe(locs.length);
  });

  it("lists every page in the sitemap with the trailing-slash canonical form", async () => {
    const { html: xml } = await rawHtml("/sitemap-0.xml");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("https://borderlessconsulting.netlify.app/");
    expect(locs).toContain("https://borderlessconsulting.netlify.app/blog/");
    for (const loc of locs) expect(loc).toMatch(/\/$/);
    expect(locs.some((loc) => loc.includes("404"))).toBe(false);
  });
});

describe("the whole page", () => {
  it.each([
    ["/", 1280],
    ["/", 390],
    ["/privacy-policy/", 390],
    ["/services/", 390],
    ["/services/global-structuring/", 1280],
    ["/services/company-formation/", 390],
    ["/landing/", 390],
    ["/landing/", 1280],
    ["/contact/", 390],
    ["/ebook/", 1280],
    ["/terms-of-service/", 390],
    ["/no-such-page/", 390],
    ["/about/", 390],
    ["/testimonials/", 390],
    ["/how-we-work/", 390],
    ["/what-we-do/", 390],
  ])(
    "%s at %i px has no accessibility violations, makes no outside requests and logs no errors",
    async (path, width) => {
      const { page, context, blocked, errors } = await openPage({ width, consent: null });
      const { missing, unexpected404s } = track404s(page);
      await gotoAndHydrate(page, path);
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();
      await revealAll(page);
      await layOutBands(page);
      expect(await axeViolations(page, "default")).toEqual([]);
      // No outside request, not even /landing/'s booking frame until the visitor asks for it.
      expect(blocked).toEqual([]);
      // The only 404 allowed is the 404 page's own answer.
      const own404 = (p: string) => path === "/no-such-page/" && p.includes("/no-such-page");
      expect(unexpected404s(own404)).toEqual([]);
      expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
      expect(errors.length).toBe(missing.length);
      await context.close();
    },
  );
});

describe("load work kept off the main thread", () => {
  /** content-visibility of the hero's band, a band further down, and the footer. */
  const visibility = (page: Page) =>
    page.evaluate(() =>
      [
        document.getElementById("hero-title")?.closest("section"),
        document.getElementById("testimonials-title")?.closest("section"),
        document.querySelector("footer"),
      ].map((element) => (element ? getComputedStyle(element).contentVisibility : "missing")),
    );

  it("leaves the bands below the first screen out of the first layout, also without JavaScript", async () => {
    const { page, context } = await openPage({ width: 390, javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/`);
    expect(await visibility(page)).toEqual(["visible", "auto", "auto"]);
    await context.close();
  });

  it("lays every band out once the page is idle, after which none keeps content-visibility", async () => {
    const { page, context, errors } = await openPage({ width: 390 });
    await gotoAndHydrate(page, "/");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main > section, footer")].every(
        (band) => getComputedStyle(band).contentVisibility === "visible",
      ),
    );
    expect(await visibility(page)).toEqual(["visible", "visible", "visible"]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lays out the bands of a page reached by a client-side navigation at once, so a restored scroll position lands on real boxes", async () => {
    const { page, context, errors } = await openPage({ width: 1280 });
    await gotoAndHydrate(page, "/");
    // Records, for each band the navigation inserts, whether it came already laid out.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { insertedBands: boolean[] }).insertedBands = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const band of [node, ...node.querySelectorAll("*")].filter((el) =>
                el.matches("main > section, footer"),
              ))
                seen.push(band.hasAttribute("data-laid-out") || getComputedStyle(band).contentVisibility !== "auto");
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator("header").getByRole("link", { name: "About", exact: true }).click();
    await page.waitForURL(/\/about\/$/);
    // The About page itself, not a heading the home page still shows while React renders the next.
    const about = testContentYaml<{ hero: { title: string } }>("pages/about.yaml");
    await page.getByRole("heading", { level: 1, name: about.hero.title }).waitFor();
    const inserted = await page.evaluate(() => (window as unknown as { insertedBands: boolean[] }).insertedBands);
    expect(inserted.length).toBeGreaterThanOrEqual(3);
    expect(inserted.every(Boolean)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts every script the page loads with V8's compile hint", async () => {
    const { page, context } = await openPage({ width: 390 });
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.text().then((text) => `${new URL(response.url()).pathname}: ${text.split("\n")[0]}`));
    });
    await gotoAndHydrate(page, "/");
    const firstLines = await Promise.all(scripts);
    expect(firstLines.length).toBeGreaterThanOrEqual(4); // runtime, framework, app, page
    for (const line of firstLines) expect(line).toMatch(/^\/[\w.-]+\.js: \/\/# allFunctionsCalledOnLoad$/);
    await context.close();
  });
});

describe("privacy policy", () => {
  const site = testSiteMetadata();

  it("opens from the cookie banner and shows today's date as 'last updated'", async () => {
    const { page, context, errors } = await openPage({ consent: null });
    await gotoAndHydrate(page, "/");
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL("**/privacy-policy/");
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    // The spec's sections in its order; the policy may add its own between them.
    const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.filter((heading) => PRIVACY_POLICY_SECTIONS.includes(heading))).toEqual(PRIVACY_POLICY_SECTIONS);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    await expect_(main.locator("time").getAttribute("datetime")).resolves.toBe(today);
    const lastUpdated = escapeRegExp(LABELS.lastUpdated);
    expect(await main.getByText(new RegExp(`^${lastUpdated}:`)).textContent()).toMatch(
      new RegExp(`^${lastUpdated}: \\d{1,2} [A-Z][a-z]+ \\d{4}$`),
    );
    for (const provider of [site.providers.forms, site.providers.scheduling])
      expect(
        await main
          .getByRole("link", { name: `${provider.name}’s privacy policy` })
          .first()
          .getAttribute("href"),
      ).toBe(provider.privacyUrl);
    expect(await main.getByRole("link", { name: "contact us" }).getAttribute("href")).toBe("/contact/");
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Small helper so async attribute reads read like assertions.
function expect_<T>(promise: Promise<T>) {
  return expect(promise);
}
