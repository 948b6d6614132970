import type { CmsPreviewData } from "../rules/cmsPreview";
import { withSavedSettings } from "./savedSettings";

// Written in by the build (src/node/cms/bundle.ts, webpack's DefinePlugin).
declare const __CMS_PREVIEW_DATA__: CmsPreviewData;

/** The content the previews show beside the entry being edited, as of the build. */
export const builtPreviewData = (): CmsPreviewData => __CMS_PREVIEW_DATA__;

/**
 * What the previews show beside the entry: the build's, with the claims and name of Site settings
 * saved in this browser since (src/cms/savedSettings.ts), so a preview never asks for the old figure.
 */
export const previewData = (): CmsPreviewData => withSavedSettings(__CMS_PREVIEW_DATA__);
