/** @jest-environment node */
import fs from "fs";
import path from "path";
import { copyTypes } from "../../src/node/schema/copySchema";
import { COPY_TYPES, SECTION_TYPES, SITE_TYPES } from "../../src/node/schema/schema";
import {
  blankYamlFiles,
  emptyYamlLists,
  missingYamlFiles,
  topLevelProblems,
  yamlFileOf,
  yamlTypeName,
} from "../../src/node/schema/yamlTypes";
import { preInitIn } from "../helpers/preInit";
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

describe("what a YAML file holds at its top level", () => {
  const types = copyTypes(COPY_TYPES, SECTION_TYPES, SITE_TYPES);
  const RESTORE = "restore it from the repository's history";

  /** A copy of content/ (no pictures) with the given files written over it. */
  function contentWith(files: Record<string, string>): string {
    const root = tempDir("content-");
    fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), {
      recursive: true,
      filter: (src) => !/\.(jpe?g|png|webp|svg)$/.test(src),
    });
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
    return root;
  }

  it("is its fields, or a list of entries in a list file, in every YAML file of the repository", () => {
    expect(topLevelProblems(types, ROOT)).toEqual([]);
  });

  // A whole file replaced by one sentence on GitHub: content/cta.yaml and content/testimonials.yaml
  // built without a word (an empty orange band, a heading over nothing), and contact.yaml stopped
  // only at the social cards, naming a developer's file.
  it("names a file replaced by one line of text, with the fields or entries it should hold", () => {
    const sentence = "We are rewriting this part of the site next week, please come back soon.\n";
    const cta = fs.readFileSync(path.join(ROOT, "content/cta.yaml"), "utf8");
    const note = cta.split("\n").filter((line) => line.startsWith("#"));
    const root = contentWith({
      "content/cta.yaml": [...note, sentence].join("\n"),
      "content/testimonials.yaml": sentence,
      "content/pages/contact.yaml": sentence,
      "content/service-pages/legal.yaml": "Three lines\nof text where\nthe page was\n",
      "content/site.yaml": sentence,
    });
    const first = '"We are rewriting this part of the site..."';
    expect(topLevelProblems(types, root)).toEqual([
      `content/cta.yaml holds one line of text (${first}) instead of its fields (title and text): ${RESTORE}, or write its fields again`,
      `content/site.yaml holds one line of text (${first}) instead of its fields (title, shortName, siteUrl, description, keywords, claims, logo, schedulingUrl, social, forms, providers, cms, ebookUrl, analyticsScript, illustrative and business): ${RESTORE}, or write its fields again`,
      `content/testimonials.yaml holds one line of text (${first}) instead of a list of entries (each starts with "- ", then its fields: quote, author and title): ${RESTORE}, or write its entries again`,
      `content/pages/contact.yaml holds one line of text (${first}) instead of its fields (seo, title, intro, form and aside): ${RESTORE}, or write its fields again`,
      `content/service-pages/legal.yaml holds 3 lines of text ("Three lines of text where the page was") instead of its fields (slug, previousSlugs, order, partOf, title, navLabel, summary, bullets, seo, hero, sections, faq, cta, homeCard, sources and changes): ${RESTORE}, or write its fields again`,
    ]);
  });

  it("names a number, a list where fields belong and fields where a list belongs", () => {
    const root = contentWith({
      "content/forms.yaml": "42\n",
      "content/purpose.yaml": "- missionTitle: Our mission\n- visionTitle: Our vision\n",
      "content/process.yaml": "icon: search\ntitle: Discovery call\ndescription: We talk.\n",
    });
    expect(topLevelProblems(types, root)).toEqual([
      `content/forms.yaml holds a number (42) instead of its fields (fieldTooLong, fieldEmpty, honeypot, contact and newsletter): ${RESTORE}, or write its fields again`,
      `content/process.yaml holds fields (icon, title and description) instead of a list of entries (each starts with "- ", then its fields: icon, title and description): ${RESTORE}, or write its entries again`,
      `content/purpose.yaml holds a list of 2 entries instead of its fields (missionTitle, mission, visionTitle, vision, borderlessTitle, borderless and principle): ${RESTORE}, or write its fields again`,
    ]);
  });

  // onPreInit runs on every build, a warm one too (Netlify's, after a change of content only),
  // and reads the files themselves, not what the cache kept of them.
  it("stops the build in onPreInit, before Gatsby reads the files, naming every such file", async () => {
    const root = contentWith({ "content/cta.yaml": "Call us.\n", "content/site.yaml": "Call us.\n" });
    const reporter = await preInitIn(root);
    expect(reporter.panic.mock.calls).toEqual([[topLevelProblems(types, root).join("\n")]]);
    expect(topLevelProblems(types, root)).toEqual([
      expect.stringMatching(/^content\/cta\.yaml holds one line of text \("Call us\."\) instead of its fields/),
      expect.stringMatching(/^content\/site\.yaml holds one line of text \("Call us\."\) instead of its fields/),
    ]);
  });

  it("leaves a file emptied of every line and a list of nothing to their own messages", () => {
    const root = contentWith({ "content/logos.yaml": "# Nothing yet.\n", "content/testimonials.yaml": "[]\n" });
    expect(topLevelProblems(types, root)).toEqual([]);
  });
});
