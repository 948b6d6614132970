import fs from "node:fs";
import path from "node:path";

/**
 * public/robots.txt: every crawler may read every page, and the sitemap is named at the
 * site's own address (`siteUrl` in content/site.yaml), so a change of domain carries over.
 * The CMS's page keeps out of search results by its own noindex, which a crawler must be
 * allowed to read.
 */
export function writeRobots(publicDir: string, siteUrl: string): void {
  const text = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), text);
}
