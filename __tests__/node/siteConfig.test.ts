import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { buildSiteConfig, processStepsError, readSiteConfig } from "../../src/node/siteConfig";
import { tempDir } from "../helpers/tempDir";

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

  it("names every wrong value in one message, so one build shows them all", () => {
    const wrong = {
      ...raw,
      schedulingUrl: "calendly.com/jane/30min",
      social: { ...(raw.social as object), instagram: "@janedoe" },
      business: { ...(raw.business as object), email: "hello@borderless consulting.com" },
    };
    let message = "";
    try {
      buildSiteConfig(wrong);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      'content/site.yaml: field "social.instagram" must be empty or a full https:// address, found "@janedoe"',
      'content/site.yaml: field "schedulingUrl" must be a full https:// address, found "calendly.com/jane/30min"',
      'content/site.yaml: field "business.email" must be an email address, found "hello@borderless consulting.com"',
    ]);
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
    // An emptied file (a sentence is named earlier, by its first words: src/node/schema/yamlTypes.ts).
    expect(() => buildSiteConfig(null)).toThrow(
      "content/site.yaml holds no settings: the site's name, address, claims and links are gone. Restore it from the repository's history",
    );
  });

  // gatsby-config.ts reads Site settings before any other check runs: a file replaced on GitHub by
  // a sentence was said to be "gone", and one replaced by a list had "0" named as a field, with the
  // fields the build computes (buildYear) among those to write.
  it.each([
    [
      "one line of text",
      "Borderless Consulting, international tax advice\n",
      'one line of text ("Borderless Consulting, international tax...")',
    ],
    ["a list", "- title: Borderless Consulting\n- siteUrl: https://example.com\n", "a list of 2 entries"],
  ])("names a file replaced by %s with what it holds and the settings it should hold", (_what, text, held) => {
    const root = tempDir("site-settings-");
    fs.mkdirSync(path.join(root, "content"));
    fs.writeFileSync(path.join(root, "content/site.yaml"), text);
    expect(() => readSiteConfig(root, {})).toThrow(
      `content/site.yaml holds ${held} instead of its fields (title, shortName, siteUrl, description, keywords, claims, logo, schedulingUrl, social, forms, providers, cms, ebookUrl, analyticsScript, illustrative and business): restore it from the repository's history, or write its fields again`,
    );
  });

  const claims = raw.claims as Record<string, unknown>;
  it.each([
    ["a claim is deleted", { ...claims, years: undefined }, 'field "claims.years" is missing or empty'],
    ["a claim is emptied", { ...claims, countries: " " }, 'field "claims.countries" is missing or empty'],
    [
      "the call lasts 0 minutes",
      { ...claims, callMinutes: 0 },
      'field "claims.callMinutes" must be a whole number above 0, found "0"',
    ],
    [
      "the steps are written in words",
      { ...claims, processSteps: "six" },
      'field "claims.processSteps" must be a whole number above 0, found "six"',
    ],
    [
      "the word the copy writes after it is written too",
      { ...claims, years: "8+ years" },
      'field "claims.years" is written with "years", which the copy writes after it ("{years} years"): write "8+" alone, or the copy reads "8+ years years"',
    ],
    [
      "the word is written in the singular",
      { ...claims, agencyCountries: "over 35 Countries" },
      'field "claims.agencyCountries" is written with "Countries", which the copy writes after it ("{agencyCountries} countries"): write "over 35" alone, or the copy reads "over 35 Countries countries"',
    ],
  ])("names the claim when %s (copy would read 'spent  years')", (_case, changed, message) => {
    expect(() => buildSiteConfig({ ...raw, claims: changed })).toThrow(`content/site.yaml: ${message}`);
  });

  it("names keywords separated by semicolons, which search engines would read as one", () => {
    expect(() => buildSiteConfig({ ...raw, keywords: "tax residency; company formation" })).toThrow(
      'content/site.yaml: field "keywords" is separated by ";": separate the keywords with commas, such as "tax residency, company formation"',
    );
  });

  // "Borderless Consulting International" under a phone's home-screen icon was cut to its first
  // letters (third trial of founder mistakes); the site's own short name fits.
  it("names a short name longer than a phone shows under the site's icon", () => {
    expect(String(raw.shortName).length).toBeLessThanOrEqual(12);
    expect(() => buildSiteConfig({ ...raw, shortName: "Borderless Consulting International" })).toThrow(
      'content/site.yaml: field "shortName" is 35 characters, and a phone shows about 12 under the site\'s icon: write a shorter name, such as "Borderless"',
    );
  });

  // Broken-file audit: a description of 250 characters passed, though the file's note says 160 at
  // most: it is the search description of any page without its own.
  it("names a description longer than search results show", () => {
    const long =
      `${String(raw.description)} ${"Practical notes on residency, companies and banking across borders. ".repeat(2)}`.trim();
    expect(() => buildSiteConfig({ ...raw, description: long })).toThrow(
      `content/site.yaml: field "description" is ${Array.from(long.replace(/\s+/g, " ")).length} characters, over the 160 search results show: it is the search description of every page without its own, so shorten it`,
    );
    expect(() => buildSiteConfig(raw)).not.toThrow();
  });

  it("names a misspelt or misplaced setting, which would otherwise be ignored", () => {
    expect(() => buildSiteConfig({ ...raw, social: { ...(raw.social as object), instagramm: "https://x" } })).toThrow(
      'content/site.yaml: social.instagramm is not a field here (did you mean "instagram"? expected one of: instagram, linkedin)',
    );
    expect(() => buildSiteConfig({ ...raw, claim: raw.claims })).toThrow(
      'content/site.yaml: claim is not a field here (did you mean "claims"? expected one of: title, shortName, siteUrl, description, keywords, claims, logo, schedulingUrl, social, forms, providers, cms, ebookUrl, analyticsScript, illustrative, business)',
    );
    expect(() => buildSiteConfig({ ...raw, forms: "https://formspree.io/f/x" })).toThrow(
      "content/site.yaml: forms: expected a group of fields",
    );
  });

  it("refuses a social profile, the site's address or the booking page that is not a full https:// address", () => {
    expect(() => buildSiteConfig({ ...raw, social: { ...(raw.social as object), instagram: "@borderless" } })).toThrow(
      'content/site.yaml: field "social.instagram" must be empty or a full https:// address, found "@borderless"',
    );
    expect(() => buildSiteConfig({ ...raw, siteUrl: "http://borderless.example" })).toThrow(
      'field "siteUrl" must be a full https:// address',
    );
    expect(() => buildSiteConfig({ ...raw, schedulingUrl: "calendly.com/x" })).toThrow(
      'field "schedulingUrl" must be a full https:// address, found "calendly.com/x"',
    );
    expect(() => buildSiteConfig({ ...raw, social: { instagram: "", linkedin: "" } })).not.toThrow();
  });

  it("records the build year for the copyright line and the build day for dated text", () => {
    const site = buildSiteConfig(raw, {}, "site.yaml", new Date("2031-06-01T00:00:00Z"));
    expect(site.buildYear).toBe(2031);
    expect(site.buildDate).toBe("2031-06-01");
  });

  it("reads the providers that the Privacy Policy names, and no analytics provider while analytics is off", () => {
    const providers = raw.providers as Record<string, { name: string; privacyUrl: string }>;
    const site = buildSiteConfig({ ...raw, analyticsScript: "" });
    for (const key of ["hosting", "forms", "newsletter", "scheduling"] as const)
      expect(site.providers[key]).toEqual(providers[key]);
    expect(site.providers.analytics).toBeNull();
  });

  it("names the field when a provider is incomplete", () => {
    const providers = raw.providers as Record<string, Record<string, string>>;
    expect(() => buildSiteConfig({ ...raw, providers: { ...providers, scheduling: { name: "Calendly" } } })).toThrow(
      'content/site.yaml: field "providers.scheduling.privacyUrl" is missing or empty',
    );
    expect(() => buildSiteConfig({ ...raw, providers: undefined })).toThrow(
      'field "providers.hosting.name" is missing or empty',
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

describe("buildSiteConfig: legal pages and illustrative material", () => {
  const business = raw.business as Record<string, string>;
  const real = {
    legalName: "Jane Doe",
    address: "1 High Street, Bristol BS1 1AA, United Kingdom",
    email: "hello@example.com",
    companyNumber: "not a registered company",
    vatNumber: "not VAT registered",
  };

  it("reads the business block as written, placeholders included", () => {
    expect(buildSiteConfig(raw).business).toEqual(
      Object.fromEntries(Object.entries(business).map(([key, value]) => [key, value.trim()])),
    );
    expect(buildSiteConfig({ ...raw, business: real }).business).toEqual(real);
  });

  it("names the field of a business detail that is missing, and refuses an email that is not one", () => {
    expect(() => buildSiteConfig({ ...raw, business: { ...real, address: " " } })).toThrow(
      'content/site.yaml: field "business.address" is missing or empty (write "TODO: ..." until you know it)',
    );
    expect(() => buildSiteConfig({ ...raw, business: undefined })).toThrow('field "business.legalName"');
    expect(() => buildSiteConfig({ ...raw, business: { ...real, email: "hello at example.com" } })).toThrow(
      'content/site.yaml: field "business.email" must be an email address, found "hello at example.com"',
    );
    expect(buildSiteConfig({ ...raw, business: { ...real, email: "TODO: an email" } }).business.email).toBe(
      "TODO: an email",
    );
  });

  it("asks for the analytics provider once an analytics script is set, and names it", () => {
    const script = "https://plausible.io/js/script.js";
    const { analytics: _configured, ...withoutAnalytics } = raw.providers as Record<string, unknown>;
    expect(() => buildSiteConfig({ ...raw, analyticsScript: script, providers: withoutAnalytics })).toThrow(
      'field "providers.analytics.name" is missing or empty (the Privacy Policy names it while analyticsScript is set)',
    );
    const analytics = { name: "Plausible Analytics", privacyUrl: "https://plausible.io/privacy" };
    const providers = { ...(raw.providers as object), analytics };
    expect(buildSiteConfig({ ...raw, analyticsScript: script, providers }).providers.analytics).toEqual(analytics);
    expect(buildSiteConfig({ ...raw, providers }, { GATSBY_ANALYTICS_SCRIPT: script }).providers.analytics).toEqual(
      analytics,
    );
  });

  describe("the provider the Privacy Policy names for each service receives what the site sends it", () => {
    const providers = raw.providers as Record<string, { name: string; privacyUrl: string }>;
    const calCom = { name: "Cal.com", privacyUrl: "https://cal.com/privacy" };

    it("refuses a booking link on another service than providers.scheduling, naming both fields and both domains", () => {
      const run = () => buildSiteConfig({ ...raw, schedulingUrl: "https://cal.com/someone/30min" });
      expect(run).toThrow(
        `content/site.yaml: field "providers.scheduling" names ${providers.scheduling.name}, whose privacy page is on calendly.com, but the booking link (field "schedulingUrl") is on cal.com`,
      );
      expect(run).toThrow(/write cal\.com under providers\.scheduling\.serviceDomain/);
    });

    it("accepts the booking link once the provider is changed with it", () => {
      const site = buildSiteConfig({
        ...raw,
        schedulingUrl: "https://cal.com/someone/30min",
        providers: { ...providers, scheduling: calCom },
      });
      expect(site.providers.scheduling).toEqual(calCom);
    });

    it("accepts a service whose privacy page is on another domain when serviceDomain names the domain of its addresses", () => {
      const google = { name: "Google Calendar", privacyUrl: "https://policies.google.com/privacy" };
      const withGoogle = (scheduling: Record<string, string>) => ({
        ...raw,
        schedulingUrl: "https://calendar.app.google/AbCdEf123",
        providers: { ...providers, scheduling },
      });
      expect(() => buildSiteConfig(withGoogle(google))).toThrow(/is on app\.google/);
      const site = buildSiteConfig(withGoogle({ ...google, serviceDomain: "calendar.app.google" }));
      expect(site.providers.scheduling).toEqual({ ...google, serviceDomain: "calendar.app.google" });
      expect(() => buildSiteConfig(withGoogle({ ...google, serviceDomain: "https://calendar.app.google/" }))).toThrow(
        'content/site.yaml: field "providers.scheduling.serviceDomain" must be a domain such as calendar.app.google, found "https://calendar.app.google/"',
      );
    });

    it("names the environment setting when a form address set there goes to another service than the one named", () => {
      expect(() => buildSiteConfig(raw, { GATSBY_CONTACT_FORM_ENDPOINT: "https://usebasin.com/f/abc123" })).toThrow(
        `content/site.yaml: field "providers.forms" names ${providers.forms.name}, whose privacy page is on formspree.io, but the contact form's address (GATSBY_CONTACT_FORM_ENDPOINT) is on usebasin.com`,
      );
      expect(() =>
        buildSiteConfig({
          ...raw,
          forms: { ...(raw.forms as object), newsletter: "https://app.convertkit.com/forms/1/subscriptions" },
        }),
      ).toThrow(
        /field "providers\.newsletter" names .*, but the newsletter form's address \(field "forms\.newsletter"\) is on convertkit\.com/,
      );
    });

    it("refuses an analytics script served by another service than providers.analytics", () => {
      expect(() => buildSiteConfig({ ...raw, analyticsScript: "https://cdn.usefathom.com/script.js" })).toThrow(
        `field "providers.analytics" names ${(raw.providers as Record<string, { name: string }>).analytics.name}, whose privacy page is on plausible.io, but the analytics script (field "analyticsScript") is on usefathom.com`,
      );
    });

    it("names every such address at once, each on its own line", () => {
      const run = () =>
        buildSiteConfig({
          ...raw,
          schedulingUrl: "https://cal.com/someone/30min",
          analyticsScript: "https://cdn.usefathom.com/script.js",
        });
      expect(run).toThrow(
        /^content\/site\.yaml: field "providers\.scheduling" names .*\ncontent\/site\.yaml: field "providers\.analytics" names /,
      );
    });

    it("leaves addresses on this machine alone (the tests' mock provider)", () => {
      const site = buildSiteConfig(raw, {
        GATSBY_CONTACT_FORM_ENDPOINT: "http://127.0.0.1:4010/contact",
        GATSBY_NEWSLETTER_FORM_ENDPOINT: "http://localhost:4010/newsletter",
        GATSBY_ANALYTICS_SCRIPT: "http://127.0.0.1:4010/analytics.js",
      });
      expect(site.forms.contact).toBe("http://127.0.0.1:4010/contact");
    });
  });

  it("refuses a provider's privacy link that is not https", () => {
    const providers = {
      ...(raw.providers as object),
      hosting: { name: "Host", privacyUrl: "www.host.example/privacy" },
    };
    expect(() => buildSiteConfig({ ...raw, providers })).toThrow(
      'field "providers.hosting.privacyUrl" must be an https:// address',
    );
  });

  it("reads the illustrative flag, counting a missing one as on, and refuses anything but true or false", () => {
    expect(buildSiteConfig(raw).illustrative).toBe(raw.illustrative !== false);
    expect(buildSiteConfig({ ...raw, illustrative: false }).illustrative).toBe(false);
    expect(buildSiteConfig({ ...raw, illustrative: undefined }).illustrative).toBe(true);
    expect(() => buildSiteConfig({ ...raw, illustrative: "no" })).toThrow(
      'content/site.yaml: field "illustrative" must be true or false, found "no"',
    );
  });
});

describe("buildSiteConfig: addresses that are well formed but lead to the wrong page", () => {
  const problems = (changed: Record<string, unknown>, env = {}): string[] => {
    try {
      buildSiteConfig({ ...raw, ...changed }, env);
    } catch (error) {
      return (error as Error).message.split("\n");
    }
    return [];
  };

  it("refuses a site address with a path, on which every page's canonical and sharing address would be built", () => {
    expect(problems({ siteUrl: "https://borderlessconsulting.netlify.app/home" })).toEqual([
      'content/site.yaml: field "siteUrl" must be the site\'s address alone, such as https://www.example.com, without a path, query or #: every page\'s own address is built on it; found "https://borderlessconsulting.netlify.app/home"',
    ]);
    expect(problems({ siteUrl: "https://borderlessconsulting.netlify.app/" })).toEqual([]);
  });

  it("refuses a social profile on another platform's site (the two swapped, say)", () => {
    const social = {
      instagram: "https://www.linkedin.com/company/borderless/",
      linkedin: "https://instagram.com/borderless",
    };
    expect(problems({ social })).toEqual([
      'content/site.yaml: field "social.instagram" must be an address on instagram.com (the footer\'s Instagram icon leads to it), found "https://www.linkedin.com/company/borderless/"',
      'content/site.yaml: field "social.linkedin" must be an address on linkedin.com (the footer\'s LinkedIn icon leads to it), found "https://instagram.com/borderless"',
    ]);
    expect(
      problems({
        social: { instagram: "https://instagram.com/borderless", linkedin: "https://uk.linkedin.com/in/jane" },
      }),
    ).toEqual([]);
  });

  it("refuses an email address written as a link, which the site makes a link itself", () => {
    const business = { ...(raw.business as object), email: "mailto:hello@borderless.example" };
    expect(problems({ business })).toEqual([
      'content/site.yaml: field "business.email" must be the address alone, without "mailto:" (the site makes it a link), found "mailto:hello@borderless.example"',
    ]);
  });

  it("refuses a form provider's page that is not a form's address: Formspree's list of submissions, say", () => {
    const forms = { ...(raw.forms as object), contact: "https://formspree.io/forms/xyzabcde/submissions" };
    expect(problems({ forms })).toEqual([
      'content/site.yaml: field "forms.contact" is a Formspree page but not a form\'s address, which reads https://formspree.io/f/ and the form\'s ID (Formspree shows it on the form\'s Integration tab); found "https://formspree.io/forms/xyzabcde/submissions"',
    ]);
    expect(problems({}, { GATSBY_EBOOK_FORM_ENDPOINT: "https://formspree.io/forms/xyzabcde" })).toEqual([
      "GATSBY_EBOOK_FORM_ENDPOINT is a Formspree page but not a form's address, which reads https://formspree.io/f/ and the form's ID (Formspree shows it on the form's Integration tab); found \"https://formspree.io/forms/xyzabcde\"",
    ]);
  });

  it("refuses a page of the platform that is not a profile: the feed or settings seen while signed in", () => {
    const social = {
      instagram: "https://www.instagram.com/accounts/edit/",
      linkedin: "https://www.linkedin.com/feed/",
    };
    expect(problems({ social })).toEqual([
      'content/site.yaml: field "social.instagram" must be the address of a profile on instagram.com, such as https://www.instagram.com/your-name/ (this is a page of Instagram you see while signed in); found "https://www.instagram.com/accounts/edit/"',
      'content/site.yaml: field "social.linkedin" must be the address of a profile on linkedin.com, such as https://www.linkedin.com/company/your-company/ or https://www.linkedin.com/in/your-name/ (this is a page of LinkedIn you see while signed in); found "https://www.linkedin.com/feed/"',
    ]);
    expect(
      problems({
        social: {
          instagram: "https://www.instagram.com/borderless.consulting/",
          linkedin: "https://www.linkedin.com/company/borderless/",
        },
      }),
    ).toEqual([]);
  });

  it("refuses the scheduling service's own dashboard, which visitors cannot open", () => {
    expect(problems({ schedulingUrl: "https://calendly.com/app/scheduled_events/user/me" })).toEqual([
      'content/site.yaml: field "schedulingUrl" is a page of Calendly\'s own app, which only you can open: write your booking page\'s address, such as https://calendly.com/your-name/30min; found "https://calendly.com/app/scheduled_events/user/me"',
    ]);
    expect(problems({ schedulingUrl: "https://calendly.com/event_types/user/me" })).toEqual([
      'content/site.yaml: field "schedulingUrl" is a page of Calendly\'s own app, which only you can open: write your booking page\'s address, such as https://calendly.com/your-name/30min; found "https://calendly.com/event_types/user/me"',
    ]);
    expect(problems({ schedulingUrl: "https://calendly.com/jane-doe/30min" })).toEqual([]);
  });

  // Fourth trial: the booking link pointed at a 15-minute event while every page offered a
  // 30-minute call (claims.callMinutes), and the build said nothing.
  it("refuses a booking page whose address names another length than the call's", () => {
    const claims = (raw as { claims: Record<string, unknown> }).claims;
    expect(claims.callMinutes).toBe(30);
    expect(problems({ schedulingUrl: "https://calendly.com/jane-doe/15min" })).toEqual([
      'content/site.yaml: field "schedulingUrl" books a 15-minute meeting ("15min" in its address), but Claims > Call minutes (claims.callMinutes) says the call lasts 30 minutes: link the booking page of a 30-minute event, or change Call minutes',
    ]);
    expect(problems({ schedulingUrl: "https://cal.com/jane/45-minutes" })[0]).toMatch(/books a 45-minute meeting/);
    for (const address of [
      "https://calendly.com/jane-doe/30min",
      "https://calendly.com/jane-doe/discovery-call",
      "https://calendly.com/min15/intro",
    ]) {
      expect(problems({ schedulingUrl: address })).toEqual([]);
    }
  });

  it("refuses a page where the analytics script belongs: the service's dashboard or home page", () => {
    const said = (value: string) =>
      `must be the address of the analytics service's script, the src="..." in the code it gives you to paste (such as https://plausible.io/js/script.js), not of a page: the site loads it as a script once a visitor accepts cookies; found "${value}"`;
    const dashboard = "https://plausible.io/borderless.example";
    expect(problems({ analyticsScript: dashboard })).toEqual([
      `content/site.yaml: field "analyticsScript" ${said(dashboard)}`,
    ]);
    expect(problems({}, { GATSBY_ANALYTICS_SCRIPT: "https://plausible.io/" })).toEqual([
      `GATSBY_ANALYTICS_SCRIPT ${said("https://plausible.io/")}`,
    ]);
    expect(problems({ analyticsScript: "https://plausible.io/js/script.js" })).toEqual([]);
    expect(problems({ analyticsScript: "https://plausible.io/js/pa-XXXXXXXX.js" })).toEqual([]);
  });

  it("refuses a provider's home page where its privacy page belongs", () => {
    const providers = {
      ...(raw.providers as object),
      forms: { name: "Formspree", privacyUrl: "https://formspree.io/" },
    };
    expect(problems({ providers })).toEqual([
      'content/site.yaml: field "providers.forms.privacyUrl" must be the address of the service\'s privacy page, not of its home page (the Privacy Policy links to it), found "https://formspree.io/"',
    ]);
  });
});

describe("the number of process steps the copy claims", () => {
  const steps = yaml.load(fs.readFileSync(path.join(__dirname, "../../content/process.yaml"), "utf8")) as unknown[];

  it("agrees with the steps content/process.yaml lists", () => {
    expect(processStepsError(buildSiteConfig(raw).claims.processSteps, steps.length)).toBeNull();
  });

  it("names both files when a step is added or removed and the claim is not", () => {
    expect(processStepsError(6, 5)).toBe(
      'content/site.yaml: field "claims.processSteps" is 6, but content/process.yaml lists 5 steps: pages say "6-step process" above that list, so make the two agree',
    );
  });
});
