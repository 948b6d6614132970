/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { readTermsVersion, termsVersions, undatedChange, type TermsVersion } from "../../src/node/pages/termsDated";

const FILE = "content/legal/terms-of-service.md";
// The Terms as they are: their section 7 promises the "last updated" date changes with them.
const source = fs.readFileSync(path.join(__dirname, "../..", FILE), "utf8");
const terms = readTermsVersion(source)!;
const typo = terms.text.replace("We may update these terms", "We may change these terms");

/** A version of the Terms: the file on disk (no commit) or a commit's, written at `iso`. */
const version = (commit: string | null, iso: string, lastUpdated: string, text: string): TermsVersion => ({
  commit,
  at: new Date(iso),
  lastUpdated,
  text,
});

describe("the Terms' date, read against their history", () => {
  it("promises it in the Terms themselves (section 7), and reads their date and text", () => {
    expect(terms.text).toMatch(/## 7\. Modifications[\s\S]*the "last updated" date above will change/);
    expect(terms.lastUpdated).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(source).toContain(`lastUpdated: "${terms.lastUpdated}"`);
  });

  // Published through the CMS on 5 December, the change kept the date of 27 November: the page
  // told visitors the terms had not changed since then, against section 7.
  it("names a change committed days after the date it kept, with the commit, and what to write", () => {
    const versions = [
      version(null, "2026-12-05T12:00:00Z", "27/11/2026", typo),
      version("b2c3d4e", "2026-12-05T09:00:00Z", "27/11/2026", typo),
      version("a1b2c3d", "2026-11-27T03:00:00Z", "27/11/2026", terms.text),
      version("9f8e7d6", "2026-11-26T23:59:00Z", "26/11/2026", "Older terms."),
    ];
    expect(undatedChange(FILE, versions)).toBe(
      `Legal page ${FILE}: the text changed in commit b2c3d4e of 2026-12-05, but field "lastUpdated" still says 27/11/2026: section 7 of the Terms promises that the "last updated" date changes with them: write the day of this change, 05/12/2026 (DD/MM/YYYY)`,
    );
    // The same change on disk, not committed yet (a build on the developer's machine).
    expect(undatedChange(FILE, [versions[0], versions[2], versions[3]])).toMatch(
      /the text changed since the last commit, but field "lastUpdated" still says 27\/11\/2026/,
    );
  });

  // The third CMS trial: a change dated 29/11/2025, a year before the date it replaced, went live
  // and told visitors the new terms were a year old.
  it("names a new date earlier than the one it replaces, on a change of the text", () => {
    const set = version("a1b2c3d", "2026-11-27T03:00:00Z", "27/11/2026", terms.text);
    expect(undatedChange(FILE, [version(null, "2026-11-29T10:00:00Z", "29/11/2025", typo), set])).toBe(
      `Legal page ${FILE}: the text changed since the last commit, but field "lastUpdated" says 29/11/2025, before the date it replaces (27/11/2026): section 7 of the Terms promises that the "last updated" date changes with them: write the day of this change, 29/11/2026 (DD/MM/YYYY)`,
    );
    // An earlier date on the same text is no change of the Terms (a typo in the date, put right).
    expect(undatedChange(FILE, [version(null, "2026-11-29T10:00:00Z", "26/11/2026", terms.text), set])).toBeNull();
  });

  it("lets through a new date, a change on the day the date names (a day either side), and lines wrapped anew", () => {
    const set = version("a1b2c3d", "2026-11-27T03:00:00Z", "27/11/2026", terms.text);
    const older = version("9f8e7d6", "2026-11-20T10:00:00Z", "20/11/2026", "Older terms.");
    // The date set with the change: what came before it was dated by the older date.
    expect(undatedChange(FILE, [version(null, "2026-12-09T10:00:00Z", "05/12/2026", typo), set, older])).toBeNull();
    // A second correction on the day, or the next where the founder is ahead of UTC.
    for (const day of ["2026-11-27T16:00:00Z", "2026-11-28T05:00:00Z", "2026-11-26T22:00:00Z"]) {
      expect(undatedChange(FILE, [version("c3d4e5f", day, "27/11/2026", typo), set, older])).toBeNull();
    }
    const wrapped = terms.text.replace(/ /g, "\n");
    expect(undatedChange(FILE, [version("c3d4e5f", "2027-03-01T10:00:00Z", "27/11/2026", wrapped), set])).toBeNull();
    // A change dated anew later forgives nothing it should not: the page shows the new date.
    const late = version("b2c3d4e", "2026-12-05T09:00:00Z", "27/11/2026", typo);
    expect(undatedChange(FILE, [version("d4e5f6a", "2026-12-06T09:00:00Z", "06/12/2026", typo), late, set])).toBeNull();
  });
});

describe("termsVersions", () => {
  let root: string;
  /** git in `root`, as a founder's commit at `iso` would be. */
  const git = (iso: string | null, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Founder", "-c", "user.email=founder@example.com", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...(iso ? { GIT_AUTHOR_DATE: iso, GIT_COMMITTER_DATE: iso } : {}) },
    });
  const write = (lastUpdated: string, text: string) => {
    fs.writeFileSync(
      path.join(root, FILE),
      `---\ntitle: Terms of Service\nlastUpdated: "${lastUpdated}"\n---\n${text}`,
    );
  };
  const commit = (iso: string) => {
    git(iso, "add", "-A");
    git(iso, "commit", "-q", "-m", "Update Legal pages “Terms of service”");
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "terms-"));
    fs.mkdirSync(path.join(root, "content/legal"), { recursive: true });
    git(null, "init", "-q");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the file on disk, then each commit back to the one that set its present date", () => {
    write("20/11/2026", "Old terms.\n");
    commit("2026-11-20T10:00:00Z");
    write("27/11/2026", terms.text);
    commit("2026-11-27T03:00:00Z");
    write("27/11/2026", typo);
    commit("2026-12-05T09:00:00Z");
    const versions = termsVersions(root, FILE, new Date("2026-12-06T08:00:00Z"))!;
    expect(versions.map(({ commit, at, lastUpdated }) => [commit === null, at.toISOString(), lastUpdated])).toEqual([
      [true, "2026-12-06T08:00:00.000Z", "27/11/2026"],
      [false, "2026-12-05T09:00:00.000Z", "27/11/2026"],
      [false, "2026-11-27T03:00:00.000Z", "27/11/2026"],
      [false, "2026-11-20T10:00:00.000Z", "20/11/2026"],
    ]);
    expect(undatedChange(FILE, versions)).toMatch(/the text changed in commit [0-9a-f]{7,} of 2026-12-05/);
    // Dated anew, on disk: the build passes.
    write("06/12/2026", typo);
    expect(undatedChange(FILE, termsVersions(root, FILE, new Date("2026-12-06T08:00:00Z"))!)).toBeNull();
  });

  it("gives nothing where there is no history to read, and the file on disk alone before the first commit", () => {
    fs.rmSync(path.join(root, ".git"), { recursive: true });
    write("27/11/2026", terms.text);
    expect(termsVersions(root, FILE, new Date())).toBeNull();
    git(null, "init", "-q");
    expect(termsVersions(root, FILE, new Date())?.map((v) => v.commit)).toEqual([null]);
  });
});
