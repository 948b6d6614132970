/** @jest-environment node */
import fs from "fs";
import path from "path";
import { brokenLinks, filesWriting, linkProblems, redirectPaths, siteRoutes } from "../../src/node/links/links";
import { fragmentOf, hasPart, nearestRoute, sitePath } from "../../src/rules/links";
import { tempDir } from "../helpers/tempDir";

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

describe("the addresses the redirects answer", () => {
  // A link written before a rename still arrives, so the build does not call it broken.
  it("are each id address of an article with a slug and each of its earlier slugs", () => {
    const nodes = [
      { frontmatter: { id: 9, slug: "why-advice-fails", previousSlugs: ["why-tax-advice-fails"] } },
      { frontmatter: { id: 12, slug: null, previousSlugs: null } },
      { frontmatter: undefined },
    ];
    const getNodesByType = ((type: string) => (type === "MarkdownRemark" ? nodes : [])) as unknown as Parameters<
      typeof redirectPaths
    >[0];
    expect([...redirectPaths(getNodesByType)].sort()).toEqual(["/blog/9/", "/blog/why-tax-advice-fails/"]);
  });

  it("are each earlier slug of a renamed service page", () => {
    const services = [
      { slug: "legal-services", previousSlugs: ["legal"] },
      { slug: "fractional-cfo", previousSlugs: null },
    ];
    const getNodesByType = ((type: string) => (type === "ServicePageYaml" ? services : [])) as unknown as Parameters<
      typeof redirectPaths
    >[0];
    expect([...redirectPaths(getNodesByType)]).toEqual(["/services/legal/"]);
  });

  // What the CMS's previews read a link against (src/node/cms/bundle.ts).
  it("are, with the pages the build made, the addresses the CMS's previews know", () => {
    const nodes: Record<string, unknown[]> = {
      SitePage: [{ path: "/" }, { path: "/services/legal-services/" }, { path: "/dev-404-page/" }],
      ServicePageYaml: [{ slug: "legal-services", previousSlugs: ["legal"] }],
    };
    const getNodesByType = ((type: string) => nodes[type] ?? []) as unknown as Parameters<typeof siteRoutes>[0];
    expect(siteRoutes(getNodesByType)).toEqual(["/", "/services/legal-services/", "/services/legal/"]);
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
      { page: "/about/", href: "/how-we-works/", text: "How we work", missing: "address" },
      { page: "/blog/tax-residency-guide/", href: "/blog/old-slug/#a", text: "our guide", missing: "address" },
    ]);
  });

  it("finds a link written without https:// or a leading /, which the browser reads from the page's own address", () => {
    // What a founder types in an article: a page of the site without its "/", another site without "https://".
    const pages = new Map([
      [
        "/blog/tax-residency-guide/",
        '<p>See <a href="blog/digital-nomad-visas/">visas</a>, <a href="www.oecd.org/tax/">the OECD</a>, ' +
          '<a href="mailto:a@example.com">mail</a>, <a href="tel:+441234">call</a> and <a href="?q=1">this</a>.</p>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE)).toEqual([
      { page: "/blog/tax-residency-guide/", href: "blog/digital-nomad-visas/", text: "visas", missing: "start" },
      { page: "/blog/tax-residency-guide/", href: "www.oecd.org/tax/", text: "the OECD", missing: "start" },
    ]);
  });

  it("finds a link whose start is mistyped, and an email or phone link that holds no address or number", () => {
    // What a founder types by hand: a misspelt scheme, and mail and phone links written loosely.
    const pages = new Map([
      [
        "/about/",
        '<p><a href="htps://www.oecd.org/tax/">the OECD</a>, <a href="mailto:hello@example.com?subject=Hi">mail</a>, ' +
          '<a href="mailto:hello at example.com">write</a>, <a href="mailto:">us</a>, ' +
          '<a href="tel:+44 20 7946 0000">call</a>, <a href="tel:our-number">phone</a>, ' +
          '<a href="HTTPS://www.oecd.org/">OECD</a>.</p>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE)).toEqual([
      { page: "/about/", href: "htps://www.oecd.org/tax/", text: "the OECD", missing: "scheme" },
      { page: "/about/", href: "mailto:hello at example.com", text: "write", missing: "mail" },
      { page: "/about/", href: "mailto:", text: "us", missing: "mail" },
      { page: "/about/", href: "tel:our-number", text: "phone", missing: "phone" },
    ]);
  });

  it("tells an email address written as a link's address without mailto: from a page written without its /", () => {
    const pages = new Map([["/about/", '<p><a href="hello@example.com">Write to us</a></p>']]);
    expect(brokenLinks(pages, () => true, SITE)).toEqual([
      { page: "/about/", href: "hello@example.com", text: "Write to us", missing: "mailto" },
    ]);
  });

  it("checks a link to the site's own address written with http://, as it checks one with https://", () => {
    const pages = new Map([
      ["/", '<a href="http://example.com/servics/">Services</a><a href="http://example.com/contact/">Contact</a>'],
    ]);
    // The page that is not there first; one that is, as a full address where a path belongs.
    expect(brokenLinks(pages, answers, SITE)).toEqual([
      { page: "/", href: "http://example.com/servics/", text: "Services", missing: "address" },
      { page: "/", href: "http://example.com/contact/", text: "Contact", missing: "own" },
    ]);
  });

  it("finds a link with no address, or with no site's name after https://, or with // in place of /", () => {
    // [our guide]() and [our checklist](#) left for later; "//privacy-policy/" reads
    // privacy-policy as the name of another site; "https://" alone or "https:///contact/" names none.
    const pages = new Map([
      [
        "/blog/tax-residency-guide/",
        '<p><a href="">our guide</a>, <a href="#">our checklist</a>, <a href="//privacy-policy/">privacy</a>, ' +
          '<a href="https://">the IRS</a>, <a href="https:///contact/">contact</a>, <a href="#top">top</a>, ' +
          '<a href="https://www.irs.gov/">IRS</a>.</p>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE)).toEqual([
      { page: "/blog/tax-residency-guide/", href: "", text: "our guide", missing: "empty" },
      { page: "/blog/tax-residency-guide/", href: "#", text: "our checklist", missing: "empty" },
      { page: "/blog/tax-residency-guide/", href: "//privacy-policy/", text: "privacy", missing: "host" },
      { page: "/blog/tax-residency-guide/", href: "https://", text: "the IRS", missing: "host" },
      { page: "/blog/tax-residency-guide/", href: "https:///contact/", text: "contact", missing: "host" },
    ]);
  });

  it("finds a link copied from search results, which leads through the search engine's redirect", () => {
    const pages = new Map([
      [
        "/services/legal/",
        '<a href="https://www.google.com/url?sa=t&amp;url=https%3A%2F%2Fwww.irs.gov%2F">IRS</a>' +
          '<a href="https://www.google.co.uk/url?q=https://www.gov.uk/">GOV.UK</a><a href="https://www.google.com/search?q=tax">search</a>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE)).toEqual([
      {
        page: "/services/legal/",
        href: "https://www.google.com/url?sa=t&url=https%3A%2F%2Fwww.irs.gov%2F",
        text: "IRS",
        missing: "redirect",
      },
      {
        page: "/services/legal/",
        href: "https://www.google.co.uk/url?q=https://www.gov.uk/",
        text: "GOV.UK",
        missing: "redirect",
      },
    ]);
  });

  // Fourth trial of founder mistakes: a link copied while editing on GitHub led visitors to the
  // site's own repository (a 404 for them when it is private) instead of the page.
  it("finds a link to the site's own files on GitHub, the repository the CMS saves to", () => {
    const pages = new Map([
      [
        "/blog/guide/",
        '<a href="https://github.com/Borderless-Consulting/website/blob/main/content/articles/guide/index.md">the guide</a>' +
          '<a href="https://github.com/borderless-consulting/website">our code</a><a href="https://github.com/netlify/build-image">Netlify</a>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE, "borderless-consulting/website")).toEqual([
      {
        page: "/blog/guide/",
        href: "https://github.com/Borderless-Consulting/website/blob/main/content/articles/guide/index.md",
        text: "the guide",
        missing: "repository",
      },
      {
        page: "/blog/guide/",
        href: "https://github.com/borderless-consulting/website",
        text: "our code",
        missing: "repository",
      },
    ]);
  });

  it("finds a link to a copy of the site only one computer or one preview answers", () => {
    // Copied from the address bar while checking a draft: on this computer, or on a Netlify preview.
    const pages = new Map([
      [
        "/about/",
        '<a href="http://localhost:8000/contact/">Contact</a><a href="http://127.0.0.1:9000/blog/">Blog</a>' +
          '<a href="https://deploy-preview-12--borderless.netlify.app/services/">Services</a>' +
          '<a href="https://borderless.netlify.app/">Home</a><a href="https://www.netlify.com/">Netlify</a>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE)).toEqual([
      { page: "/about/", href: "http://localhost:8000/contact/", text: "Contact", missing: "local" },
      { page: "/about/", href: "http://127.0.0.1:9000/blog/", text: "Blog", missing: "local" },
      {
        page: "/about/",
        href: "https://deploy-preview-12--borderless.netlify.app/services/",
        text: "Services",
        missing: "local",
      },
    ]);
  });

  // Pasted from a document: a zero-width space inside the address sent the IRS link to a 404
  // page, and typographic quotes around it made it a path of this site.
  it("finds an address holding an invisible character or typographic quotes, pasted with it", () => {
    const pages = new Map([
      [
        "/blog/guide/",
        '<a href="https://www.irs.gov/individuals/%E2%80%8Bforeign-earned-income">the IRS page</a>' +
          '<a href="%E2%80%9Chttps://www.oecd.org/tax/%E2%80%9D">the OECD</a>' +
          '<a href="/contact/%C2%A0">write to us</a>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE).map((link) => [link.text, link.missing])).toEqual([
      ["the IRS page", "pasted"],
      ["the OECD", "pasted"],
      ["write to us", "pasted"],
    ]);
  });

  // A full address of the site's own page opened it again in a new tab, and kept the old domain
  // when the site moves (articles rewrite it; other fields and http:// did not).
  it("finds a full address of the site's own page, where a path belongs", () => {
    const pages = new Map([
      [
        "/services/legal/",
        '<a href="http://example.com/blog/guide/" target="_blank">our guide</a><a href="https://example.com/contact/">Contact</a>',
      ],
    ]);
    expect(brokenLinks(pages, () => true, SITE).map((link) => [link.href, link.missing])).toEqual([
      ["http://example.com/blog/guide/", "own"],
      ["https://example.com/contact/", "own"],
    ]);
  });

  it("finds none on pages whose links all answer", () => {
    expect(brokenLinks(new Map([["/", '<a href="/contact/">Contact</a>']]), answers, SITE)).toEqual([]);
  });
});

describe("links to a part of a page", () => {
  const answers = (target: string) => ["/", "/about/", "/blog/guide/"].includes(target.replace(/\/?$/, "/"));

  it("finds a link to a part the page does not have, on the same page or another", () => {
    const pages = new Map([
      ["/about/", '<h2 id="team">Team</h2><a href="#tem">Meet us</a> <a href="#team">Team</a>'],
      [
        "/blog/guide/",
        '<h2>Day counting</h2><p>See <a href="/about/#team">the team</a> and <a href="/about#history">our story</a>.</p>',
      ],
    ]);
    expect(brokenLinks(pages, answers, SITE)).toEqual([
      { page: "/about/", href: "#tem", text: "Meet us", missing: "part" },
      { page: "/blog/guide/", href: "/about#history", text: "our story", missing: "part" },
    ]);
  });

  it("accepts #top, an empty fragment, an old-style name, an escaped id and parts of files it cannot read", () => {
    const pages = new Map([
      [
        "/",
        '<a href="#top">Top</a><a href="/#">Home</a><a name="old"></a><a href="#old">Old</a>' +
          '<p id="caf&#xe9;">Café</p><a href="#caf%C3%A9">Café</a><a href="/rss.xml#x">Feed</a>',
      ],
    ]);
    const alsoFiles = (target: string) => target === "/" || target === "/rss.xml";
    expect(brokenLinks(pages, alsoFiles, SITE)).toEqual([]);
  });

  it.each([
    ["/about/#team", "team"],
    ["#Day%20counting", "Day counting"],
    ["/about/", null],
    ["/about/#", null],
    ["#TOP", null],
  ])("reads the part %s names as %s", (href, expected) => {
    expect(fragmentOf(href)).toBe(expected);
  });

  it("finds a part by its id or name, not by words on the page", () => {
    expect(hasPart('<h2 id="team">Team</h2>', "team")).toBe(true);
    expect(hasPart("<h2>team</h2>", "team")).toBe(false);
  });
});

describe("where a broken address is written", () => {
  it("names each content file that writes it, from the repository's root", () => {
    const root = tempDir("links-");
    const content = path.join(root, "content");
    fs.mkdirSync(path.join(content, "articles", "guide"), { recursive: true });
    fs.writeFileSync(path.join(content, "ui.yaml"), "navigation:\n  - to: /how-we-works/\n");
    fs.writeFileSync(path.join(content, "articles", "guide", "index.md"), "See [how we work](/how-we-works/).\n");
    fs.writeFileSync(path.join(content, "cta.yaml"), "to: /contact/\n");
    expect(filesWriting("/how-we-works/", content).sort()).toEqual([
      "content/articles/guide/index.md",
      "content/ui.yaml",
    ]);
  });
});

describe("the build's line for a pasted character in an address", () => {
  it("names the character and says to delete it", () => {
    const pages = new Map([["/blog/guide/", '<a href="https://www.irs.gov/a/%E2%80%8Bb">the IRS page</a>']]);
    const noNodes = (() => []) as unknown as Parameters<typeof linkProblems>[2];
    expect(linkProblems(pages, new Set(["/blog/guide/"]), noNodes)).toEqual([
      'https://www.irs.gov/a/%E2%80%8Bb ("the IRS page") on /blog/guide/: the address holds a character pasted with it, a zero-width space (U+200B) after "https://www.irs.gov/a/": delete it, or type the address again',
    ]);
  });
});

describe("the build's line for a link with no address", () => {
  it("says what to write, and names no file for a lone # (which every file holds), only one writing ](#)", () => {
    const pages = new Map([["/blog/guide/", '<p>See <a href="#">our checklist</a>.</p>']]);
    const noNodes = (() => []) as unknown as Parameters<typeof linkProblems>[2];
    expect(linkProblems(pages, new Set(["/blog/guide/"]), noNodes)).toEqual([
      '# ("our checklist") on /blog/guide/: the link has no address: write the address between the round brackets, [words](/contact/), or remove the brackets',
    ]);
  });
});

// Seventh founder trial: a link to /services/tax-planing/ was named as leading nowhere, with no
// word of the page he probably meant.
describe("the build's line for an address no page has", () => {
  const noNodes = (() => []) as unknown as Parameters<typeof linkProblems>[2];
  const built = new Set(["/blog/guide/", "/services/", "/services/legal/", "/contact/", "/blog/1/"]);

  it("offers the page whose address is a letter or two away", () => {
    const pages = new Map([["/blog/guide/", '<p>See <a href="/services/legl/">our lawyers</a>.</p>']]);
    expect(linkProblems(pages, built, noNodes)).toEqual([
      '/services/legl/ ("our lawyers") on /blog/guide/: no page or file of the site has that address (did you mean /services/legal/?)',
    ]);
  });

  it("offers none when no address is near", () => {
    const pages = new Map([["/blog/guide/", '<p>See <a href="/services/tax-planing/">tax planning</a>.</p>']]);
    expect(linkProblems(pages, built, noNodes)).toEqual([
      '/services/tax-planing/ ("tax planning") on /blog/guide/: no page or file of the site has that address',
    ]);
  });

  it.each([
    ["/servics/", "/services/"],
    ["/Contact/", "/contact/"],
    ["/services/legal-services/", null],
    ["/blog/2/", null],
  ])("takes %s as near %s", (target, near) => {
    expect(nearestRoute(target, built)).toBe(near);
  });
});
