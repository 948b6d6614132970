import fs from "node:fs";
import path from "node:path";
import { writeRobots } from "../../src/node/robots/robots";
import { testContentYaml } from "../helpers/site";
import { tempDir } from "../helpers/tempDir";

const { siteUrl } = testContentYaml<{ siteUrl: string }>("site.yaml");

describe("robots.txt", () => {
  it("lets every crawler in and names the sitemap at the site's own address from content/site.yaml", () => {
    const dir = tempDir("robots-");
    writeRobots(dir, siteUrl.replace(/\/+$/, ""));
    const text = fs.readFileSync(path.join(dir, "robots.txt"), "utf8");
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "",
      `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap-index.xml`,
      "",
    ]);
  });

  it("follows a change of domain", () => {
    const dir = tempDir("robots-");
    writeRobots(dir, "https://www.example.com");
    expect(fs.readFileSync(path.join(dir, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://www.example.com/sitemap-index.xml",
    );
  });
});
