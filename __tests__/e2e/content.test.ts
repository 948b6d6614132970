/**
 * The founder edits files in content/; the pages show what those files say. One example per
 * page type: each test reads a value from its content file (claims filled in from
 * content/site.yaml, as the build does) and finds it in the built page's HTML, so a changed
 * value in the file is a changed page after the next build.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { rawHtml } from "./browser";
import { PUBLIC_DIR } from "./routes";
import { LATER_TEXTS } from "../../src/node/links/laterTexts";
import { testContentYaml, withTokens } from "../helpers/site";
import { decodeEntities, plainText } from "../../src/rules/text";

type Copy = Record<string, Record<string, string>>;

async function pageText(route: string): Promise<{ text: string; description: string }> {
  const { status, html } = await rawHtml(route);
  expect(status).toBe(route === "/a-page-that-does-not-exist/" ? 404 : 200);
  const attr = (name: string) =>
    plainText(new RegExp(`<meta[^>]+name="${name}"[^>]+content="([^"]*)"`).exec(html)?.[1] ?? "");
  return {
    text: plainText(html),
    description: attr("description"),
  };
}

const copy = (file: string) => withTokens(testContentYaml<Copy>(file));

describe("pages show what their content files say", () => {
  it("home: content/pages/home.yaml", async () => {
    const file = copy("pages/home.yaml");
    const page = await pageText("/");
    expect(page.description).toBe(file.seo.description);
    expect(page.text).toContain(file.hero.intro);
    expect(page.text).toContain(file.founder.title);
  });

  it("an inner page: content/pages/about.yaml", async () => {
    const file = copy("pages/about.yaml");
    const page = await pageText("/about/");
    expect(page.description).toBe(file.seo.description);
    expect(page.text).toContain(file.hero.title);
    expect(page.text).toContain(file.hero.intro);
  });

  it("a service page: content/service-pages/legal.yaml", async () => {
    const file = copy("service-pages/legal.yaml");
    const page = await pageText("/services/legal/");
    expect(page.description).toBe(file.seo.description);
    expect(page.text).toContain(file.hero.title);
  });

  it("the landing page: content/pages/landing.yaml", async () => {
    const file = copy("pages/landing.yaml");
    const page = await pageText("/landing/");
    expect(page.text).toContain(file.hero.title);
    expect(page.text).toContain(file.intro.text);
  });

  it("a form page: content/pages/contact.yaml and content/forms.yaml", async () => {
    const file = copy("pages/contact.yaml");
    const forms = copy("forms.yaml");
    const page = await pageText("/contact/");
    expect(page.text).toContain(file.intro);
    expect(page.text).toContain(forms.newsletter.intro);
  });

  it("the article list: content/pages/blog.yaml", async () => {
    const file = copy("pages/blog.yaml");
    const page = await pageText("/blog/");
    expect(page.description).toBe(file.seo.description);
    expect(page.text).toContain(file.hero.intro);
  });

  it("an article: its markdown file's front matter and text", async () => {
    const source = fs.readFileSync(
      path.join(__dirname, "../../content/articles/tax-residency-guide-183-day-rule/index.md"),
      "utf8",
    );
    const title = /^title: "(.*)"$/m.exec(source)![1];
    const firstParagraph = source.split("---\n")[2].trim().split("\n")[0];
    // A sentence with no markdown or quotes in it, so it reads the same in HTML.
    const sentence = firstParagraph.split(/(?<=\.)\s+/).find((s) => !/["'*[_`]/.test(s));
    expect(sentence).toBeDefined();
    const page = await pageText("/blog/tax-residency-guide-183-day-rule/");
    expect(page.text).toContain(title);
    expect(page.text).toContain(sentence);
  });

  it("a legal page: content/legal/privacy-policy.md", async () => {
    const source = fs.readFileSync(path.join(__dirname, "../../content/legal/privacy-policy.md"), "utf8");
    const page = await pageText("/privacy-policy/");
    const headings = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) expect(page.text).toContain(heading);
    expect(page.text).toContain("We collect as little as we can.");
  });

  it("the site's frame on every page: content/ui.yaml", async () => {
    const ui = copy("ui.yaml") as unknown as {
      skipLink: string;
      footer: { copyright: string; links: Array<{ label: string }> };
    };
    const page = await pageText("/testimonials/");
    expect(page.text).toContain(ui.skipLink);
    expect(page.text).toContain(ui.footer.copyright);
    for (const link of ui.footer.links) expect(page.text).toContain(link.label);
  });

  it("the 404 page: content/pages/not-found.yaml", async () => {
    const file = copy("pages/not-found.yaml") as unknown as { notFound: string };
    const page = await pageText("/a-page-that-does-not-exist/");
    expect(page.text).toContain(file.notFound);
  });

  // The text checks read the texts no built page holds (src/node/links/laterTexts.ts) as one more
  // page: a text of these files that is in no page and not listed there would go unchecked.
  it("every text of the forms, the 404 page, the blog and the site's frame is in a built page, or read by the text checks as shown once a page runs", () => {
    const html = fs
      .readdirSync(PUBLIC_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && fs.statSync(path.join(PUBLIC_DIR, file)).isFile())
      // Its text and its attributes (labels, descriptions, a field's placeholder), as written.
      .map((file) => decodeEntities(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").replace(/<!-- -->/g, "")))
      .join("\n");
    // One of the cookie banner's two texts is shown, as Site settings has an analytics script or
    // not; the notes over samples among real entries, only while some stand there (checked then).
    const alternatives = [
      "content/ui.yaml cookieBanner.text",
      "content/ui.yaml cookieBanner.textWithoutAnalytics",
      "content/ui.yaml illustrative.someTestimonials",
      "content/ui.yaml illustrative.someLogos",
    ];
    const unread: string[] = [];
    const walk = (value: unknown, at: string, file: string) => {
      if (typeof value === "string") {
        // The words before a placeholder the page fills in, as far as they go.
        const words = value
          .replace(/\s+/g, " ")
          .split(/\{\w+\}|\[/)[0]
          .trim()
          .slice(0, 40);
        const listed = LATER_TEXTS[file]?.includes(at) || alternatives.includes(`${file} ${at}`);
        if (words.length > 3 && !html.includes(words) && !listed) unread.push(`${file} ${at}: "${words}"`);
      } else if (value && typeof value === "object" && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key, file);
      }
    };
    for (const file of [
      "content/forms.yaml",
      "content/pages/not-found.yaml",
      "content/pages/blog.yaml",
      "content/ui.yaml",
    ]) {
      walk(yaml.load(fs.readFileSync(path.join(__dirname, "../..", file), "utf8")), "", file);
    }
    expect(unread).toEqual([]);
    // And what is listed is in no page: a text a page holds is read there.
    const listedShown = Object.entries(LATER_TEXTS).flatMap(([file, fields]) =>
      fields.filter((field) => {
        const text = field
          .split(".")
          .reduce<unknown>(
            (at, key) => (at as Record<string, unknown>)?.[key],
            yaml.load(fs.readFileSync(path.join(__dirname, "../..", file), "utf8")),
          );
        const words = String(text)
          .replace(/\s+/g, " ")
          .split(/\{\w+\}/)[0]
          .trim()
          .slice(0, 40);
        return html.includes(words);
      }),
    );
    expect(listedShown).toEqual([]);
  });
});
