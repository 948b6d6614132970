import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { businessVerdict } from "../../src/node/business/business";
import { deployReport, onPreBootstrap } from "../../src/node/preBootstrap";
import { BUSINESS_FIELDS, businessPlaceholders, isPlaceholder, type Business } from "../../src/rules/business";
import { testSiteMetadata } from "../helpers/site";

const root = path.join(__dirname, "../..");
const siteYaml = fs.readFileSync(path.join(root, "content/site.yaml"), "utf8");
const site = yaml.load(siteYaml) as { business: Record<string, string> };

const REAL = {
  legalName: "Jane Doe",
  address: "1 High Street, Bristol BS1 1AA, United Kingdom",
  email: "hello@example.com",
  companyNumber: "not a registered company",
  vatNumber: "not VAT registered",
};

/** The shipped content/site.yaml as the build reads it, with the founder's own addresses and these details. */
const settings = (business: Partial<Business>, illustrative = false) =>
  testSiteMetadata({
    illustrative,
    business: business as Business,
    schedulingUrl: "https://calendly.com/jane-doe/30min",
    social: { instagram: "", linkedin: "" },
    forms: {
      contact: "https://formspree.io/f/xdkogqwe",
      ebook: "https://formspree.io/f/mvgpqyzr",
      newsletter: "https://formspree.io/f/xnqkebwa",
    },
  });

/** The build's onPreBootstrap on the real content/site.yaml, with Netlify's CONTEXT set to `context`. */
async function runHook(context: string | undefined) {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const previous = process.env.CONTEXT;
  if (context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = context;
  try {
    await (onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => unknown)({ reporter });
  } finally {
    if (previous === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = previous;
  }
  return reporter;
}

describe("business details still to be supplied", () => {
  it("marks a value that starts with TODO: as a placeholder, whatever its case or spacing", () => {
    expect(isPlaceholder("TODO: legal name")).toBe(true);
    expect(isPlaceholder("  todo: legal name")).toBe(true);
    expect(isPlaceholder("Jane Doe (TODO list app founder)")).toBe(false);
  });

  it("lists each field of content/site.yaml that is still a placeholder, with its hint", () => {
    const listed = businessPlaceholders(site.business);
    for (const field of BUSINESS_FIELDS) {
      if (isPlaceholder(site.business[field])) expect(listed.join("\n")).toContain(`business.${field}:`);
    }
    expect(businessPlaceholders({ ...REAL, email: "TODO: contact email address" })).toEqual([
      "business.email: contact email address",
    ]);
    expect(businessPlaceholders({ legalName: "Jane Doe" })).toHaveLength(BUSINESS_FIELDS.length - 1);
  });

  it("stops a production deploy while any is a placeholder, naming each", () => {
    const verdict = businessVerdict(
      { ...REAL, address: "TODO: postal address", vatNumber: "TODO: VAT number" },
      "production",
    );
    expect(verdict.level).toBe("fail");
    const message = verdict.level === "fail" ? verdict.message : "";
    expect(message).toContain("business.address: postal address");
    expect(message).toContain("business.vatNumber: VAT number");
    expect(message).not.toContain("business.email");
  });

  it.each([undefined, "deploy-preview", "branch-deploy"])("only warns in context %s", (context) => {
    expect(businessVerdict({ ...REAL, email: "TODO: email" }, context).level).toBe("warn");
  });

  it("treats a missing block as nothing supplied", () => {
    expect(businessVerdict(undefined, "production").level).toBe("fail");
  });

  it("says nothing once every detail is real", () => {
    expect(businessVerdict(REAL, "production")).toEqual({ level: "none" });
  });

  it("stop a production deploy and only warn on any other build while a detail is a placeholder", () => {
    const todo = settings({ ...REAL, legalName: "TODO: legal name of the business" });
    expect(deployReport(todo, "production").stop).toContain("business.legalName: legal name of the business");
    const local = deployReport(todo, undefined);
    expect(local.stop).toBeNull();
    expect(local.warnings.join("\n")).toContain("business.legalName");
    expect(deployReport(settings(REAL), "production")).toEqual({ warnings: [], stop: null });
  });
});

describe("gatsby-node onPreBootstrap: every check that can stop a production deploy", () => {
  it("stops once, listing both the illustrative material and the missing business details", () => {
    const { stop, warnings } = deployReport(settings({ ...REAL, email: "TODO: email" }, true), "production");
    expect(stop).toContain("illustrative: true");
    expect(stop).toContain("business.email");
    expect(warnings).toEqual([]);
  });

  it("warns about each outside production and lets the build go on", () => {
    const { stop, warnings } = deployReport(settings({ ...REAL, email: "TODO: email" }, true), "deploy-preview");
    expect(stop).toBeNull();
    expect(warnings).toHaveLength(2);
  });

  it("lets a production deploy through once both are settled", () => {
    expect(deployReport(settings(REAL, false), "production")).toEqual({ warnings: [], stop: null });
  });

  it("stops the production deploy of the content as it stands, once, naming what is still to be supplied", async () => {
    const reporter = await runHook("production");
    const placeholders = businessPlaceholders(site.business);
    const said = [...reporter.panic.mock.calls, ...reporter.warn.mock.calls].join("\n");
    if (placeholders.length > 0) {
      expect(reporter.panic).toHaveBeenCalledTimes(1);
      for (const item of placeholders) expect(said).toContain(item);
    } else {
      expect(said).not.toContain("business.");
    }
    const local = await runHook(undefined);
    expect(local.panic).not.toHaveBeenCalled();
    if (placeholders.length > 0) expect(local.warn.mock.calls.join("\n")).toContain(placeholders[0]);
  });
});
