import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { BuildArgs, IAdapter } from "gatsby";
import { HEAD_SCRIPTS } from "../../lib/headScripts";
import { listFiles, publicDir } from "../files";
import { ADMIN_DIR, ADMIN_PATH, ADMIN_ROBOTS, adminContentSecurityPolicy, localBackendUrl } from "../cms/admin";

/**
 * The site's one source of HTTP headers: the build writes the whole of `public/_headers`
 * here, and Netlify serves it (netlify.toml sets none; the Netlify adapter's own block is
 * left empty, see `withoutAdapterHeaders`). Netlify gives a response the headers of every
 * rule whose path matches it, so each header name is set by exactly one rule per path:
 * `/*` carries the security headers but the policy; the site's Content-Security-Policy sits
 * on `/` and on each of the build's top-level files and folders but /admin/, which has a
 * policy of its own (a browser enforces every policy a response carries, and the CMS needs
 * what the site must never allow); the other rules carry Cache-Control.
 */

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** What the site loads from elsewhere (site metadata, from content/site.yaml and the environment). */
export interface PolicySources {
  schedulingUrl: string;
  forms: { contact: string; ebook: string; newsletter: string };
  /** Empty when analytics is not configured. */
  analyticsScript: string;
}

/** A CSP source allowing exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs; JSON-LD and other data blocks need no hash.
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The text of every inline script a browser would run in this HTML, exactly as written. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_TAG)) {
    if (/(^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[2].toLowerCase() ?? "";
    if (RUNNABLE_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The Content-Security-Policy: only what the site uses. Inline scripts run only by hash
 * (ours from src/lib/headScripts.ts, Gatsby's found in the built pages); styles may be
 * inline because Emotion and notistack inject them at run time.
 */
export function contentSecurityPolicy(sources: PolicySources, scriptHashes: Iterable<string>): string {
  const forms = unique(Object.values(sources.forms).map(origin));
  const analytics = sources.analyticsScript ? [origin(sources.analyticsScript)] : [];
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...unique([...scriptHashes]).sort(), ...analytics],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    // Forms send with fetch; a Plausible-style analytics script posts its events to its own origin.
    ["connect-src", "'self'", ...unique([...forms, ...analytics])],
    ["frame-src", origin(sources.schedulingUrl)],
    ["form-action", ...forms],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'none'"],
    ["object-src", "'none'"],
    // Every configured URL is https already (src/node/siteConfig.ts); this upgrades any
    // stray http:// link. Browsers leave loopback alone, so the tests' http mock still works.
    ["upgrade-insecure-requests"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The headers every response gets, /admin/ included (each path's policy comes from its own rule). */
export function securityHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface Policies {
  /** The site's policy: its pages and every other file but the CMS's. */
  site: string;
  /** The CMS's policy, for everything under /admin/. */
  admin: string;
}

/** An entry at the top of public/: a file, or a folder (served with everything under it). */
export interface TopLevelEntry {
  name: string;
  folder: boolean;
}

/**
 * Where the site's policy goes: `/` and every top-level file and folder of the build but the
 * CMS's folder, Netlify's own files and webpack's hashed bundles (scripts and styles, never
 * documents, which is all a policy governs; leaving them out keeps the file short).
 */
export function sitePolicyPaths(entries: TopLevelEntry[]): string[] {
  const kept = entries.filter(
    ({ name }) => name !== ADMIN_DIR && name !== "_headers" && name !== "_redirects" && !HASHED_FILE.test(name),
  );
  const folders = kept.filter(({ folder }) => folder).map(({ name }) => name);
  const paths = kept
    // Netlify reads `/404/*` as `/404` followed by anything, so it also matches /404.html: a
    // rule of the file's own would give that file the policy twice.
    .filter(({ name, folder }) => folder || !folders.some((dir) => name.startsWith(dir)))
    .map(({ name, folder }) => (folder ? `/${name}/*` : `/${name}`));
  return ["/", ...paths.sort()];
}

/**
 * All rules, given the policies, the pages' paths, the hashed files at the top of public/
 * (webpack's bundles) and the top-level entries. Files under /static/ are hashed too; page
 * data and HTML must be revalidated; anything else gets Netlify's default, which also
 * revalidates. Rules for the same path are one rule.
 */
export function headerRules(
  policies: Policies,
  pagePaths: string[],
  hashedFiles: string[],
  entries: TopLevelEntry[],
): HeaderRule[] {
  const cache = (value: string) => (rulePath: string) => ({ path: rulePath, headers: { "Cache-Control": value } });
  const rules: HeaderRule[] = [
    { path: "/*", headers: securityHeaders() },
    { path: `${ADMIN_PATH}*`, headers: { "Content-Security-Policy": policies.admin, "X-Robots-Tag": ADMIN_ROBOTS } },
    ...sitePolicyPaths(entries).map((rulePath) => ({
      path: rulePath,
      headers: { "Content-Security-Policy": policies.site },
    })),
    cache(IMMUTABLE)("/static/*"),
    ...[...hashedFiles].sort().map(cache(IMMUTABLE)),
    cache(REVALIDATE)("/page-data/*"),
    ...[...pagePaths].sort().map(cache(REVALIDATE)),
  ];
  const byPath = new Map<string, HeaderRule>();
  for (const rule of rules) {
    const same = byPath.get(rule.path);
    if (same) same.headers = { ...same.headers, ...rule.headers };
    else byPath.set(rule.path, { path: rule.path, headers: { ...rule.headers } });
  }
  return [...byPath.values()];
}

export function formatHeaders(rules: HeaderRule[]): string {
  const blocks = rules.map(
    ({ path: rulePath, headers }) =>
      `${rulePath}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}\n`)
        .join("")}`,
  );
  return `# Written by the build (src/node/headers/headers.ts); each header of a response comes from one rule.\n${blocks.join("")}`;
}

/** public/about/index.html -> /about/, public/404.html -> /404.html */
export function pagePath(relativeFile: string): string {
  const url = `/${relativeFile.split(path.sep).join("/")}`;
  return url.endsWith("/index.html") ? url.slice(0, -"index.html".length) : url;
}

/** Webpack's output names: `[name]-[contenthash].js` (and its .map and .LICENSE.txt). */
export const HASHED_FILE = /^[\w.~-]+-[0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/;

const CHARSET_META = '<meta charSet="utf-8"/>';
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/**
 * The 404 page with the site's policy in a <meta> element, for the unknown paths Netlify
 * answers with it: those outside the top-level entries carry no policy header (no `_headers`
 * path can match everything but /admin/). A policy in a <meta> cannot say frame-ancestors
 * (X-Frame-Options: DENY covers it) and governs what follows it: it goes right after the
 * charset, which must stay first. Accepts its own earlier output (Netlify restores public/).
 */
export function withPolicyMeta(html: string, policy: string, file: string): string {
  const metaPolicy = policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  const without = html.replace(POLICY_META, "");
  if (without.split(CHARSET_META).length !== 2) {
    throw new Error(`${file}: expected Gatsby's ${CHARSET_META} once, to put the Content-Security-Policy after it`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy.replace(/"/g, "&quot;")}"/>`;
  return without.replace(CHARSET_META, () => `${CHARSET_META}${meta}`);
}

/** Reads what the build wrote and returns the `_headers` file for it. */
export function headersForBuild(publicDir: string, sources: PolicySources, adminPolicy: string) {
  const files = listFiles(publicDir);
  // The CMS's page is no page of the site: its own policy allows it (src/node/cms/admin.ts).
  const htmlFiles = files.filter((file) => file.endsWith(".html") && !file.startsWith(`${ADMIN_DIR}${path.sep}`));
  const hashes = new Set(HEAD_SCRIPTS.map(({ script }) => scriptHash(script)));
  for (const file of htmlFiles) {
    for (const script of inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"))) {
      hashes.add(scriptHash(script));
    }
  }
  const policy = contentSecurityPolicy(sources, hashes);
  const hashedFiles = files.filter((file) => !file.includes(path.sep) && HASHED_FILE.test(file)).map((f) => `/${f}`);
  const entries = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .map((entry) => ({ name: entry.name, folder: entry.isDirectory() }));
  const rules = headerRules({ site: policy, admin: adminPolicy }, htmlFiles.map(pagePath), hashedFiles, entries);
  return { text: formatHeaders(rules), policy, scriptHashes: hashes.size };
}

/**
 * gatsby-adapter-netlify always writes its own rules (`referrer-policy: same-origin`,
 * `x-frame-options`, cache headers on `/*` that clash with per-file ones) and offers no
 * option to leave them out, so it gets no header routes: it still writes `_redirects`,
 * and its `_headers` block stays empty. It runs after onPostBuild and keeps the lines
 * written here. This can go if the adapter learns to leave headers alone.
 */
export function withoutAdapterHeaders(adapter: IAdapter): IAdapter {
  return { ...adapter, adapt: (context) => adapter.adapt({ ...context, headerRoutes: [] }) };
}

interface HeadersSiteQuery {
  site: { siteMetadata: PolicySources };
}

/** The onPostBuild step that writes public/_headers; it must run after every step that writes HTML. */
export async function writeHeaders({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<HeadersSiteQuery>(`
    query HeadersSite {
      site {
        siteMetadata {
          schedulingUrl
          analyticsScript
          forms {
            contact
            ebook
            newsletter
          }
        }
      }
    }
  `);
  const site = result.data?.site.siteMetadata;
  if (result.errors || !site) {
    reporter.panicOnBuild("Could not read the site settings for the response headers", result.errors);
    return;
  }
  const out = publicDir();
  const { text, policy, scriptHashes } = headersForBuild(out, site, adminContentSecurityPolicy(localBackendUrl()));
  fs.writeFileSync(path.join(out, "_headers"), text);
  const notFound = path.join(out, "404.html");
  try {
    fs.writeFileSync(notFound, withPolicyMeta(fs.readFileSync(notFound, "utf8"), policy, "public/404.html"));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  reporter.info(`Headers: public/_headers, a ${policy.length}-character CSP allowing ${scriptHashes} inline scripts`);
}
