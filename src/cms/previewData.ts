import type { CmsPreviewData } from "../rules/cmsPreview";

// Written in by the build (src/node/cms/bundle.ts, webpack's DefinePlugin).
declare const __CMS_PREVIEW_DATA__: CmsPreviewData;

/** The content the previews show beside the entry being edited, as of the build. */
export const previewData = (): CmsPreviewData => __CMS_PREVIEW_DATA__;
