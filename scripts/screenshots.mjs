// Screenshots of built pages in Debian Chromium at 390 px and 1280 px, light and dark,
// written to .tmp/screenshots/.
// Usage: node scripts/screenshots.mjs [/path/ ...] [--banner] [--full] [--light-only|--dark-only]
// --full takes viewport-sized shots down the whole page (a true full-page capture resizes
// the viewport, which makes the carousels re-measure while the shot is taken).
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startStaticServer } from "./serve-static.mjs";

const args = process.argv.slice(2);
const routes = args.filter((a) => a.startsWith("/"));
const banner = args.includes("--banner");
const full = args.includes("--full");
const themes = args.includes("--dark-only") ? ["dark"] : args.includes("--light-only") ? ["light"] : ["light", "dark"];
const out = path.resolve(".tmp/screenshots");
fs.mkdirSync(out, { recursive: true });

const server = await startStaticServer({ root: "public", port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
});
for (const route of routes.length ? routes : ["/"]) {
  for (const width of [390, 1280]) {
    for (const theme of themes) {
      const height = width < 600 ? 844 : 800;
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
      await context.route("**/*", (r) =>
        new URL(r.request().url()).hostname === "127.0.0.1" ? r.continue() : r.abort(),
      );
      if (!banner) await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
      const page = await context.newPage();
      await page.goto(server.url + route, { waitUntil: "load" });
      await page.waitForTimeout(800);
      const name = `${route.replace(/\//g, "_") || "_"}-${width}-${theme}${banner ? "-banner" : ""}`;
      if (full) {
        const total = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 0; y < total; y += height, i += 1) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(700);
          const file = path.join(out, `${name}-${String(i).padStart(2, "0")}.png`);
          await page.screenshot({ path: file });
          console.log(path.relative(process.cwd(), file));
        }
      } else {
        const file = path.join(out, `${name}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  }
}
await browser.close();
await server.close();
