/** @jest-environment node */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { shownTexts, type PreviewField } from "../../src/cms/CopyPreview";
import { contentListing } from "../../src/node/cms/admin";
import { cmsConfig, type CmsCollection, type CmsFile } from "../../src/node/cms/config";
import { LIST_FIELD } from "../../src/rules/cmsFormats";
import { TOKENS_HINT } from "../../src/rules/cmsPreview";
import { claimChecks, wrongClaims } from "../../src/rules/claims";
import { testSiteMetadata } from "../helpers/site";

// A change of Call minutes (or another claim) in Site settings is followed by every field that
// fills placeholders; a figure written out there stays behind and stops the build. The first
// process step wrote "30-minute call" out, in a field that filled none, so the founder had one
// more place to change by hand after changing the claim.

const ROOT = path.join(__dirname, "../..");
const site = testSiteMetadata();
const config = cmsConfig({ cms: site.cms, siteUrl: site.siteUrl, content: contentListing(ROOT) });
const collections = config.collections as (CmsCollection & {
  files?: CmsFile[];
  folder?: string;
  extension?: string;
})[];

/** Every YAML file the CMS edits, with the fields it edits it with. */
const yamlFiles = collections.flatMap(({ files, folder, extension, fields }) => [
  ...(files ?? [])
    .filter((file) => file.file.endsWith(".yaml"))
    .map((file) => ({ file: file.file, fields: file.fields })),
  ...(folder && extension === "yaml"
    ? fs
        .readdirSync(path.join(ROOT, folder))
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => ({ file: `${folder}/${name}`, fields: fields ?? [] }))
    : []),
]) as { file: string; fields: PreviewField[] }[];

/** A file's data as the CMS holds it: a list file's items sit under one field. */
const entryData = (file: string, fields: PreviewField[]) => {
  const data = yaml.load(fs.readFileSync(path.join(ROOT, file), "utf8"));
  return fields.length === 1 && fields[0].name === LIST_FIELD ? { [LIST_FIELD]: data } : data;
};

// Figures no phrase states, so that every claim written out is found.
const everyPhrase = claimChecks({ callMinutes: -1, years: -1, countries: -1, agencies: -1, agencyCountries: -1 });

it("reads the YAML files of the pages, the shared sections, the lists and the service pages", () => {
  const files = yamlFiles.map(({ file }) => file);
  expect(files).toEqual(
    expect.arrayContaining([
      "content/pages/home.yaml",
      "content/process.yaml",
      "content/team.yaml",
      expect.stringMatching(/^content\/service-pages\/.+\.yaml$/),
    ]),
  );
});

it("writes the firm's claims as placeholders wherever the field fills them, so they follow Site settings", () => {
  const written = yamlFiles.flatMap(({ file, fields }) =>
    shownTexts(fields, entryData(file, fields))
      .filter(({ placeholders }) => placeholders)
      .flatMap(({ text }) => wrongClaims(text, everyPhrase).map((found) => `${file}: "${found.text}"`)),
  );
  expect(written).toEqual([]);
});

it("fills placeholders in a process step's text, where the first step names the call's length", () => {
  const process = yamlFiles.find(({ file }) => file === "content/process.yaml")!;
  const step = process.fields[0].fields ?? [];
  expect(step.find((field) => field.name === "description")?.hint).toContain(TOKENS_HINT);
  const steps = yaml.load(fs.readFileSync(path.join(ROOT, process.file), "utf8")) as { description: string }[];
  expect(steps[0].description).toContain("{callMinutes}-minute call");
});
