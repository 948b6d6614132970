import fs from "node:fs";
import path from "node:path";
import type { Response } from "playwright-core";
import sharp from "sharp";
import {
  animationsEnded,
  BASE_URL,
  gotoAndHydrate,
  heldClock,
  layOutBands,
  openPage,
  rawHtml,
  revealAll,
} from "./browser";
import { testContentYaml } from "../helpers/site";
import { LABELS } from "../../src/rules/labels";

const uiLabels = testContentYaml<{ labels: { pause: string; logos: string } }>("ui.yaml").labels;
/** The logo carousel's pause button, as content/ui.yaml names it. */
const pauseLogos = uiLabels.pause?.replace("{items}", uiLabels.logos) ?? "(no labels.pause in content/ui.yaml)";

/** WCAG contrast ratio of two colours given as #rrggbb or rgb(r, g, b). */
function contrastRatio(a: string, b: string): number {
  const channels = (colour: string) =>
    colour.startsWith("#")
      ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
      : (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The script's URL if it carries react-dom/server (GatsbyImage's lazy-hydrate chunk), else "". */
async function scriptHoldingServerRenderer(response: Response): Promise<string> {
  return (await response.text()).includes("renderToStaticMarkup") ? response.url() : "";
}
describe("home page", () => {
  it("has every section in the spec's order", async () => {
    const { page, context, errors } = await openPage();
    await gotoAndHydrate(page, "/");
    const headings = await page.locator("main h1, main h2").allTextContents();
    const order = [
      "BUILD WITHOUT BORDERLESS",
      "Structures that let you live and work anywhere",
      "Why we exist",
      "How We Work",
      testContentYaml<{ founder: { title: string } }>("pages/home.yaml").founder.title,
      "What our clients say about us",
      "Clients and partners in 25+ countries",
      LABELS.latestArticles,
      "Ready to build a life and business without borders?",
    ];
    expect(headings.map((h) => h.replace(/\s+/g, " ").trim())).toEqual(order);
    // The quote banner sits between the testimonials and the logos.
    const positions = await page.evaluate(() =>
      ["#testimonials-title", "[aria-label='Our philosophy']", "#logos-title"].map(
        (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await page.getByRole("link", { name: LABELS.getInTouch }).getAttribute("href")).toBe("/contact/");
    expect(await page.getByRole("link", { name: LABELS.viewFullAbout }).getAttribute("href")).toBe("/about/");
    for (const title of [
      "International Structure Design",
      "Wealth & Financial Strategy",
      "Global Infrastructure Support",
    ]) {
      expect(await page.getByRole("link", { name: title }).getAttribute("href")).toBe("/services/");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("BOOK YOUR CALL opens the scheduling page in a new tab", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/");
    const link = page.locator("#hero-title ~ a").first();
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/calendly\.com\//);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    await context.close();
  });

  it("shows all content in the server HTML, even what animates in", async () => {
    const { html } = await rawHtml("/");
    for (const text of [
      "BUILD",
      "WITHOUT",
      "BORDERLESS",
      "Discovery Call",
      "What is a borderless entrepreneur?",
      "Digital Nomad",
    ]) {
      expect(html).toContain(text);
    }
    // Nothing in the server HTML waits for an entrance animation to be shown.
    expect(html).not.toMatch(/<[a-z]+ [^>]*data-reveal/);
  });

  it("shows the testimonials without JavaScript", async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/testimonials/`);
    const opacities = await page
      .locator("main figure")
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities).toEqual(Array(6).fill("1"));
    await context.close();
  });

  it.each([
    [390, 1],
    [800, 2],
    [1280, 3],
  ])("lays the testimonials out in columns: %i px -> %i", async (width, columns) => {
    const { page, context } = await openPage({ width, height: 900 });
    await gotoAndHydrate(page, "/testimonials/");
    // Read in one go inside the page: the waiting cards may be swapped for animated ones.
    const lefts = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll("main figure")].map((el) => Math.round(el.getBoundingClientRect().left)),
      ),
    ]);
    expect(lefts).toHaveLength(columns);
    await context.close();
  });

  it("fades the testimonials in as they scroll into view", async () => {
    const { page, context } = await openPage({ width: 1280, height: 900 });
    await gotoAndHydrate(page, "/testimonials/");
    // (Scrolled from the page: the waiting cards may be swapped for animated ones meanwhile.)
    await page.evaluate(() => [...document.querySelectorAll("main figure")].pop()?.scrollIntoView({ block: "end" }));
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main figure")].every((f) => getComputedStyle(f).opacity === "1"),
    );
    // Every card was there to fade in (an empty wall would pass the wait above).
    expect(await page.locator("main figure").count()).toBe(testContentYaml<unknown[]>("testimonials.yaml").length);
    await context.close();
  });

  it("fades the wall in as one staggered sequence: on a phone, cards below the screen are shown before they are reached", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/");
    const cards = "[aria-labelledby='testimonials-title'] figure";
    await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: "end" }), cards);
    // The animated wall has replaced the plain one: the cards not yet seen wait to fade in.
    await page.locator(`${cards}[data-reveal]`).first().waitFor({ state: "attached" });
    // One card on screen, the last one far below it: each card 0.1 s after the one before,
    // counted from when the wall came into view, not from when the visitor reaches the card.
    const [lastTop, viewport] = await page.evaluate(
      (selector) => [[...document.querySelectorAll(selector)].pop()!.getBoundingClientRect().top, innerHeight],
      cards,
    );
    expect(lastTop).toBeGreaterThan(viewport);
    await page.waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].every((f) => getComputedStyle(f).opacity === "1"),
      cards,
      { timeout: 15000 },
    );
    await context.close();
  });

  it("stops the animations for visitors who ask for reduced motion", async () => {
    const { page, context } = await openPage({ reducedMotion: "reduce" });
    await gotoAndHydrate(page, "/");
    const animation = await page
      .locator("#hero-title span")
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
    await context.close();
  });

  it("switches every colour at once for visitors who ask for reduced motion, with nothing left to fade", async () => {
    const { page, context } = await openPage({ width: 1280, reducedMotion: "reduce" });
    await gotoAndHydrate(page, "/");
    const toggle = page.getByRole("button", { name: /^Theme:/ });
    await toggle.click(); // system (light here) -> dark
    // The colours of every element in the frame after the switch, and three frames later: the
    // same, and no transition runs in between.
    const afterSwitch = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const colours = () =>
        [...document.querySelectorAll("body *")].map((el) => {
          const style = getComputedStyle(el);
          return `${style.color} ${style.backgroundColor} ${style.borderTopColor}`;
        });
      await frame();
      const first = colours();
      const running = document.getAnimations().filter((a) => a.playState === "running").length;
      await frame();
      await frame();
      await frame();
      const later = colours();
      return {
        theme: document.documentElement.dataset.theme,
        running,
        changedLater: later.filter((colour, i) => colour !== first[i]).length,
      };
    });
    expect(afterSwitch).toEqual({ theme: "dark", running: 0, changedLater: 0 });
    await context.close();
  });

  // Every 3 s (LOGO_AUTOPLAY_MS, which the carousel's unit test holds to the spec): here only that
  // it moves by itself, with a wait that no slow machine runs out (react-slick restarts its timer
  // whenever it measures itself again, so the first move can come a little later than 3 s).
  it("advances the logo carousel by itself, and shows 3 / 5 / 6 logos", async () => {
    for (const [width, count] of [
      [390, 3],
      [900, 5],
      [1280, 6],
    ] as const) {
      const { page, context } = await openPage({ width, height: 900 });
      await gotoAndHydrate(page, "/");
      const carousel = page.getByRole("region", { name: "Logo carousel" });
      await carousel.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        ({ n }) => document.querySelectorAll('[aria-label="Logo carousel"] .slick-slide.slick-active').length === n,
        { n: count },
      );
      if (width === 1280) {
        const first = await carousel.locator(".slick-slide.slick-active").first().getAttribute("data-index");
        await page.waitForFunction(
          (start) =>
            document
              .querySelector('[aria-label="Logo carousel"] .slick-slide.slick-active')
              ?.getAttribute("data-index") !== start,
          first,
          { timeout: 30000 },
        );
      }
      await context.close();
    }
  });

  it.each(["light", "dark"] as const)(
    "draws each logo of content/logos.yaml on a tile it stands out from (3:1 at least) in the %s theme",
    async (colorScheme) => {
      const { page, context } = await openPage({ colorScheme });
      await gotoAndHydrate(page, "/");
      const tiles = await page
        .getByRole("region", { name: "Logo carousel" })
        .locator("img")
        .evaluateAll((images) =>
          images.map((img) => {
            // The nearest ancestor with a background of its own: the logo's tile.
            let el: Element | null = img;
            let background = "rgba(0, 0, 0, 0)";
            while (el && background === "rgba(0, 0, 0, 0)") {
              background = getComputedStyle(el).backgroundColor;
              el = el.parentElement;
            }
            return {
              file: new URL((img as HTMLImageElement).src).pathname,
              background,
              filter: getComputedStyle(img).filter,
            };
          }),
        );
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.filter((tile) => tile.filter !== "none")).toEqual([]);
      // The colours each mark is drawn in, read from the files content/logos.yaml lists.
      const marks = new Map(
        testContentYaml<{ src: string }[]>("logos.yaml").map(({ src }) => {
          const svg = fs.readFileSync(path.join(__dirname, "../../content", src), "utf8");
          return [path.basename(src, ".svg"), [...new Set(svg.match(/(?<=(?:fill|stroke)=")#[0-9a-f]{6}/gi))]];
        }),
      );
      const weak = tiles.flatMap(({ file, background }) => {
        const name = [...marks.keys()].find((key) => path.basename(file).startsWith(key));
        expect(name).toBeDefined();
        return (marks.get(name!) ?? [])
          .map((colour) => ({ name, colour, background, ratio: contrastRatio(colour, background) }))
          .filter(({ ratio }) => ratio < 3);
      });
      expect(weak).toEqual([]);
      await context.close();
    },
  );

  it("lets the article cards' shadows fade out below them instead of cutting them off", async () => {
    const { page, context } = await openPage({ width: 1280, height: 900 });
    await gotoAndHydrate(page, "/");
    // The bands above at their real heights first, so nothing moves the card between measuring
    // it and taking the picture; then react-slick in place and done moving.
    await layOutBands(page);
    const carousel = page.getByRole("region", { name: "Article carousel" });
    await carousel.scrollIntoViewIfNeeded();
    const card = carousel.locator(".slick-slide.slick-active article").first();
    await card.waitFor();
    await animationsEnded(page);
    const box = (await card.boundingBox())!;
    // A column of pixels from under the card's middle (past its 2 px hairline shadow) down
    // through its shadow: the shade lightens smoothly into the band, with no step where a box
    // clips it.
    const png = await page.screenshot({
      clip: { x: box.x + box.width / 2, y: box.y + box.height + 3, width: 1, height: 40 },
    });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const light: number[] = [];
    for (let i = 0; i < data.length; i += info.channels)
      light.push(0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]);
    const steps = light.slice(1).map((value, i) => Math.abs(value - light[i]));
    expect(Math.max(...steps)).toBeLessThan(4);
    await context.close();
  });

  it("lets the visitor pause the moving logos and start them again (WCAG 2.2.2), with a toggle button under them", async () => {
    const { page, context } = await openPage({ width: 1280, height: 900 });
    const clock = await heldClock(page);
    await gotoAndHydrate(page, "/");
    const carousel = page.getByRole("region", { name: "Logo carousel" });
    await carousel.scrollIntoViewIfNeeded();
    const active = ".slick-slide.slick-active";
    await carousel.locator(active).first().waitFor();
    const pause = carousel.getByRole("button", { name: pauseLogos });
    expect(await pause.getAttribute("aria-pressed")).toBe("false");
    const track = (await carousel.locator(".slick-track").boundingBox())!;
    const button = (await pause.boundingBox())!;
    expect(button.y).toBeGreaterThan(track.y + track.height - 1);

    await pause.click();
    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    // Away from the carousel, so it is the button that holds it, not hover or focus.
    await page.mouse.move(0, 0);
    await clock.stop();
    const first = await carousel.locator(active).first().getAttribute("data-index");
    // Longer than the 3 s the carousel otherwise waits before it moves on.
    await clock.advance(3500);
    expect(await carousel.locator(active).first().getAttribute("data-index")).toBe(first);

    await pause.click();
    expect(await pause.getAttribute("aria-pressed")).toBe("false");
    await page.mouse.move(0, 0);
    await clock.advance(3500);
    expect(await carousel.locator(active).first().getAttribute("data-index")).not.toBe(first);
    await context.close();
  });

  it("keeps the logo carousel still for a visitor who asks for reduced motion", async () => {
    const { page, context } = await openPage({ width: 1280, height: 900, reducedMotion: "reduce" });
    const clock = await heldClock(page);
    await gotoAndHydrate(page, "/");
    const carousel = page.getByRole("region", { name: "Logo carousel" });
    await carousel.scrollIntoViewIfNeeded();
    const active = ".slick-slide.slick-active";
    await carousel.locator(active).first().waitFor();
    await clock.stop();
    const first = await carousel.locator(active).first().getAttribute("data-index");
    // Longer than the 3 s the carousel otherwise waits before it moves on.
    await clock.advance(3500);
    expect(await carousel.locator(active).first().getAttribute("data-index")).toBe(first);
    // Nothing moves, so there is nothing to pause.
    expect(await carousel.getByRole("button", { name: pauseLogos }).isVisible()).toBe(false);
    await context.close();
  });

  it.each([390, 1280])(
    "keeps each logo card inside its own slide at %i px, with a gutter between cards",
    async (width) => {
      const { page, context } = await openPage({ width, height: 900 });
      await gotoAndHydrate(page, "/");
      const carousel = page.getByRole("region", { name: "Logo carousel" });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.locator(".slick-slide img").first().waitFor({ state: "attached" });
      // Measured slide by slide, so the autoplay's sliding does not matter.
      const overflows = await carousel.evaluate((region) =>
        [...region.querySelectorAll(".slick-slide")].map((slide) => {
          const box = slide.getBoundingClientRect();
          const card = slide.querySelector("img")!.parentElement!.getBoundingClientRect();
          return Math.round(Math.max(box.left - card.left, card.right - box.right, 0));
        }),
      );
      expect(overflows.length).toBeGreaterThan(0);
      expect(new Set(overflows)).toEqual(new Set([0]));
      await context.close();
    },
  );

  it("keeps Tab out of hidden carousel slides and names the arrows", async () => {
    const { page, context } = await openPage({ width: 1280, height: 900 });
    await gotoAndHydrate(page, "/");
    const region = page.getByRole("region", { name: "Article carousel", exact: true });
    await region.scrollIntoViewIfNeeded();
    // react-slick in place, with slides out of view (its clones among them): else there is nothing to check.
    const hiddenLinks = region.locator('.slick-slide[aria-hidden="true"] a');
    await hiddenLinks.first().waitFor({ state: "attached" });
    expect(await hiddenLinks.count()).toBeGreaterThan(0);
    // Taken out of the Tab order by the carousel's effect, which runs just after react-slick renders.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-label="Article carousel"] .slick-slide[aria-hidden="true"] a')].every(
        (a) => a.getAttribute("tabindex") === "-1",
      ),
    );
    await region.getByRole("button", { name: "Next articles" }).click();
    await region.getByRole("button", { name: "Previous articles" }).waitFor();
    await context.close();
  });
  // Axe on the home page, scrolled through with every brand section shown, is shell.test.ts's
  // "the whole page" (with the cookie banner open, and no outside request or error allowed).
});

describe("brand pages", () => {
  it("about shows the hero, the team, Media & Publications and the logos", async () => {
    const { page, context, errors } = await openPage();
    await gotoAndHydrate(page, "/about/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/nomad/);
    await page.getByRole("heading", { name: "Founder & Lead Strategist" }).waitFor();
    await page.getByRole("heading", { name: "Media & Publications" }).waitFor();
    expect(await page.getByRole("link", { name: /Listen on Spotify/ }).getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("link", { name: /Watch on YouTube/ }).getAttribute("target")).toBe("_blank");
    await page.getByRole("region", { name: "Logo carousel" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("images that come with the page load no react-dom/server; images rendered after a client-side navigation still show", async () => {
    const { page, context, errors } = await openPage();
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(scriptHoldingServerRenderer(response));
    });
    await gotoAndHydrate(page, "/how-we-work/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await page.waitForURL("**/about/");
    await page.waitForFunction(() => {
      const photos = [...document.querySelectorAll<HTMLImageElement>("main img[data-main-image]")];
      photos.forEach((img) => img.scrollIntoView());
      return photos.length > 0 && photos.every((img) => img.complete && img.naturalWidth > 0);
    });
    const photos = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("main img[data-main-image]")].map((img) => img.naturalWidth),
    );
    expect(photos.length).toBeGreaterThan(1);
    expect(photos.every((width) => width > 0)).toBe(true);
    // After a client-side navigation GatsbyImage renders in the browser: react-dom/server arrived.
    expect((await Promise.all(scripts)).filter(Boolean)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();

    // A first view of the same page: its images are in the HTML, nothing renders them again.
    const fresh = await openPage();
    const freshScripts: Promise<string>[] = [];
    fresh.page.on("response", (response) => {
      if (response.request().resourceType() === "script") freshScripts.push(scriptHoldingServerRenderer(response));
    });
    await gotoAndHydrate(fresh.page, "/about/");
    await revealAll(fresh.page);
    expect(freshScripts.length).toBeGreaterThan(3);
    expect((await Promise.all(freshScripts)).filter(Boolean)).toEqual([]);
    await fresh.context.close();
  });

  it("testimonials is titled 'What our clients say about us' with every quote of content/testimonials.yaml", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/testimonials/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("What our clients say about us");
    expect(await page.locator("main figure").count()).toBe(testContentYaml<unknown[]>("testimonials.yaml").length);
    await context.close();
  });

  it("how-we-work is 'Our Process' with the steps of content/process.yaml and a call to action", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/how-we-work/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Our Process");
    expect(await page.locator("main ol > li").count()).toBe(testContentYaml<unknown[]>("process.yaml").length);
    expect(await page.getByRole("link", { name: LABELS.getInTouch }).getAttribute("href")).toBe("/contact/");
    await context.close();
  });

  it("what-we-do presents the three pillars and the process, linking onward", async () => {
    const { page, context } = await openPage();
    await gotoAndHydrate(page, "/what-we-do/");
    for (const title of [
      "International Structure Design",
      "Wealth & Financial Strategy",
      "Global Infrastructure Support",
    ]) {
      await page.getByRole("heading", { name: title }).waitFor();
    }
    expect(await page.getByRole("link", { name: /Company Formation/ }).getAttribute("href")).toBe(
      "/services/company-formation/",
    );
    expect(await page.locator("main ol > li").count()).toBe(testContentYaml<unknown[]>("process.yaml").length);
    await context.close();
  });
  // Axe on each brand page scrolled through: shell.test.ts's "the whole page".
});
