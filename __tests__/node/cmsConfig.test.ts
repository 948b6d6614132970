/** @jest-environment node */
import { EXAMPLE_MARK } from "../../src/rules/exampleAddresses";
import { buildSiteConfig } from "../../src/node/siteConfig";
import { testContentYaml } from "../helpers/site";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { Kind, type TypeNode } from "graphql";
import {
  CONTENT_TYPES,
  FIELD_RULES,
  NOT_BLANK,
  PRICE_HINT,
  cmsConfig,
  type CmsField,
  type CmsFile,
} from "../../src/node/cms/config";
import {
  adminContentSecurityPolicy,
  adminProblems,
  cmsConfigText,
  contentListing,
  localBackendUrl,
} from "../../src/node/cms/admin";
import { adminHtml } from "../../src/node/cms/bundle";
import { cmsPlace } from "../../src/node/cms/places";
import { copyTypes, type CopyTypes } from "../../src/node/schema/copySchema";
import { COPY_TYPES, MARKDOWN_TYPES, SECTION_TYPES, SITE_TYPES } from "../../src/node/schema/schema";
import { yamlTypeName } from "../../src/node/schema/yamlTypes";
import { ARTICLE_FIELDS, REQUIRED_FIELDS, validateArticles } from "../../src/rules/articles";
import { ICON_NAMES } from "../../src/rules/icons";
import { MAX_UPLOAD_BYTES } from "../../src/rules/uploads";
import { INLINE_FIELDS, LINKS_HINT, TOKENS_HINT } from "../../src/rules/cmsPreview";
import { LIST_FILES } from "../../src/node/schema/yamlTypes";
import {
  COMMENT_FIELD,
  FIELD_COMMENTS_FIELD,
  FORMATS,
  LIST_FIELD,
  frontMatterFormat,
  yamlFormat,
} from "../../src/rules/cmsFormats";
import { validateServicePages } from "../../src/rules/services";
import { testServicePages, testSiteMetadata } from "../helpers/site";

const ROOT = path.join(__dirname, "../..");
const site = testSiteMetadata();
const options = { cms: site.cms, siteUrl: site.siteUrl, content: contentListing(ROOT) };
const config = cmsConfig(options);
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const allFiles = (): CmsFile[] => config.collections.flatMap((c) => c.files ?? []);
const field = (fields: CmsField[] | undefined, name: string): CmsField => {
  const found = fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

const unwrap = (type: TypeNode) =>
  type.kind === Kind.NON_NULL_TYPE ? { inner: type.type, required: true } : { inner: type, required: false };
const named = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : named((type as { type: TypeNode }).type);

/**
 * Walks a schema type and the CMS fields made for it side by side, and lists every
 * difference: a schema field with no CMS field, a CMS field with no schema field, a required
 * field left optional (or the other way round), a widget that does not fit the type.
 */
function differences(
  type: string,
  fields: CmsField[],
  types: CopyTypes,
  at = type,
  skip = new Set<string>(),
  inOptionalGroup = false,
): string[] {
  const schema = types.get(type);
  if (!schema) return [`${at}: no type ${type}`];
  const problems: string[] = [];
  const names = new Set(fields.map((f) => f.name));
  for (const [name] of schema) if (!skip.has(name) && !names.has(name)) problems.push(`${at}.${name}: no CMS field`);
  for (const f of fields) {
    const spec = schema.get(f.name);
    if (!spec) {
      problems.push(`${at}.${f.name}: a CMS field the schema does not have`);
      continue;
    }
    const { inner, required } = unwrap(spec.type);
    const rule = FIELD_RULES[`${type}.${f.name}`];
    // Inside an optional group nothing is required (Decap would ask for it with the group empty).
    if (f.required !== (inOptionalGroup ? false : (rule?.required ?? required))) {
      problems.push(`${at}.${f.name}: required is ${f.required}`);
    }
    // A hidden field keeps its whole value as the file holds it, whatever its type.
    if (f.widget === "hidden") continue;
    const item = named(inner);
    if (inner.kind === Kind.LIST_TYPE) {
      if (f.widget !== "list") problems.push(`${at}.${f.name}: a list, given widget ${f.widget}`);
      if (types.has(item)) {
        problems.push(...differences(item, f.fields ?? [], types, `${at}.${f.name}[]`, undefined, inOptionalGroup));
      } else if (!f.field) problems.push(`${at}.${f.name}: a list of ${item} without a field for its items`);
    } else if (types.has(item)) {
      if (f.widget !== "object") problems.push(`${at}.${f.name}: a group of fields, given widget ${f.widget}`);
      problems.push(
        ...differences(item, f.fields ?? [], types, `${at}.${f.name}`, undefined, inOptionalGroup || !required),
      );
    } else {
      const expected: Record<string, string[]> = {
        String: ["string", "text", "select"],
        Int: ["number"],
        Boolean: ["boolean"],
        Date: ["datetime"],
        File: ["image"],
      };
      // A String that holds a picture's address on the site (the logo in static/) is uploaded
      // with an image widget that saves that address.
      const sitePicture = item === "String" && f.widget === "image" && f.public_folder?.startsWith("/");
      if (!expected[item]?.includes(f.widget) && !sitePicture) {
        problems.push(`${at}.${f.name}: ${item} given widget ${f.widget}`);
      }
      if (item === "Int" && f.value_type !== "int") problems.push(`${at}.${f.name}: Int without value_type int`);
    }
  }
  return problems;
}

/** The YAML type of a file under content/ (as gatsby-config names its nodes). */
const typeOf = (file: string) => {
  const relative = file.replace(/^content\//, "");
  const dir = path.dirname(relative) === "." ? "" : path.dirname(relative);
  return yamlTypeName({ node: { name: path.basename(relative, ".yaml"), relativeDirectory: dir } });
};

describe("the CMS configuration, generated from the content schema", () => {
  const types = copyTypes(COPY_TYPES, SECTION_TYPES, SITE_TYPES, MARKDOWN_TYPES);

  it("has a CMS field for every field of every YAML file's type, and no other", () => {
    const yamlFiles = allFiles().filter((f) => f.file.endsWith(".yaml") && f.file !== "content/site.yaml");
    expect(yamlFiles.length).toBeGreaterThan(15);
    const problems = yamlFiles.flatMap((file) => {
      const fields = file.fields[0].name === LIST_FIELD ? (file.fields[0].fields ?? []) : file.fields;
      return differences(typeOf(file.file), fields, types, file.file);
    });
    expect(problems).toEqual([]);
  });

  it("models the service pages, articles and site settings on their types", () => {
    expect(differences("ServicePageYaml", collection("service_pages").fields ?? [], types)).toEqual([]);
    const article = (collection("articles").fields ?? []).filter((f) => f.name !== "body");
    // Articles: the front matter type but the field only the legal pages use.
    expect(
      differences("Frontmatter", article, types, "article", new Set(["lastUpdated"])).filter(
        (problem) => !REQUIRED_FIELDS.some((name) => problem === `article.${name}: required is true`),
      ),
    ).toEqual([]);
    // Every field the CMS writes into an article is one the build accepts, and no other.
    expect(article.map((field) => field.name).sort()).toEqual([...ARTICLE_FIELDS].sort());
    const settings = allFiles().find((f) => f.file === "content/site.yaml")?.fields ?? [];
    expect(differences("SiteSiteMetadata", settings, types, "site.yaml", new Set(["buildYear", "buildDate"]))).toEqual(
      [],
    );
  });

  it("offers the icons the site can draw as a choice, where content names one", () => {
    const process = allFiles().find((f) => f.file === "content/process.yaml")?.fields[0].fields ?? [];
    const card = field(collection("service_pages").fields, "homeCard").fields ?? [];
    for (const icon of [field(process, "icon"), field(card, "icon")]) {
      expect(icon).toMatchObject({ widget: "select", options: [...ICON_NAMES] });
    }
  });

  it("has an editor's rule only for a field that exists, so no rule is left behind by a renamed type", () => {
    const ebook = ["EbookFile.date", "EbookFile.keywords"];
    const stale = Object.keys(FIELD_RULES).filter((key) => {
      const [type, name] = key.split(".");
      return !ebook.includes(key) && !CONTENT_TYPES.get(type)?.has(name);
    });
    expect(stale).toEqual([]);
  });

  // The ebook fills the site's placeholders (src/rules/ebookMarkdown.ts): its fields say so, as copy's do.
  it("tells the founder that the ebook's text fields and its chapters fill placeholders, and its date does not", () => {
    const [ebook] = collection("ebook").files ?? [];
    for (const name of ["title", "author", "disclaimer", "cta"]) {
      expect([name, field(ebook.fields, name).hint]).toEqual([name, expect.stringContaining(TOKENS_HINT)]);
    }
    expect(field(ebook.fields, "date").hint ?? "").not.toContain(TOKENS_HINT);
    // Seventh founder trial: Date had no hint, and a correction's note went past it.
    expect(field(ebook.fields, "date").hint).toBe(
      'The day this edition is published, as YYYY-MM-DD: after a correction, the day of its "Updated ..." note. The edition\'s month follows it.',
    );
    expect(field(ebook.fields, "body").hint).toContain("{siteName}, {callMinutes} and the other placeholders");
  });

  it("names a service page's collapsed change by its day and what it corrected, not its day alone", () => {
    const changes = field(collection("service_pages").fields, "changes");
    expect(changes.summary).toBe("{{fields.date}}: {{fields.note}}");
    expect(changes.fields!.map((item) => item.name)).toEqual(["date", "note"]);
  });

  it("says under the About page's headings where the team, the media and the logos themselves are", () => {
    const about = collection("pages").files!.find((file) => file.file === "content/pages/about.yaml")!.fields;
    // Where the CMS shows each file, read from its configuration.
    expect(field(about, "team").hint).toContain(cmsPlace("content/team.yaml"));
    expect(field(about, "media").hint).toContain(cmsPlace("content/media.yaml"));
    expect(field(about, "logos").hint).toContain(cmsPlace("content/logos.yaml"));
  });

  it("says where [words](/path/) makes a link: a FAQ answer, the cookie banner, the principle and the booking notice", () => {
    const servicePage = collection("service_pages").fields;
    const answer = field(field(servicePage, "faq").fields, "answer");
    expect(answer.hint).toContain(LINKS_HINT);
    expect(field(servicePage, "summary").hint ?? "").not.toContain(LINKS_HINT);
    const withLinks = Object.entries(FIELD_RULES).filter(([, rule]) => rule.hint?.endsWith(LINKS_HINT));
    expect(withLinks.map(([key]) => key).sort()).toEqual([
      "CopyFaq.answer",
      "LandingSchedule.notice",
      "PurposePrinciple.text",
      "UiCookieBanner.text",
      "UiCookieBanner.textWithoutAnalytics",
    ]);
    // The build's check of a line of copy reads the same fields as making emphasis.
    expect(new Set(withLinks.map(([key]) => key))).toEqual(INLINE_FIELDS);
  });

  // The fourth CMS trial wrote "starts at €1,500 a month" into a call to action, and nothing said
  // what the Terms promise of a price.
  it("says under the closing bands' words how to state a price, as the Terms promise it", () => {
    const terms = fs.readFileSync(path.join(ROOT, "content/legal/terms-of-service.md"), "utf8");
    expect(terms).toMatch(/## 7\.[\s\S]*is the total price, including VAT where it applies and every fee you must pay/);
    const cta = field(collection("service_pages").fields, "cta").fields;
    expect(field(cta, "text").hint).toContain(PRICE_HINT);
    const shared = allFiles().find((file) => file.file === "content/cta.yaml")!;
    expect(field(shared.fields, "text").hint).toContain(PRICE_HINT);
  });

  // The fourth CMS trial edited the banner's Text, and visitors kept reading Text without
  // analytics: nothing in the CMS said which of the two is shown (only the file's comments did).
  it("says, under each of the cookie banner's two texts, when it is the one visitors see", () => {
    const ui = allFiles().find((file) => file.file === "content/ui.yaml")!;
    const banner = field(ui.fields, "cookieBanner").fields;
    expect(field(banner, "text").hint).toMatch(
      /^Shown while Site settings has an Analytics script\. While that is empty \(the site then runs no analytics\), visitors see Text without analytics instead\. /,
    );
    expect(field(banner, "textWithoutAnalytics").hint).toMatch(
      /^Shown while Site settings' Analytics script is empty, as the site then runs no analytics; once one is set, visitors see Text instead\. /,
    );
  });

  it("asks a short name of at most 12 characters, as the build does", () => {
    const settings = allFiles().find((f) => f.file === "content/site.yaml")?.fields ?? [];
    const [pattern] = field(settings, "shortName").pattern as [string, string];
    expect(new RegExp(pattern).test(String(testSiteMetadata().shortName))).toBe(true);
    expect(new RegExp(pattern).test("Borderless Consulting International")).toBe(false);
  });

  it("starts a new article's author as {siteName}, which the site fills in with the firm's name", () => {
    expect(field(collection("articles").fields, "author")).toMatchObject({
      default: "{siteName}",
      hint: expect.stringContaining("or a guest's own name"),
    });
  });

  // The fourth CMS trial counted five articles and chose ID 6, which was taken (the IDs in use are
  // 3 and 6 to 9). A new article now starts with the next free one, and the hint lists them.
  it("starts a new article's ID as the next above the articles' IDs, and names the IDs in use", () => {
    const ids = fs
      .readdirSync(path.join(ROOT, "content/articles"))
      .map((dir) => fs.readFileSync(path.join(ROOT, "content/articles", dir, "index.md"), "utf8"))
      .map((text) => Number(/^id:\s*(\d+)\s*$/m.exec(text)![1]))
      .sort((a, b) => a - b);
    expect(field(collection("articles").fields, "id")).toMatchObject({
      default: Math.max(...ids) + 1,
      hint: expect.stringContaining(
        `A new article starts with the next free one. In use at the last build: ${ids.join(", ")} (a second new article since needs one more).`,
      ),
    });
  });

  it("lets no fixed file be deleted or unpublished, while articles and service pages can be removed", () => {
    const fixed = config.collections.filter((c) => c.files);
    expect(fixed.map((c) => c.name)).toEqual(
      expect.arrayContaining(["pages", "sections", "lists", "legal", "ebook", "settings"]),
    );
    for (const c of fixed) expect([c.name, c.delete]).toEqual([c.name, false]);
    for (const name of ["articles", "service_pages"]) expect(collection(name).delete).not.toBe(false);
  });

  it("asks the Terms' date as the build checks it (src/rules/legal.ts), and no date of the Privacy Policy", () => {
    const legal = collection("legal").files ?? [];
    const terms = legal.find((file) => file.file === "content/legal/terms-of-service.md");
    const privacy = legal.find((file) => file.file === "content/legal/privacy-policy.md");
    const date = field(terms?.fields, "lastUpdated");
    expect(date).toMatchObject({ widget: "string", required: true });
    expect(date.hint).toMatch(/DD\/MM\/YYYY/);
    const pattern = new RegExp(date.pattern?.[0] ?? "");
    const written = fs.readFileSync(path.join(ROOT, "content/legal/terms-of-service.md"), "utf8");
    expect(written).toMatch(/^lastUpdated: "(\d\d\/\d\d\/\d{4})"$/m);
    expect(pattern.test(/^lastUpdated: "(.*)"$/m.exec(written)?.[1] ?? "")).toBe(true);
    // "11/29/2026": the third CMS trial wrote the month first, as in the US.
    for (const wrong of ["27 November 2026", "2026-11-27", "7/11/2026", "11/29/2026", "29/13/2026", ""])
      expect([wrong, pattern.test(wrong)]).toEqual([wrong, false]);
    expect(privacy?.fields.map((f) => f.name)).toEqual(["title", "metaDescription", "body"]);
  });

  // The build stops on a line break in a text, which the page would run into one paragraph.
  it("tells the founder that a text box is one paragraph", () => {
    const faq = field(collection("service_pages").fields, "faq");
    expect(field(faq.fields, "answer")).toMatchObject({ widget: "text" });
    expect(field(faq.fields, "answer").hint).toContain("One paragraph: the page does not show new lines.");
    expect(field(faq.fields, "question").hint ?? "").not.toContain("One paragraph");
  });

  it("requires every field the article rules require (src/rules/articles.ts)", () => {
    const fields = collection("articles").fields ?? [];
    for (const name of REQUIRED_FIELDS) expect([name, field(fields, name).required]).toEqual([name, true]);
    expect(field(fields, "slug").required).toBe(false);
    // Renaming an article: the Slug's hint says how to keep its old address working.
    expect(field(fields, "slug").hint).toContain("add the old one under Previous slugs");
    expect(field(fields, "previousSlugs")).toMatchObject({
      label: "Previous slugs",
      widget: "list",
      required: false,
      label_singular: "previous slug",
      field: { widget: "string", label: "Previous slug" },
    });
    expect(field(fields, "previousSlugs").hint).toMatch(/old addresses lead here/);
    expect(field(fields, "body")).toMatchObject({ widget: "markdown", required: true });
  });

  // Renaming a service page: the file keeps its name, the page moves to the new slug.
  it("lets a service page change its address, and says how to keep the old one working", () => {
    const fields = collection("service_pages").fields ?? [];
    expect(field(fields, "slug").hint).toContain("add the old one under Previous slugs");
    expect(field(fields, "slug").hint).not.toContain("file's name");
    expect(field(fields, "previousSlugs")).toMatchObject({
      label: "Previous slugs",
      widget: "list",
      required: false,
      field: { widget: "string", label: "Previous slug" },
    });
    const item = field(fields, "previousSlugs").field;
    const buildAccepts = (slug: string) => {
      const pages = testServicePages().map((data) => ({ file: `content/service-pages/${data.slug}.yaml`, data }));
      pages.find((page) => page.data.slug === "legal")!.data.previousSlugs = [slug];
      try {
        validateServicePages(pages);
        return true;
      } catch {
        return false;
      }
    };
    for (const slug of ["legal-advice", "a1", "12", "Legal", "legal--advice", "/services/legal/", "legal advice"]) {
      expect([slug, new RegExp(item?.pattern?.[0] ?? "").test(slug)]).toEqual([slug, buildAccepts(slug)]);
    }
  });

  it("asks nothing inside an optional group, so a service page under another saves without a home card", () => {
    const card = field(collection("service_pages").fields, "homeCard");
    expect(card).toMatchObject({ widget: "object", required: false });
    expect((card.fields ?? []).map((f) => [f.name, f.required])).toEqual([
      ["title", false],
      ["icon", false],
    ]);
    expect(card.hint).toBe("Optional: leave it empty to leave it out. If you fill it in, fill in Title and Icon.");
    // A required group keeps its required fields.
    const hero = field(collection("service_pages").fields, "hero");
    expect((hero.fields ?? []).filter((f) => f.required).length).toBeGreaterThan(0);
  });

  // The fourth CMS trial saved a FAQ answer of spaces alone, which Decap takes as filled in; the
  // build then stopped on it as missing.
  it("refuses spaces alone in every required text, keeping a text's own pattern", () => {
    const faq = field(collection("service_pages").fields, "faq").fields;
    expect(field(faq, "answer")).toMatchObject({ required: true, pattern: NOT_BLANK });
    expect(new RegExp(NOT_BLANK[0]).test("   ")).toBe(false);
    expect(new RegExp(NOT_BLANK[0]).test(" An answer.")).toBe(true);
    const service = collection("service_pages").fields;
    expect(field(service, "slug").pattern?.[0]).not.toBe(NOT_BLANK[0]);
    expect(field(service, "partOf").required).toBe(false);
    expect(field(service, "partOf").pattern?.[0]).not.toBe(NOT_BLANK[0]);
    expect(field(collection("articles").fields, "id").pattern?.[0]).not.toBe(NOT_BLANK[0]);
  });

  // The fourth CMS trial: each collapsed bullet read "Bullets", so the founder could not tell which
  // to open. Decap shows a list of plain values by the summary, which names the value itself.
  it("shows each item of a list of plain values by its words when the list is collapsed", () => {
    const plainLists = (fields: CmsField[] = []): CmsField[] =>
      fields.flatMap((f) => [...(f.widget === "list" && f.field ? [f] : []), ...plainLists(f.fields)]);
    const lists = config.collections.flatMap((c) => [
      ...plainLists(c.fields),
      ...(c.files ?? []).flatMap((file) => plainLists(file.fields)),
    ]);
    expect(lists.map((list) => list.name)).toEqual(expect.arrayContaining(["bullets", "previousSlugs"]));
    for (const list of lists) expect([list.name, list.summary]).toEqual([list.name, `{{fields.${list.field!.name}}}`]);
  });

  it("makes Int a whole-number field, lists list fields, nested types object fields, File an image", () => {
    const article = collection("articles").fields ?? [];
    expect(field(article, "id")).toMatchObject({ widget: "number", value_type: "int", required: true });
    expect(field(article, "image")).toMatchObject({ widget: "image", media_folder: "", public_folder: "" });
    expect(field(article, "publishedDate")).toMatchObject({ widget: "datetime", picker_utc: true });
    const service = collection("service_pages").fields ?? [];
    expect(field(service, "hero")).toMatchObject({ widget: "object", required: true });
    expect(field(field(service, "sections").fields, "items")).toMatchObject({ widget: "list", required: false });
    expect(field(service, "bullets")).toMatchObject({ widget: "list", min: 3, max: 3, field: { widget: "string" } });
    expect(field(field(service, "sections").fields, "kind")).toMatchObject({
      widget: "select",
      options: ["cards", "checklist", "list", "subpages"],
    });
    const logos = allFiles().find((f) => f.file === "content/logos.yaml") as CmsFile;
    expect(field(logos.fields[0].fields, "src")).toMatchObject({
      widget: "image",
      required: true,
      media_folder: "images/logos",
      public_folder: "images/logos",
    });
  });

  it("picks up a field added to the schema, without other changes", () => {
    const grown = copyTypes(
      COPY_TYPES.replace(
        "changes: [CopyChange!]\n  }",
        "changes: [CopyChange!]\n    glossary: [ServiceTerm!]\n    partners: [ServicePartner!]\n  }\n  type ServiceTerm { term: String! meaning: String! }\n  type ServicePartner { name: String! country: String! }",
      ),
      SECTION_TYPES,
      SITE_TYPES,
      MARKDOWN_TYPES,
    );
    expect(grown.get("ServicePageYaml")?.has("glossary")).toBe(true);
    const fields = cmsConfig({ ...options, types: grown }).collections.find((c) => c.name === "service_pages")?.fields;
    expect(field(fields, "glossary")).toMatchObject({
      widget: "list",
      required: false,
      fields: [
        { name: "term", widget: "string", required: true },
        { name: "meaning", widget: "string", required: true },
      ],
    });
    expect(field(fields, "partners").fields?.map((f) => f.name)).toEqual(["name", "country"]);
    expect(differences("ServicePageYaml", fields ?? [], grown)).toEqual([]);
  });
});

/** Every key path in a YAML value (list items as []). */
function keyPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${at}[]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [
      `${at}${at ? "." : ""}${key}`,
      ...keyPaths(inner, `${at}${at ? "." : ""}${key}`),
    ]);
  }
  return [];
}
/** Every key path the CMS fields offer (a hidden field keeps everything under it as it is). */
function fieldPaths(fields: CmsField[], at = ""): string[] {
  return fields.flatMap((f) => {
    const here = `${at}${at ? "." : ""}${f.name}`;
    if (f.widget === "list" && f.fields) return [here, ...fieldPaths(f.fields, `${here}[]`)];
    if (f.fields) return [here, ...fieldPaths(f.fields, here)];
    return [here];
  });
}

describe("the hints the founder reads in the CMS", () => {
  /** Every hint of the configuration, with where it is. */
  const hints = (fields: CmsField[] | undefined, at: string): Array<[string, string]> =>
    (fields ?? []).flatMap((f) => [
      ...(f.hint ? [[`${at}.${f.name}`, f.hint] as [string, string]] : []),
      ...hints(f.fields, `${at}.${f.name}`),
      ...hints(f.field ? [f.field] : undefined, `${at}.${f.name}`),
    ]);
  const every = config.collections.flatMap((c) => [
    ...hints(c.fields, c.name),
    ...(c.files ?? []).flatMap((file) => hints(file.fields, `${c.name}/${file.name}`)),
  ]);

  // The CMS trial: Site settings' Business details (the Terms and the Privacy Policy state them,
  // as UK law asks), a testimonial's author and a logo's picture came with no word on what to
  // write, where content/site.yaml's comments, which the CMS does not show, explained each.
  it("says under every field of Site settings, the lists and the media what to write there", () => {
    const bare = (fields: CmsField[] | undefined, at: string): string[] =>
      (fields ?? []).flatMap((f) => [
        ...(f.hint || ["object", "list", "hidden"].includes(String(f.widget)) ? [] : [`${at}.${f.name}`]),
        ...bare(f.fields, `${at}.${f.name}`),
        ...bare(f.field ? [f.field] : undefined, `${at}.${f.name}`),
      ]);
    const files = [
      ...(collection("settings").files ?? []),
      ...(collection("lists").files ?? []),
      ...(collection("sections").files ?? []).filter((file) => file.file === "content/media.yaml"),
    ];
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((file) => bare(file.fields, file.name))).toEqual([]);
  });

  // The CMS trial: a 36 MB phone photo went into the repository without a word.
  it("limits every picture field's uploads to MAX_UPLOAD_MB", () => {
    const pictures = (fields: CmsField[] | undefined): CmsField[] =>
      (fields ?? []).flatMap((f) => [
        ...(f.widget === "image" ? [f] : []),
        ...pictures(f.fields),
        ...pictures(f.field ? [f.field] : undefined),
      ]);
    const all = config.collections.flatMap((c) => [
      ...pictures(c.fields),
      ...(c.files ?? []).flatMap((file) => pictures(file.fields)),
    ]);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((f) => f.media_library?.config.max_file_size !== MAX_UPLOAD_BYTES).map((f) => f.name)).toEqual(
      [],
    );
    expect(MAX_UPLOAD_BYTES).toBe(10_000_000);
    // The logo's fallback, named like a text that holds sentences, is a picture all the same.
    expect(all.filter((f) => f.hint?.includes("One paragraph")).map((f) => f.name)).toEqual([]);
  });

  // The third CMS trial: "...such as: tax residency, digital nomad tax One paragraph: ..."
  it("ends each part of a hint with its full stop, so the parts read as sentences", () => {
    expect(every.filter(([, hint]) => /[\w)] (One paragraph|Placeholders|The small line)/.test(hint))).toEqual([]);
  });

  // Decap shows a hint as Markdown: "[words](/path/)" would read "words", "*words*" "words".
  it("writes Markdown's own marks in code, so the CMS shows them as typed", () => {
    expect(every.length).toBeGreaterThan(30);
    const outsideCode = every
      .map(([at, hint]) => [at, hint.replace(/`[^`]*`/g, "")] as const)
      .filter(([, text]) => /\[[^\]]*\]\(|\*\S|_\S+_|^\s*(#|>|- )|\s#{1,6}\s/.test(text));
    expect(outsideCode).toEqual([]);
  });
});

describe("the names the founder reads in the CMS", () => {
  /** Every label of the configuration: collections, files and fields, nested ones included. */
  const labels = (): string[] => {
    const ofFields = (fields: CmsField[] | undefined): string[] =>
      (fields ?? []).flatMap((f) => [f.label, ...ofFields(f.fields), ...(f.field ? ofFields([f.field]) : [])]);
    return config.collections.flatMap((c) => [
      c.label,
      ...ofFields(c.fields),
      ...(c.files ?? []).flatMap((file) => [file.label, ...ofFields(file.fields)]),
    ]);
  };

  it("writes abbreviations and brand names as people write them, not as code does", () => {
    const written = labels().filter((label) => /\b(url|vat|ui|src|alt|linkedin|youtube|spotify)\b/i.test(label));
    const wrong = written.filter((label) =>
      /\b(url|vat|Ui|src|Src|alt|Alt|Linkedin|linkedin|youtube|Youtube|spotify)\b/.test(label),
    );
    expect(wrong).toEqual([]);
  });

  it("names the shared section of the menus, the footer and the short labels for what it holds", () => {
    const sections = config.collections.find((c) => c.name === "sections")!;
    expect(sections.files?.find((file) => file.file === "content/ui.yaml")?.label).toBe("Menus, footer and labels");
  });

  it("says under every kicker what a kicker is", () => {
    const kickers = (fields: CmsField[] | undefined): CmsField[] =>
      (fields ?? []).flatMap((f) => [...(f.name === "kicker" ? [f] : []), ...kickers(f.fields)]);
    const all = config.collections.flatMap((c) => [
      ...kickers(c.fields),
      ...(c.files ?? []).flatMap((file) => kickers(file.fields)),
    ]);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((f) => !f.hint?.startsWith("The small line in capitals above the title"))).toEqual([]);
  });

  it("says under every link's address what it may be", () => {
    const links = (fields: CmsField[] | undefined): CmsField[] =>
      (fields ?? []).flatMap((f) => [...(f.name === "to" ? [f] : []), ...links(f.fields)]);
    const all = config.collections.flatMap((c) => (c.files ?? []).flatMap((file) => links(file.fields)));
    expect(all.length).toBeGreaterThan(2);
    expect(all.filter((f) => !f.hint?.startsWith("Where the link leads"))).toEqual([]);
  });
});

describe("the CMS configuration against the content files", () => {
  const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
  const dataOf = (file: string, list: boolean) => {
    if (file.endsWith(".md")) {
      const {
        body: _body,
        [COMMENT_FIELD]: _comment,
        [FIELD_COMMENTS_FIELD]: _comments,
        ...front
      } = frontMatterFormat.fromFile(read(file));
      return front;
    }
    const { [COMMENT_FIELD]: _comment, [FIELD_COMMENTS_FIELD]: _comments, ...data } = yamlFormat.fromFile(read(file));
    return list ? { [LIST_FIELD]: yaml.load(read(file)) } : data;
  };
  const edited: Array<{ file: string; fields: CmsField[]; list: boolean }> = [
    ...allFiles().map((f) => ({ file: f.file, fields: f.fields, list: f.fields[0]?.name === LIST_FIELD })),
    ...fs.readdirSync(path.join(ROOT, "content/articles")).map((dir) => ({
      file: `content/articles/${dir}/index.md`,
      fields: collection("articles").fields ?? [],
      list: false,
    })),
    ...fs.readdirSync(path.join(ROOT, "content/service-pages")).map((name) => ({
      file: `content/service-pages/${name}`,
      fields: collection("service_pages").fields ?? [],
      list: false,
    })),
  ];

  it("edits every content file: each YAML file, page, service page, article, legal page and the ebook", () => {
    const onDisk = [
      ...contentListing(ROOT).yaml.map((f) => f.file),
      "content/site.yaml",
      ...contentListing(ROOT).pages,
      ...contentListing(ROOT).legal,
      ...contentListing(ROOT).ebook,
    ];
    expect(
      allFiles()
        .map((f) => f.file)
        .sort(),
    ).toEqual(onDisk.sort());
    expect(edited.length).toBeGreaterThan(30);
  });

  it.each(edited.map((e) => [e.file, e] as const))("%s: every field it holds has a CMS field", (_file, entry) => {
    const offered = new Set(fieldPaths(entry.fields));
    const kept = entry.fields.filter((f) => f.widget === "hidden").map((f) => `${f.name}.`);
    const missing = keyPaths(dataOf(entry.file, entry.list)).filter((key) => !offered.has(key));
    expect(missing.filter((key) => !kept.some((hidden) => key.startsWith(hidden)))).toEqual([]);
  });

  it.each(edited.map((e) => [e.file, e] as const))("%s: every value passes its field's pattern", (_file, entry) => {
    const failures: string[] = [];
    const check = (fields: CmsField[], value: Record<string, unknown>, at: string) => {
      for (const f of fields) {
        const inner = value?.[f.name];
        if (f.pattern && inner !== undefined && inner !== null && inner !== "") {
          if (!new RegExp(f.pattern[0]).test(String(inner))) failures.push(`${at}${f.name}: ${String(inner)}`);
        }
        if (f.fields && Array.isArray(inner))
          inner.forEach((item, i) => check(f.fields ?? [], item, `${at}${f.name}[${i}].`));
        else if (f.fields && inner && typeof inner === "object")
          check(f.fields, inner as Record<string, unknown>, `${at}${f.name}.`);
      }
    };
    check(entry.fields, dataOf(entry.file, entry.list), "");
    expect(failures).toEqual([]);
  });

  it("gives sentences a text area: every text field with a value over 100 characters", () => {
    const short: string[] = [];
    const walk = (fields: CmsField[], value: unknown, at: string) => {
      for (const f of fields) {
        const inner = (value as Record<string, unknown>)?.[f.name];
        const texts = f.field && Array.isArray(inner) ? inner : [inner];
        for (const text of texts) {
          const widget = f.field ? f.field.widget : f.widget;
          if (typeof text === "string" && text.length > 100 && widget === "string") short.push(`${at}${f.name}`);
        }
        if (f.fields && Array.isArray(inner)) inner.forEach((item) => walk(f.fields ?? [], item, `${at}${f.name}[].`));
        else if (f.fields) walk(f.fields, inner, `${at}${f.name}.`);
      }
    };
    for (const entry of edited) walk(entry.fields, dataOf(entry.file, entry.list), `${entry.file}: `);
    expect([...new Set(short)]).toEqual([]);
  });
});

describe("Site settings' outside addresses", () => {
  // The founder learns in the editor what stops a production deploy (src/node/exampleAddresses/).
  it.each(["contact", "ebook", "newsletter"])(
    "forms.%s says an example address keeps the site from going live",
    (form) => {
      const settings = (collection("settings").files ?? [])[0];
      const address = field(field(settings?.fields, "forms").fields, form);
      expect(address.hint).toContain(`contains ${EXAMPLE_MARK} is an example`);
      expect(new RegExp(address.pattern?.[0] ?? "").test("https://formspree.io/f/xdkogqwe")).toBe(true);
    },
  );

  it("the booking link says an example address keeps the site from going live", () => {
    const settings = (collection("settings").files ?? [])[0];
    const booking = field(settings?.fields, "schedulingUrl");
    expect(booking.hint).toContain(`contains ${EXAMPLE_MARK} is an example`);
    expect(booking.required).not.toBe(false);
  });

  // The build shows no icon for an empty profile; the editor must let the founder empty one.
  it.each(["instagram", "linkedin"])("social.%s may be emptied, and says what an example address does", (profile) => {
    const settings = (collection("settings").files ?? [])[0];
    const link = field(field(settings?.fields, "social").fields, profile);
    expect(link.required).toBe(false);
    const pattern = new RegExp(link.pattern?.[0] ?? "");
    const own = `https://www.${profile}.com/janedoe/`;
    const other = `https://www.${profile === "instagram" ? "linkedin" : "instagram"}.com/janedoe/`;
    expect(["", own].every((value) => pattern.test(value))).toBe(true);
    // Without https://, or on the other platform (the two swapped).
    expect([`${profile}.com/janedoe`, other].filter((value) => pattern.test(value))).toEqual([]);
    expect(link.hint).toContain("leave it empty to show no link");
    expect(link.hint).toContain(`contains ${EXAMPLE_MARK} is an example`);
  });
});

it("the site's address is refused with a path, on which every page's own address would be built", () => {
  const settings = (collection("settings").files ?? [])[0];
  const siteUrl = field(settings?.fields, "siteUrl");
  const pattern = new RegExp(siteUrl.pattern?.[0] ?? "");
  expect(["https://www.example.com", "https://www.example.com/"].every((value) => pattern.test(value))).toBe(true);
  expect(
    ["https://www.example.com/home", "www.example.com", "https://example.com/#top"].filter((v) => pattern.test(v)),
  ).toEqual([]);
});

describe("Site settings' own CMS fields", () => {
  // A changed repo or branch would point the editor at another repository: the founder does not
  // see them, and Decap keeps a hidden field's value on every save (the CMS browser test saves).
  it("does not show where the CMS saves", () => {
    const settings = (collection("settings").files ?? [])[0];
    const cms = field(settings?.fields, "cms");
    expect(cms.widget).toBe("hidden");
    expect(cms.fields).toBeUndefined();
  });
});

describe("Site settings' logo", () => {
  // The founder replaces his logo in the CMS: the pictures go where the site serves them as
  // they are (static/images/, at /images/), the paths site.yaml holds.
  it.each(["src", "fallback"])(
    "logo.%s is a picture uploaded to static/images/, saved as its /images/ path",
    (name) => {
      const settings = (collection("settings").files ?? [])[0];
      const picture = field(field(settings?.fields, "logo").fields, name);
      expect(picture).toMatchObject({
        widget: "image",
        required: true,
        choose_url: false,
        media_folder: "/static/images",
        public_folder: "/images",
      });
      expect(picture.pattern).toBeUndefined();
      expect(picture.hint).toMatch(name === "src" ? /SVG/ : /square PNG.*512/);
    },
  );
});

describe("Site settings' providers", () => {
  const providers = () => field((collection("settings").files ?? [])[0]?.fields, "providers");

  // The build refuses a booking link, form address or analytics script on another domain than
  // the provider the Privacy Policy names (src/node/siteConfig.ts); the editor says so.
  it.each(["forms", "newsletter", "scheduling", "analytics"])(
    "providers.%s says the build checks its addresses against its privacy page, and offers an optional serviceDomain",
    (key) => {
      const provider = field(providers().fields, key);
      expect(field(provider.fields, "privacyUrl").hint).toContain("on the same domain");
      const serviceDomain = field(provider.fields, "serviceDomain");
      expect(serviceDomain.required).toBe(false);
      expect(serviceDomain.hint).toContain("calendar.app.google");
    },
  );

  it("takes as serviceDomain what the build takes: a domain or nothing", () => {
    const serviceDomain = field(field(providers().fields, "scheduling").fields, "serviceDomain");
    const pattern = new RegExp(serviceDomain.pattern?.[0] ?? "");
    const site = testContentYaml<Record<string, unknown>>("site.yaml");
    const google = {
      name: "Google Calendar",
      privacyUrl: "https://policies.google.com/privacy",
      serviceDomain: "",
    };
    const buildAccepts = (value: string) => {
      try {
        buildSiteConfig({
          ...site,
          schedulingUrl: "https://calendar.app.google/AbCdEf123",
          providers: { ...(site.providers as object), scheduling: { ...google, serviceDomain: value } },
        });
        return true;
      } catch {
        return false;
      }
    };
    for (const value of ["calendar.app.google", "app.google"]) {
      expect({ value, cms: pattern.test(value), build: buildAccepts(value) }).toEqual({
        value,
        cms: true,
        build: true,
      });
    }
    for (const value of ["https://calendar.app.google/", "calendar.app.google/"]) {
      expect({ value, cms: pattern.test(value), build: buildAccepts(value) }).toEqual({
        value,
        cms: false,
        build: false,
      });
    }
    expect(pattern.test("")).toBe(true);
  });
});

describe("the CMS's rules say what the build's rules say", () => {
  const fields = collection("articles").fields ?? [];
  const passes = (name: string, value: string) => new RegExp(field(fields, name).pattern?.[0] ?? "").test(value);
  /** Whether the build's article rules find nothing wrong with the field under test. */
  const buildAccepts = (frontmatter: Record<string, unknown>) => {
    const base = {
      id: 1,
      title: "T",
      metaDescription: "M",
      image: "cover.jpg",
      date: "March 1, 2025",
      publishedDate: "2025-03-01T09:00:00.000Z",
      modifiedDate: "2025-03-01T09:00:00.000Z",
      author: "A",
      keywords: "k",
    };
    try {
      validateArticles([{ file: "a.md", frontmatter: { ...base, ...frontmatter }, imageExists: true, body: "Text." }]);
      return true;
    } catch (error) {
      // Another field may disagree with the changed one (the shown date with publishedDate).
      return !Object.keys(frontmatter).some((name) => (error as Error).message.includes(`field "${name}"`));
    }
  };

  it.each(["tax-residency-guide", "a1", "Tax-Guide", "tax--guide", "-tax", "tax guide", "tax_guide"])(
    "slug %s",
    (slug) => {
      expect(passes("slug", slug)).toBe(buildAccepts({ slug }));
    },
  );

  it.each(["tax-residency-guide", "a1", "12", "Tax-Guide", "tax--guide", "/blog/tax-guide/", "tax guide"])(
    "an earlier slug %s",
    (slug) => {
      const item = field(fields, "previousSlugs").field;
      expect(new RegExp(item?.pattern?.[0] ?? "").test(slug)).toBe(buildAccepts({ previousSlugs: [slug] }));
    },
  );

  it.each([1, 72, 100, 101, 190])("a title of %i characters", (length) => {
    const title = "Residency ".repeat(19).slice(0, length);
    expect(passes("title", title)).toBe(buildAccepts({ title }));
  });

  it.each(["2025-03-12T09:00:00.000Z", "2025-03-12", "2025-03-12T09:00", "12/03/2025", "March 12, 2025"])(
    "publishedDate %s",
    (publishedDate) => {
      expect(passes("publishedDate", publishedDate)).toBe(buildAccepts({ publishedDate }));
    },
  );

  it.each(["7", "0", "-1", "1.5"])("id %s", (id) => {
    expect(passes("id", id)).toBe(buildAccepts({ id }));
  });
});

describe("public/admin/config.yml", () => {
  it("logs in with GitHub through Netlify, on the repository and branch of content/site.yaml, with drafts as pull requests", () => {
    const written = yaml.load(cmsConfigText(site, ROOT, { NETLIFY: "true" })) as Record<string, unknown>;
    expect(written.backend).toEqual({
      name: "github",
      repo: site.cms.repo,
      branch: site.cms.branch,
      base_url: "https://api.netlify.com",
    });
    expect(written.publish_mode).toBe("editorial_workflow");
    expect(written).not.toHaveProperty("local_backend");
  });

  it("names new folders and uploaded files in plain letters, as the CMS trial's titles with ’ and emoji did not", () => {
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
  });

  it("uses decap-server on this machine when built elsewhere than Netlify", () => {
    expect(localBackendUrl({})).toBe("http://127.0.0.1:8081/api/v1");
    expect(localBackendUrl({ DECAP_SERVER_PORT: "4111" })).toBe("http://127.0.0.1:4111/api/v1");
    expect(localBackendUrl({ NETLIFY: "true" })).toBeUndefined();
    expect(() => localBackendUrl({ DECAP_SERVER_PORT: "http" })).toThrow(/DECAP_SERVER_PORT/);
    const written = yaml.load(cmsConfigText(site, ROOT, {})) as Record<string, unknown>;
    expect(written.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1" });
  });

  it("names the formats the admin bundle registers", () => {
    expect(new Set(config.collections.map((c) => c.format))).toEqual(new Set(Object.values(FORMATS)));
    expect(CONTENT_TYPES.size).toBeGreaterThan(40);
  });
});

describe("the admin page and its policy", () => {
  it("lets the CMS evaluate code and reach GitHub and Netlify, and decap-server only off Netlify", () => {
    const production = adminContentSecurityPolicy(undefined);
    expect(production).toContain("script-src 'self' 'unsafe-eval';");
    expect(production).toContain("connect-src 'self' blob: https://api.github.com https://api.netlify.com;");
    expect(adminContentSecurityPolicy("http://127.0.0.1:8081/api/v1")).toContain(
      "https://api.netlify.com http://127.0.0.1:8081;",
    );
    expect(production).toContain("frame-ancestors 'none'");
    expect(production).not.toContain("unsafe-inline'; script");
  });

  it("writes a page with no inline script, not to be indexed, and finds every problem with one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    try {
      expect(adminProblems(dir)).toEqual([expect.stringMatching(/index\.html is missing/)]);
      fs.mkdirSync(path.join(dir, "admin"));
      fs.writeFileSync(path.join(dir, "admin/index.html"), adminHtml("Borderless <Consulting>"));
      for (const file of [
        "react.production.min.js",
        "react-dom.production.min.js",
        "decap-cms-app.js",
        "cms.js",
        "config.yml",
      ]) {
        fs.writeFileSync(path.join(dir, "admin", file), "");
      }
      expect(adminProblems(dir)).toEqual([]);
      expect(adminHtml("Borderless <Consulting>")).toContain(
        "<title>Content Manager | Borderless &lt;Consulting></title>",
      );
      fs.rmSync(path.join(dir, "admin/cms.js"));
      fs.writeFileSync(
        path.join(dir, "admin/index.html"),
        adminHtml("B").replace('<meta name="robots" content="noindex, nofollow"/>', "<script>x()</script>"),
      );
      expect(adminProblems(dir)).toEqual([
        expect.stringMatching(/no <meta name="robots"/),
        expect.stringMatching(/an inline script/),
        expect.stringMatching(/loads \/admin\/cms\.js, which is not in public\/admin/),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

it("a menu or footer link is refused without a site's name after https://, or with // in place of /", () => {
  const links: CmsField[] = [];
  const collect = (fields: CmsField[] = []) =>
    fields.forEach((f) => {
      if (f.pattern?.[1]?.startsWith("Must be a path on this site")) links.push(f);
      collect(f.fields);
      if (f.field) collect([f.field]);
    });
  allFiles().forEach((file) => collect(file.fields));
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const pattern = new RegExp(link.pattern?.[0] ?? "");
    expect(
      ["/", "/contact/", "/blog/#latest", "https://www.irs.gov/individuals"].filter((v) => !pattern.test(v)),
    ).toEqual([]);
    expect(
      ["//privacy-policy/", "https://", "https:///contact/", "/contact us/"].filter((v) => pattern.test(v)),
    ).toEqual([]);
  }
});

it("a podcast's Spotify and YouTube links are each refused on the other platform", () => {
  const links: Record<string, RegExp> = {};
  const collect = (fields: CmsField[] = []) =>
    fields.forEach((f) => {
      if ((f.name === "spotify" || f.name === "youtube") && f.pattern) links[f.name] = new RegExp(f.pattern[0]);
      collect(f.fields);
      if (f.field) collect([f.field]);
    });
  allFiles().forEach((file) => collect(file.fields));
  const spotify = ["https://open.spotify.com/episode/1", "https://spotify.link/abc"];
  const youtube = ["https://www.youtube.com/watch?v=abc", "https://youtu.be/abc", "https://m.youtube.com/watch?v=a"];
  expect({
    spotify: [...spotify, ...youtube].map((v) => links.spotify?.test(v)),
    youtube: [...spotify, ...youtube].map((v) => links.youtube?.test(v)),
  }).toEqual({ spotify: [true, true, false, false, false], youtube: [false, false, true, true, true] });
});

it("a label the site fills a placeholder in refuses a value without it, as the build does", () => {
  const fields: Record<string, RegExp> = {};
  const collect = (list: CmsField[] = []) =>
    list.forEach((f) => {
      if (f.pattern?.[1]?.startsWith("Must hold {")) fields[f.name] = new RegExp(f.pattern[0]);
      collect(f.fields);
      if (f.field) collect([f.field]);
    });
  allFiles().forEach((file) => collect(file.fields));
  expect(Object.keys(fields)).toEqual(expect.arrayContaining(["minRead", "hostedBy", "toBeSupplied", "titlePaged"]));
  expect([fields.minRead.test("{minutes} min read"), fields.minRead.test("min read")]).toEqual([true, false]);
  expect([fields.hostedBy.test("Hosted by {host}"), fields.hostedBy.test("Hosted by {hosts}")]).toEqual([true, false]);
});

// The CMS wrote "6 process" above the steps and "Add process", "Add testimonials", "Add team"
// under each list: Decap counts a list's items and names its button by the list's labels.
it("counts each list's items and names its Add button by what one item is", () => {
  const lists = collection("lists").files!.map((file) => {
    const [list] = file.fields;
    return [file.file, list.label, list.label_singular];
  });
  expect(lists).toEqual(
    expect.arrayContaining([
      ["content/process.yaml", "Steps", "step"],
      ["content/testimonials.yaml", "Testimonials", "testimonial"],
      ["content/logos.yaml", "Logos", "logo"],
      ["content/team.yaml", "Team members", "team member"],
    ]),
  );
  expect(lists.filter(([, , singular]) => !singular)).toEqual([]);
  // The files the build reads as lists of entries (src/node/schema/yamlTypes.ts) are the CMS's lists.
  expect(lists.map(([file]) => file).sort()).toEqual([...LIST_FILES.keys()].sort());
});

it('names one item of every list in the CMS, so no button reads "Add bullets" or "Add faq"', () => {
  const unnamed: string[] = [];
  const buttons = new Map<string, string>();
  const walk = (fields: CmsField[] | undefined, where: string) => {
    for (const item of fields ?? []) {
      const at = `${where} > ${item.label}`;
      if (item.widget === "list") {
        if (item.label_singular) buttons.set(at, `Add ${item.label_singular}`);
        else unnamed.push(at);
      }
      walk(item.fields, at);
    }
  };
  for (const entry of config.collections) {
    walk(entry.fields, entry.label);
    for (const file of entry.files ?? []) walk(file.fields, `${entry.label} > ${file.label}`);
  }
  expect(unnamed).toEqual([]);
  expect(buttons.get("Service pages > Bullets")).toBe("Add bullet");
  expect(buttons.get("Service pages > FAQ")).toBe("Add question");
  expect(buttons.get("Shared sections > Menus, footer and labels > Footer > Links")).toBe("Add link");
});

// Seventh founder trial: he typed the old address, /blog/tax-residency-guide-183-day-rule/, under
// Previous slugs, and Decap said only "use lowercase letters, digits and single hyphens".
it("says under Previous slugs to write the old slug without its /blog/ or /services/ and slashes", () => {
  const article = field(collection("articles").fields, "previousSlugs");
  const service = field(collection("service_pages").fields, "previousSlugs");
  const message = (list: CmsField) => (list.field?.pattern as [string, string])[1];
  expect(message(article)).toBe(
    "Write the old slug alone, without /blog/ or slashes, such as tax-residency-guide: lowercase letters, digits and single hyphens",
  );
  expect(message(service)).toBe(
    "Write the old slug alone, without /services/ or slashes, such as tax-strategy: lowercase letters, digits and single hyphens",
  );
  expect(
    new RegExp((article.field?.pattern as [string, string])[0]).test("/blog/tax-residency-guide-183-day-rule/"),
  ).toBe(false);
});

it("says under Site settings' Description how long it may be, as the build stops on a longer one", () => {
  const settings = allFiles().find((file) => file.file === "content/site.yaml")!;
  expect(field(settings.fields, "description").hint).toContain("at most 160 characters");
});
