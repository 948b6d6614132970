import { Container } from "../components/Container";
import { Prose } from "../components/Prose";
import { listed } from "../rules/text";
import { businessPlaceholders, PLACEHOLDER_PREFIX } from "../rules/business";
import { EXAMPLE_MARK, exampleAddresses } from "../rules/exampleAddresses";
import { fieldLabel } from "../rules/fields";
import { mismatchMessage, providerMismatches, serviceAddresses } from "../rules/providerDomains";
import type { Provider, SiteProviders } from "../rules/tokens";
import { wrongPageLines } from "../rules/wrongPages";
import type { WrittenOutClaim } from "../rules/cmsPreview";
import { Notice, Notices } from "./CopyPreview";
import { builtPreviewData, previewData } from "./previewData";
import { PreviewFrame } from "./PreviewFrame";
import type { PreviewTemplateComponentProps } from "./PreviewFrame";

/** The founder-facing words of this preview (the CMS's own, as COPY_PREVIEW_WORDS are). */
export const SITE_PREVIEW_WORDS = {
  stops: "The build stops on this: ",
  examples: (fields: readonly string[]) =>
    `Still examples (they contain ${EXAMPLE_MARK}), so a production deploy stops until each is yours: ${fields.map(cmsPath).join(", ")}.`,
  /** `fields` as paths ("business.legalName"), named as the CMS shows them. */
  toBeSupplied: (fields: readonly string[]) =>
    `Business details still to be supplied (they start with ${PLACEHOLDER_PREFIX}), so a production deploy stops until each is yours: ${fields.map(cmsPath).join(", ")}.`,
  title: "The outside services the Privacy Policy names",
  intro:
    "Each service receives what the site sends to the addresses beside it; the build checks that each address is on its provider's domain. A form address set in Netlify's variables replaces the one written here.",
  service: "Service",
  provider: "Named as",
  receives: "Receives",
  none: "Every page request (its server logs)",
  analyticsOff: "(not named: no analytics script is set)",
  samplesOn: (count: string) =>
    `Still samples, as of the last build: ${count}. Replace each with your own (listed below), then turn Illustrative off.`,
  samplesOff: (count: string) =>
    `Illustrative is off, but samples are still in place (as of the last build: ${count}), and the site would show them as real: replace each (listed below), or turn Illustrative back on.`,
  samplesTitle: "Sample material still in place, as of the last build",
  noSamples:
    "No sample material is left (as of the last build): turn Illustrative off, and the notes saying that testimonials, logos and pictures are examples go.",
  /** A claim changed here that content files write out with today's figure (as of the last build). */
  writtenOut: (label: string, now: string, before: string, phrases: string) =>
    `${label} is now ${now}, but these places write ${before} out, which no placeholder changes, and the build stops on each once you publish: ${phrases}. Write the new figure in each (as of the last build).`,
  claimLabels: {
    callMinutes: "Call minutes",
    years: "Years",
    countries: "Countries",
    agencies: "Agencies",
    agencyCountries: "Agency countries",
  } satisfies Record<WrittenOutClaim["claim"], string>,
  roles: {
    hosting: "Hosting",
    forms: "Contact and ebook forms",
    newsletter: "Newsletter sign-ups",
    scheduling: "Booking the call",
    analytics: "Analytics",
  } satisfies Record<keyof SiteProviders, string>,
} as const;

/** Site settings as the CMS holds them while they are edited: any field may be missing. */
interface SiteEntry {
  illustrative?: boolean;
  siteUrl?: string;
  schedulingUrl?: string;
  analyticsScript?: string;
  forms?: Partial<Record<"contact" | "ebook" | "newsletter", string>>;
  social?: Partial<Record<"instagram" | "linkedin", string>>;
  providers?: Partial<Record<keyof SiteProviders, Partial<Provider> | null>>;
  claims?: Partial<Record<WrittenOutClaim["claim"], unknown>>;
  business?: Record<string, unknown>;
}

/** A field's path ("business.legalName") as the CMS labels it ("Business > Legal name"). */
const cmsPath = (field: string) => field.split(".").map(fieldLabel).join(" > ");

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const providerOf = (value: Partial<Provider> | null | undefined): Provider | null =>
  value
    ? { name: text(value.name), privacyUrl: text(value.privacyUrl), serviceDomain: text(value.serviceDomain) }
    : null;

/** "6 in content/testimonials.yaml and 7 in content/logos.yaml": each sample line starts with its file. */
function samplesByFile(left: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const line of left) {
    const file = line.slice(0, line.indexOf(","));
    counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  const parts = [...counts].map(([file, count]) => `${count} in ${file}`);
  return listed(parts);
}

/**
 * Where the sample material stands (as of the last build: the preview cannot read the other
 * files), in one line that stays in sight: how much is left in which file while the site is
 * illustrative, or that nothing is; with Illustrative off, that the build would stop on it.
 */
function SamplesNotice({ illustrative, left }: { illustrative: boolean; left: readonly string[] }) {
  if (left.length === 0) return illustrative ? <Notice>{SITE_PREVIEW_WORDS.noSamples}</Notice> : null;
  const count = samplesByFile(left);
  return (
    <Notice>
      {illustrative
        ? SITE_PREVIEW_WORDS.samplesOn(count)
        : `${SITE_PREVIEW_WORDS.stops}${SITE_PREVIEW_WORDS.samplesOff(count)}`}
    </Notice>
  );
}

/**
 * For each claim changed here (a figure other than the last build's), the phrases the content
 * files write out with the old figure (writtenOutClaims), which the build stops on once the
 * change is published: the CMS has no search to find them.
 */
function WrittenOutNotices({ claims }: { claims: SiteEntry["claims"] }) {
  // The figures the built pages state, which the list of phrases is of: not those saved since.
  const { tokens, writtenOut } = builtPreviewData();
  const figure = (value: unknown) => Number.parseInt(String(value ?? ""), 10);
  const changed = (Object.keys(SITE_PREVIEW_WORDS.claimLabels) as WrittenOutClaim["claim"][]).filter(
    (claim) => claims?.[claim] !== undefined && figure(claims[claim]) !== figure(tokens[claim]),
  );
  return (
    <>
      {changed.map((claim) => {
        const phrases = writtenOut.filter((item) => item.claim === claim);
        if (phrases.length === 0) return null;
        const where = phrases.map((item) => `"${item.text}" in ${listed(item.files)}`).join("; ");
        return (
          <Notice key={claim}>
            {SITE_PREVIEW_WORDS.writtenOut(
              SITE_PREVIEW_WORDS.claimLabels[claim],
              String(claims?.[claim]).trim(),
              String(tokens[claim]).replace(/\+$/, ""),
              where,
            )}
          </Notice>
        );
      })}
    </>
  );
}

/**
 * The CMS's preview of Site settings (content/site.yaml): above it, a line on the sample material
 * still in place and a line for each thing the build would stop on that an edit here can cause (an address on another service than the
 * provider the Privacy Policy names for it, or leading to the wrong page; an example address,
 * which stops a production deploy); below, each outside service with the provider named for it and what it receives.
 */
export function SiteSettingsPreview({ entry, document }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS?.() ?? {}) as SiteEntry;
  const forms = {
    contact: text(data.forms?.contact),
    ebook: text(data.forms?.ebook),
    newsletter: text(data.forms?.newsletter),
  };
  // As the build reads them from the file (a form address set in Netlify's variables is not known here).
  const addresses = serviceAddresses({
    forms,
    schedulingUrl: text(data.schedulingUrl),
    analyticsScript: text(data.analyticsScript),
  });
  const providers = Object.fromEntries(
    Object.entries(data.providers ?? {}).map(([key, value]) => [key, providerOf(value)]),
  ) as Partial<Record<keyof SiteProviders, Provider | null>>;
  const analyticsOn = text(data.analyticsScript) !== "";
  const mismatches = providerMismatches(
    { ...providers, analytics: analyticsOn ? providers.analytics : null },
    addresses,
  );
  const examples = exampleAddresses({
    forms,
    schedulingUrl: text(data.schedulingUrl),
    social: { instagram: text(data.social?.instagram), linkedin: text(data.social?.linkedin) },
  });
  const wrongPages = wrongPageLines(data);
  // Each line of businessPlaceholders starts with the field it names ("business.email: ...").
  const toBeSupplied = businessPlaceholders(data.business).map((line) => line.slice(0, line.indexOf(":")));
  const samples = previewData().samplesLeft;
  const roles = Object.keys(SITE_PREVIEW_WORDS.roles) as (keyof SiteProviders)[];
  return (
    <PreviewFrame document={document}>
      <Notices>
        {mismatches.map((mismatch) => (
          <Notice key={mismatch.setting}>
            {SITE_PREVIEW_WORDS.stops}
            {mismatchMessage(mismatch)}
          </Notice>
        ))}
        {wrongPages.map((line) => (
          <Notice key={line}>
            {SITE_PREVIEW_WORDS.stops}
            {line}
          </Notice>
        ))}
        <WrittenOutNotices claims={data.claims} />
        <SamplesNotice illustrative={data.illustrative !== false} left={samples} />
        {examples.length > 0 && (
          // Each line of exampleAddresses starts with the field it names ("forms.contact: ...").
          <Notice>{SITE_PREVIEW_WORDS.examples(examples.map((line) => line.slice(0, line.indexOf(":"))))}</Notice>
        )}
        {toBeSupplied.length > 0 && <Notice>{SITE_PREVIEW_WORDS.toBeSupplied(toBeSupplied)}</Notice>}
      </Notices>
      <Container narrow>
        <Prose>
          <h2>{SITE_PREVIEW_WORDS.title}</h2>
          <p>{SITE_PREVIEW_WORDS.intro}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">{SITE_PREVIEW_WORDS.service}</th>
                <th scope="col">{SITE_PREVIEW_WORDS.provider}</th>
                <th scope="col">{SITE_PREVIEW_WORDS.receives}</th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role) => {
                const provider = providers[role];
                const sent = addresses.filter((address) => address.provider === role && address.url);
                const off = role === "analytics" && !analyticsOn;
                return (
                  <tr key={role}>
                    <th scope="row">{SITE_PREVIEW_WORDS.roles[role]}</th>
                    <td>
                      {off ? (
                        SITE_PREVIEW_WORDS.analyticsOff
                      ) : provider?.privacyUrl ? (
                        <a href={provider.privacyUrl} onClick={(event) => event.preventDefault()}>
                          {provider.name}
                        </a>
                      ) : (
                        provider?.name
                      )}
                    </td>
                    <td>
                      {role === "hosting"
                        ? SITE_PREVIEW_WORDS.none
                        : sent.map((address) => <div key={address.setting}>{address.url}</div>)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {samples.length > 0 && (
            <>
              <h2>{SITE_PREVIEW_WORDS.samplesTitle}</h2>
              <ul>
                {samples.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </Prose>
      </Container>
    </PreviewFrame>
  );
}
