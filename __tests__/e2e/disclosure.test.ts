/**
 * What the built site tells a visitor about itself: who runs it (legal pages, with details
 * still to be supplied visibly marked), which sample material is only an example, and when
 * an article was last revised. Expected words come from the content files.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { gotoAndHydrate, openPage } from "./browser";
import { PUBLIC_DIR, articleRoutes, builtRoutes, decodeHtml, htmlFileFor } from "./routes";
import { testContentYaml } from "../helpers/site";
import { plainText } from "../../src/rules/text";

const CONTENT = path.join(__dirname, "../../content");
const site = testContentYaml<{
  illustrative?: boolean;
  business: Record<string, string>;
  providers: Record<string, { name: string; privacyUrl: string }>;
}>("site.yaml");
const ui = testContentYaml<{
  illustrative: Record<"label" | "testimonials" | "logos" | "media" | "photos", string>;
  placeholders: { toBeSupplied: string };
  labels: { updated: string; opensInNewTab: string };
}>("ui.yaml");

const htmlOf = (route: string) => fs.readFileSync(htmlFileFor(route), "utf8");
const mainOf = (html: string) => html.split(/<main\b/)[1]?.split("</main>")[0] ?? "";

/** Whether this build has an analytics script: the site metadata its pages were built with says. */
function buildHasAnalytics(): boolean {
  const dir = path.join(PUBLIC_DIR, "page-data/sq/d");
  return fs
    .readdirSync(dir)
    .some((file) => /"analyticsScript":"[^"]+"/.test(fs.readFileSync(path.join(dir, file), "utf8")));
}

describe("the legal pages name the business behind the site", () => {
  const isTodo = (value: string) => /^\s*todo:/i.test(value);
  const hint = (value: string) => value.trim().replace(/^todo:\s*/i, "");

  it.each(["/privacy-policy/", "/terms-of-service/"])(
    "%s shows each business detail of content/site.yaml, or marks it as still to be supplied",
    (route) => {
      const main = mainOf(htmlOf(route));
      const marks = [...main.matchAll(/<mark class="to-be-supplied">([^<]*)<\/mark>/g)].map((m) => decodeHtml(m[1]));
      const fields = route === "/privacy-policy/" ? ["legalName", "address", "email"] : Object.keys(site.business);
      for (const field of fields) {
        const value = site.business[field];
        if (isTodo(value))
          expect([field, marks]).toEqual([
            field,
            expect.arrayContaining([ui.placeholders.toBeSupplied.replace("{hint}", hint(value))]),
          ]);
        else expect([field, plainText(main).includes(value)]).toEqual([field, true]);
      }
      expect(plainText(main)).not.toMatch(/TODO:/i);
      expect(main).not.toMatch(/\{\w+\}/);
    },
  );

  it("marks a detail still to be supplied so that it shows, in the browser, as not yet real", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/terms-of-service/");
    const marks = page.locator("main mark");
    const todo = Object.values(site.business).filter((value) => /^\s*todo:/i.test(value));
    const shown = await marks.evaluateAll((elements) =>
      elements.map((el) => ({
        text: el.textContent,
        border: getComputedStyle(el).borderTopStyle,
        visible: el.getBoundingClientRect().width > 0,
      })),
    );
    for (const value of todo) {
      const text = ui.placeholders.toBeSupplied.replace("{hint}", value.trim().replace(/^todo:\s*/i, ""));
      expect(shown).toContainEqual({ text, border: "dashed", visible: true });
    }
    expect(shown.filter((mark) => mark.border !== "dashed" || !mark.visible)).toEqual([]);
    await context.close();
  });
});

describe("the privacy policy names every service that sees visitors' data", () => {
  const main = mainOf(htmlOf("/privacy-policy/"));
  const links = [...main.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decodeHtml(m[1]),
    text: plainText(m[2]),
  }));

  it.each(["hosting", "forms", "newsletter", "scheduling"])("links the %s provider's own privacy policy", (key) => {
    const provider = site.providers[key];
    // The words a screen reader reads: the link's, then that it opens in a new tab (as another site's).
    const text = `${provider.name}’s privacy policy ${ui.labels.opensInNewTab}`;
    expect(links).toContainEqual({ href: provider.privacyUrl, text });
  });

  it("names the analytics service exactly when the build loads analytics", () => {
    const analytics = site.providers.analytics;
    const named = links.some((link) => analytics && link.href === analytics.privacyUrl);
    expect(named).toBe(buildHasAnalytics());
  });

  it("tells the visitor how to complain to the ICO, and links the contact page", () => {
    expect(links).toContainEqual({ href: "https://ico.org.uk/make-a-complaint/", text: expect.any(String) });
    expect(links.some((link) => link.href === "/contact/")).toBe(true);
  });

  // Data (Use and Access) Act 2025 s.103, in force 19 June 2026 (SI 2026/82): a controller must let
  // people complain to it, acknowledge a complaint within 30 days and tell them the outcome.
  it("offers a way to complain to the business itself, acknowledged within 30 days, before the regulator", () => {
    const text = plainText(main);
    const complaints = text.slice(text.indexOf("If you are unhappy"));
    expect(complaints).toMatch(/you can complain to us/);
    expect(complaints).toMatch(/acknowledge your complaint within 30 days/);
    expect(complaints).toMatch(/tell you the outcome/);
    expect(complaints.indexOf("complain to us")).toBeLessThan(complaints.indexOf("Information Commissioner"));
  });

  // UK GDPR art. 12(3): one month, extendable by two further months for complex or numerous
  // requests, if the person is told why within the first month. "Within one month" alone
  // promises what the law does not require and the founder may not manage.
  it("says a complex request may take two more months, and that the visitor will be told why", () => {
    const text = plainText(main);
    const replies = [...text.matchAll(/[^.]*within one month[^.]*\./g)].map((m) => m[0]);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) expect(reply).toMatch(/two more months.*tell you why within the first month/);
  });
});

describe("the terms of service", () => {
  const text = plainText(mainOf(htmlOf("/terms-of-service/")));

  // A consumer can be sued only in the courts where they live (Civil Jurisdiction and Judgments
  // Act 1982 s.15B), and keeps the mandatory protection of their own country's law.
  it("do not hold a consumer to the courts of England and Wales", () => {
    const law = text.slice(text.indexOf("8. Governing Law"), text.indexOf("9. "));
    expect(law).toMatch(/law of England and Wales/);
    expect(law).not.toMatch(/laws of the United Kingdom/);
    expect(law).toMatch(/If you are a consumer, .*courts where you live/);
  });

  // Tax advice is not a regulated activity in the UK (anyone may give it); calling it "regulated
  // work" misstates the law the site itself writes about.
  it("do not call tax advice regulated work", () => {
    const nature = text.slice(text.indexOf("1. Nature of Services"), text.indexOf("2. No Legal"));
    expect(nature).toMatch(/licensed partners/);
    expect(nature).not.toMatch(/regulated work, including tax advice/);
  });

  // DMCCA 2024 s.230 (drip pricing): a price shown to a consumer includes every mandatory charge.
  it("promise a consumer the total price, with VAT and every fee they must pay", () => {
    const modifications = text.slice(text.indexOf("7. Modifications"), text.indexOf("8. Governing Law"));
    expect(modifications).toMatch(/total price, including VAT where it applies and every fee you must pay/);
  });

  it("ask an indemnity only of business users, not of consumers", () => {
    const indemnity = text.slice(text.indexOf("6. Indemnification"), text.indexOf("7. Modifications"));
    expect(indemnity).toMatch(/for business purposes/);
  });
});

describe("illustrative material is marked as an example wherever it is shown", () => {
  // What each page shows of the material content/site.yaml's `illustrative` flag covers, in page order.
  const SHOWN: Record<string, Array<keyof typeof ui.illustrative>> = {
    "/": ["photos", "testimonials", "logos"],
    "/about/": ["photos", "media", "logos"],
    "/testimonials/": ["testimonials"],
    "/landing/": ["testimonials"],
  };
  const notesOf = (html: string) =>
    [...html.matchAll(/<p\b[^>]*\brole="note"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => plainText(m[1]));

  it.each(builtRoutes())("%s carries a note beside each kind of sample material while the flag is on", (route) => {
    const expected = site.illustrative === false ? [] : (SHOWN[route] ?? []);
    expect(notesOf(htmlOf(route))).toEqual(expected.map((kind) => `${ui.illustrative.label} ${ui.illustrative[kind]}`));
  });

  it("shows the notes on screen, where a visitor reads them", async () => {
    const { page, context } = await openPage({ width: 390, height: 844 });
    await gotoAndHydrate(page, "/about/");
    const notes = page.getByRole("note");
    expect(await notes.count()).toBe(site.illustrative === false ? 0 : SHOWN["/about/"].length);
    for (const note of await notes.all()) {
      await note.scrollIntoViewIfNeeded();
      expect(await note.isVisible()).toBe(true);
    }
    await context.close();
  });
});

describe("an article revised after it was published says so at the top", () => {
  const display = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const articles = fs.readdirSync(path.join(CONTENT, "articles")).map((folder) => {
    const source = fs.readFileSync(path.join(CONTENT, "articles", folder, "index.md"), "utf8");
    return yaml.load(source.split(/^---$/m)[1], { schema: yaml.JSON_SCHEMA }) as {
      slug?: string;
      id: number;
      date: string;
      publishedDate: string;
      modifiedDate: string;
    };
  });

  it("covers every article", () => {
    expect(articles.map((a) => `/blog/${a.slug ?? a.id}/`).sort()).toEqual(articleRoutes().sort());
  });

  it.each(articles.map((a) => [`/blog/${a.slug ?? a.id}/`, a] as const))(
    "%s: 'Updated <date>' beside the date above the title, when modified after the day it was published",
    (route, article) => {
      const header = mainOf(htmlOf(route)).split("<h1")[0];
      const revised = article.modifiedDate.slice(0, 10) > article.publishedDate.slice(0, 10);
      expect(plainText(header)).toContain(article.date);
      const updated = `${ui.labels.updated} ${display.format(new Date(article.modifiedDate))}`;
      expect(plainText(header).includes(updated)).toBe(revised);
      if (revised) expect(header).toMatch(new RegExp(`<time datetime="${article.modifiedDate}">`, "i"));
    },
  );
});
