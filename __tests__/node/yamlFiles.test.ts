import fs from "fs";
import os from "os";
import path from "path";
import { onPreInit } from "../../src/node/preInit";
import { yamlSyntaxReport } from "../../src/node/schema/yamlFiles";
import { readSiteConfig } from "../../src/node/siteConfig";

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

// The mistakes of an edit on GitHub's web pages: a line indented one space short, a tab.
const TEAM = read("content/team.yaml");
const TEAM_ROLE = "  role: Tax Advisers & Accountants";
const teamShortIndent = () => TEAM.replace(TEAM_ROLE, TEAM_ROLE.slice(1));
const ABOUT = read("content/pages/about.yaml");
const aboutWithTab = () => ABOUT.replace(/\n {2}(\w)/, "\n\t$1");

/** A site folder with the real content/, the given files written over it. */
function siteWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "yaml-files-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

const lineOf = (text: string, line: string) => text.split("\n").indexOf(line) + 1;

describe("a content file that is not YAML", () => {
  it("finds none in the site's own content", () => {
    expect(yamlSyntaxReport(ROOT)).toBeNull();
  });

  it("names every such file, with the line, the column, the lines around them and the usual causes once", () => {
    const team = teamShortIndent();
    const root = siteWith({ "content/team.yaml": team, "content/pages/about.yaml": aboutWithTab() });
    const report = yamlSyntaxReport(root) ?? "";
    const line = lineOf(team, TEAM_ROLE.slice(1));
    expect(line).toBeGreaterThan(1);
    expect(report).toContain(
      `content/team.yaml is not valid YAML, so the build cannot read it: line ${line}, column 2:`,
    );
    expect(report).toContain(`${line} |  role: Tax Advisers & Accountants`);
    expect(report).toMatch(
      /content\/pages\/about\.yaml is not valid YAML, so the build cannot read it: line \d+, column 1:/,
    );
    expect(report.match(/The usual causes/g)).toHaveLength(1);
    expect(report).toContain("a tab instead of spaces");
  });

  it("stops every build, locally too, before any other check and before Gatsby reads the files", async () => {
    const root = siteWith({ "content/team.yaml": teamShortIndent() });
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(root);
    const context = process.env.CONTEXT;
    delete process.env.CONTEXT;
    try {
      await (onPreInit as (args: unknown) => Promise<void>)({ reporter });
    } finally {
      cwd.mockRestore();
      if (context !== undefined) process.env.CONTEXT = context;
    }
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining("content/team.yaml is not valid YAML"));
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it("names content/site.yaml, which the build reads before anything else", () => {
    const site = read("content/site.yaml");
    const root = siteWith({ "content/site.yaml": site.replace(/^title: .*$/m, "title: Borderless: Consulting") });
    expect(() => readSiteConfig(root, {})).toThrow(
      /^content\/site\.yaml is not valid YAML, so the build cannot read it: line \d+/,
    );
  });
});
