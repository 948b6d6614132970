import fs from "node:fs";
import path from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";
import {
  NOT_FOUND_PATH,
  PUBLIC_DIR,
  SPEC_ROUTES,
  articleRoutes,
  builtHtmlFiles,
  builtRoutes,
  decodeHtml,
  htmlFileFor,
  sitemapRoutes,
} from "./routes";
import { contentPageTitles, specTitle } from "./pageTitles";

// The built pages as files, read without a browser.
const DESCRIPTION_MAX_LENGTH = 160;
const routes = builtRoutes();
const html = new Map(routes.map((route) => [route, fs.readFileSync(htmlFileFor(route), "utf8")]));
const pick = (source: string, re: RegExp) => {
  const found = source.match(re)?.[1];
  return found === undefined ? undefined : decodeHtml(found);
};
const titleOf = (source: string) => pick(source, /<title[^>]*>([^<]*)<\/title>/);
const descriptionOf = (source: string) => pick(source, /<meta[^>]+name="description"[^>]+content="([^"]*)"/);

describe("the pages checked", () => {
  it("are every page of the sitemap and the 404 page, which include every route of the spec and every article", () => {
    expect([...SPEC_ROUTES, ...articleRoutes()].filter((route) => !sitemapRoutes().includes(route))).toEqual([]);
    expect(routes).toContain(NOT_FOUND_PATH);
  });
});

describe("html-validate", () => {
  const config = path.join(__dirname, "../../.htmlvalidate.cjs");

  it("finds nothing in any built page, with the rules of .htmlvalidate.cjs", async () => {
    // The config object itself: html-validate's own loader imports it as ESM, which Jest's VM cannot.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const validator = new HtmlValidate({ ...(require(config) as ConfigData), root: true });
    const files = builtHtmlFiles();
    expect(files.length).toBeGreaterThanOrEqual(routes.length);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(
            `${path.relative(PUBLIC_DIR, file)}: ${message.ruleId}: ${message.message} (${message.selector})`,
          );
    }
    expect(problems).toEqual([]);
  });

  // React 18's streaming renderer, which Gatsby writes pages with, can leave a NUL byte before a
  // character of two or more bytes (react#31134): /about/ had one before "·". A browser drops it
  // from text but turns it into "\uFFFD" in an attribute, and some crawlers stop reading there.
  it("finds no NUL character in any built page", () => {
    const withNul = builtHtmlFiles()
      .filter((file) => fs.readFileSync(file, "utf8").includes("\0"))
      .map((file) => path.relative(PUBLIC_DIR, file));
    expect(withNul).toEqual([]);
  });

  it("gives a reason, on the line above, for every rule it turns off or changes", () => {
    const lines = fs.readFileSync(config, "utf8").split("\n");
    const ruleLines = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => /^\s+"[\w/-]+": /.test(line) && !/^\s+"(html5|extends)"/.test(line));
    expect(ruleLines.length).toBeGreaterThan(0);
    for (const { line, index } of ruleLines)
      expect([line.trim(), lines[index - 1].trim()]).toEqual([line.trim(), expect.stringMatching(/^\/\/ \S/)]);
  });

  it("lets an image go without src only when gatsby-plugin-image sets it from data-src and has a <noscript> copy", () => {
    for (const [route, source] of html) {
      const withoutSrc = [...source.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\ssrc="/.test(tag));
      for (const tag of withoutSrc) expect([route, tag]).toEqual([route, expect.stringMatching(/\sdata-src="[^"]+"/)]);
      const noscriptCopies = [...source.matchAll(/<noscript>(?:(?!<\/noscript>).)*?<img\b[^>]*\ssrc="[^"]+"/gs)];
      expect([route, noscriptCopies.length >= withoutSrc.length]).toEqual([route, true]);
    }
  });
});

describe("headings", () => {
  it.each(routes)("%s has exactly one h1, first, and never skips a level going down", (route) => {
    const body = (html.get(route) ?? "").split("<body")[1];
    const levels = [...body.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1] + 1);
    expect([route, levels, skips]).toEqual([route, levels, []]);
  });
});

describe("titles and descriptions", () => {
  const indexable = sitemapRoutes();

  it("every page's title is '<page title> | <site name>', the page title read from its content file", () => {
    const blogPages = routes.filter((route) => /^\/blog\/\d+\/$/.test(route) && !articleRoutes().includes(route));
    const expected = contentPageTitles(blogPages.length + 1);
    const titles = routes.map((route) => [route, titleOf(html.get(route) ?? "") ?? ""] as const);
    for (const [route, title] of titles) {
      const page = expected.get(route);
      expect([route, page === undefined ? "no content file gives this page's title" : specTitle(page)]).toEqual([
        route,
        title,
      ]);
    }
    const indexed = titles.filter(([route]) => indexable.includes(route)).map(([, title]) => title);
    expect(indexed.filter((title, index) => indexed.indexOf(title) !== index)).toEqual([]);
  });

  it("every page has a description of at most 160 characters, and no two indexable pages share one", () => {
    const descriptions = routes.map((route) => [route, descriptionOf(html.get(route) ?? "") ?? ""] as const);
    for (const [route, description] of descriptions) {
      expect([route, description.trim().length > 0]).toEqual([route, true]);
      expect([route, description, description.length <= DESCRIPTION_MAX_LENGTH]).toEqual([route, description, true]);
    }
    const indexed = descriptions.filter(([route]) => indexable.includes(route)).map(([, text]) => text);
    expect(indexed.filter((text, index) => indexed.indexOf(text) !== index)).toEqual([]);
  });
});

describe("images", () => {
  it.each(routes)("%s gives every image an alt attribute, empty only where the image is decoration", (route) => {
    const source = html.get(route) ?? "";
    const images = [...source.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images.filter((tag) => !/\salt="/.test(tag))).toEqual([]);
    // A link or button whose only content is an image with empty alt would have no name.
    const nameless = [...source.matchAll(/<(a|button)\b([^>]*)>((?:(?!<\/\1>).)*)<\/\1>/gs)].filter(
      ([, , attributes, inner]) =>
        !/aria-label(ledby)?="[^"]+"/.test(attributes) &&
        decodeHtml(inner.replace(/<noscript>.*?<\/noscript>/gs, "").replace(/<(?!img)[^>]*>/g, "")).trim() === "" &&
        !/<img\b[^>]*\salt="[^"]+"/.test(inner),
    );
    expect(nameless.map(([tag]) => tag.slice(0, 200))).toEqual([]);
  });
});

describe("fonts", () => {
  // Chrome holds a page's rendering while a font it was told to preload is loading, and under
  // load that hold can outlast the font by a second: the first paint then comes after the
  // scripts have run, and Lighthouse's simulated LCP counts them.
  it("are not preloaded by any page, so the first paint waits for none", () => {
    const preloading = routes.filter((route) => /<link\b[^>]*\bas="font"/.test(html.get(route) ?? ""));
    expect(preloading).toEqual([]);
  });

  it("never shift the page: both faces are optional, each with a metric-matched fallback", () => {
    for (const route of routes) {
      const faces = (html.get(route) ?? "").match(/@font-face\{[^}]*\}/g) ?? [];
      const display = (family: string) =>
        faces
          .filter((face) => face.includes(`font-family:"${family}"`))
          .map((face) => /font-display:(\w+)/.exec(face)?.[1]);
      expect(display("Inter Variable").length).toBeGreaterThan(0);
      expect(new Set(display("Inter Variable"))).toEqual(new Set(["optional"]));
      expect(display("Bebas Neue").length).toBeGreaterThan(0);
      expect(new Set(display("Bebas Neue"))).toEqual(new Set(["optional"]));
      // Inter's fallback has a regular and a bold cut; Bebas Neue's a narrow one, then Arial.
      const fallbacks = { "Inter Fallback": 2, "Bebas Neue Fallback": 1, "Bebas Neue Fallback Arial": 1 };
      for (const [fallback, cuts] of Object.entries(fallbacks)) {
        expect(faces.filter((face) => face.includes(`"${fallback}"`) && face.includes("size-adjust"))).toHaveLength(
          cuts,
        );
      }
    }
  });
});
