/** @jest-environment node */
import fs from "fs";
import path from "path";
import { copyTypes } from "../../src/node/schema/copySchema";
import { COPY_TYPES, SECTION_TYPES } from "../../src/node/schema/schema";
import {
  blankYamlFiles,
  emptyYamlLists,
  missingYamlFiles,
  yamlFileOf,
  yamlTypeName,
} from "../../src/node/schema/yamlTypes";
import { tempDir } from "../helpers/tempDir";

const ROOT = path.join(__dirname, "../..");
const TYPES = [...copyTypes(COPY_TYPES, SECTION_TYPES).keys()];

/** The YAML files the founder keeps under content/, one node type each (service pages share one). */
function yamlFiles(): string[] {
  const list = (dir: string) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => `${dir}/${name}`);
  return [...list("content"), ...list("content/pages")].filter((file) => file !== "content/site.yaml");
}

describe("the YAML file behind each content type", () => {
  it("is the file Gatsby made the type from, for every YAML file in content/", () => {
    const files = yamlFiles();
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const relative = path.relative(path.join(ROOT, "content"), path.join(ROOT, file));
      const type = yamlTypeName({
        node: { name: path.basename(relative, ".yaml"), relativeDirectory: path.dirname(relative).replace(/^\.$/, "") },
      });
      expect([type, yamlFileOf(type)]).toEqual([type, file]);
    }
    expect(yamlFileOf("ServicePageYaml")).toBeNull();
  });

  it("exists for every type the schema declares", () => {
    expect(missingYamlFiles(TYPES, ROOT)).toEqual([]);
  });

  it("is named when it is gone, so the build can stop before the page is made without its words", () => {
    const root = tempDir("content-");
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), {
      recursive: true,
      filter: (src) => !/\.(jpe?g|png|webp|svg)$/.test(src),
    });
    fs.rmSync(path.join(root, "content/pages/contact.yaml"));
    fs.rmSync(path.join(root, "content/cta.yaml"));
    expect(missingYamlFiles(TYPES, root).sort()).toEqual(["content/cta.yaml", "content/pages/contact.yaml"]);
  });

  it("is named when it lists nothing or holds nothing, and no shipped file does", () => {
    expect(emptyYamlLists(TYPES, ROOT)).toEqual([]);
    const root = tempDir("content-");
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), {
      recursive: true,
      filter: (src) => !/\.(jpe?g|png|webp|svg)$/.test(src),
    });
    fs.writeFileSync(path.join(root, "content/testimonials.yaml"), "# All quotes removed.\n[]\n");
    fs.writeFileSync(path.join(root, "content/logos.yaml"), "# Nothing yet.\n");
    expect(emptyYamlLists(TYPES, root)).toEqual(["content/testimonials.yaml"]);
    expect(blankYamlFiles(TYPES, root)).toEqual(["content/logos.yaml"]);
    expect(blankYamlFiles(TYPES, ROOT)).toEqual([]);
  });
});
