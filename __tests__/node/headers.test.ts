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
  withoutAdapterHeaders,
  type PolicySources,
} from "../../src/node/headers/headers";
import {
  CONTROLS_SCRIPT,
  COOKIE_BANNER_INIT_SCRIPT,
  FONTS_INIT_SCRIPT,
  THEME_INIT_SCRIPT,
} from "../../src/lib/headScripts";

const PRODUCTION: PolicySources = {
  schedulingUrl: "https://calendly.com/borderless-consulting/30min",
  forms: {
    contact: "https://formspree.io/f/contact-form-id",
    ebook: "https://formspree.io/f/ebook-form-id",
    newsletter: "https://formspree.io/f/newsletter-form-id",
  },
  analyticsScript: "",
};

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

describe("headerRules", () => {
  const rules = headerRules("default-src 'self'", ["/about/", "/", "/404.html"], ["/app-0123456789abcdef0123.js"]);

  it("gives each header name to one kind of rule: security headers on /*, caching on the narrower paths", () => {
    const [all, ...narrower] = rules;
    expect(all.path).toBe("/*");
    expect(Object.keys(all.headers).sort()).toEqual([
      "Content-Security-Policy",
      "Permissions-Policy",
      "Referrer-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "X-Frame-Options",
    ]);
    for (const rule of narrower) expect(Object.keys(rule.headers)).toEqual(["Cache-Control"]);
    const paths = rules.map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("caches hashed files for a year and revalidates pages and page data", () => {
    const cache = Object.fromEntries(rules.slice(1).map((rule) => [rule.path, rule.headers["Cache-Control"]]));
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
      /^# .*\n\/\*\n {2}Content-Security-Policy: default-src 'self'\n(?: {2}[\w-]+: .+\n){5}\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n$/,
    );
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
    `<html><head><script>${THEME_INIT_SCRIPT}</script><script>${COOKIE_BANNER_INIT_SCRIPT}</script><script>${FONTS_INIT_SCRIPT}</script><script>${CONTROLS_SCRIPT}</script></head><body>${body}</body></html>`;

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
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("allows the head scripts and every page's own inline scripts by hash", () => {
    const { policy, scriptHashes } = headersForBuild(dir, PRODUCTION);
    const scriptSrc = directives(policy).get("script-src") ?? [];
    for (const script of [
      THEME_INIT_SCRIPT,
      COOKIE_BANNER_INIT_SCRIPT,
      FONTS_INIT_SCRIPT,
      CONTROLS_SCRIPT,
      'window.pagePath="/";',
      'window.pagePath="/about/";',
      'window.pagePath="/404.html";',
    ]) {
      expect(scriptSrc).toContain(scriptHash(script));
    }
    expect(scriptHashes).toBe(7);
  });

  it("revalidates each page and caches webpack's top-level bundles; other files keep the host's default", () => {
    const { text } = headersForBuild(dir, PRODUCTION);
    const rulePaths = text.split("\n").filter((line) => line.startsWith("/"));
    expect(rulePaths).toEqual([
      "/*",
      "/static/*",
      "/app-0123456789abcdef0123.js",
      "/app-0123456789abcdef0123.js.map",
      "/page-data/*",
      "/",
      "/404.html",
      "/about/",
    ]);
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
