// The headers and redirects the build wrote for Netlify (public/_headers, public/_redirects),
// rule by rule, and what the test server (which applies them as Netlify does) answers.
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { BASE_URL, MOCK_URL } from "./browser";
import { HEAD_SCRIPTS } from "../../src/lib/headScripts";
import { IMMUTABLE, REVALIDATE, inlineScripts, scriptHash } from "../../src/node/headers/headers";
import { listFiles } from "../../src/node/files";
import { testServicePages, testSiteMetadata } from "../helpers/site";

const PUBLIC = path.resolve("public");
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");

const FILES = listFiles(PUBLIC)
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => !["_headers", "_redirects"].includes(file));
/** The CMS (public/admin/) has a policy of its own: cms.test.ts checks it. */
const isAdmin = (file: string) => file.startsWith("admin/");
/** Webpack's bundles at the top of public/: scripts and styles, never documents, so no policy. */
const isBundle = (file: string) => /^[^/]+-[0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/.test(file);
const HTML_FILES = FILES.filter((file) => file.endsWith(".html") && !isAdmin(file));
const servedAt = (file: string) => `/${file}`.replace(/\/index\.html$/, "/");

interface Rule {
  path: string;
  headers: Array<[string, string]>;
}

/** public/_headers as written: rules (path, then indented `Name: value`), comments apart. */
function headerFile() {
  const rules: Rule[] = [];
  const comments: string[] = [];
  for (const line of read("_headers").split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) comments.push(line);
    else if (line.startsWith("/")) rules.push({ path: line, headers: [] });
    else {
      const [, name, value] = /^ {2}([\w-]+): (.+)$/.exec(line) ?? [];
      expect(name).toBeDefined();
      rules[rules.length - 1].headers.push([name, value]);
    }
  }
  return { rules, comments };
}

const SECURITY_HEADERS = [
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "X-Frame-Options",
  "Referrer-Policy",
  "Permissions-Policy",
];

function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("public/_headers", () => {
  const { rules, comments } = headerFile();
  const [all] = rules;
  const cspOf = (rule: Rule | undefined) => rule?.headers.find(([name]) => name === "Content-Security-Policy")?.[1];
  const cacheOf = (rule: Rule) => rule.headers.find(([name]) => name === "Cache-Control")?.[1];
  const policy = cspOf(rules.find((rule) => rule.path === "/")) ?? "";
  const directives = policyDirectives(policy);

  it("sets the security headers but the policy once, on every path", () => {
    expect(all.path).toBe("/*");
    expect(all.headers.map(([name]) => name).sort()).toEqual([...SECURITY_HEADERS].sort());
    expect(Object.fromEntries(all.headers)).toEqual({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    });
  });

  it("puts the site's policy on / and on each top-level file and folder but /admin/ and webpack's bundles", () => {
    const withPolicy = rules.filter((rule) => cspOf(rule) === policy).map((rule) => rule.path);
    const entries = fs
      .readdirSync(PUBLIC, { withFileTypes: true })
      .filter((entry) => !["admin", "_headers", "_redirects"].includes(entry.name) && !isBundle(entry.name))
      .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));
    // A file that a folder's rule already matches (Netlify reads /404/* as /404 and anything
    // after it, so it matches /404.html) gets no rule of its own: it would carry two policies.
    const folders = entries.filter((rule) => rule.endsWith("/*")).map((rule) => rule.slice(0, -2));
    const covered = entries.filter((rule) => !rule.endsWith("/*") && folders.some((dir) => rule.startsWith(dir)));
    expect(covered).toEqual(["/404.html"]);
    expect(withPolicy.sort()).toEqual(["/", ...entries.filter((rule) => !covered.includes(rule))].sort());
    const admin = rules.filter((rule) => rule.path.startsWith("/admin"));
    expect(admin.map((rule) => rule.path)).toEqual(["/admin/*"]);
    expect(cspOf(admin[0])).not.toBe(policy);
  });

  it("gives the narrower rules only a policy and Cache-Control, and each path one rule", () => {
    for (const rule of rules.slice(1)) {
      const names = rule.headers.map(([name]) => name);
      expect([rule.path, names.every((name) => ["Content-Security-Policy", "Cache-Control"].includes(name))]).toEqual(
        rule.path === "/admin/*" ? [rule.path, false] : [rule.path, true],
      );
    }
    const paths = rules.map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("caches /static/ and webpack's hashed bundles for a year, and only files that exist", () => {
    const immutable = rules.filter((rule) => cacheOf(rule) === IMMUTABLE).map((rule) => rule.path);
    expect(immutable).toContain("/static/*");
    for (const rulePath of immutable.filter((p) => p !== "/static/*")) {
      expect(FILES).toContain(rulePath.slice(1));
      expect(rulePath).toMatch(/^\/[^/]+-[0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/);
    }
    // Every script a page loads from the top of public/ is one of them.
    const scripts = new Set(
      HTML_FILES.flatMap((file) => [...read(file).matchAll(/<script[^>]+src="(\/[^/"]+)"/g)].map((m) => m[1])),
    );
    expect(scripts.size).toBeGreaterThan(0);
    for (const src of scripts) expect(immutable).toContain(src);
  });

  it("revalidates page data and every page", () => {
    const revalidate = rules.filter((rule) => cacheOf(rule) === REVALIDATE).map((rule) => rule.path);
    expect(revalidate.sort()).toEqual(["/page-data/*", ...HTML_FILES.map(servedAt)].sort());
    expect(revalidate).toEqual(expect.arrayContaining(["/", "/about/", "/404.html", "/blog/"]));
  });

  it("holds nothing from gatsby-adapter-netlify but its empty block", () => {
    expect(comments).toEqual([
      expect.stringMatching(/^# Written by the build/),
      "# gatsby-adapter-netlify start",
      "# gatsby-adapter-netlify end",
    ]);
    expect(read("_headers")).toMatch(/# gatsby-adapter-netlify start\n\n# gatsby-adapter-netlify end\n$/);
  });

  it("has a CSP that runs inline scripts only by hash: the head scripts and every inline script of every page", () => {
    const scriptSrc = directives.get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    for (const { script } of HEAD_SCRIPTS) expect(scriptSrc).toContain(scriptHash(script));
    for (const file of HTML_FILES) {
      for (const script of inlineScripts(read(file))) expect(scriptSrc).toContain(scriptHash(script));
    }
    // Hashes cover script elements only: no page may carry inline event handlers or javascript: links.
    for (const file of HTML_FILES) {
      expect(read(file)).not.toMatch(/<[a-z][^<>]*\son[a-z]+\s*=/i);
      expect(read(file)).not.toMatch(/(href|src|action)="javascript:/i);
    }
  });

  it("has a CSP that allows the scheduling frame, the form provider and (configured here) analytics, and nothing else", () => {
    const provider = new URL(MOCK_URL).origin;
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("frame-src")).toEqual([new URL(testSiteMetadata().schedulingUrl).origin]);
    expect(directives.get("form-action")).toEqual([provider]);
    expect(directives.get("connect-src")).toEqual(["'self'", provider]);
    expect(directives.get("script-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      provider,
    ]);
    expect(directives.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
    expect(directives.get("font-src")).toEqual(["'self'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
  });
});

interface Front {
  id: number;
  slug?: string;
  previousSlugs?: string[] | null;
}

const ARTICLES: Front[] = fs.readdirSync(path.resolve("content/articles")).map((dir) => {
  const text = fs.readFileSync(path.resolve("content/articles", dir, "index.md"), "utf8");
  return yaml.load(text.split(/^---$/m)[1]) as Front;
});

describe("public/_redirects", () => {
  const lines = read("_redirects")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));

  it("sends each old address (an article's /blog/{id}/, an earlier slug of an article or a service page) to the page with a 301, and nothing else", () => {
    const expected = [
      ...ARTICLES.flatMap((article) => {
        const to = `/blog/${article.slug ?? article.id}/`;
        const from = [...(article.slug ? [article.id] : []), ...(article.previousSlugs ?? [])];
        return from.map((key) => `/blog/${key}/ ${to} 301`);
      }),
      ...testServicePages().flatMap((page) =>
        ((page.previousSlugs as string[] | null | undefined) ?? []).map(
          (earlier) => `/services/${earlier}/ /services/${page.slug}/ 301`,
        ),
      ),
    ].sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(lines.map((line) => line.trim().split(/\s+/).join(" ")).sort()).toEqual(expected);
  });

  it("rewrites nothing: unknown paths, /blog/ ones too, are left to the 404 page", () => {
    for (const line of lines) {
      const [from, to, status] = line.trim().split(/\s+/);
      expect(status).toBe("301");
      expect(from).not.toContain("*");
      expect(HTML_FILES).toContain(`${to.slice(1)}index.html`);
    }
  });
});

describe("headers as served", () => {
  const rules = headerFile().rules;
  const policyOn = (rulePath: string) =>
    rules.find((rule) => rule.path === rulePath)?.headers.find(([name]) => name === "Content-Security-Policy")?.[1];
  const policy = policyOn("/");
  const adminPolicy = policyOn("/admin/*");
  const served = async (urlPath: string) => {
    const response = await fetch(BASE_URL + urlPath, { method: "HEAD", redirect: "manual" });
    return { status: response.status, headers: response.headers };
  };

  it("every file of the build gets its one policy and one value of each header", async () => {
    const hashed = /^(static\/|[^/]+-[0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$)/;
    expect(policy).toBeDefined();
    expect(adminPolicy).toBeDefined();
    for (const file of FILES) {
      const urlPath = file.endsWith("index.html") ? servedAt(file) : `/${file}`;
      const { status, headers } = await served(encodeURI(urlPath));
      expect([urlPath, status]).toEqual([urlPath, 200]);
      // The test server joins a header set by two rules with a comma, as a client reads it.
      const expected = isAdmin(file) ? adminPolicy : isBundle(file) ? null : policy;
      expect([urlPath, headers.get("content-security-policy")]).toEqual([urlPath, expected]);
      expect([urlPath, headers.get("x-robots-tag")]).toEqual([urlPath, isAdmin(file) ? "noindex, nofollow" : null]);
      expect([urlPath, headers.get("referrer-policy")]).toEqual([urlPath, "strict-origin-when-cross-origin"]);
      expect([urlPath, headers.get("x-content-type-options")]).toEqual([urlPath, "nosniff"]);
      expect([urlPath, headers.get("cache-control")]).toEqual([urlPath, hashed.test(file) ? IMMUTABLE : REVALIDATE]);
    }
  });

  it.each(["/blog/no-such-article/", "/blog/999/"])(
    "%s answers 404 with the 404 page under the same headers",
    async (urlPath) => {
      const response = await fetch(BASE_URL + urlPath, { redirect: "manual" });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(read("404.html"));
      expect(response.headers.get("content-security-policy")).toBe(policy);
      expect(response.headers.get("cache-control")).toBe(REVALIDATE);
    },
  );

  it("/no-such-page/ answers 404 with the 404 page, which carries the policy itself", async () => {
    // No _headers path matches every unknown address but /admin/, so the 404 page holds the
    // policy in a <meta> element, without frame-ancestors (X-Frame-Options covers it there).
    const response = await fetch(`${BASE_URL}/no-such-page/`, { redirect: "manual" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toBe(read("404.html"));
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(meta).toBe(
      (policy ?? "")
        .split("; ")
        .filter((directive) => !directive.startsWith("frame-ancestors"))
        .join("; "),
    );
    expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script"));
  });

  it("an old article address answers 301 to its slug", async () => {
    const article = ARTICLES.find((a) => a.slug) as Front;
    const { status, headers } = await served(`/blog/${article.id}/`);
    expect(status).toBe(301);
    expect(headers.get("location")).toBe(`/blog/${article.slug}/`);
  });
});
