// A stand-in for the form provider (Formspree), on loopback only, answering the way
// Formspree's AJAX API does for requests that accept JSON: 200 {"ok":true,"next":...} on
// success, 422 {"error":...,"errors":[{field,code,message}]} on a validation failure. It
// records every submission and answers as told: "ok", "invalid" (422, with the errors
// given, or an email error by default), "error" (500) or "drop" (closes the connection
// without answering), each after `delayMs`. Tests steer it through POST /__mode and read
// GET /__requests; DELETE /__requests resets it.
//
// Its state is kept per site origin (the page's `Origin`, or its `Referer` for the
// analytics script), and the control paths name the origin in `?origin=`: each browser
// test worker serves the site on its own port, so parallel workers never see each other's
// submissions or modes.
import http from "node:http";
import path from "node:path";

function parseBody(type, raw) {
  if (!raw) return {};
  if (type.includes("application/json")) {
    try {
      return JSON.parse(raw);
    } catch {
      return { _unparsed: raw };
    }
  }
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  return { _raw: raw };
}

/** The site origin a browser request came from: its Origin, else its Referer's origin. */
function siteOrigin(req) {
  const origin = req.headers.origin;
  if (origin && origin !== "null") return origin;
  try {
    return new URL(String(req.headers.referer)).origin;
  } catch {
    return "";
  }
}

export function startMockProvider({ port = 4010, host = "127.0.0.1" } = {}) {
  const sites = new Map();
  const site = (origin) => {
    if (!sites.has(origin)) sites.set(origin, { mode: "ok", delayMs: 0, fieldErrors: null, requests: [] });
    return sites.get(origin);
  };
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type, accept",
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const control = url.searchParams.get("origin") ?? "";
      if (url.pathname === "/__mode" && req.method === "POST") {
        const body = parseBody("application/json", raw);
        Object.assign(site(control), {
          mode: body.mode ?? "ok",
          delayMs: Number(body.delayMs ?? 0),
          fieldErrors: Array.isArray(body.errors) ? body.errors : null,
        });
        res.writeHead(204).end();
        return;
      }
      if (url.pathname === "/__requests") {
        if (req.method === "DELETE") {
          sites.delete(control);
          res.writeHead(204).end();
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(site(control).requests));
        return;
      }
      const { mode, delayMs, fieldErrors, requests } = site(siteOrigin(req));
      if (url.pathname === "/analytics.js" && req.method === "GET") {
        requests.push({ method: "GET", path: url.pathname, contentType: "", accept: "", body: {}, mode });
        res.writeHead(200, { ...cors, "content-type": "text/javascript" }).end("window.__analyticsLoaded = true;");
        return;
      }
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors).end();
        return;
      }
      const type = String(req.headers["content-type"] ?? "");
      requests.push({
        method: req.method,
        path: url.pathname,
        contentType: type,
        accept: String(req.headers.accept ?? ""),
        body: parseBody(type, raw),
        mode,
      });
      const answer = () => {
        if (mode === "drop") {
          req.socket.destroy();
          return;
        }
        const ok = mode === "ok";
        const wantsJson = String(req.headers.accept ?? "").includes("application/json");
        if (wantsJson) {
          const json = (status, body) => {
            res.writeHead(status, { ...cors, "content-type": "application/json" });
            res.end(JSON.stringify(body));
          };
          if (mode === "invalid") {
            json(422, {
              error: "Validation errors",
              errors: fieldErrors ?? [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }],
            });
          } else if (ok) json(200, { next: "/thanks", ok: true });
          else json(500, { error: "Mock provider error" });
        } else {
          res.writeHead(ok ? 200 : 500, { ...cors, "content-type": "text/html; charset=utf-8" });
          res.end(
            `<!doctype html><html lang="en"><title>Form provider</title><p>${ok ? "Thanks, received." : "Error."}</p></html>`,
          );
        }
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        /** What the site served at `origin` sent. */
        requests: (origin) => site(origin).requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  startMockProvider({ port: Number(process.argv[2] ?? 4010) }).then(({ url }) =>
    console.log(`Mock form provider at ${url}`),
  );
}
