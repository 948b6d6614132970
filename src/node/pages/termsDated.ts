import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { splitFrontMatter } from "../../rules/frontMatter";
import { termsUndated, datedBack, legalTextKey, namesToday } from "../../rules/legal";

/** One version of a dated legal text (the Terms): the file on disk, or the file in a commit. */
export interface TermsVersion {
  /** The commit's short hash; null for the file as it is on disk. */
  commit: string | null;
  /** When it was written: the commit's date, or the build's for the file on disk. */
  at: Date;
  /** `lastUpdated` as written (DD/MM/YYYY); "" when it has none. */
  lastUpdated: string;
  /** The markdown below the front matter, placeholders as written. */
  text: string;
}

/** A source's `lastUpdated` and text; null when its front matter cannot be read (legalErrors names why). */
export function readTermsVersion(source: string): Pick<TermsVersion, "lastUpdated" | "text"> | null {
  const split = splitFrontMatter(source);
  if ("problem" in split) return null;
  try {
    const fields = yaml.load(split.lines.slice(1, split.close).join("\n")) as Record<string, unknown> | null;
    const value = fields?.lastUpdated;
    const lastUpdated = value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? "").trim();
    return { lastUpdated, text: split.lines.slice(split.close + 1).join("\n") };
  } catch {
    return null;
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The message that stops the build when, since `lastUpdated` took the value it has now, the
 * text changed on a day that date does not name: the Terms' section 7 promises that the "last
 * updated" date changes whenever they do. `versions` run newest first, the file on disk first (see
 * termsVersions). The founder's words are compared, not the page (a business detail filled into a
 * placeholder is not a change of the Terms), with the lines' wrapping left out; a change on the
 * day the date names, a day either side for time zones (namesToday), needs no new date. A change
 * under a new date before the one it replaced is named too.
 */
export function undatedChange(file: string, versions: readonly TermsVersion[]): string | null {
  for (let index = 0; index + 1 < versions.length; index++) {
    const [newer, older] = [versions[index], versions[index + 1]];
    const changed = legalTextKey(newer.text) !== legalTextKey(older.text);
    const when = newer.commit ? `in commit ${newer.commit} of ${day(newer.at)}` : "since the last commit";
    // The date was set here: what came before was dated by an earlier one. A date set back, on a
    // change, would tell visitors the new terms are older than the ones they replace.
    if (newer.lastUpdated !== older.lastUpdated) {
      if (changed && datedBack(newer.lastUpdated, older.lastUpdated)) {
        return `Legal page ${file}: the text changed ${when}, but field "lastUpdated" says ${newer.lastUpdated}, before the date it replaces (${older.lastUpdated}): ${termsUndated(newer.at)}`;
      }
      return null;
    }
    if (changed && !namesToday(newer.lastUpdated, newer.at)) {
      return `Legal page ${file}: the text changed ${when}, but field "lastUpdated" still says ${newer.lastUpdated}: ${termsUndated(newer.at)}`;
    }
  }
  return null;
}

/**
 * The versions of `file` (relative to `root`) that undatedChange reads: the file on disk, written
 * `today`, then each commit that changed it, newest first, back to the newest one with another
 * date than the one after it. Read from git, which Netlify's builds clone with the whole history
 * (netlify/build-image#317), so the check needs no record from an earlier build (a "Clear cache
 * and deploy" checks as well). Null when `root` is not in a git repository: no history to read.
 */
export function termsVersions(root: string, file: string, today: Date): TermsVersion[] | null {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  try {
    git("rev-parse", "--is-inside-work-tree");
  } catch {
    return null;
  }
  const onDisk = readTermsVersion(fs.readFileSync(path.join(root, file), "utf8"));
  if (!onDisk) return null;
  const versions: TermsVersion[] = [{ commit: null, at: today, ...onDisk }];
  let log = "";
  try {
    log = git("log", "--format=%h %cI", "--", file);
  } catch {
    // A repository without a commit yet: the file on disk is all there is.
  }
  for (const line of log.split("\n").filter(Boolean)) {
    const [commit, iso] = line.split(" ");
    let source: string;
    try {
      // "./" reads the path from root, wherever the repository's top is.
      source = git("show", `${commit}:./${file}`);
    } catch {
      break; // The commit deleted the file.
    }
    const version = readTermsVersion(source);
    if (!version) break;
    const newer = versions[versions.length - 1];
    versions.push({ commit, at: new Date(iso), ...version });
    if (version.lastUpdated !== newer.lastUpdated) break;
  }
  return versions;
}
