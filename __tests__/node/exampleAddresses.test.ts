import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { EXAMPLE_MARK, exampleAddresses } from "../../src/rules/exampleAddresses";
import { exampleAddressesVerdict } from "../../src/node/exampleAddresses/exampleAddresses";
import { deployReport } from "../../src/node/preBootstrap";
import { buildSiteConfig, readSiteConfig } from "../../src/node/siteConfig";

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
/** The build's checks on the shipped content/site.yaml with these addresses, read with these Netlify variables. */
function report(
  addresses: { forms?: object; schedulingUrl?: string; social?: object },
  env: Record<string, string> = {},
) {
  const raw = { ...(yaml.load(siteYaml) as object), illustrative: false, ...OWN, forms: REAL, ...addresses };
  return deployReport(buildSiteConfig(raw, env), "production");
}

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

  it("the build's checks read each form's address as the build does: a Netlify variable before content/site.yaml", () => {
    const examples = { forms: { ...REAL, contact: EXAMPLE } };
    expect(report(examples).stop).toContain("forms.contact:");
    expect(report(examples, { GATSBY_CONTACT_FORM_ENDPOINT: REAL.contact }).stop ?? "").not.toContain("forms.");
  });

  it("the build's checks stop on an example booking link or social profile, and pass an empty profile", () => {
    expect(report({ schedulingUrl: "https://calendly.com/TODO-your-name/30min" }).stop).toContain(
      "schedulingUrl: https://calendly.com/TODO",
    );
    expect(report({ social: { instagram: "", linkedin: "https://www.linkedin.com/company/TODO-x/" } }).stop).toContain(
      "social.linkedin:",
    );
    expect(report({ social: {} }).stop ?? "").not.toContain("social.");
  });

  it("is one of the checks that stop a production deploy together", () => {
    const { stop } = report({ forms: { ...REAL, ebook: EXAMPLE } });
    expect(stop).toContain("forms.ebook:");
    expect(stop).toMatch(/^content\/site\.yaml: these addresses are still examples/m);
  });
});
