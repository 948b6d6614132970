/**
 * The largest file the CMS's media library takes from an image field (Decap's per-field
 * `media_library.config.max_file_size`, src/node/cms/config.ts), and what it says instead. A
 * 36 MB phone photo went in without a word in the CMS trial: the build makes every size the
 * site shows from a far smaller one, and the file would stay in the repository's history for good.
 */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1000 * 1000;

/**
 * How large a picture to save instead: the widest the build makes of one is an article's cover,
 * 1000 pixels wide at twice that for sharp screens (src/templates/article.tsx).
 */
export const PLENTY_WIDE = "a JPEG 2,000 pixels wide is plenty";

/** Decap's alert for a larger file (its phrase mediaLibrary.mediaLibrary.fileTooLarge, src/cms/cms.tsx). */
export const UPLOAD_TOO_LARGE = `This file is larger than ${MAX_UPLOAD_MB} MB, far more than a picture on the site needs, and it would stay in the site's history for good. Save a smaller copy (${PLENTY_WIDE}) and upload that.`;
