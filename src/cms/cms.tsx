// The CMS at /admin/ (gatsby-plugin-decap-cms builds this entry with webpack of its own; the
// site's pages never load it). Decap itself is the prebuilt decap-cms-app bundle the plugin
// copies beside it; its configuration is public/admin/config.yml (src/node/cms/config.ts).
import CMS from "decap-cms-app";
import { FORMATS, frontMatterFormat, yamlFormat, yamlListFormat } from "../rules/cmsFormats";
import { CopyPreview } from "./CopyPreview";
import { previewData } from "./previewData";
import { ArticlePreview, EbookPreview, PrivacyPreview, TermsPreview, TestimonialsPreview } from "./previews";
import { ServicePreview } from "./ServicePreview";
import { SiteSettingsPreview } from "./SiteSettingsPreview";
import { UPLOAD_TOO_LARGE } from "../rules/uploads";
import { pasteWithoutPictures } from "./pasteWithoutPictures";
import { freshEntryEditor } from "./freshEntryEditor";
import { otherTabSaves } from "./otherTabSaves";
import { rememberSavedArticles } from "./savedArticles";
import { rememberSavedSettings } from "./savedSettings";

// Decap's own words for a file over an image field's limit name only a size in kB, a field
// that breaks its rule reads "<field> didn't match the pattern: <what to write>.", and a save
// that fails "Failed to persist entry: <why>": the field's name, then what to write, and
// "Not saved: <why>" are all the founder needs.
const english = CMS.getLocale("en");
if (english) {
  const library = english.mediaLibrary as Record<string, Record<string, string>>;
  const editor = english.editor as Record<string, Record<string, Record<string, string>>>;
  const controls = editor.editorControlPane;
  const toast = (english.ui as Record<string, Record<string, string>>).toast;
  CMS.registerLocale("en", {
    ...english,
    mediaLibrary: { ...library, mediaLibrary: { ...library.mediaLibrary, fileTooLarge: UPLOAD_TOO_LARGE } },
    editor: {
      ...editor,
      editorControlPane: { ...controls, widget: { ...controls.widget, regexPattern: "%{fieldLabel}: %{pattern}." } },
    },
    ui: { ...english.ui, toast: { ...toast, onFailToPersist: "Not saved: %{details}" } },
  });
}

pasteWithoutPictures(document);
// Before CMS.init, so it hears an address change before Decap's router does.
freshEntryEditor(window);
// Decap asks whether to restore an entry's local backup in these words (window.confirm).
const backupQuestion = (english?.editor as { editor?: { confirmLoadBackup?: string } } | undefined)?.editor
  ?.confirmLoadBackup;
otherTabSaves(window, CMS, backupQuestion);
rememberSavedArticles(CMS);
rememberSavedSettings(CMS);

CMS.registerCustomFormat(FORMATS.yaml, "yaml", yamlFormat);
CMS.registerCustomFormat(FORMATS.list, "yaml", yamlListFormat);
CMS.registerCustomFormat(FORMATS.markdown, "md", frontMatterFormat);
// Pages, Shared sections and Lists as their words in the site's type; the entries with a
// preview of their own (the testimonials) are registered after, which replaces it.
for (const name of previewData().copyFiles) CMS.registerPreviewTemplate(name, CopyPreview);
CMS.registerPreviewTemplate("articles", ArticlePreview);
CMS.registerPreviewTemplate("testimonials", TestimonialsPreview);
CMS.registerPreviewTemplate("service_pages", ServicePreview);
CMS.registerPreviewTemplate("terms_of_service", TermsPreview);
CMS.registerPreviewTemplate("privacy_policy", PrivacyPreview);
// The file entry of Site settings (src/node/cms/config.ts names it "site").
CMS.registerPreviewTemplate("site", SiteSettingsPreview);
for (const name of previewData().ebookFiles) CMS.registerPreviewTemplate(name, EbookPreview);
CMS.init();
