import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { ILLUSTRATIVE_MATERIAL, illustrativeVerdict } from "../../src/node/illustrative/illustrative";
import { deployReport } from "../../src/node/preBootstrap";
import { testSiteMetadata } from "../helpers/site";

const root = path.join(__dirname, "../..");
const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { illustrative?: unknown };

describe("illustrative material", () => {
  it("stops a production deploy with the list of what to replace", () => {
    const verdict = illustrativeVerdict(true, "production");
    expect(verdict.level).toBe("fail");
    for (const item of ILLUSTRATIVE_MATERIAL) expect(verdict.level !== "none" && verdict.message).toContain(item);
  });

  it.each([undefined, "deploy-preview", "branch-deploy"])("only warns in context %s", (context) => {
    expect(illustrativeVerdict(true, context).level).toBe("warn");
  });

  it("says nothing once the founder sets it to false", () => {
    expect(illustrativeVerdict(false, "production")).toEqual({ level: "none" });
  });

  it("treats a missing flag as illustrative, so forgetting it cannot publish invented quotes", () => {
    expect(illustrativeVerdict(undefined, "production").level).toBe("fail");
  });

  it("is read from content/site.yaml by the build's checks: a stop in production, a warning elsewhere", () => {
    const said = (illustrative: boolean, context: string | undefined) => {
      const { warnings, stop } = deployReport(testSiteMetadata({ illustrative }), context);
      return { warned: warnings.join("\n"), stopped: stop ?? "" };
    };
    expect(said(true, "production").stopped).toContain("content/testimonials.yaml");
    expect(said(true, "production").warned).toBe("");
    expect(said(true, undefined).stopped).toBe("");
    expect(said(true, undefined).warned).toContain("illustrative: true");
    expect(said(false, "production").stopped).not.toContain("illustrative");
    expect(said(false, undefined).warned).not.toContain("illustrative");
  });

  it("while the site is illustrative, every file on the list says so at its top", () => {
    for (const item of ILLUSTRATIVE_MATERIAL) {
      const file = item.split(/[: ]/)[0];
      const marked = fs.readFileSync(path.join(root, file), "utf8").startsWith("# ILLUSTRATIVE:");
      expect({ file, marked: marked || site.illustrative === false }).toEqual({ file, marked: true });
    }
  });
});
