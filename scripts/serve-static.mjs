// A small static server that behaves like Netlify for the built site: pretty URLs with a
// trailing slash, the 301s from public/_redirects, /404.html with status 404 for unknown
// paths, gzip. Used by `npm run serve`, the browser tests and the benchmark.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
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

export function readRedirects(root) {
  const file = path.join(root, "_redirects");
  if (!fs.existsSync(file)) return new Map();
  const rules = new Map();
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const [from, to, status = "301"] = trimmed.split(/\s+/);
    const key = from.endsWith("/") ? from : `${from}/`;
    rules.set(key, { to, status: Number.parseInt(status, 10) || 301 });
  }
  return rules;
}

/**
 * `redirects: false` serves like a host without redirect rules (for example `gatsby serve`),
 * so the browser tests can check the in-app fallback for old article addresses.
 */
export function startStaticServer({ root = "public", port = 9000, host = "127.0.0.1", redirects: useRedirects = true } = {}) {
  const base = path.resolve(root);
  const redirects = useRedirects ? readRedirects(base) : new Map();

  const send = (req, res, status, file, extraHeaders = {}) => {
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const hashed = /[.-][0-9a-f]{16,}\.(js|css|woff2|json)$/.test(file) || file.includes(`${path.sep}static${path.sep}`);
    let body = fs.readFileSync(file);
    const headers = {
      "content-type": type,
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      "x-content-type-options": "nosniff",
      ...extraHeaders,
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
    const rule = redirects.get(pathname.endsWith("/") ? pathname : `${pathname}/`);
    if (rule && rule.status >= 300 && rule.status < 400) {
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
      if (fs.existsSync(index)) return send(req, res, 200, index);
    } else if (stat?.isFile()) {
      return send(req, res, 200, target);
    }
    const notFound = path.join(base, "404.html");
    if (fs.existsSync(notFound)) return send(req, res, 404, notFound);
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
  startStaticServer({ port }).then(({ url }) => console.log(`Serving public/ at ${url}/ (Ctrl+C to stop)`));
}
