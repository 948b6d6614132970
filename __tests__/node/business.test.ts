import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { businessVerdict } from "../../src/node/business/business";
import { onPreBootstrap as businessHook } from "../../src/node/business/onPreBootstrap";
import { onPreBootstrap } from "../../src/node/preBootstrap";
import { BUSINESS_FIELDS, businessPlaceholders, isPlaceholder } from "../../src/rules/business";

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

type Hook = (args: { reporter: { panic: jest.Mock; warn: jest.Mock } }) => void | Promise<void>;

async function runHook(hook: unknown, context: string | undefined, yamlText: string) {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const read = jest.spyOn(fs, "readFileSync").mockReturnValue(yamlText);
  const previous = process.env.CONTEXT;
  if (context === undefined) delete process.env.CONTEXT;
  else process.env.CONTEXT = context;
  try {
    await (hook as Hook)({ reporter });
  } finally {
    read.mockRestore();
    if (previous === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = previous;
  }
  return reporter;
}

const withBusiness = (business: object, illustrative = false) => yaml.dump({ title: "X", illustrative, business });

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

  it("the build hook panics with CONTEXT=production and only warns without it while a detail is a placeholder", async () => {
    const todo = withBusiness({ ...REAL, legalName: "TODO: legal name of the business" });
    const production = await runHook(businessHook, "production", todo);
    expect(production.panic).toHaveBeenCalledWith(
      expect.stringContaining("business.legalName: legal name of the business"),
    );
    const local = await runHook(businessHook, undefined, todo);
    expect(local.panic).not.toHaveBeenCalled();
    expect(local.warn).toHaveBeenCalledWith(expect.stringContaining("business.legalName"));
    const supplied = await runHook(businessHook, "production", withBusiness(REAL));
    expect(supplied.panic).not.toHaveBeenCalled();
    expect(supplied.warn).not.toHaveBeenCalled();
  });
});

describe("gatsby-node onPreBootstrap: every check that can stop a production deploy", () => {
  it("stops once, listing both the illustrative material and the missing business details", async () => {
    const reporter = await runHook(onPreBootstrap, "production", withBusiness({ ...REAL, email: "TODO: email" }, true));
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining("illustrative: true"));
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining("business.email"));
  });

  it("warns about each outside production and lets the build go on", async () => {
    const reporter = await runHook(
      onPreBootstrap,
      "deploy-preview",
      withBusiness({ ...REAL, email: "TODO: email" }, true),
    );
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledTimes(2);
  });

  it("lets a production deploy through once both are settled", async () => {
    const reporter = await runHook(onPreBootstrap, "production", withBusiness(REAL, false));
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
  });

  it("stops the production deploy of the content as it stands while content/site.yaml has placeholders", async () => {
    const reporter = await runHook(onPreBootstrap, "production", siteYaml);
    const placeholders = businessPlaceholders(site.business);
    if (placeholders.length > 0) {
      for (const item of placeholders) expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining(item));
    } else {
      expect(reporter.panic.mock.calls.join("\n")).not.toContain("business.");
    }
  });
});
