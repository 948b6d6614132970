/**
 * The founder edits files in content/; the pages show what those files say. One example per
 * page type: each test reads a value from its content file (claims filled in from
 * content/site.yaml, as the build does) and finds it in the built page's HTML, so a changed
 * value in the file is a changed page after the next build.
 */
import fs from "fs";
import path from "path";
import { rawHtml } from "./browser";
import { testContentYaml, withTokens } from "../helpers/site";
import { plainText } from "../../src/rules/text";

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
});
