// Builds the site with many generated articles, in a temporary copy of the project (never
// in content/), and prints how long each build took.
// Usage: node scripts/scale-test.mjs 5 100 500
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SKIP = new Set(["node_modules", "public", ".cache", ".git", ".tmp", "bench-results"]);

function copyProject(dest) {
  fs.cpSync(root, dest, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || src === root });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dest, "node_modules"), "dir");
}

function generate(dest, total) {
  const articlesDir = path.join(dest, "content", "articles");
  const sources = fs.readdirSync(articlesDir).map((slug) => ({
    slug,
    markdown: fs.readFileSync(path.join(articlesDir, slug, "index.md"), "utf8"),
  }));
  for (let n = sources.length; n < total; n += 1) {
    const source = sources[n % sources.length];
    const id = 1000 + n;
    const slug = `${source.slug}-copy-${n}`;
    const day = new Date(Date.UTC(2020, 0, 1) + n * 86400000);
    const iso = day.toISOString();
    // The shown date names the same day (src/rules/articles.ts checks it).
    const shown = day.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    const markdown = source.markdown
      .replace(/^id: .*$/m, `id: ${id}`)
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^title: "(.*)"$/m, `title: "$1 (copy ${n})"`)
      .replace(/^date: .*$/m, `date: "${shown}"`)
      .replace(/^publishedDate: .*$/m, `publishedDate: "${iso}"`)
      .replace(/^modifiedDate: .*$/m, `modifiedDate: "${iso}"`);
    const dir = path.join(articlesDir, slug);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "index.md"), markdown);
    fs.copyFileSync(path.join(articlesDir, source.slug, "cover.jpg"), path.join(dir, "cover.jpg"));
  }
}

const results = [];
for (const count of counts) {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), `scale-${count}-`));
  copyProject(dest);
  generate(dest, count);
  const started = Date.now();
  const build = spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dest,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
  });
  const seconds = (Date.now() - started) / 1000;
  const listPages = fs.existsSync(path.join(dest, "public/blog/page"))
    ? fs.readdirSync(path.join(dest, "public/blog/page")).length + 1
    : 1;
  const articles = fs
    .readdirSync(path.join(dest, "public/blog"))
    .filter((d) => d !== "page" && d !== "index.html").length;
  results.push({ count, ok: build.status === 0, seconds, articles, listPages, loadavg: os.loadavg()[0] });
  if (build.status !== 0) console.error(build.stdout.slice(-3000), build.stderr.slice(-3000));
  console.log(
    `${count} articles: ${build.status === 0 ? "built" : "FAILED"} in ${seconds.toFixed(1)} s, ${articles} article pages, ${listPages} list pages`,
  );
  fs.rmSync(dest, { recursive: true, force: true });
}
console.table(results);
