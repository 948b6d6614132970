import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { currentAddress, htmlWithCurrentAddresses, markdownWithCurrentAddresses } from "../../src/rules/links";
import { articleRedirects } from "../../src/rules/articles";
import { serviceRedirects } from "../../src/rules/services";

const root = path.join(__dirname, "../..");

// A service page's copy links an article, as the founder wrote it; the article is then given a
// new address (its old slug kept in previousSlugs, as the CMS's hint says).
const SERVICE = "content/service-pages/residency-and-citizenship.yaml";
const LINKED = "/blog/digital-nomad-visas-vs-tax-reality/";
const RENAMED = "/blog/digital-nomad-visas-and-tax/";
const rules = [
  ...articleRedirects([
    { id: 2, slug: "digital-nomad-visas-and-tax", previousSlugs: ["digital-nomad-visas-vs-tax-reality"] },
  ]),
  ...serviceRedirects([{ slug: "legal-services", previousSlugs: ["legal"] }]),
];

/** The service page's copy that links the article, as its file writes it. */
function linkingCopy(): string {
  const data = yaml.load(fs.readFileSync(path.join(root, SERVICE), "utf8"));
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string" && value.includes(`](${LINKED})`)) found.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(data);
  return found[0];
}

describe("currentAddress: a link to a page's earlier address leads straight to where it is now", () => {
  it("gives an article's and a service page's earlier address as the page's address now", () => {
    expect(currentAddress(LINKED, rules)).toBe(RENAMED);
    expect(currentAddress("/services/legal/", rules)).toBe("/services/legal-services/");
  });

  it("gives an article's number (/blog/2/) as its address", () => {
    expect(currentAddress("/blog/2/", rules)).toBe(RENAMED);
  });

  it("keeps the part of the page and the query, and reads the address without its final slash", () => {
    expect(currentAddress("/blog/digital-nomad-visas-vs-tax-reality#greece", rules)).toBe(`${RENAMED}#greece`);
    expect(currentAddress(`${LINKED}?ref=faq`, rules)).toBe(`${RENAMED}?ref=faq`);
  });

  it("leaves every other address as written", () => {
    for (const href of ["/contact/", "/blog/", "https://www.irs.gov/", "//blog/2/", "#top", "mailto:a@b.co", ""]) {
      expect(currentAddress(href, rules)).toBe(href);
    }
  });
});

describe("markdownWithCurrentAddresses: copy in content/ files", () => {
  it("writes the link of the service page's copy with the article's address now", () => {
    const copy = linkingCopy();
    expect(copy).toContain(`](${LINKED})`);
    const now = markdownWithCurrentAddresses(copy, rules);
    expect(now).toContain(`](${RENAMED})`);
    expect(now).not.toContain(LINKED);
    expect(now.replace(RENAMED, LINKED)).toBe(copy);
  });

  it("reads a link with a title, in angle brackets, or as a reference", () => {
    expect(markdownWithCurrentAddresses(`[visas](${LINKED} "Visas")`, rules)).toBe(`[visas](${RENAMED} "Visas")`);
    expect(markdownWithCurrentAddresses(`[visas](<${LINKED}>)`, rules)).toBe(`[visas](<${RENAMED}>)`);
    expect(markdownWithCurrentAddresses(`See [visas].\n\n[visas]: ${LINKED}\n`, rules)).toBe(
      `See [visas].\n\n[visas]: ${RENAMED}\n`,
    );
  });

  it("leaves words that only look like an address", () => {
    const text = `Our old address was ${LINKED}, and (${LINKED}) in brackets is not a link.`;
    expect(markdownWithCurrentAddresses(text, rules)).toBe(text);
  });
});

describe("htmlWithCurrentAddresses: an article's or a legal page's text", () => {
  it("writes every link to an earlier address with the address now", () => {
    const html = `<p>Read <a href="${LINKED}#greece">the visas guide</a>, <a href="/blog/2/">it again</a> or <a href="/contact/">write</a>.</p>`;
    expect(htmlWithCurrentAddresses(html, rules)).toBe(
      `<p>Read <a href="${RENAMED}#greece">the visas guide</a>, <a href="${RENAMED}">it again</a> or <a href="/contact/">write</a>.</p>`,
    );
  });

  it("leaves an address in the words of the text", () => {
    const html = `<p>Written as ${LINKED} it is not a link.</p>`;
    expect(htmlWithCurrentAddresses(html, rules)).toBe(html);
  });
});
