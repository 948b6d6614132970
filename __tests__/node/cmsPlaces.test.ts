/** @jest-environment node */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { cmsPlace } from "../../src/node/cms/places";
import { filesWriting } from "../../src/node/links/links";

const ROOT = path.join(__dirname, "../..");

// The fifth founder trial read "it is in content/process.yaml, content/site.yaml" and had to guess
// where the CMS keeps those files: it has no search, and names them otherwise.
describe("where the CMS shows a content file", () => {
  it("names the collection and the entry, as the CMS's lists name them", () => {
    expect(cmsPlace("content/process.yaml", ROOT)).toBe("Lists > Process");
    expect(cmsPlace("content/site.yaml", ROOT)).toBe("Site settings");
    expect(cmsPlace("content/pages/contact.yaml", ROOT)).toBe("Pages > Contact");
    expect(cmsPlace("content/ui.yaml", ROOT)).toBe("Shared sections > Menus, footer and labels");
    const legal = yaml.load(fs.readFileSync(path.join(ROOT, "content/service-pages/legal.yaml"), "utf8")) as {
      title: string;
    };
    expect(cmsPlace("content/service-pages/legal.yaml", ROOT)).toBe(`Service pages > ${legal.title}`);
    const folder = fs.readdirSync(path.join(ROOT, "content/articles"))[0];
    const title = (
      yaml.load(
        fs.readFileSync(path.join(ROOT, "content/articles", folder, "index.md"), "utf8").split(/^---$/m)[1],
      ) as { title: string }
    ).title;
    expect(cmsPlace(`content/articles/${folder}/index.md`, ROOT)).toBe(`Articles > ${title}`);
    expect(cmsPlace("content/nowhere.yaml", ROOT)).toBeNull();
  });

  it("follows each file a build message names", () => {
    expect(filesWriting("Nothing is changed until we understand", path.join(ROOT, "content"))).toEqual([
      "content/process.yaml (in the CMS: Lists > Process)",
    ]);
  });
});
