import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { missingPlaceholders, writtenOutYears } from "../../src/rules/tokens";

const read = (file: string) =>
  yaml.load(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")) as Record<
    string,
    Record<string, unknown>
  >;

describe("a label that must hold the placeholder the site fills in", () => {
  it("accepts the site's own ui.yaml and blog page", () => {
    expect(missingPlaceholders("ui.yaml", read("ui.yaml"))).toEqual([]);
    expect(missingPlaceholders("pages/blog.yaml", read("pages/blog.yaml"))).toEqual([]);
  });

  // Each read wrong on every page that shows it: "Borderless Consulting · min read", "Hosted by".
  it("names a label whose placeholder was deleted or misspelt, with what the site fills in", () => {
    const ui = read("ui.yaml");
    ui.labels.minRead = "min read";
    ui.labels.hostedBy = "Hosted by {hosts}";
    expect(missingPlaceholders("ui.yaml", ui)).toEqual([
      'content/ui.yaml: field "labels.minRead" must hold {minutes}, which the site fills in with an article\'s minutes to read; found "min read"',
      'content/ui.yaml: field "labels.hostedBy" must hold {host}, which the site fills in with the podcast\'s host; found "Hosted by {hosts}"',
    ]);
    const blog = read("pages/blog.yaml");
    blog.seo.titlePaged = "More articles";
    expect(missingPlaceholders("pages/blog.yaml", blog)).toEqual([
      'content/pages/blog.yaml: field "seo.titlePaged" must hold {page}, which the site fills in with the page\'s number; found "More articles"',
    ]);
  });

  it("leaves an optional label left out, and a file it cannot read, to the type checks", () => {
    const blog = read("pages/blog.yaml");
    delete blog.seo.titlePaged;
    expect(missingPlaceholders("pages/blog.yaml", blog)).toEqual([]);
    expect(missingPlaceholders("ui.yaml", null)).toEqual([]);
  });
});

// An audit of founder mistakes: "© 2025 {siteName}..." in the footer passed the build, and every
// page said © 2025 once it was 2026.
describe("a year written out where the site fills in {year}", () => {
  it("accepts the site's own ui.yaml", () => {
    expect(writtenOutYears("ui.yaml", read("ui.yaml"))).toEqual([]);
  });

  it("names the footer's copyright that writes the year out, and says to write {year}", () => {
    const ui = read("ui.yaml");
    const copyright = String(ui.footer.copyright);
    expect(copyright).toContain("{year}");
    ui.footer.copyright = copyright.replace("{year}", "2025");
    expect(writtenOutYears("ui.yaml", ui)).toEqual([
      `content/ui.yaml: field "footer.copyright" writes the year out, 2025, which every page's footer would go on showing when the year changes: write {year} in its place, which the site fills in with the year it is published, so the footer follows the calendar; found "${ui.footer.copyright as string}"`,
    ]);
  });

  it("leaves the year the firm started beside {year}, as in 2019-{year}", () => {
    const ui = read("ui.yaml");
    ui.footer.copyright = String(ui.footer.copyright).replace("{year}", "2019–{year}");
    expect(writtenOutYears("ui.yaml", ui)).toEqual([]);
  });
});
