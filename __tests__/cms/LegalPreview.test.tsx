import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { render, screen } from "@testing-library/react";
import { COPY_PREVIEW_WORDS } from "../../src/cms/CopyPreview";
import { PrivacyPreview, type PreviewTemplateComponentProps } from "../../src/cms/previews";
import { cmsPreviewData } from "../../src/node/cms/previewData";

const ROOT = path.join(__dirname, "../..");
const preview = cmsPreviewData(ROOT);
// What the build writes into the CMS's bundle (src/node/cms/bundle.ts).
(globalThis as { __CMS_PREVIEW_DATA__?: unknown }).__CMS_PREVIEW_DATA__ = preview;

// The file's front matter and text, split as Gatsby splits them.
const [, frontMatter, ...text] = fs
  .readFileSync(path.join(ROOT, "content/legal/privacy-policy.md"), "utf8")
  .split(/^---$/m);
const policy = { data: yaml.load(frontMatter) as Record<string, unknown>, content: text.join("---") };

/** The Privacy Policy's preview as Decap renders it, with the entry's fields as given. */
function showPolicy(body: string) {
  const fields: Record<string, unknown> = { ...policy.data, body };
  const props = {
    entry: { get: () => ({ get: (field: string) => fields[field] }) },
    widgetFor: () => null,
    document,
  } as unknown as PreviewTemplateComponentProps;
  return render(<PrivacyPreview {...props} />);
}

it("names nothing above the Privacy Policy as written, the analytics paragraphs left out as the site leaves them", () => {
  expect(preview.conditions.analytics).toBe(false);
  expect(policy.content).toContain("{analyticsProvider}");
  showPolicy(policy.content);
  expect(screen.queryByRole("status")).toBeNull();
});

it("names a placeholder of the Privacy Policy the site does not know, which the build would stop on", () => {
  showPolicy(policy.content.replace("{businessEmail}", "{bussinessEmail}"));
  expect(screen.getByRole("status")).toHaveTextContent(`{bussinessEmail}: ${COPY_PREVIEW_WORDS.unknownPlaceholder}`);
});
