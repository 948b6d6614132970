// Screenshots of built pages in Debian Chromium at 390 px and 1280 px, light and dark,
// written to .tmp/screenshots/. Usage: node scripts/screenshots.mjs [/path/ ...] [--banner] [--full]
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
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, colorScheme: theme });
      await context.route("**/*", (r) => (new URL(r.request().url()).hostname === "127.0.0.1" ? r.continue() : r.abort()));
      if (!banner) await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
      const page = await context.newPage();
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      await page.waitForTimeout(400);
      const name = `${route.replace(/\//g, "_") || "_"}-${width}-${theme}${banner ? "-banner" : ""}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(".tmp/screenshots", name));
      await context.close();
    }
  }
}
await browser.close();
await server.close();
