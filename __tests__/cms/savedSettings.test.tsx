import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { render, screen } from "@testing-library/react";
import { CopyPreview } from "../../src/cms/CopyPreview";
import type { PreviewTemplateComponentProps } from "../../src/cms/PreviewFrame";
import { ArticlePreview } from "../../src/cms/previews";
import type { EventListener } from "../../src/cms/otherTabSaves";
import { rememberSavedSettings, withSavedSettings } from "../../src/cms/savedSettings";
import { contentListing } from "../../src/node/cms/admin";
import { cmsConfig, type CmsFile } from "../../src/node/cms/config";
import { cmsPreviewData } from "../../src/node/cms/previewData";
import { LIST_FIELD } from "../../src/rules/cmsFormats";
import { testRoutes, testSiteMetadata } from "../helpers/site";

// The sixth founder trial published "Call minutes: 45" in Site settings; the other previews kept
// the build's 30, told him to write 30 where he had written 45, and to write {callMinutes} in a
// process step, a field that filled no placeholders (it fills them now, and the first step writes
// {callMinutes}).

const ROOT = path.join(__dirname, "../..");
const preview = cmsPreviewData(ROOT, testRoutes());
// What the build writes into the CMS's bundle (src/node/cms/bundle.ts).
(globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = preview;
const settings = yaml.load(fs.readFileSync(path.join(ROOT, "content/site.yaml"), "utf8")) as {
  claims: { callMinutes: number };
  business: Record<string, string>;
};
const built = settings.claims.callMinutes;
const changed = built + 15;

type Handler = EventListener["handler"];

/** Site settings published in this browser at `now`, with the call lasting `minutes`. */
function settingsSavedAt(now: number, minutes: number, collection = "settings", business = settings.business) {
  let save: Handler | undefined;
  rememberSavedSettings(
    { registerEventListener: ({ name, handler }) => void (name === "postSave" && (save = handler)) },
    () => now,
  );
  const data = { ...settings, claims: { ...settings.claims, callMinutes: minutes }, business };
  save?.({
    entry: {
      get: (key: string) => (key === "collection" ? collection : key === "data" ? { toJS: () => data } : undefined),
    },
    author: { login: "founder", name: "Founder" },
  } as unknown as Parameters<Handler>[0]);
}

const [, frontMatter] = fs
  .readFileSync(
    path.join(ROOT, "content/articles", fs.readdirSync(path.join(ROOT, "content/articles"))[0], "index.md"),
    "utf8",
  )
  .split(/^---$/m);
const article = (sentence: string) =>
  ({
    entry: {
      get: (key: string) =>
        key === "path"
          ? "content/articles/x/index.md"
          : { ...(yaml.load(frontMatter) as object), body: `${sentence}\n` },
    },
    widgetFor: () => null,
    getAsset: (file: string) => file,
    document,
  }) as unknown as PreviewTemplateComponentProps;
const notices = () => screen.queryAllByRole("status").map((notice) => notice.textContent);
const callSays = (minutes: number, phrase: string, offer = "") =>
  `"${phrase}": Site settings say the call lasts ${minutes} minutes (Claims > Call minutes). Write ${minutes} here too${offer}, or change the claim there. The build stops on it when you publish.`;

beforeEach(() => localStorage.clear());

it("judges an article's call length by the Site settings published in this browser since the build", () => {
  settingsSavedAt(preview.builtAt + 60_000, changed);
  const { unmount } = render(<ArticlePreview {...dataOf(article(`Book a ${changed}-minute discovery call.`))} />);
  expect(notices()).toEqual([]);
  unmount();
  render(<ArticlePreview {...dataOf(article(`Book a ${built}-minute discovery call.`))} />);
  expect(notices()).toEqual([callSays(changed, `${built}-minute discovery call`)]);
});

it("keeps the build's figures when Site settings were saved before it", () => {
  settingsSavedAt(preview.builtAt - 60_000, changed);
  render(<ArticlePreview {...dataOf(article(`Book a ${changed}-minute discovery call.`))} />);
  expect(notices()).toEqual([callSays(built, `${changed}-minute discovery call`)]);
});

/** A list file as the CMS edits it: its fields, from the CMS's configuration, and its items. */
function listFile(file: string) {
  const site = testSiteMetadata();
  return cmsConfig({ cms: site.cms, siteUrl: site.siteUrl, content: contentListing(ROOT) })
    .collections.flatMap((collection) => (collection as { files?: CmsFile[] }).files ?? [])
    .find((entry) => entry.file === file)!;
}

/** The preview of a list file whose items are `items`. */
const listPreview = (list: CmsFile, items: unknown[]) => (
  <CopyPreview
    {...({
      entry: { get: (key: string) => (key === "data" ? { toJS: () => ({ [LIST_FIELD]: items }) } : list.file) },
      fields: { toJS: () => list.fields },
      getAsset: (asset: string) => asset,
      document,
    } as unknown as PreviewTemplateComponentProps)}
  />
);

it("offers {callMinutes} in a process step, whose field fills it", () => {
  const process = listFile("content/process.yaml");
  const steps = yaml.load(fs.readFileSync(path.join(ROOT, process.file), "utf8")) as { description: string }[];
  // The first step names the call's length as a placeholder, which follows the new setting.
  expect(steps[0].description).toContain("{callMinutes}-minute call");
  settingsSavedAt(preview.builtAt + 60_000, changed);
  const { unmount } = render(listPreview(process, steps));
  expect(notices()).toEqual([]);
  unmount();
  // Written out, the old figure stays behind.
  const written = steps.map((step, index) =>
    index === 0 ? { ...step, description: step.description.replace("{callMinutes}", String(built)) } : step,
  );
  render(listPreview(process, written));
  expect(notices()).toEqual([
    callSays(changed, `${built}-minute call`, ", or {callMinutes}, which follows that setting"),
  ]);
});

it("offers no placeholder for a text whose field fills none, such as a client's quote", () => {
  const testimonials = listFile("content/testimonials.yaml");
  const quotes = yaml.load(fs.readFileSync(path.join(ROOT, testimonials.file), "utf8")) as { quote: string }[];
  const quoted = [{ ...quotes[0], quote: `The ${built}-minute call saved me a year of guessing.` }, ...quotes.slice(1)];
  settingsSavedAt(preview.builtAt + 60_000, changed);
  render(listPreview(testimonials, quoted));
  expect(notices()).toEqual([callSays(changed, `${built}-minute call`)]);
});

it("hears only Site settings", () => {
  settingsSavedAt(preview.builtAt + 60_000, changed, "pages");
  render(<ArticlePreview {...dataOf(article(`Book a ${built}-minute discovery call.`))} />);
  expect(notices()).toEqual([]);
});

/** An entry's data as Decap holds it (an Immutable Map), as far as the article's preview reads it. */
function dataOf(props: PreviewTemplateComponentProps): PreviewTemplateComponentProps {
  const entry = props.entry as unknown as { get: (key: string) => unknown };
  const fields = entry.get("data") as Record<string, unknown>;
  return {
    ...props,
    entry: { get: (key: string) => (key === "data" ? { get: (field: string) => fields[field] } : entry.get(key)) },
  } as unknown as PreviewTemplateComponentProps;
}

// Eighth founder trial: business details published in Site settings, the Privacy Policy's preview
// still said "[to be supplied: contact email address]", and the founder thought the save had failed.
it("fills the business details published in this browser since the build, and leaves one still to be supplied", () => {
  const email = "hello@borderless-consulting.example";
  settingsSavedAt(preview.builtAt + 60_000, built, "settings", {
    ...settings.business,
    email,
    address: "TODO: the postal address of the business",
  });
  const { tokens } = withSavedSettings(preview);
  expect(tokens.businessEmail).toBe(email);
  expect(tokens.businessAddress).toBe(preview.tokens.businessAddress);
});
