/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import type { IAdapter } from "gatsby";

type IAdaptContext = Parameters<IAdapter["adapt"]>[0];
import {
  IMMUTABLE,
  REVALIDATE,
  contentSecurityPolicy,
  formatHeaders,
  headerRules,
  headersForBuild,
  inlineScripts,
  pagePath,
  scriptHash,
  sitePolicyPaths,
  withPolicyMeta,
  withoutAdapterHeaders,
  type PolicySources,
} from "../../src/node/headers/headers";
import { CONTROLS_SCRIPT, COOKIE_BANNER_INIT_SCRIPT, THEME_INIT_SCRIPT } from "../../src/lib/headScripts";

const PRODUCTION: PolicySources = {
  schedulingUrl: "https://calendly.com/borderless-consulting/30min",
  forms: {
    contact: "https://formspree.io/f/contact-form-id",
    ebook: "https://formspree.io/f/ebook-form-id",
    newsletter: "https://formspree.io/f/newsletter-form-id",
  },
  analyticsScript: "",
};

const ADMIN_POLICY = "default-src 'self'; script-src 'self' 'unsafe-eval'";

const TESTS: PolicySources = {
  ...PRODUCTION,
  forms: {
    contact: "http://127.0.0.1:4011/contact",
    ebook: "http://127.0.0.1:4011/ebook",
    newsletter: "http://127.0.0.1:4011/newsletter",
  },
  analyticsScript: "http://127.0.0.1:4011/analytics.js",
};

/** The policy as a map of directive -> sources; fails on a directive given twice. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    expect(map.has(name)).toBe(false);
    map.set(name, sources);
  }
  return map;
}

describe("scriptHash", () => {
  it("is the CSP sha256 source of the exact text", () => {
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash(" alert(1)")).not.toBe(scriptHash("alert(1)"));
  });
});

describe("inlineScripts", () => {
  it("returns the inline scripts a browser runs, whitespace and all, and skips files and data blocks", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a=1;</script>",
      '<script type="module">const b=2;</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>\n  window.c=3;\n</script>',
      '<script src="/app-0123456789abcdef0123.js" async></script>',
      '<script data-src="/x.js">window.d=4;</script>',
      '<script type="text/template"><p>not code</p></script>',
    ].join("");
    expect(inlineScripts(html)).toEqual(["window.a=1;", "const b=2;", "\n  window.c=3;\n", "window.d=4;"]);
  });
});

describe("contentSecurityPolicy", () => {
  const hashes = [scriptHash("b()"), scriptHash("a()"), scriptHash("a()")];

  it("allows inline scripts only by hash, once each, and styles inline", () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION, hashes));
    const scriptSrc = policy.get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toEqual(["'self'", ...[scriptHash("a()"), scriptHash("b()")].sort()]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("frames only the scheduling page, sends forms only to the form provider, and is never framed", () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION, hashes));
    expect(policy.get("frame-src")).toEqual(["https://calendly.com"]);
    expect(policy.get("form-action")).toEqual(["https://formspree.io"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://formspree.io"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
  });

  it("names the analytics origin only when analytics is configured", () => {
    const without = contentSecurityPolicy(PRODUCTION, hashes);
    expect(without).not.toContain("plausible");
    const policy = directives(
      contentSecurityPolicy({ ...PRODUCTION, analyticsScript: "https://plausible.io/js/script.js" }, hashes),
    );
    expect(policy.get("script-src")).toContain("https://plausible.io");
    expect(policy.get("connect-src")).toEqual(["'self'", "https://formspree.io", "https://plausible.io"]);
  });

  it("keeps the port of the tests' loopback provider", () => {
    const policy = directives(contentSecurityPolicy(TESTS, hashes));
    expect(policy.get("form-action")).toEqual(["http://127.0.0.1:4011"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4011"]);
    expect(policy.get("script-src")?.at(-1)).toBe("http://127.0.0.1:4011");
  });
});

/** A `_headers` path as Netlify matches it: a lone `*` is the rest of the path, a trailing slash optional. */
const headerPathPattern = (rulePath: string) =>
  new RegExp(
    `^${rulePath
      .split("/")
      .filter(Boolean)
      .map((segment) => (segment === "*" ? "(?:/.*)?" : `/${segment.replace(/[.]/g, "\\.")}`))
      .join("")}/?$`,
  );

describe("headerRules", () => {
  const policies = { site: "default-src 'self'", admin: "script-src 'self' 'unsafe-eval'" };
  const entries = [
    { name: "index.html", folder: false },
    { name: "404.html", folder: false },
    { name: "about", folder: true },
    { name: "admin", folder: true },
    { name: "static", folder: true },
    { name: "app-0123456789abcdef0123.js", folder: false },
    { name: "_headers", folder: false },
  ];
  const rules = headerRules(policies, ["/about/", "/", "/404.html"], ["/app-0123456789abcdef0123.js"], entries);
  /** The headers a path gets, as Netlify joins them: name -> the values of every matching rule. */
  const served = (urlPath: string) => {
    const headers = new Map<string, string[]>();
    for (const rule of rules) {
      if (!headerPathPattern(rule.path).test(urlPath)) continue;
      for (const [name, value] of Object.entries(rule.headers))
        headers.set(name, [...(headers.get(name) ?? []), value]);
    }
    return headers;
  };

  it("sets the security headers but the policy on /*, for every response", () => {
    const [all] = rules;
    expect(all.path).toBe("/*");
    expect(Object.keys(all.headers).sort()).toEqual([
      "Permissions-Policy",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "X-Frame-Options",
    ]);
  });

  it("gives /admin/ its own policy and noindex, and the site's policy to every other page and file", () => {
    for (const urlPath of ["/admin/", "/admin/index.html", "/admin/config.yml"]) {
      expect([urlPath, served(urlPath).get("Content-Security-Policy")]).toEqual([urlPath, [policies.admin]]);
      expect(served(urlPath).get("X-Robots-Tag")).toEqual(["noindex, nofollow"]);
    }
    for (const urlPath of ["/", "/about/", "/404.html", "/static/font-0123456789abcdef0123.woff2"]) {
      expect([urlPath, served(urlPath).get("Content-Security-Policy")]).toEqual([urlPath, [policies.site]]);
      expect(served(urlPath).has("X-Robots-Tag")).toBe(false);
    }
    // Webpack's bundles are scripts, never documents: no policy governs them.
    expect(served("/app-0123456789abcdef0123.js").has("Content-Security-Policy")).toBe(false);
  });

  it("sets each header of a path from one rule, and names each path once", () => {
    for (const urlPath of ["/", "/about/", "/admin/", "/404.html", "/static/x.svg", "/app-0123456789abcdef0123.js"]) {
      for (const [name, values] of served(urlPath)) expect([urlPath, name, values.length]).toEqual([urlPath, name, 1]);
    }
    const paths = rules.map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("caches hashed files for a year and revalidates pages and page data", () => {
    const cache = Object.fromEntries(
      rules.filter((rule) => rule.headers["Cache-Control"]).map((rule) => [rule.path, rule.headers["Cache-Control"]]),
    );
    expect(cache).toEqual({
      "/static/*": IMMUTABLE,
      "/app-0123456789abcdef0123.js": IMMUTABLE,
      "/page-data/*": REVALIDATE,
      "/": REVALIDATE,
      "/404.html": REVALIDATE,
      "/about/": REVALIDATE,
    });
  });

  it("writes Netlify's _headers format", () => {
    expect(formatHeaders(rules.slice(0, 2))).toMatch(
      /^# .*\n\/\*\n(?: {2}[\w-]+: .+\n){5}\/admin\/\*\n {2}Content-Security-Policy: script-src 'self' 'unsafe-eval'\n {2}X-Robots-Tag: noindex, nofollow\n$/,
    );
  });
});

describe("sitePolicyPaths", () => {
  it("is / and every top-level file and folder but the CMS, Netlify's files and webpack's bundles", () => {
    expect(
      sitePolicyPaths([
        { name: "blog", folder: true },
        { name: "admin", folder: true },
        { name: "robots.txt", folder: false },
        { name: "_redirects", folder: false },
        { name: "framework-0123456789abcdef0123.js", folder: false },
      ]),
    ).toEqual(["/", "/blog/*", "/robots.txt"]);
  });

  it("gives a file no rule of its own where Netlify's folder rule already matches it (/404/* matches /404.html)", () => {
    const paths = sitePolicyPaths([
      { name: "404", folder: true },
      { name: "404.html", folder: false },
      { name: "index.html", folder: false },
    ]);
    expect(paths).toEqual(["/", "/404/*", "/index.html"]);
    // Netlify's own reading of the rule, as @netlify/headers-parser builds it.
    const netlifyPattern = (rule: string) =>
      new RegExp(
        `^/${rule
          .split("/")
          .filter(Boolean)
          .map((part) => (part === "*" ? "?(.*)" : part))
          .join("/")}/?$`,
        "iu",
      );
    expect(paths.filter((rule) => rule !== "/" && netlifyPattern(rule).test("/404.html"))).toEqual(["/404/*"]);
  });
});

describe("withPolicyMeta", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>a()</script></head><body></body></html>';
  const policy = "default-src 'self'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'";

  it("puts the policy, but frame-ancestors, right after the charset, before any script", () => {
    expect(withPolicyMeta(html, policy, "404.html")).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'; script-src \'self\'; base-uri \'none\'"/><script>a()</script></head><body></body></html>',
    );
  });

  it("replaces its own earlier meta (Netlify restores public/ between builds)", () => {
    const once = withPolicyMeta(html, "default-src 'none'", "404.html");
    expect(withPolicyMeta(once, policy, "404.html")).toBe(withPolicyMeta(html, policy, "404.html"));
  });

  it("fails, naming the file, when Gatsby's charset meta is not there once", () => {
    expect(() => withPolicyMeta("<html><head></head></html>", policy, "public/404.html")).toThrow(/public\/404\.html/);
  });
});

describe("pagePath", () => {
  it("turns built files into the paths they are served at", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath(path.join("blog", "a", "index.html"))).toBe("/blog/a/");
    expect(pagePath("404.html")).toBe("/404.html");
  });
});

describe("headersForBuild", () => {
  let dir: string;
  const page = (body: string) =>
    `<html><head><script>${THEME_INIT_SCRIPT}</script><script>${COOKIE_BANNER_INIT_SCRIPT}</script><script>${CONTROLS_SCRIPT}</script></head><body>${body}</body></html>`;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write("index.html", page('<script id="gatsby-script-loader">window.pagePath="/";</script>'));
    write("about/index.html", page('<script id="gatsby-script-loader">window.pagePath="/about/";</script>'));
    write("404.html", page('<script id="gatsby-script-loader">window.pagePath="/404.html";</script>'));
    write("app-0123456789abcdef0123.js", "");
    write("app-0123456789abcdef0123.js.map", "");
    write("static/font-0123456789abcdef0123.woff2", "");
    write("page-data/about/page-data.json", "{}");
    write("favicon.ico", "");
    write(
      "admin/index.html",
      '<html><head><script src="cms.js"></script><script>not.the.site()</script></head></html>',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("allows the head scripts and every page's own inline scripts by hash", () => {
    const { policy, scriptHashes } = headersForBuild(dir, PRODUCTION, ADMIN_POLICY);
    const scriptSrc = directives(policy).get("script-src") ?? [];
    for (const script of [
      THEME_INIT_SCRIPT,
      COOKIE_BANNER_INIT_SCRIPT,
      CONTROLS_SCRIPT,
      'window.pagePath="/";',
      'window.pagePath="/about/";',
      'window.pagePath="/404.html";',
    ]) {
      expect(scriptSrc).toContain(scriptHash(script));
    }
    expect(scriptHashes).toBe(6);
  });

  it("gives every top-level entry the site's policy but /admin/, revalidates each page and caches webpack's bundles", () => {
    const { text } = headersForBuild(dir, PRODUCTION, ADMIN_POLICY);
    const rulePaths = text.split("\n").filter((line) => line.startsWith("/"));
    expect(rulePaths).toEqual([
      "/*",
      "/admin/*",
      "/",
      "/404.html",
      "/about/*",
      "/favicon.ico",
      "/index.html",
      "/page-data/*",
      "/static/*",
      "/app-0123456789abcdef0123.js",
      "/app-0123456789abcdef0123.js.map",
      "/about/",
    ]);
    // The CMS's page is not the site's: its scripts are not hashed into the site's policy.
    expect(text).not.toContain(scriptHash("not.the.site()"));
  });
});

describe("withoutAdapterHeaders", () => {
  it("hands the adapter no header routes and everything else unchanged", async () => {
    const seen: IAdaptContext[] = [];
    const adapter: IAdapter = { name: "test-adapter", adapt: (context) => void seen.push(context) };
    const wrapped = withoutAdapterHeaders(adapter);
    const context = {
      routesManifest: [{ path: "/blog/3/", type: "redirect", toPath: "/blog/a/", status: 301 }],
      headerRoutes: [{ path: "/*", headers: [{ key: "referrer-policy", value: "same-origin" }] }],
    } as unknown as IAdaptContext;
    await wrapped.adapt(context);
    expect(wrapped.name).toBe("test-adapter");
    expect(seen[0].headerRoutes).toEqual([]);
    expect(seen[0].routesManifest).toBe(context.routesManifest);
  });
});
