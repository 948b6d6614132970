import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { EXAMPLE_MARK, exampleEndpoints, formEndpointsVerdict } from "../../src/node/formEndpoints/formEndpoints";
import { onPreBootstrap as formEndpointsHook } from "../../src/node/formEndpoints/onPreBootstrap";
import { onPreBootstrap } from "../../src/node/preBootstrap";
import { readSiteConfig } from "../../src/node/siteConfig";

const root = path.join(__dirname, "../..");
const siteYaml = fs.readFileSync(path.join(root, "content/site.yaml"), "utf8");

const REAL = {
  contact: "https://formspree.io/f/xdkogqwe",
  ebook: "https://formspree.io/f/mvgpqyzr",
  newsletter: "https://formspree.io/f/xnqkebwa",
};
const EXAMPLE = "https://formspree.io/f/TODO-contact-form-id";

type Hook = (args: { reporter: { panic: jest.Mock; warn: jest.Mock } }) => void | Promise<void>;

/** A build hook run on this content/site.yaml text, with these Netlify variables. */
async function runHook(hook: unknown, yamlText: string, env: Record<string, string | undefined>) {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const read = jest.spyOn(fs, "readFileSync").mockReturnValue(yamlText);
  const previous = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    await (hook as Hook)({ reporter });
  } finally {
    read.mockRestore();
    process.env = previous;
  }
  return reporter;
}

const withForms = (forms: object) => yaml.dump({ title: "X", illustrative: false, forms });
const NO_VARIABLES = {
  CONTEXT: "production",
  GATSBY_CONTACT_FORM_ENDPOINT: undefined,
  GATSBY_EBOOK_FORM_ENDPOINT: undefined,
  GATSBY_NEWSLETTER_FORM_ENDPOINT: undefined,
};

describe("form addresses that are still examples", () => {
  it("names each form whose address contains TODO, with the variable that can set it", () => {
    expect(exampleEndpoints({ ...REAL, contact: EXAMPLE })).toEqual([
      `forms.contact: ${EXAMPLE} (or GATSBY_CONTACT_FORM_ENDPOINT)`,
    ]);
    expect(exampleEndpoints(REAL)).toEqual([]);
  });

  it("stops a production deploy, saying why, and only warns elsewhere", () => {
    const verdict = formEndpointsVerdict(
      { ...REAL, newsletter: `https://formspree.io/f/${EXAMPLE_MARK}-x` },
      "production",
    );
    expect(verdict.level).toBe("fail");
    expect(verdict.level === "fail" && verdict.message).toMatch(
      /^content\/site\.yaml: these form addresses are still examples/,
    );
    expect(verdict.level === "fail" && verdict.message).toContain("forms.newsletter:");
    for (const context of [undefined, "deploy-preview", "branch-deploy"]) {
      expect(formEndpointsVerdict({ ...REAL, contact: EXAMPLE }, context).level).toBe("warn");
    }
    expect(formEndpointsVerdict(REAL, "production")).toEqual({ level: "none" });
  });

  // The content as it stands ships example addresses: the site cannot go live with them.
  it("finds the example addresses content/site.yaml ships with, which the build reads as its forms", () => {
    const forms = (yaml.load(siteYaml) as { forms: Record<string, string> }).forms;
    const shipped = Object.values(forms).filter((address) => address.includes(EXAMPLE_MARK));
    if (shipped.length > 0) {
      const read = readSiteConfig(root, {}).forms;
      expect(formEndpointsVerdict(read, "production").level).toBe("fail");
    }
    expect(Object.values(forms).every((address) => address.startsWith("https://"))).toBe(true);
  });

  it("the build hook reads each address as the build does: a Netlify variable before content/site.yaml", async () => {
    const examples = withForms({ contact: EXAMPLE, ebook: REAL.ebook, newsletter: REAL.newsletter });
    const stopped = await runHook(formEndpointsHook, examples, NO_VARIABLES);
    expect(stopped.panic).toHaveBeenCalledWith(expect.stringContaining("forms.contact:"));
    const set = await runHook(formEndpointsHook, examples, {
      ...NO_VARIABLES,
      GATSBY_CONTACT_FORM_ENDPOINT: REAL.contact,
    });
    expect(set.panic).not.toHaveBeenCalled();
    expect(set.warn).not.toHaveBeenCalled();
  });

  it("is one of the checks that stop a production deploy together", async () => {
    const reporter = await runHook(onPreBootstrap, withForms({ ...REAL, ebook: EXAMPLE }), NO_VARIABLES);
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining("forms.ebook:"));
  });
});
