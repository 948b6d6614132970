import { cleanup, render, screen, within } from "@testing-library/react";
import { SITE_PREVIEW_WORDS, SiteSettingsPreview } from "../../src/cms/SiteSettingsPreview";
import type { PreviewTemplateComponentProps } from "../../src/cms/PreviewFrame";
import path from "path";
import { cmsConfig } from "../../src/node/cms/config";
import { contentListing } from "../../src/node/cms/admin";
import { cmsPreviewData } from "../../src/node/cms/previewData";
import { samplesLeft } from "../../src/node/illustrative/samples";
import { businessPlaceholders } from "../../src/rules/business";
import { buildSiteConfig } from "../../src/node/siteConfig";
import { testContentYaml, testRoutes } from "../helpers/site";

type SiteFile = {
  claims?: Record<string, unknown>;
  schedulingUrl: string;
  analyticsScript: string;
  forms: Record<string, string>;
  social: Record<string, string>;
  providers: Record<string, { name: string; privacyUrl: string; serviceDomain?: string }>;
};
const site = testContentYaml<SiteFile & { cms: { repo: string; branch: string }; siteUrl: string }>("site.yaml");
const ROOT = path.join(__dirname, "../..");
// What the build writes into the CMS's bundle (src/node/cms/bundle.ts).
const data = cmsPreviewData(ROOT, testRoutes());
const setPreviewData = (value: typeof data) =>
  ((globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = value);
beforeEach(() => setPreviewData(data));

// What Decap hands the preview: the entry's fields, as Immutable values would give them.
const propsFor = (fields: Partial<SiteFile>) =>
  ({
    entry: { get: () => ({ toJS: () => fields }) },
    fields: { toJS: () => [] },
    document,
  }) as unknown as PreviewTemplateComponentProps;

/** What the build says of the same file: its message, or null when it accepts it. */
const buildSays = (fields: Partial<SiteFile>) => {
  try {
    buildSiteConfig({ ...site, ...fields });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("the CMS's preview of Site settings", () => {
  it("is the preview of the Site settings file", () => {
    const settings = cmsConfig({
      cms: site.cms,
      siteUrl: site.siteUrl,
      content: contentListing(ROOT),
    }).collections.find((collection) => collection.name === "settings");
    // src/cms/cms.tsx registers SiteSettingsPreview under this name.
    expect(settings?.files?.map((file) => [file.name, file.file])).toEqual([["site", "content/site.yaml"]]);
  });

  it("names each provider the Privacy Policy will name, with the addresses it receives, from the file as it stands", () => {
    render(<SiteSettingsPreview {...propsFor(site)} />);
    const table = screen.getByRole("table");
    const row = (role: string) => within(table).getByRole("row", { name: new RegExp(`^${role}`) });
    const booking = row(SITE_PREVIEW_WORDS.roles.scheduling);
    expect(within(booking).getByRole("link", { name: site.providers.scheduling.name })).toHaveAttribute(
      "href",
      site.providers.scheduling.privacyUrl,
    );
    expect(booking).toHaveTextContent(site.schedulingUrl);
    const forms = row(SITE_PREVIEW_WORDS.roles.forms);
    expect(forms).toHaveTextContent(site.forms.contact);
    expect(forms).toHaveTextContent(site.forms.ebook);
    expect(row(SITE_PREVIEW_WORDS.roles.newsletter)).toHaveTextContent(site.forms.newsletter);
    // The shipped file runs no analytics script: the policy names no analytics service.
    expect(site.analyticsScript).toBe("");
    expect(row(SITE_PREVIEW_WORDS.roles.analytics)).toHaveTextContent(SITE_PREVIEW_WORDS.analyticsOff);
  });

  it("says, before publishing, what the build says of a booking link moved to another service than the provider named", () => {
    const edit = { schedulingUrl: "https://cal.com/jane-doe/30min" };
    render(<SiteSettingsPreview {...propsFor({ ...site, ...edit })} />);
    const said = buildSays(edit);
    expect(said).toContain('field "providers.scheduling" names');
    const notice = screen.getAllByRole("status").find((line) => line.textContent?.includes("providers.scheduling"));
    expect(notice?.textContent).toBe(`${SITE_PREVIEW_WORDS.stops}${said!.replace("content/site.yaml: ", "")}`);
  });

  it("says nothing of the kind once the provider changes with the link, as the build accepts it", () => {
    const edit = {
      schedulingUrl: "https://cal.com/jane-doe/30min",
      providers: { ...site.providers, scheduling: { name: "Cal.com", privacyUrl: "https://cal.com/privacy" } },
    };
    expect(buildSays(edit)).toBeNull();
    render(<SiteSettingsPreview {...propsFor({ ...site, ...edit })} />);
    expect(screen.queryAllByRole("status").filter((line) => line.textContent?.includes("providers."))).toEqual([]);
  });

  it("names the analytics provider once a script is set, and an address still an example", () => {
    const edit = { analyticsScript: "https://cdn.usefathom.com/script.js" };
    render(<SiteSettingsPreview {...propsFor({ ...site, ...edit })} />);
    const lines = screen.getAllByRole("status").map((line) => line.textContent);
    expect(lines).toContainEqual(expect.stringContaining('field "providers.analytics" names Plausible Analytics'));
    // Every address of the file that is still an example (it contains TODO) is named.
    const examples = [
      ["schedulingUrl", site.schedulingUrl],
      ...Object.entries(site.forms).map(([form, url]) => [`forms.${form}`, url]),
      ...Object.entries(site.social).map(([profile, url]) => [`social.${profile}`, url]),
    ]
      .filter(([, url]) => url.includes("TODO"))
      .map(([field]) => field);
    expect(examples).toContain("schedulingUrl");
    expect(lines).toContainEqual(SITE_PREVIEW_WORDS.examples(examples));
  });

  // Seventh founder trial: the preview named the example addresses, but not the business details
  // still to be supplied, which a production deploy stops on too.
  it("names the business details still to be supplied, as the production deploy's check does", () => {
    const business = (site as unknown as { business: Record<string, string> }).business;
    const left = businessPlaceholders(business).map((line) => line.slice(0, line.indexOf(":")));
    expect(left.length).toBeGreaterThan(0);
    render(<SiteSettingsPreview {...propsFor({ ...site, business } as Partial<SiteFile>)} />);
    const lines = screen.getAllByRole("status").map((line) => line.textContent);
    expect(lines).toContainEqual(SITE_PREVIEW_WORDS.toBeSupplied(left));
    expect(SITE_PREVIEW_WORDS.toBeSupplied(["business.legalName", "business.vatNumber"])).toBe(
      "Business details still to be supplied (they start with TODO:), so a production deploy stops until each is yours: Business > Legal name, Business > VAT number.",
    );
    cleanup();
    const supplied = Object.fromEntries(Object.keys(business).map((field) => [field, `Our ${field}`]));
    render(<SiteSettingsPreview {...propsFor({ ...site, business: supplied } as Partial<SiteFile>)} />);
    expect(screen.queryAllByRole("status").map((line) => line.textContent)).not.toContainEqual(
      expect.stringContaining("Business details still to be supplied"),
    );
  });

  it("says, before publishing, what the build says of addresses that lead to the wrong page", () => {
    const edit = {
      siteUrl: "https://borderlessconsulting.netlify.app/home",
      schedulingUrl: "https://calendly.com/app/scheduled_events/user/me",
      analyticsScript: "https://plausible.io/borderless.example",
      forms: { ...site.forms, contact: "https://formspree.io/forms/xyzabcde/submissions" },
      social: { instagram: "https://www.linkedin.com/company/borderless/", linkedin: "" },
      providers: { ...site.providers, forms: { name: "Formspree", privacyUrl: "https://formspree.io/" } },
    } as Partial<SiteFile>;
    const said = (buildSays(edit) ?? "").split("\n").map((line) => line.replace("content/site.yaml: ", ""));
    expect(said).toHaveLength(6);
    render(<SiteSettingsPreview {...propsFor({ ...site, ...edit })} />);
    const lines = screen.getAllByRole("status").map((line) => line.textContent);
    for (const line of said) expect(lines).toContainEqual(`${SITE_PREVIEW_WORDS.stops}${line}`);
  });

  it("says, before publishing, what the build says of a booking page for another length than the call's", () => {
    const edit = { schedulingUrl: "https://calendly.com/jane-doe/15min" } as Partial<SiteFile>;
    const [said] = (buildSays(edit) ?? "").split("\n").map((line) => line.replace("content/site.yaml: ", ""));
    expect(said).toMatch(/^field "schedulingUrl" books a 15-minute meeting/);
    render(<SiteSettingsPreview {...propsFor({ ...site, ...edit })} />);
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toContainEqual(
      `${SITE_PREVIEW_WORDS.stops}${said}`,
    );
  });

  // The fourth CMS trial replaced a testimonial and could not tell what was left: the list came
  // only in the build's message once Illustrative was off.
  it("lists the sample material still in place, and says the build stops on it once Illustrative is off", () => {
    const left = samplesLeft(ROOT);
    expect(left.length).toBeGreaterThan(0);
    const count = (file: string) => left.filter((line) => line.startsWith(`${file},`)).length;
    const byFile = ["testimonials", "logos", "team", "media"]
      .map((name) => `${count(`content/${name}.yaml`)} in content/${name}.yaml`)
      .join(", ")
      .replace(/, (?=[^,]*$)/, " and ");
    const { unmount } = render(
      <SiteSettingsPreview {...propsFor({ ...site, illustrative: true } as Partial<SiteFile>)} />,
    );
    // One line in sight above the preview; the list itself in the page below it.
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toContain(
      SITE_PREVIEW_WORDS.samplesOn(byFile),
    );
    const heading = screen.getByRole("heading", { name: SITE_PREVIEW_WORDS.samplesTitle });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(left);
    unmount();
    const { unmount: again } = render(
      <SiteSettingsPreview {...propsFor({ ...site, illustrative: false } as Partial<SiteFile>)} />,
    );
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toContain(
      `${SITE_PREVIEW_WORDS.stops}${SITE_PREVIEW_WORDS.samplesOff(byFile)}`,
    );
    again();
    setPreviewData({ ...data, samplesLeft: [] });
    render(<SiteSettingsPreview {...propsFor({ ...site, illustrative: true } as Partial<SiteFile>)} />);
    expect(screen.getAllByRole("status").map((line) => line.textContent)).toContain(SITE_PREVIEW_WORDS.noSamples);
  });

  // The fifth founder trial set Call minutes to 45: the build then named "30-minute" written out
  // in five articles, a process step and the site's description, and the CMS has no search.
  it("lists, once a claim is changed, the phrases that write today's figure out and the files that hold them", () => {
    const claims = testContentYaml<{ claims: Record<string, unknown> }>("site.yaml").claims;
    const writtenOut = [
      {
        claim: "callMinutes" as const,
        text: "30-minute call",
        files: ["content/process.yaml", "content/articles/a/index.md"],
      },
      { claim: "years" as const, text: "8 years at a large accounting firm", files: ["content/team.yaml"] },
    ];
    setPreviewData({ ...data, writtenOut });
    const { unmount } = render(<SiteSettingsPreview {...propsFor({ ...site, claims } as Partial<SiteFile>)} />);
    expect(screen.queryByText(/write .* out/)).toBeNull();
    unmount();
    render(
      <SiteSettingsPreview {...propsFor({ ...site, claims: { ...claims, callMinutes: 45 } } as Partial<SiteFile>)} />,
    );
    expect(
      screen
        .getAllByRole("status")
        .filter((line) => /^Call minutes is now/.test(line.textContent ?? ""))
        .map((line) => line.textContent),
    ).toEqual([
      'Call minutes is now 45, but these places write 30 out, which no placeholder changes, and the build stops on each once you publish: "30-minute call" in content/process.yaml and content/articles/a/index.md. Write the new figure in each (as of the last build).',
    ]);
  });
});
