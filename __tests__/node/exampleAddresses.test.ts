import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { EXAMPLE_MARK, exampleAddresses } from "../../src/rules/exampleAddresses";
import { exampleAddressesVerdict } from "../../src/node/exampleAddresses/exampleAddresses";
import { onPreBootstrap as exampleAddressesHook } from "../../src/node/exampleAddresses/onPreBootstrap";
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
const OWN = {
  schedulingUrl: "https://calendly.com/jane-doe/30min",
  social: { instagram: "https://www.instagram.com/janedoe/", linkedin: "" },
};
const real = { ...OWN, forms: REAL };

type OutsideAddressesFile = { schedulingUrl: string; forms: Record<string, string>; social?: Record<string, string> };
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

const withAddresses = (addresses: { forms?: object; schedulingUrl?: string; social?: object }) =>
  yaml.dump({ title: "X", illustrative: false, ...OWN, forms: REAL, ...addresses });
const NO_VARIABLES = {
  CONTEXT: "production",
  GATSBY_CONTACT_FORM_ENDPOINT: undefined,
  GATSBY_EBOOK_FORM_ENDPOINT: undefined,
  GATSBY_NEWSLETTER_FORM_ENDPOINT: undefined,
};

describe("outside addresses that are still examples", () => {
  it("names each form whose address contains TODO, with the variable that can set it", () => {
    expect(exampleAddresses({ ...real, forms: { ...REAL, contact: EXAMPLE } })).toEqual([
      `forms.contact: ${EXAMPLE} (or GATSBY_CONTACT_FORM_ENDPOINT; the provider refuses every message sent to it)`,
    ]);
    expect(exampleAddresses(real)).toEqual([]);
  });

  // The booking link is the site's main goal: an example one sends every visitor who books elsewhere.
  it("names the booking link and each social profile that is still an example", () => {
    const lines = exampleAddresses({
      forms: REAL,
      schedulingUrl: "https://calendly.com/TODO-your-name/30min",
      social: { instagram: "https://www.instagram.com/TODO-your-profile/", linkedin: "" },
    });
    expect(lines).toEqual([
      "schedulingUrl: https://calendly.com/TODO-your-name/30min (every booking button and the booking frame lead to it)",
      "social.instagram: https://www.instagram.com/TODO-your-profile/ (the footer's link leads to it; leave it empty to show none)",
    ]);
  });

  it("stops a production deploy, saying why, and only warns elsewhere", () => {
    const verdict = exampleAddressesVerdict(
      { ...real, forms: { ...REAL, newsletter: `https://formspree.io/f/${EXAMPLE_MARK}-x` } },
      "production",
    );
    expect(verdict.level).toBe("fail");
    expect(verdict.level === "fail" && verdict.message).toMatch(
      /^content\/site\.yaml: these addresses are still examples/,
    );
    expect(verdict.level === "fail" && verdict.message).toContain("forms.newsletter:");
    for (const context of [undefined, "deploy-preview", "branch-deploy"]) {
      expect(exampleAddressesVerdict({ ...real, schedulingUrl: "https://x.test/TODO" }, context).level).toBe("warn");
    }
    expect(exampleAddressesVerdict(real, "production")).toEqual({ level: "none" });
  });

  // The content as it stands ships example addresses: the site cannot go live with them.
  it("finds the example addresses content/site.yaml ships with, read as the build reads them", () => {
    const site = yaml.load(siteYaml) as OutsideAddressesFile;
    const shipped = [site.schedulingUrl, ...Object.values(site.forms), ...Object.values(site.social ?? {})].filter(
      (address) => String(address ?? "").includes(EXAMPLE_MARK),
    );
    const read = readSiteConfig(root, {});
    expect(exampleAddresses(read)).toHaveLength(shipped.length);
    if (shipped.length > 0) expect(exampleAddressesVerdict(read, "production").level).toBe("fail");
    expect(Object.values(site.forms).every((address) => address.startsWith("https://"))).toBe(true);
  });

  it("the build hook reads each form's address as the build does: a Netlify variable before content/site.yaml", async () => {
    const examples = withAddresses({ forms: { ...REAL, contact: EXAMPLE } });
    const stopped = await runHook(exampleAddressesHook, examples, NO_VARIABLES);
    expect(stopped.panic).toHaveBeenCalledWith(expect.stringContaining("forms.contact:"));
    const set = await runHook(exampleAddressesHook, examples, {
      ...NO_VARIABLES,
      GATSBY_CONTACT_FORM_ENDPOINT: REAL.contact,
    });
    expect(set.panic).not.toHaveBeenCalled();
    expect(set.warn).not.toHaveBeenCalled();
  });

  it("the build hook stops on an example booking link or social profile, and passes an empty profile", async () => {
    const booking = await runHook(
      exampleAddressesHook,
      withAddresses({ schedulingUrl: "https://calendly.com/TODO-your-name/30min" }),
      NO_VARIABLES,
    );
    expect(booking.panic).toHaveBeenCalledWith(expect.stringContaining("schedulingUrl: https://calendly.com/TODO"));
    const linkedin = await runHook(
      exampleAddressesHook,
      withAddresses({ social: { instagram: "", linkedin: "https://www.linkedin.com/company/TODO-x/" } }),
      NO_VARIABLES,
    );
    expect(linkedin.panic).toHaveBeenCalledWith(expect.stringContaining("social.linkedin:"));
    const empty = await runHook(exampleAddressesHook, withAddresses({ social: {} }), NO_VARIABLES);
    expect(empty.panic).not.toHaveBeenCalled();
  });

  it("is one of the checks that stop a production deploy together", async () => {
    const reporter = await runHook(onPreBootstrap, withAddresses({ forms: { ...REAL, ebook: EXAMPLE } }), NO_VARIABLES);
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining("forms.ebook:"));
  });
});
