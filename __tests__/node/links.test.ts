/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { brokenLinks, filesWriting, sitePath } from "../../src/node/links/links";

const SITE = "https://example.com";

describe("the addresses of the site a page links to", () => {
  it.each([
    ["/contact/", "/contact/"],
    ["/blog/tax-residency-guide/#day-counting", "/blog/tax-residency-guide/"],
    ["/privacy-policy/?from=footer", "/privacy-policy/"],
    ["https://example.com/about/", "/about/"],
    ["/downloads/Tax%20Guide.pdf", "/downloads/Tax Guide.pdf"],
  ])("reads %s as the site's %s", (href, expected) => {
    expect(sitePath(href, SITE)).toBe(expected);
  });

  it.each([
    "#main",
    "mailto:hello@example.com",
    "tel:+441234",
    "https://calendly.com/x",
    "//cdn.example.org/a.js",
    "https://example.com.evil.org/",
  ])("leaves %s alone: not an address of the site", (href) => {
    expect(sitePath(href, SITE)).toBeNull();
  });
});

describe("links nothing answers", () => {
  const answered = new Set(["/", "/contact/", "/blog/tax-residency-guide/", "/rss.xml"]);
  const answers = (target: string) => answered.has(target);

  it("names the page, the address and the link's words of each broken link, and nothing else", () => {
    const pages = new Map([
      [
        "/about/",
        '<nav><a href="/contact/">Contact</a> <a href="/how-we-works/">How <b>we</b> work</a></nav>' +
          '<a href="https://calendly.com/x">Book</a><a href="#top">Top</a><a href="/rss.xml">Feed</a>',
      ],
      ["/blog/tax-residency-guide/", '<p>See <a class="x" href="/blog/old-slug/#a">our guide</a>.</p>'],
    ]);
    expect(brokenLinks(pages, answers, SITE)).toEqual([
      { page: "/about/", href: "/how-we-works/", text: "How we work" },
      { page: "/blog/tax-residency-guide/", href: "/blog/old-slug/#a", text: "our guide" },
    ]);
  });

  it("finds none on pages whose links all answer", () => {
    expect(brokenLinks(new Map([["/", '<a href="/contact/">Contact</a>']]), answers, SITE)).toEqual([]);
  });
});

describe("where a broken address is written", () => {
  it("names each content file that writes it, from the repository's root", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "links-"));
    const content = path.join(root, "content");
    fs.mkdirSync(path.join(content, "articles", "guide"), { recursive: true });
    fs.writeFileSync(path.join(content, "ui.yaml"), "navigation:\n  - to: /how-we-works/\n");
    fs.writeFileSync(path.join(content, "articles", "guide", "index.md"), "See [how we work](/how-we-works/).\n");
    fs.writeFileSync(path.join(content, "cta.yaml"), "to: /contact/\n");
    expect(filesWriting("/how-we-works/", content).sort()).toEqual([
      "content/articles/guide/index.md",
      "content/ui.yaml",
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
