/** @jest-environment node */
// What Netlify does after the founder changes content: a build on the cache of the previous
// one (gatsby-adapter-netlify restores .cache/ and public/). In a copy of the repository,
// the site is built once, then an article's text, a YAML copy file and a service page are
// changed and it is built again without cleaning; then the ebook's address in content/site.yaml
// and its edition change and it is built a third time; then a build stops on a mistake and must leave the mark
// that makes the next build start clean. Every build is `npm run build` (scripts/build.mjs).
import { execFileSync, spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { PDFDocument } from "pdf-lib";
import { entryBundles } from "../../src/node/bundles/bundles";
import { BUNDLES_ATTRIBUTE } from "../../src/lib/headScripts";
import { listFiles } from "../../src/node/files";
import { UNFINISHED } from "../../scripts/cleanBuild.mjs";
import { gotoAndHydrate, openPage } from "../e2e/browser";

const ROOT = path.resolve(__dirname, "../..");
const ARTICLE = "content/articles/us-llc-for-non-residents-guide/index.md";
const ARTICLE_SLUG = "us-llc-for-non-residents-guide";
const ARTICLE_PAGE = `blog/${ARTICLE_SLUG}/index.html`;
const RENAMED_SLUG = "us-llc-guide-for-non-residents";
const COPY = "content/pages/contact.yaml";
const COPY_PAGE = "contact/index.html";
const SERVICE = "content/service-pages/legal.yaml";
const SERVICE_PAGE = "services/legal/index.html";
const RENAMED_SERVICE_SLUG = "legal-services";
// Links the founder wrote to that article and service page before renaming them, in files the
// renaming build leaves alone: another article's text, another service page's copy, the footer.
const LINKING_ARTICLE = "content/articles/tax-residency-guide-183-day-rule/index.md";
const LINKING_SERVICE = "content/service-pages/residency-and-citizenship.yaml";
const UI = "content/ui.yaml";
const LINKING_PAGES = {
  article: "blog/tax-residency-guide-183-day-rule/index.html",
  service: "services/residency-and-citizenship/index.html",
  footer: "about/index.html",
};
const TEAM = "content/team.yaml";
const TEAM_PICTURE = "./images/team/founder.png";
// The ebook's address, changed in Site settings: its earlier file must not stay online.
const SITE = "content/site.yaml";
const EBOOK_URL_AFTER = "/downloads/Tax-Strategies-for-Global-Citizens-2027.pdf";
// A new edition of the ebook: the /ebook/ page's cover picture must follow it (src/node/ebook/cover.ts).
const EBOOK = "content/ebook/tax-strategies-for-global-citizens.md";
// Another wording of the same month: the build holds the edition's month to the ebook's date.
const editionAfter = (date: string) =>
  `Second edition, ${new Date(`${date}T00:00:00Z`).toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}`;
const COVER = "content/images/ebook/cover.png";
// The firm renamed in Site settings: every page, the feed and the ebook must follow on the warm cache.
const NEW_NAME = "Borderless Tax Advisers";
// Lists shown in their file's order. Gatsby keeps the counter of an entry it finds unchanged and
// gives a changed one a new, higher counter, and a query without a sort lists by counter: had
// only the edited entry been made again, it would move to the end of its list on a warm rebuild.
const PROCESS = "content/process.yaml";
const TESTIMONIALS = "content/testimonials.yaml";
// It names the call's length as a placeholder, as content/process.yaml does: the page shows it filled.
const NEW_FIRST_STEP =
  "We start with a free {callMinutes}-minute call about where you live, how you earn and what you want to change, and agree whether we are the right fit.";
const NEW_FIRST_QUOTE =
  "After three years between Lisbon, Bali and Mexico City I finally have a tax home, a written residency plan and a bank that keeps my account open.";
/** Where the /ebook/ page's cover picture is served from (its folder is the file's digest). */
const coverSrc = (html = "") => /<img[^>]*src="([^"]+\/cover\.png)"[^>]*alt="Cover of the ebook/.exec(html)?.[1];

// Pages that show nothing from the three changed files.
const UNRELATED_PAGES = ["about/index.html", "privacy-policy/index.html", "terms-of-service/index.html"];

const ADDED_PARAGRAPH = "A sentence the founder added after the first deploy, to check a warm rebuild.";
const NEW_CONTACT_INTRO = "Questions about your plans abroad? Write to us and we will answer within two working days.";
const NEW_SERVICE_INTRO = "Contracts, company documents and disputes across borders, handled by licensed lawyers.";

interface Built {
  ok: boolean;
  output: string;
  seconds: number;
}

/** `npm run build` in the copy, as Netlify runs it (scripts/build.mjs). */
function build(cwd: string): Promise<Built> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(cwd, "scripts/build.mjs")], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", FORCE_COLOR: "0" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

interface Snapshot {
  html: string;
  pageData: string | null;
}

/**
 * Every built page with its data: its page data and the results of the
 * static queries it uses (what Gatsby rebuilds a page from).
 */
function snapshot(publicDir: string): Map<string, Snapshot> {
  const pages = new Map<string, Snapshot>();
  for (const file of listFiles(publicDir)) {
    // Gatsby's fragments and the CMS's page (public/admin/) are not the site's pages.
    if (!file.endsWith(".html") || file.startsWith(`_gatsby${path.sep}`) || file.startsWith(`admin${path.sep}`)) {
      continue;
    }
    const full = path.join(publicDir, file);
    const route = file === "index.html" ? "index" : file.replace(/\/index\.html$/, "").replace(/\.html$/, "");
    const data = path.join(publicDir, "page-data", route, "page-data.json");
    let pageData: string | null = null;
    if (fs.existsSync(data)) {
      // Gatsby lists a page's static queries in no fixed order: compare them sorted.
      const parsed = JSON.parse(fs.readFileSync(data, "utf8")) as { staticQueryHashes?: string[] };
      const hashes = [...(parsed.staticQueryHashes ?? [])].sort();
      pageData = JSON.stringify({ ...parsed, staticQueryHashes: hashes });
      for (const hash of hashes) {
        pageData += fs.readFileSync(path.join(publicDir, "page-data", "sq", "d", `${hash}.json`), "utf8");
      }
    }
    pages.set(file, { html: fs.readFileSync(full, "utf8"), pageData });
  }
  return pages;
}

/** Replaces the text of a YAML field, found through its parsed value, keeping the file's layout. */
function replaceYamlText(file: string, get: (data: Record<string, unknown>) => string, next: string) {
  const raw = fs.readFileSync(file, "utf8");
  const current = get(yaml.load(raw) as Record<string, unknown>);
  const start = raw.indexOf(current.split(" ").slice(0, 4).join(" "));
  if (start < 0) throw new Error(`${file}: could not find the start of "${current}" on one line`);
  // Folded scalars (>-) wrap over lines: replace the whole value, however it is wrapped.
  const words = current.split(" ");
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"));
  const updated = raw.replace(pattern, next);
  if (updated === raw) throw new Error(`${file}: "${current}" not found`);
  fs.writeFileSync(file, updated);
}

/** The names as the page shows them: each at its first place in the page's main content. */
function shownOrder(html: string, names: string[]): string[] {
  const main = html.slice(html.indexOf("<main"));
  return names
    .map((name) => ({ name, at: main.indexOf(name) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

/** `npm run serve` on the copy's public/, on a free port. */
function serve(cwd: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve-static.mjs"), "0"], { cwd });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /Serving public\/ at (http:\/\/[^/\s]+)\//.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`the static server stopped (${code}): ${output}`)));
  });
}

let work: string;
let cold: Built;
let warm: Built;
let before: Map<string, Snapshot>;
let after: Map<string, Snapshot>;
let ebookUrlBefore: string;
let moved: Built;
/** The ebook as the third build left it. */
let ebookAfterMove: {
  atNewAddress: boolean;
  atEarlierAddress: boolean;
  pageData: string;
  coverChanged: boolean;
  coverSrc?: string;
  coverServed: boolean;
};
/** The home and testimonials pages as the third build left them. */
let listsAfterMove: { home: string; testimonials: string };
let renamedFirm: { oldName: string; pagesWithOldName: string[]; byline: string; feed: string; ebookAuthor: string };
/** The renamed article as the third build left it. */
let renamed: {
  pageAtNewSlug: boolean;
  pageAtEarlierSlug: boolean;
  servicePageAtNewSlug: boolean;
  servicePageAtEarlierSlug: boolean;
  redirects: string;
};
/** The pages that link the renamed article and service page, as the third build left them. */
let linksAfterMove: Record<keyof typeof LINKING_PAGES, Snapshot>;
let stopped: Built;
let markedUnfinished: boolean;
/** The bundles of the second build, which every page of it must start. */
let afterBundles: string;

beforeAll(
  async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "warm-rebuild-"));
    const files = execFileSync("git", ["ls-files", "-z", "-c", "-o", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
    for (const file of files) {
      fs.mkdirSync(path.join(work, path.dirname(file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(work, file));
    }
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"));

    const linkingArticle = path.join(work, LINKING_ARTICLE);
    const linkingText = fs.readFileSync(linkingArticle, "utf8");
    const firstHeading = linkingText.indexOf("\n## ");
    fs.writeFileSync(
      linkingArticle,
      `${linkingText.slice(0, firstHeading)}\nForming a company? Read [our US LLC guide](/blog/${ARTICLE_SLUG}/) and see [our legal services](/services/legal/#faq-title).\n${linkingText.slice(firstHeading)}`,
    );
    const linkingService = path.join(work, LINKING_SERVICE);
    fs.writeFileSync(
      linkingService,
      fs
        .readFileSync(linkingService, "utf8")
        .replace(" explains why.\n", ` explains why. [Our US LLC guide](/blog/${ARTICLE_SLUG}/) covers companies.\n`),
    );
    const ui = path.join(work, UI);
    fs.writeFileSync(
      ui,
      fs
        .readFileSync(ui, "utf8")
        .replace(
          "      to: /contact/\n    - label: Privacy Policy\n",
          "      to: /contact/\n    - label: Legal services\n      to: /services/legal/\n    - label: Privacy Policy\n",
        ),
    );

    cold = await build(work);
    if (!cold.ok) throw new Error(`The first (cold) build failed:\n${cold.output.slice(-4000)}`);
    before = snapshot(path.join(work, "public"));

    const article = path.join(work, ARTICLE);
    const text = fs.readFileSync(article, "utf8");
    const cut = text.indexOf("\n## ");
    fs.writeFileSync(article, `${text.slice(0, cut)}\n${ADDED_PARAGRAPH}\n${text.slice(cut)}`);
    replaceYamlText(path.join(work, COPY), (data) => String(data.intro), NEW_CONTACT_INTRO);
    const service = path.join(work, SERVICE);
    replaceYamlText(service, (data) => String((data.hero as { intro: string }).intro), NEW_SERVICE_INTRO);

    warm = await build(work);
    after = snapshot(path.join(work, "public"));
    afterBundles = entryBundles(path.join(work, "public")).join(" ");

    // A third build, on the second's cache, after the ebook's address changed in Site settings
    // and an article's and a service page's slugs were renamed, each old one listed as a previous
    // slug (all change many pages' data, so they come after the comparison of pages above).
    fs.writeFileSync(
      article,
      fs
        .readFileSync(article, "utf8")
        .replace(`slug: ${ARTICLE_SLUG}\n`, `slug: ${RENAMED_SLUG}\npreviousSlugs:\n  - ${ARTICLE_SLUG}\n`),
    );
    fs.writeFileSync(
      service,
      fs
        .readFileSync(service, "utf8")
        .replace("slug: legal\n", `slug: ${RENAMED_SERVICE_SLUG}\npreviousSlugs:\n  - legal\n`),
    );
    const site = path.join(work, SITE);
    const siteText = fs.readFileSync(site, "utf8");
    ebookUrlBefore = (yaml.load(siteText) as { ebookUrl: string }).ebookUrl;
    const oldName = (yaml.load(siteText) as { title: string }).title;
    fs.writeFileSync(
      site,
      siteText
        .replace(`ebookUrl: ${ebookUrlBefore}`, `ebookUrl: ${EBOOK_URL_AFTER}`)
        .replace(`title: ${oldName}\n`, `title: ${NEW_NAME}\n`),
    );
    const ebook = path.join(work, EBOOK);
    const ebookText = fs.readFileSync(ebook, "utf8");
    const ebookDate = /^date: "?(\d{4}-\d{2}-\d{2})"?$/m.exec(ebookText)![1];
    fs.writeFileSync(ebook, ebookText.replace(/^edition: .*$/m, `edition: ${editionAfter(ebookDate)}`));
    // The first entry of two lists edited, the others left as they were.
    const first = (data: unknown, field: string) => String((data as Record<string, unknown>[])[0][field]);
    replaceYamlText(path.join(work, PROCESS), (data) => first(data, "description"), NEW_FIRST_STEP);
    replaceYamlText(path.join(work, TESTIMONIALS), (data) => first(data, "quote"), NEW_FIRST_QUOTE);
    moved = await build(work);
    const publicFile = (url: string) => path.join(work, "public", url);
    const movedPages = snapshot(path.join(work, "public"));
    listsAfterMove = {
      home: movedPages.get("index.html")?.html ?? "",
      testimonials: movedPages.get("testimonials/index.html")?.html ?? "",
    };
    const ebookPage = movedPages.get("ebook/index.html");
    const newCover = coverSrc(ebookPage?.html);
    ebookAfterMove = {
      atNewAddress: fs.existsSync(publicFile(EBOOK_URL_AFTER)),
      atEarlierAddress: fs.existsSync(publicFile(ebookUrlBefore)),
      pageData: ebookPage?.pageData ?? "",
      coverChanged: !fs.readFileSync(path.join(work, COVER)).equals(fs.readFileSync(path.join(ROOT, COVER))),
      coverSrc: newCover,
      coverServed: Boolean(newCover && fs.existsSync(publicFile(newCover))),
    };
    const ebookPdf = fs.existsSync(publicFile(EBOOK_URL_AFTER))
      ? await PDFDocument.load(fs.readFileSync(publicFile(EBOOK_URL_AFTER)), { updateMetadata: false })
      : null;
    renamedFirm = {
      oldName,
      pagesWithOldName: [...movedPages].filter(([, page]) => page.html.includes(oldName)).map(([file]) => file),
      // The line above the article's title: its date, author and reading time.
      byline:
        /<p[^>]*><time[\s\S]*?<\/p>/.exec(movedPages.get(`blog/${RENAMED_SLUG}/index.html`)?.html ?? "")?.[0] ?? "",
      feed: fs.readFileSync(publicFile("rss.xml"), "utf8"),
      ebookAuthor: ebookPdf?.getAuthor() ?? "",
    };
    linksAfterMove = {
      article: movedPages.get(LINKING_PAGES.article)!,
      service: movedPages.get(LINKING_PAGES.service)!,
      footer: movedPages.get(LINKING_PAGES.footer)!,
    };
    renamed = {
      pageAtNewSlug: fs.existsSync(publicFile(`blog/${RENAMED_SLUG}/index.html`)),
      pageAtEarlierSlug: fs.existsSync(publicFile(ARTICLE_PAGE)),
      servicePageAtNewSlug: fs.existsSync(publicFile(`services/${RENAMED_SERVICE_SLUG}/index.html`)),
      servicePageAtEarlierSlug: fs.existsSync(publicFile(SERVICE_PAGE)),
      redirects: fs.readFileSync(publicFile("_redirects"), "utf8"),
    };

    // On this machine, not Netlify's (which keeps the cache only of a build that finished): a
    // build stops on a broken picture path in the team file. Gatsby's cache then holds data the
    // next build would not know to rebuild from (scripts/cleanBuild.mjs), so the stop must leave
    // the mark on which `npm run build` cleans first (__tests__/scripts/cleanBuild.test.ts). That
    // next, clean build is a full one, as the first build here is, so it is not run again.
    const team = path.join(work, TEAM);
    const teamText = fs.readFileSync(team, "utf8");
    fs.writeFileSync(team, teamText.replace(TEAM_PICTURE, "./images/team/no-such-picture.png"));
    stopped = await build(work);
    markedUnfinished = fs.existsSync(path.join(work, UNFINISHED));
    fs.writeFileSync(team, teamText);
    // Seconds on this machine, for docs/deploy.md; nothing here depends on them.
    console.log(
      `cold build ${cold.seconds.toFixed(0)} s, warm rebuild ${warm.seconds.toFixed(0)} s, ` +
        `after the renames ${moved.seconds.toFixed(0)} s, stopped ${stopped.seconds.toFixed(0)} s`,
    );
  },
  30 * 60 * 1000,
);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("a warm rebuild after a content change", () => {
  it("passes", () => {
    if (!warm.ok) throw new Error(`The warm rebuild failed:\n${warm.output.slice(-4000)}`);
  });

  it("shows each change on its page", () => {
    expect(after.get(ARTICLE_PAGE)?.html).toContain(ADDED_PARAGRAPH);
    expect(after.get(COPY_PAGE)?.html).toContain(NEW_CONTACT_INTRO);
    expect(after.get(SERVICE_PAGE)?.html).toContain(NEW_SERVICE_INTRO);
  });

  it("serves the ebook at its new address only once that changes, as a clean build would: the earlier edition's file is gone", () => {
    if (!moved.ok) throw new Error(`The build after the ebook's address changed failed:\n${moved.output.slice(-4000)}`);
    // The download is offered once the form is sent: its address is in the page's data.
    expect(ebookAfterMove.pageData).toContain(EBOOK_URL_AFTER);
    expect(ebookUrlBefore).not.toBe(EBOOK_URL_AFTER);
    expect(ebookAfterMove).toMatchObject({ atNewAddress: true, atEarlierAddress: false });
  });

  it("shows a new edition's cover on /ebook/ in the same warm rebuild, drawn from the PDF", () => {
    const earlier = coverSrc(before.get("ebook/index.html")?.html);
    expect(earlier).toBeDefined();
    expect(ebookAfterMove).toMatchObject({ coverChanged: true, coverServed: true });
    expect(ebookAfterMove.coverSrc).not.toBe(earlier);
  });

  it("shows a renamed firm everywhere: no page keeps the old name, and bylines, the feed and the ebook take the new one", () => {
    expect(renamedFirm.oldName).not.toBe(NEW_NAME);
    expect(renamedFirm.pagesWithOldName).toEqual([]);
    expect(renamedFirm.byline).toContain(NEW_NAME);
    expect(renamedFirm.feed).toContain(`<dc:creator><![CDATA[${NEW_NAME}]]></dc:creator>`);
    expect(renamedFirm.feed).not.toContain(renamedFirm.oldName);
    expect(renamedFirm.ebookAuthor).toBe(NEW_NAME);
  });

  it("keeps a list's entries in the file's order when only its first entry was edited", () => {
    const read = (file: string) =>
      yaml.load(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, string>[];
    const steps = read(PROCESS).map((step) => step.title);
    const authors = read(TESTIMONIALS).map((testimonial) => testimonial.author);
    const { claims } = yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")) as {
      claims: { callMinutes: number };
    };
    expect(listsAfterMove.home).toContain(NEW_FIRST_STEP.replace("{callMinutes}", String(claims.callMinutes)));
    expect(listsAfterMove.home).toContain(`Step 1:<!-- --> </span>${steps[0]}</h3>`);
    const headings = steps.map((title, index) => `Step ${index + 1}:<!-- --> </span>${title}</h3>`);
    expect(shownOrder(listsAfterMove.home, headings)).toEqual(headings);
    expect(listsAfterMove.testimonials).toContain(NEW_FIRST_QUOTE);
    expect(shownOrder(listsAfterMove.testimonials, authors)).toEqual(authors);
    expect(shownOrder(listsAfterMove.home, authors)).toEqual(authors);
  });

  // Netlify serves a file that exists before it reads a redirect: had the warm public/ kept the
  // page at the old slug, its visitors would read the article as it was before the rename.
  it("moves a renamed article and service page to their new addresses and sends each previous slug there, the old pages gone", async () => {
    expect(fs.readFileSync(path.join(ROOT, ARTICLE), "utf8")).toContain(`slug: ${ARTICLE_SLUG}\n`);
    expect(fs.readFileSync(path.join(ROOT, SERVICE), "utf8")).toContain("slug: legal\n");
    expect({ ...renamed, redirects: undefined }).toEqual({
      pageAtNewSlug: true,
      pageAtEarlierSlug: false,
      servicePageAtNewSlug: true,
      servicePageAtEarlierSlug: false,
      redirects: undefined,
    });
    const lines = renamed.redirects.split("\n").map((line) => line.trim().split(/\s+/).join(" "));
    expect(lines).toContain(`/blog/${ARTICLE_SLUG}/ /blog/${RENAMED_SLUG}/ 301`);
    expect(lines).toContain(`/services/legal/ /services/${RENAMED_SERVICE_SLUG}/ 301`);
    const server = await serve(work);
    try {
      const response = await fetch(`${server.url}/blog/${ARTICLE_SLUG}/`, { redirect: "manual" });
      expect([response.status, response.headers.get("location")]).toEqual([301, `/blog/${RENAMED_SLUG}/`]);
      const servicePage = await fetch(`${server.url}/services/legal/`, { redirect: "manual" });
      expect([servicePage.status, servicePage.headers.get("location")]).toEqual([
        301,
        `/services/${RENAMED_SERVICE_SLUG}/`,
      ]);
    } finally {
      server.stop();
    }
  });

  // Netlify would answer the earlier addresses with a redirect, but a visitor who follows the
  // link would wait for it, and Gatsby's own navigation first asks for a page that is not there.
  it("writes the links to a renamed page's earlier address, in files the rename left alone, as its new address", () => {
    const written = (file: string) => fs.readFileSync(path.join(work, file), "utf8");
    expect(written(LINKING_ARTICLE)).toContain(`](/blog/${ARTICLE_SLUG}/)`);
    expect(written(LINKING_SERVICE)).toContain(`](/blog/${ARTICLE_SLUG}/)`);
    expect(written(UI)).toContain("to: /services/legal/\n");
    const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs(linksAfterMove.article.html)).toEqual(
      expect.arrayContaining([`/blog/${RENAMED_SLUG}/`, `/services/${RENAMED_SERVICE_SLUG}/#faq-title`]),
    );
    expect(hrefs(linksAfterMove.service.html)).toContain(`/blog/${RENAMED_SLUG}/`);
    expect(hrefs(linksAfterMove.footer.html)).toContain(`/services/${RENAMED_SERVICE_SLUG}/`);
    for (const page of Object.values(linksAfterMove)) {
      for (const earlier of [`/blog/${ARTICLE_SLUG}/`, "/services/legal/"]) {
        expect(hrefs(page.html)).not.toContain(earlier);
        expect(page.pageData).not.toContain(earlier);
      }
    }
  });

  it("stops on a mistake naming the file, and leaves the mark on which the next build starts clean", () => {
    expect(fs.readFileSync(path.join(ROOT, TEAM), "utf8")).toContain(TEAM_PICTURE);
    expect(stopped.ok).toBe(false);
    const team = yaml.load(fs.readFileSync(path.join(ROOT, TEAM), "utf8")) as { image?: string }[];
    const entry = team.findIndex((member) => member.image === TEAM_PICTURE) + 1;
    expect(entry).toBeGreaterThan(0);
    expect(stopped.output).toContain(
      `${TEAM}, entry ${entry}: image: "./images/team/no-such-picture.png" names no file`,
    );
    expect(markedUnfinished).toBe(true);
  });

  it("starts the bundles of this build exactly once on every page", () => {
    const bundles = afterBundles;
    expect(after.size).toBe(before.size);
    for (const [file, { html }] of after) {
      const loaders = html.split(`<script ${BUNDLES_ATTRIBUTE}="`).length - 1;
      expect({ file, loaders, lists: html.includes(`${BUNDLES_ATTRIBUTE}="${bundles}"`) }).toEqual({
        file,
        loaders: 1,
        lists: true,
      });
      expect(html).not.toMatch(/<script src="[^"]+" async><\/script>/);
    }
  });

  // Gatsby itself may write every page again when its webpack compilation hash changes (it
  // did here between two builds of the same code), so a page's file date cannot show that
  // it was left alone; its content can. That the bundles step leaves a page it rewrote
  // before untouched, file date included, is in __tests__/node/bundles.test.ts.
  it("leaves the pages whose data did not change as they were, but for Gatsby's compilation hash", () => {
    const untouched = [...after].filter(([file, page]) => page.pageData === before.get(file)?.pageData);
    // Pages that read none of the changed files keep their data, static queries included (the
    // services menu on every page once listed the service pages in the order Gatsby happened
    // to hold them, which a warm build changed: every page then differed).
    expect(untouched.map(([file]) => file)).toEqual(expect.arrayContaining(UNRELATED_PAGES));
    // The 404 page carries the site's Content-Security-Policy, which hashes every page's inline
    // scripts, so it follows any page that changed.
    const withoutHash = (html: string) =>
      html
        .replace(/___webpackCompilationHash="[^"]*"/, "")
        .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "");
    for (const [file, page] of untouched) {
      const [now, then] = [withoutHash(page.html), withoutHash(before.get(file)!.html)];
      let at = 0;
      while (at < now.length && now[at] === then[at]) at += 1;
      const difference = now === then ? "" : `${then.slice(at - 60, at + 60)}\n->\n${now.slice(at - 60, at + 60)}`;
      expect({ file, difference }).toEqual({ file, difference: "" });
    }
    for (const changed of [ARTICLE_PAGE, COPY_PAGE, SERVICE_PAGE]) {
      expect(after.get(changed)?.pageData).not.toBe(before.get(changed)?.pageData);
    }
  });

  it("hydrates a changed page and a page it left alone", async () => {
    const server = await serve(work);
    try {
      const { page, errors } = await openPage();
      await gotoAndHydrate(page, "/contact/", server.url);
      expect(await page.getByText(NEW_CONTACT_INTRO).isVisible()).toBe(true);
      await gotoAndHydrate(page, "/about/", server.url);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      server.stop();
    }
  });
});
