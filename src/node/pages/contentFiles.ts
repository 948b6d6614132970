/** The YAML files in content/ checked against their types before any page queries them. */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { iconProblem } from "../../rules/icons";
import { tooLongMessageError } from "../../rules/formRules";
import { YEAR_FIELDS, missingPlaceholders, tokenValues, writtenOutYears } from "../../rules/tokens";
import { copyErrors, copyTypes } from "../schema/copySchema";
import { COPY_TYPES, SECTION_TYPES } from "../schema/schema";
import { LIST_FILES, blankYamlFiles, emptyYamlLists, missingYamlFiles } from "../schema/yamlTypes";
import { processStepsError, readSiteConfig } from "../siteConfig";
import { unreadContentFiles } from "./unreadFiles";
import { readYamlFile } from "../schema/yamlFiles";
import { titleKey } from "../../rules/text";
import { listEntryProblems } from "../../rules/listEntries";
import { SERVICE_CARD_HEADINGS, serviceHeadingProblems } from "../../rules/counts";
import { hasHomeCard } from "../../rules/services";
import { writtenOutFigures } from "../../rules/claims";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** The types of the YAML files in content/ but site.yaml: the pages' copy and the lists (src/node/schema/schema.ts). */
const YAML_FILE_TYPES = copyTypes(COPY_TYPES, SECTION_TYPES);

/** The data a YAML node holds from its file, without Gatsby's own fields. */
export function fileData(node: { id: string; parent?: string | null; children?: unknown; internal: unknown }) {
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...data } = node;
  return data as Record<string, unknown>;
}

/** Entries of a list file that repeat an earlier one (a copy left in after Duplicate or a paste). */
export function repeatedEntries(root: string): string[] {
  const problems: string[] = [];
  for (const [file, keys] of LIST_FILES) {
    const full = path.join(root, file);
    const entries = fs.existsSync(full) ? readYamlFile(full, root) : null;
    if (!Array.isArray(entries)) continue;
    const seen = keys.map(() => new Map<string, number>());
    entries.forEach((entry: unknown, i) => {
      // Each key's fields as one value, or null while one of them is empty.
      const values = keys.map((fields) => {
        const parts = fields.map((key) => (entry as Record<string, unknown> | null)?.[key]);
        return parts.every((part) => typeof part === "string" && part.trim() !== "")
          ? parts.map((part) => titleKey(String(part))).join("\n")
          : null;
      });
      // The first of the keys an earlier entry shares, reported once.
      const shared = keys.findIndex((_, k) => values[k] !== null && seen[k].has(values[k]));
      if (shared >= 0) {
        const fields = keys[shared];
        const named =
          fields.length > 1
            ? `fields ${fields.map((key) => `"${key}"`).join(" and ")} repeat`
            : `field "${fields[0]}" repeats`;
        const shown = fields.length > 1 ? "the same person" : "it";
        problems.push(
          `${file}, entry ${i + 1}: ${named} entry ${seen[shared].get(values[shared]!)}'s, so the page would show ${shown} twice: delete one, or change it`,
        );
      }
      values.forEach((value, k) => {
        if (value !== null && !seen[k].has(value)) seen[k].set(value, i + 1);
      });
    });
  }
  return problems;
}

/**
 * The home page shows the first entry of content/team.yaml as the founder, with its `facts`,
 * which only the founder has: a list reordered (in the CMS, by dragging) puts a partner there.
 */
export function founderFirstProblem(team: unknown): string | null {
  if (!Array.isArray(team)) return null;
  const hasFacts = (entry: unknown) => {
    const facts = (entry as Record<string, unknown> | null)?.facts;
    return Array.isArray(facts) && facts.length > 0;
  };
  const founder = team.findIndex(hasFacts);
  if (founder <= 0) return null;
  return `content/team.yaml, entry ${founder + 1}: has "facts", which only the founder has, but the home page shows entry 1 as the founder: move this entry back to the top of the list`;
}

/** A list file as written, or null when it is gone (named by missingYamlFiles). */
const listFile = (root: string, name: string) => {
  const file = path.join(root, "content", name);
  return fs.existsSync(file) ? readYamlFile(file, root) : null;
};

/** Files a content type needs that are gone, emptied, or list nothing, and files no page reads. The CMS cannot delete one, but a commit can. */
function fileProblems(): string[] {
  const types = [...YAML_FILE_TYPES.keys()];
  const root = process.cwd();
  const restore = "restore it from the repository's history";
  return [
    ...missingYamlFiles(types, root).map((file) => `${file} is missing: the site's words in it are gone (${restore})`),
    ...blankYamlFiles(types, root).map((file) => `${file} is empty: the site's words in it are gone (${restore})`),
    ...emptyYamlLists(types, root).map(
      (file) => `${file} lists nothing: its section would show a heading over an empty space (add an entry)`,
    ),
    ...unreadContentFiles(root, types),
    ...repeatedEntries(root),
    ...[founderFirstProblem(listFile(root, "team.yaml"))].filter((problem): problem is string => problem !== null),
    ...["testimonials.yaml", "process.yaml", "logos.yaml", "media.yaml"].flatMap((file) =>
      listEntryProblems(file, listFile(root, file)),
    ),
    ...["ui.yaml", "pages/blog.yaml"].flatMap((file) => missingPlaceholders(file, listFile(root, file))),
    ...Object.keys(YEAR_FIELDS).flatMap((file) => writtenOutYears(file, listFile(root, file))),
    ...serviceCountProblems(root),
    ...writtenOutFigures(
      "content/pages/home.yaml",
      "hero.claims",
      (listFile(root, "pages/home.yaml") as { hero?: { claims?: unknown } } | null)?.hero?.claims,
      readSiteConfig(root).claims,
    ),
  ];
}

/** The headings that count the top-level service pages, against the files of content/service-pages/. */
export function serviceCountProblems(root: string): string[] {
  const folder = path.join(root, "content/service-pages");
  if (!fs.existsSync(folder)) return [];
  const top = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => readYamlFile(path.join(folder, name), root) as { partOf?: unknown; homeCard?: unknown } | null)
    .filter((page) => page && typeof page === "object" && !page.partOf);
  const counts = { pages: top.length, cards: top.filter((page) => hasHomeCard(page?.homeCard)).length };
  return Object.entries(SERVICE_CARD_HEADINGS).flatMap(([file, { counts: counted }]) =>
    serviceHeadingProblems(file, listFile(root, file.replace(/^content\//, "")), counts[counted]).map(
      (problem) => `${file}: ${problem}`,
    ),
  );
}

/** Rules a type cannot state: icons the site draws, the one placeholder a message fills, a claim that counts a list. */
function ruleProblems(getNodesByType: CreatePagesArgs["getNodesByType"]): string[] {
  const problems: string[] = [];
  const steps = getNodesByType("ProcessYaml");
  for (const step of steps) {
    const { title, icon } = fileData(step);
    const problem = iconProblem(icon);
    if (problem) problems.push(`content/process.yaml: step "${String(title)}": field "icon" ${problem}`);
  }
  // Shown only when a visitor types too much: the check of the built pages (links/pageText) never sees it.
  const forms = getNodesByType("FormsYaml")[0];
  const tooLong = forms ? tooLongMessageError(String(fileData(forms).fieldTooLong ?? "")) : null;
  if (tooLong) problems.push(tooLong);
  const count = processStepsError(readSiteConfig().claims.processSteps, steps.length);
  if (count) problems.push(count);
  return problems;
}

/**
 * Every YAML file in content/ checked against its declared type before any page queries it (the
 * pictures it names included), so one build lists every misspelled, missing or mistyped field
 * with its file, with the files that are gone and the rules above.
 */
export function validateContentFiles({
  reporter,
  getNodesByType,
  getNode,
}: Pick<CreatePagesArgs, "reporter" | "getNodesByType" | "getNode">): boolean {
  const problems = [...fileProblems(), ...ruleProblems(getNodesByType)];
  // The names only: how a business detail still to be supplied reads does not matter here.
  const site = readSiteConfig();
  const placeholders = new Set(Object.keys(tokenValues(site, { toBeSupplied: "" })));
  // A file that is a list (testimonials, logos, team) gives one node per entry, linked to its
  // File node in the file's order (gatsby-transformer-yaml's createParentChildLink): its
  // messages say which entry, as the CMS lists them. The store's own order is not the file's on
  // a warm rebuild.
  for (const type of YAML_FILE_TYPES.keys()) {
    if (!type.endsWith("Yaml")) continue;
    for (const node of getNodesByType(type)) {
      const file = getNode(node.parent ?? "") as
        { relativePath?: string; absolutePath?: string; children?: string[] } | undefined;
      const entries = file?.children ?? [];
      const entry = entries.length > 1 ? `, entry ${entries.indexOf(node.id) + 1}` : "";
      const where = `content/${file?.relativePath ?? type}${entry}`;
      const folder = path.dirname(file?.absolutePath ?? path.resolve("content", file?.relativePath ?? ""));
      const exists = (relative: string) => fs.existsSync(path.resolve(folder, relative));
      problems.push(
        ...copyErrors(fileData(node), type, YAML_FILE_TYPES, {
          fileExists: exists,
          placeholders,
          siteName: site.title,
        }).map((error) => `${where}: ${error}`),
      );
    }
  }
  if (problems.length === 0) return true;
  reporter.panicOnBuild(
    `Content files have problems (each line names the file and the field):\n  ${problems.join("\n  ")}`,
  );
  return false;
}
