import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { buildSiteConfig } from "../../src/build/siteConfig";

const raw = yaml.load(fs.readFileSync(path.join(__dirname, "../../content/site.yaml"), "utf8")) as Record<
  string,
  unknown
>;

describe("buildSiteConfig", () => {
  it("reads the business facts from content/site.yaml", () => {
    const site = buildSiteConfig(raw);
    expect(site.title).toBe("Borderless Consulting");
    expect(site.claims).toMatchObject({
      countries: "25+",
      years: "8+",
      agencies: "400+",
      agencyCountries: "35+",
      callMinutes: 30,
    });
    expect(site.siteUrl).not.toMatch(/\/$/);
    expect(site.forms.contact).toMatch(/^https:\/\//);
  });

  it("lets the environment override each form endpoint", () => {
    const site = buildSiteConfig(raw, {
      GATSBY_CONTACT_FORM_ENDPOINT: "http://127.0.0.1:4010/contact",
      GATSBY_EBOOK_FORM_ENDPOINT: "http://127.0.0.1:4010/ebook",
      GATSBY_NEWSLETTER_FORM_ENDPOINT: " http://127.0.0.1:4010/newsletter ",
    });
    expect(site.forms).toEqual({
      contact: "http://127.0.0.1:4010/contact",
      ebook: "http://127.0.0.1:4010/ebook",
      newsletter: "http://127.0.0.1:4010/newsletter",
    });
  });

  it("ignores an empty override", () => {
    expect(buildSiteConfig(raw, { GATSBY_CONTACT_FORM_ENDPOINT: "" }).forms.contact).toBe(
      (raw.forms as Record<string, string>).contact,
    );
  });

  it("names the file and field when a required setting is missing", () => {
    expect(() => buildSiteConfig({ ...raw, siteUrl: "" })).toThrow(
      'content/site.yaml: field "siteUrl" is missing or empty',
    );
    expect(() => buildSiteConfig({ ...raw, forms: {} })).toThrow(/field "forms.contact".*GATSBY_CONTACT_FORM_ENDPOINT/);
    expect(() => buildSiteConfig("just text")).toThrow("content/site.yaml: expected a YAML mapping");
  });

  it("records the build year for the copyright line and the build day for dated text", () => {
    const site = buildSiteConfig(raw, {}, "site.yaml", new Date("2031-06-01T00:00:00Z"));
    expect(site.buildYear).toBe(2031);
    expect(site.buildDate).toBe("2031-06-01");
  });

  it("reads the form and scheduling providers that the Privacy Policy names", () => {
    expect(buildSiteConfig(raw).providers).toEqual({
      forms: { name: "Formspree", privacyUrl: "https://formspree.io/legal/privacy-policy/" },
      scheduling: { name: "Calendly", privacyUrl: "https://calendly.com/legal/privacy-notice" },
    });
  });

  it("names the field when a provider is incomplete", () => {
    const providers = raw.providers as Record<string, Record<string, string>>;
    expect(() => buildSiteConfig({ ...raw, providers: { ...providers, scheduling: { name: "Calendly" } } })).toThrow(
      'content/site.yaml: field "providers.scheduling.privacyUrl" is missing or empty',
    );
    expect(() => buildSiteConfig({ ...raw, providers: undefined })).toThrow(
      'field "providers.forms.name" is missing or empty',
    );
  });

  it.each([
    ["GATSBY_CONTACT_FORM_ENDPOINT", "http://forms.example.com/f/x"],
    ["GATSBY_EBOOK_FORM_ENDPOINT", "formspree.io/f/x"],
    ["GATSBY_NEWSLETTER_FORM_ENDPOINT", "ftp://127.0.0.1/f"],
  ])("refuses %s=%s, naming the setting", (name, value) => {
    expect(() => buildSiteConfig(raw, { [name]: value })).toThrow(
      new RegExp(`${name} must be an absolute https:// URL.*"${value.replace(/[/.]/g, "\\$&")}"`),
    );
  });

  it("refuses a plain-http endpoint in site.yaml, naming the file and field, and allows loopback http for tests", () => {
    const forms = { ...(raw.forms as object), newsletter: "http://example.com/newsletter" };
    expect(() => buildSiteConfig({ ...raw, forms })).toThrow(
      /content\/site\.yaml: field "forms\.newsletter" must be an absolute https:\/\/ URL/,
    );
    expect(buildSiteConfig(raw, { GATSBY_NEWSLETTER_FORM_ENDPOINT: "http://localhost:4010/n" }).forms.newsletter).toBe(
      "http://localhost:4010/n",
    );
  });

  it("takes the ebook from a site path or an https URL, and nothing else", () => {
    expect(buildSiteConfig(raw).ebookUrl).toMatch(/^\/.+\.pdf$/);
    expect(buildSiteConfig({ ...raw, ebookUrl: "https://files.example.com/e.pdf" }).ebookUrl).toBe(
      "https://files.example.com/e.pdf",
    );
    expect(() => buildSiteConfig({ ...raw, ebookUrl: "drive.google.com/e" })).toThrow(
      /field "ebookUrl" must be a site path/,
    );
  });

  it("reads where the CMS saves: a GitHub repository and branch, naming the field when either is wrong", () => {
    expect(buildSiteConfig(raw).cms).toEqual({ repo: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/), branch: "main" });
    expect(() => buildSiteConfig({ ...raw, cms: { repo: "https://github.com/a/b", branch: "main" } })).toThrow(
      /content\/site\.yaml: field "cms\.repo" must name the GitHub repository as owner\/name/,
    );
    expect(() => buildSiteConfig({ ...raw, cms: { repo: "a/b", branch: "my branch" } })).toThrow(
      /field "cms\.branch" must name a git branch/,
    );
    expect(() => buildSiteConfig({ ...raw, cms: undefined })).toThrow(/field "cms\.repo"/);
  });
});
