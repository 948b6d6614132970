import fs from "fs";
import path from "path";
import { manifestOptions } from "../../src/node/manifest/manifest";
import { testSiteMetadata } from "../helpers/site";

const site = testSiteMetadata();

describe("the web app manifest", () => {
  it("names the firm as content/site.yaml does and uses the logo's raster fallback, a file in static/, as its icon", () => {
    const options = manifestOptions(site);
    expect(options).toMatchObject({ name: site.title, short_name: site.shortName, description: site.description });
    expect(options.icon).toBe(path.join("static", site.logo.fallback));
    expect(fs.statSync(options.icon).isFile()).toBe(true);
  });

  it("follows a new logo in site.yaml", () => {
    const logo = { src: "/images/new-mark.svg", fallback: "/images/new-mark.png" };
    expect(manifestOptions({ ...site, logo }).icon).toBe(path.join("static", "images", "new-mark.png"));
  });
});
