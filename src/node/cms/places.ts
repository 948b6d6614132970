/**
 * Where the CMS shows a content file ("Lists > Process", "Articles > <its title>"), for the build's
 * messages that name a file: the founder works in the CMS, which names files otherwise and has no
 * search (fifth founder trial). Read from the CMS's own configuration (cmsConfig), so a label
 * renamed there is renamed here.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { frontMatterFormat } from "../../rules/cmsFormats";
import { readSiteConfig } from "../siteConfig";
import { contentListing } from "./admin";
import { cmsConfig, type CmsConfig } from "./config";

const configs = new Map<string, CmsConfig | null>();

/** The CMS's configuration for the repository at `root`; null without one (no content/site.yaml that reads). */
function configOf(root: string): CmsConfig | null {
  if (!configs.has(root)) {
    try {
      const site = readSiteConfig(root);
      configs.set(root, cmsConfig({ cms: site.cms, siteUrl: site.siteUrl, content: contentListing(root) }));
    } catch {
      // The message that names the file still names it; content/site.yaml's own check says what is wrong.
      configs.set(root, null);
    }
  }
  return configs.get(root) ?? null;
}

/** The title an entry of a folder collection is listed by, read from its file; "" when it has none. */
function titleOf(file: string): string {
  try {
    const text = fs.readFileSync(file, "utf8");
    const data = (file.endsWith(".md") ? frontMatterFormat.fromFile(text) : yaml.load(text)) as { title?: unknown };
    return typeof data?.title === "string" ? data.title.trim() : "";
  } catch {
    return "";
  }
}

/** Where the CMS lists `file` (relative to the repository, as content/process.yaml), or null if it does not. */
export function cmsPlace(file: string, root = process.cwd()): string | null {
  for (const collection of configOf(root)?.collections ?? []) {
    const entry = collection.files?.find((candidate) => candidate.file === file);
    if (entry) return entry.label === collection.label ? collection.label : `${collection.label} > ${entry.label}`;
    if (collection.folder && file.startsWith(`${collection.folder}/`)) {
      const title = titleOf(path.join(root, file));
      return title ? `${collection.label} > ${title}` : collection.label;
    }
  }
  return null;
}

/** A file as a build message names it: its path, and where the CMS shows it. */
export function placed(file: string, root = process.cwd()): string {
  const place = cmsPlace(file, root);
  return place ? `${file} (in the CMS: ${place})` : file;
}
