// A small static server that behaves like Netlify for the built site: pretty URLs with a
// trailing slash, the 301s from public/_redirects, the headers from public/_headers,
// /404.html with status 404 for unknown paths, gzip. Used by `npm run serve`, the browser
// tests and the benchmark.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/**
 * The build's `_redirects` and `_headers`, read by Netlify's own parsers. Any error they report
 * (a rule Netlify would reject) throws, so `npm run serve`, the browser tests and the bench
 * stop on it. `headers` is null when the build wrote no `_headers`.
 */
export async function readNetlifyRules(root) {
  const redirectsFile = path.join(root, "_redirects");
  const headersFile = path.join(root, "_headers");
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [redirectsFile], configRedirects: [], minimal: false }),
    parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false }),
  ]);
  const errors = [...redirects.errors, ...headers.errors].map((error) => String(error?.message ?? error));
  if (errors.length > 0) {
    throw new Error(`Netlify would reject the rules in ${root}:\n${errors.join("\n")}`);
  }
  for (const rule of redirects.redirects) {
    // The build writes plain path-to-path redirects; anything else would need more than this server does.
    if (/[*:]/.test(rule.from) || rule.proxy || Object.keys(rule.conditions).length || Object.keys(rule.query).length) {
      throw new Error(`${redirectsFile}: the local server only applies plain path redirects, not ${rule.from}`);
    }
  }
  return { redirects: redirects.redirects, headers: fs.existsSync(headersFile) ? headers.headers : null };
}

/**
 * The redirect for a path, with or without its trailing slash, as Netlify matches it. Netlify
 * serves a file that exists before it reads a rule that is not forced ("shadowing"), so with
 * `root` (the folder served) a path that names a file or a folder with an index.html there
 * gets no redirect.
 */
export function redirectFor(redirects, pathname, root) {
  const bare = (value) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  const rule = redirects.find((r) => bare(r.from) === bare(pathname) && r.status >= 300 && r.status < 400);
  if (!rule || rule.force || root === undefined) return rule;
  const target = path.join(root, pathname);
  const shadowed =
    target.startsWith(root) &&
    [target, path.join(target, "index.html")].some((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  return shadowed ? undefined : rule;
}

/**
 * The headers of every rule whose path matches. A name set by two matching rules gets both
 * values joined with a comma, as a client reads a repeated header (two CSPs both apply),
 * so the browser tests see such a clash. Netlify's default Cache-Control fills in.
 */
export function headersForPath(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [rawName, value] of Object.entries(rule.values)) {
      const name = rawName.toLowerCase();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return { "cache-control": "public, max-age=0, must-revalidate", ...headers };
}

/**
 * `redirects: false` serves like a host without redirect rules (for example `gatsby serve`),
 * so the browser tests can check the in-app fallback for old article addresses.
 * `headers: false` ignores public/_headers and sends only a guess at the caching headers
 * (as it does when a build has no _headers file).
 */
export async function startStaticServer({
  root = "public",
  port = 9000,
  host = "127.0.0.1",
  redirects: useRedirects = true,
  headers: useHeaders = true,
} = {}) {
  const base = path.resolve(root);
  const rules = await readNetlifyRules(base);
  const redirects = useRedirects ? rules.redirects : [];
  const headerRules = useHeaders ? rules.headers : null;

  const guessedHeaders = (file) => {
    const hashed =
      /[.-][0-9a-f]{16,}\.(js|css|woff2|json)$/.test(file) || file.includes(`${path.sep}static${path.sep}`);
    return {
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      "x-content-type-options": "nosniff",
    };
  };

  const send = (req, res, status, file, pathname) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    let body = fs.readFileSync(file);
    const headers = {
      "content-type": type,
      ...(headerRules ? headersForPath(headerRules, pathname) : guessedHeaders(file)),
    };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      body = zlib.gzipSync(body);
      headers["content-encoding"] = "gzip";
      headers.vary = "Accept-Encoding";
    }
    headers["content-length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`);
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/";
    }
    const rule = redirectFor(redirects, pathname, base);
    if (rule) {
      res.writeHead(rule.status, { location: rule.to + url.search });
      res.end();
      return;
    }
    const target = path.join(base, pathname);
    if (!target.startsWith(base)) {
      res.writeHead(400).end();
      return;
    }
    let stat = null;
    try {
      stat = fs.statSync(target);
    } catch {
      stat = null;
    }
    if (stat?.isDirectory()) {
      if (!pathname.endsWith("/")) {
        res.writeHead(301, { location: `${pathname}/${url.search}` });
        res.end();
        return;
      }
      const index = path.join(target, "index.html");
      if (fs.existsSync(index)) return send(req, res, 200, index, pathname);
    } else if (stat?.isFile()) {
      return send(req, res, 200, target, pathname);
    }
    const notFound = path.join(base, "404.html");
    if (fs.existsSync(notFound)) return send(req, res, 404, notFound, pathname);
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const port = Number(process.env.PORT ?? process.argv[2] ?? 9000);
  startStaticServer({ port }).then(
    ({ url }) => console.log(`Serving public/ at ${url}/ (Ctrl+C to stop)`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
