/** @jest-environment node */
// scripts/serve-static.mjs serves the build as Netlify would, reading public/_redirects and
// public/_headers with Netlify's own parsers. It is an ES module, so it runs in its own Node.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const SERVER = path.join(__dirname, "../../scripts/serve-static.mjs");

/** Reads a folder's rules as the server does, and what it would send for `paths`. */
function serverSees(files: Record<string, string>, paths: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-rules-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const script = `
    const { readNetlifyRules, headersForPath, redirectFor } = await import(${JSON.stringify(SERVER)});
    const rules = await readNetlifyRules(${JSON.stringify(root)});
    const paths = ${JSON.stringify(paths)};
    console.log(JSON.stringify(paths.map((p) => ({
      path: p,
      redirect: redirectFor(rules.redirects, p, ${JSON.stringify(root)})?.to ?? null,
      headers: rules.headers ? headersForPath(rules.headers, p) : null,
    }))));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  fs.rmSync(root, { recursive: true, force: true });
  return { ok: run.status === 0, error: run.stderr, seen: run.status === 0 ? JSON.parse(run.stdout) : null };
}

describe("the local server's reading of _redirects and _headers", () => {
  it("applies the build's redirects with or without the trailing slash, and its headers by path", () => {
    const { ok, error, seen } = serverSees(
      {
        _redirects: "/blog/3/  /blog/tax-residency-guide/  301\n",
        _headers: "/*\n  X-Frame-Options: DENY\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n",
      },
      ["/blog/3/", "/blog/3", "/static/font.woff2", "/about/"],
    );
    expect(error).toBe("");
    expect(ok).toBe(true);
    expect(seen.map((s: { redirect: string | null }) => s.redirect)).toEqual([
      "/blog/tax-residency-guide/",
      "/blog/tax-residency-guide/",
      null,
      null,
    ]);
    expect(seen[2].headers).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(seen[3].headers).toEqual({
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=0, must-revalidate",
    });
  });

  // Netlify's shadowing: a page left at an old address would be served instead of the 301.
  it("serves a file that exists rather than a redirect from its path, unless the rule is forced", () => {
    const { error, seen } = serverSees(
      {
        _redirects:
          "/blog/old-guide/  /blog/new-guide/  301\n/blog/kept/  /blog/new-guide/  301\n/blog/forced/  /blog/new-guide/  301!\n",
        "blog/kept/index.html": "<p>an old page</p>",
        "blog/forced/index.html": "<p>an old page</p>",
      },
      ["/blog/old-guide/", "/blog/kept/", "/blog/kept", "/blog/forced/"],
    );
    expect(error).toBe("");
    expect(seen.map((s: { redirect: string | null }) => s.redirect)).toEqual([
      "/blog/new-guide/",
      null,
      null,
      "/blog/new-guide/",
    ]);
  });

  it("surfaces two policies on one path as the browser receives them, joined", () => {
    const { seen } = serverSees(
      {
        _headers:
          "/*\n  Content-Security-Policy: script-src 'self'\n/admin/*\n  Content-Security-Policy: script-src 'unsafe-eval'\n",
      },
      ["/admin/", "/about/"],
    );
    expect(seen[0].headers["content-security-policy"]).toBe("script-src 'self', script-src 'unsafe-eval'");
    expect(seen[1].headers["content-security-policy"]).toBe("script-src 'self'");
  });

  it("stops on a redirect rule that Netlify's parser rejects, with its message", () => {
    const { ok, error } = serverSees({ _redirects: "/blog/3/\n" });
    expect(ok).toBe(false);
    expect(error).toMatch(
      /Netlify would reject the rules in .*\n.*Could not parse redirect line 1:[\s\S]*Missing destination path\/URL/,
    );
  });

  it("stops on a header rule that Netlify's parser rejects, with its message", () => {
    const { ok, error } = serverSees({ _headers: "/*\n  X-Frame-Options:\n" });
    expect(ok).toBe(false);
    expect(error).toMatch(
      /Netlify would reject the rules in .*\n.*Could not parse header line 2:[\s\S]*Missing header value/,
    );
  });
});
