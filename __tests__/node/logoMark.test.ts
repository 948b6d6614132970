/** @jest-environment node */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import yaml from "js-yaml";
import { logoProblems, writeFavicon, writeLogoMarkFallback } from "../../src/node/logoMark/logoMark";
import { LOGO_MARK_FALLBACK_PIXELS } from "../../src/rules/logoMark";
import { tempDir } from "../helpers/tempDir";

const root = path.resolve(__dirname, "../..");
const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { logo: { fallback: string } };
const source = path.join(root, "static", site.logo.fallback);

describe("the logo mark's fallback", () => {
  it("is the founder's fallback file drawn at twice the mark's size, a fraction of its weight", async () => {
    const target = path.join(tempDir("logo-"), "mark.png");
    await writeLogoMarkFallback(source, target);
    const { width, height, format } = await sharp(target).metadata();
    expect({ width, height, format }).toEqual({
      width: LOGO_MARK_FALLBACK_PIXELS,
      height: LOGO_MARK_FALLBACK_PIXELS,
      format: "png",
    });
    expect(fs.statSync(target).size).toBeLessThan(fs.statSync(source).size / 4);
  });

  it("is also the favicon browsers ask for by name, so a new logo needs no icon file of its own", async () => {
    const target = path.join(tempDir("favicon-"), "favicon.ico");
    await writeFavicon(source, target);
    const { width, height, format } = await sharp(target).metadata();
    expect({ width, height, format }).toEqual({ width: 32, height: 32, format: "png" });
    // Drawn by the build from logo.fallback: no copy of the old mark in static/ to go stale.
    expect(fs.existsSync(path.join(root, "static/favicon.ico"))).toBe(false);
  });
});

describe("the logo files content/site.yaml names", () => {
  /** A site folder with static/images holding the given pictures. */
  async function siteWith(pictures: Record<string, { width: number; height: number }>): Promise<string> {
    const dir = tempDir("logo-files-");
    fs.mkdirSync(path.join(dir, "static/images"), { recursive: true });
    fs.copyFileSync(path.join(root, "static/images/logo-mark.svg"), path.join(dir, "static/images/mark.svg"));
    for (const [name, { width, height }] of Object.entries(pictures)) {
      await sharp({ create: { width, height, channels: 4, background: "#FF7A1A" } })
        .png()
        .toFile(path.join(dir, "static/images", name));
    }
    return dir;
  }

  it("are the site's own, as committed", async () => {
    expect(await logoProblems(site.logo as { src: string; fallback: string }, root)).toEqual([]);
  });

  it("name a picture that is not in static/, and one the site or the ebook cannot draw, with the field", async () => {
    const dir = await siteWith({ "small.png": { width: 200, height: 200 }, "wide.png": { width: 1024, height: 512 } });
    expect(await logoProblems({ src: "/images/new-mark.svg", fallback: "/images/mark.svg" }, dir)).toEqual([
      'content/site.yaml: field "logo.src" names /images/new-mark.svg, which is not a file in static/: upload the picture in the CMS (Site settings, Logo) or put it in static/images/',
      'content/site.yaml: field "logo.fallback" names /images/mark.svg, which is not a PNG or JPEG picture: it must be one (the favicon, the app icons, the sharing pictures and the ebook are drawn from it), square, 512 × 512 pixels or more',
    ]);
    expect(await logoProblems({ src: "/images/mark.svg", fallback: "/images/small.png" }, dir)).toEqual([
      'content/site.yaml: field "logo.fallback" names /images/small.png, which is 200 × 200 pixels: it must be square, 512 × 512 pixels or more',
    ]);
    expect(await logoProblems({ src: "/images/mark.svg", fallback: "/images/wide.png" }, dir)).toEqual([
      'content/site.yaml: field "logo.fallback" names /images/wide.png, which is 1024 × 512 pixels: it must be square, 512 × 512 pixels or more',
    ]);
    fs.writeFileSync(path.join(dir, "static/images/mark.gif.txt"), "GIF89a");
    expect(await logoProblems({ src: "/images/mark.gif.txt", fallback: "/images/small.png" }, dir)).toContain(
      'content/site.yaml: field "logo.src" names /images/mark.gif.txt, which is not an SVG, PNG, WebP or JPEG picture, the kinds every browser shows',
    );
    expect(await logoProblems({ src: "/images/small.txt", fallback: "/images/wide.png" }, dir)).toContain(
      'content/site.yaml: field "logo.src" names /images/small.txt, which is not a file in static/: upload the picture in the CMS (Site settings, Logo) or put it in static/images/',
    );
  });
});
