import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { ILLUSTRATIVE_MATERIAL, illustrativeVerdict } from "../../src/build/illustrative/illustrative";
import { checkIllustrative } from "../../src/build/illustrative/check";

const root = path.join(__dirname, "../..");
const site = yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as { illustrative?: unknown };

function runHook(context: string | undefined, siteYaml: string) {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const read = jest.spyOn(fs, "readFileSync").mockReturnValue(siteYaml);
  const previous = process.env.CONTEXT;
  if (context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = context;
  try {
    checkIllustrative({ reporter } as unknown as Parameters<typeof checkIllustrative>[0]);
  } finally {
    read.mockRestore();
    if (previous === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = previous;
  }
  return reporter;
}

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

  it("the build hook panics with CONTEXT=production and only warns without it while site.yaml says illustrative", () => {
    const production = runHook("production", "title: X\nillustrative: true\n");
    expect(production.panic).toHaveBeenCalledWith(expect.stringContaining("content/testimonials.yaml"));
    expect(production.warn).not.toHaveBeenCalled();
    const local = runHook(undefined, "title: X\nillustrative: true\n");
    expect(local.panic).not.toHaveBeenCalled();
    expect(local.warn).toHaveBeenCalledWith(expect.stringContaining("illustrative: true"));
    const replaced = runHook("production", "title: X\nillustrative: false\n");
    expect(replaced.panic).not.toHaveBeenCalled();
    expect(replaced.warn).not.toHaveBeenCalled();
  });

  it("while the site is illustrative, every file on the list says so at its top", () => {
    for (const item of ILLUSTRATIVE_MATERIAL) {
      const file = item.split(/[: ]/)[0];
      const marked = fs.readFileSync(path.join(root, file), "utf8").startsWith("# ILLUSTRATIVE:");
      expect({ file, marked: marked || site.illustrative === false }).toEqual({ file, marked: true });
    }
  });
});
