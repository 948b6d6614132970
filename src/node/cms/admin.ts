/**
 * The CMS at /admin/ (its page and bundle: bundle.ts): its configuration
 * (public/admin/config.yml, from the content schema), what its Content-Security-Policy
 * allows, and a check of what the build wrote there.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import type { Reporter } from "gatsby";
import { frontMatterFormat } from "../../rules/cmsFormats";
import { cmsConfig, type ContentListing } from "./config";
import type { SiteConfig } from "../siteConfig";

/** Where the CMS lives on the site; nothing else is served from here. */
export const ADMIN_PATH = "/admin/";
/** Its folder under public/. */
export const ADMIN_DIR = "admin";
/** decap-server's port on a developer's machine (`npm run cms`), unless DECAP_SERVER_PORT says otherwise. */
export const DECAP_SERVER_PORT = 8081;

type Env = Record<string, string | undefined>;

/**
 * decap-server's API, which the CMS uses instead of GitHub when the page is served from
 * this machine (Decap's `local_backend`). Left out of a Netlify build: there is no such
 * server there, and the admin's policy then allows no connection to it.
 */
export function localBackendUrl(env: Env = process.env): string | undefined {
  if (env.NETLIFY === "true") return undefined;
  const port = Number(env.DECAP_SERVER_PORT || DECAP_SERVER_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`DECAP_SERVER_PORT must be a port number, found "${env.DECAP_SERVER_PORT}"`);
  }
  return `http://127.0.0.1:${port}/api/v1`;
}

/**
 * Each article's front matter in content/articles/ under `root`, read as the CMS reads it
 * (src/rules/cmsFormats.ts): the CMS's configuration and its previews both start from these.
 */
export function articleFrontMatters(root: string): Record<string, unknown>[] {
  return articleFolders(root).map(({ front }) => front);
}

/** Each article's file (content/articles/<folder>/index.md) with its front matter. */
export function articleFolders(root: string): { file: string; front: Record<string, unknown> }[] {
  const dir = path.join(root, "content/articles");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "index.md")))
    .map((entry) => ({
      file: `content/articles/${entry.name}/index.md`,
      front: frontMatterFormat.fromFile(fs.readFileSync(path.join(dir, entry.name, "index.md"), "utf8")),
    }));
}

/** The articles' IDs, lowest first; one that is not a whole number is left out (the article checks name it). */
const articleIds = (root: string): number[] =>
  articleFrontMatters(root)
    .map((front) => front.id)
    .filter((id): id is number => typeof id === "number" && Number.isInteger(id))
    .sort((a, b) => a - b);

/** The files the CMS edits, found in content/ (paths relative to the repository, with /). */
export function contentListing(root: string): ContentListing {
  const list = (dir: string, ext: RegExp) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir))
          .filter((name) => ext.test(name))
          .sort()
          .map((name) => `${dir}/${name}`)
      : [];
  const yamlFiles = list("content", /\.ya?ml$/).filter((file) => file !== "content/site.yaml");
  return {
    articleIds: articleIds(root),
    yaml: yamlFiles.map((file) => ({
      file,
      list: Array.isArray(yaml.load(fs.readFileSync(path.join(root, file), "utf8"))),
    })),
    pages: list("content/pages", /\.ya?ml$/),
    legal: list("content/legal", /\.md$/),
    ebook: list("content/ebook", /\.md$/),
  };
}

const HEADER = `# Written by the build from the content schema (src/node/cms/config.ts); do not edit.\n`;

/** public/admin/config.yml, as Decap reads it beside the admin page. */
export function cmsConfigText(site: Pick<SiteConfig, "cms" | "siteUrl">, root: string, env: Env = process.env): string {
  const config = cmsConfig({
    cms: site.cms,
    siteUrl: site.siteUrl,
    content: contentListing(root),
    localBackend: localBackendUrl(env),
  });
  return HEADER + yaml.dump(config, { lineWidth: -1, noRefs: true });
}

export function writeCmsConfig(site: Pick<SiteConfig, "cms" | "siteUrl">, root = process.cwd()): string {
  const file = path.join(root, "public", ADMIN_DIR, "config.yml");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, cmsConfigText(site, root));
  return file;
}

/** Connections the CMS makes: GitHub's API, Netlify's (login), and decap-server on this machine. */
export function adminContentSecurityPolicy(localBackend: string | undefined): string {
  const local = localBackend ? [new URL(localBackend).origin] : [];
  const directives = [
    ["default-src", "'self'"],
    // Decap compiles its configuration's JSON schema (ajv) with new Function().
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    // Pictures being uploaded are shown from blob: URLs; GitHub serves the editor's avatar.
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", "blob:", "https://api.github.com", "https://api.netlify.com", ...local],
    ["frame-src", "'self'", "blob:"],
    ["frame-ancestors", "'none'"],
    ["form-action", "'none'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The admin page's robots rule, in its <meta> and its X-Robots-Tag header. */
export const ADMIN_ROBOTS = "noindex, nofollow";

/**
 * What the headers and the tests assume of public/admin/: the page, not to be indexed, with
 * no inline script and every script it loads beside it, and the configuration. Returns the
 * problems found (empty when all holds).
 */
export function adminProblems(publicDir: string): string[] {
  const dir = path.join(publicDir, ADMIN_DIR);
  const problems: string[] = [];
  const page = path.join(dir, "index.html");
  if (!fs.existsSync(page)) return [`${path.relative(process.cwd(), page)} is missing`];
  const html = fs.readFileSync(page, "utf8");
  if (!html.includes(`<meta name="robots" content="${ADMIN_ROBOTS}"/>`)) {
    problems.push(`public/admin/index.html has no <meta name="robots" content="${ADMIN_ROBOTS}">`);
  }
  if (/<script\b(?![^>]*\ssrc=)[^>]*>/i.test(html)) {
    problems.push("public/admin/index.html has an inline script, which its Content-Security-Policy does not allow");
  }
  for (const src of html.match(/<script\b[^>]*\ssrc="([^"]+)"/g) ?? []) {
    const file = /src="([^"]+)"/.exec(src)?.[1] ?? "";
    if (/^(https?:)?\/\//.test(file)) problems.push(`public/admin/index.html loads ${file} from elsewhere`);
    else if (!fs.existsSync(path.join(dir, file.replace(/^\/admin\//, "")))) {
      problems.push(`public/admin/index.html loads ${file}, which is not in public/admin/`);
    }
  }
  if (!fs.existsSync(path.join(dir, "config.yml"))) problems.push("public/admin/config.yml is missing");
  return problems;
}

/** onPostBuild step: fails the build when the admin page is not what the headers and tests assume. */
export function checkAdmin({ reporter }: { reporter: Reporter }, publicDir = "public"): void {
  const problems = adminProblems(publicDir);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The CMS page at /admin/ is not as expected (src/node/cms/admin.ts):\n  ${problems.join("\n  ")}`,
    );
  }
}
