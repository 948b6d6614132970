/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import yaml from "js-yaml";
import { writeFavicon, writeLogoMarkFallback } from "../../src/node/logoMark/logoMark";
import { LOGO_MARK_FALLBACK_PIXELS } from "../../src/rules/logoMark";

const root = path.resolve(__dirname, "../..");
const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { logo: { fallback: string } };
const source = path.join(root, "static", site.logo.fallback);

describe("the logo mark's fallback", () => {
  it("is the founder's fallback file drawn at twice the mark's size, a fraction of its weight", async () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "logo-")), "mark.png");
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
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "favicon-")), "favicon.ico");
    await writeFavicon(source, target);
    const { width, height, format } = await sharp(target).metadata();
    expect({ width, height, format }).toEqual({ width: 32, height: 32, format: "png" });
    // Drawn by the build from logo.fallback: no copy of the old mark in static/ to go stale.
    expect(fs.existsSync(path.join(root, "static/favicon.ico"))).toBe(false);
  });
});
