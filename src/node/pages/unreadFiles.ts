/**
 * Files under content/ that the site does not read. Each is what a founder meant as content:
 * `cta.yml` written beside `cta.yaml`, an article saved as `index.markdown`, a copy of a page
 * file kept as `about-old.yaml`. Left alone, the build would pass and the change would never
 * show, or two files would fill one type and a page would read either.
 */
import fs from "fs";
import path from "path";
import { LEGAL_FILES } from "../../rules/legal";
import { EBOOK_SOURCE_PATH } from "../ebook/buildEbook";
import { listFiles } from "../files";
import { yamlFileOf } from "../schema/yamlTypes";

/** What Windows writes beside pictures by itself (macOS's .DS_Store is hidden, so left alone too). */
const SYSTEM_FILES = /(^|\/)(Thumbs\.db|desktop\.ini)$/i;
/** Pictures, wherever a content file names them from. */
const PICTURE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
/** Pictures in kinds a browser or the site's image step cannot show: a phone's HEIC photo, a scan's TIFF, RAW and design files. */
const OTHER_PICTURE = /\.(heic|heif|tiff?|bmp|psd|raw|cr2|nef|dng|ai|eps)$/i;

/** Documents, written in a word processor or exported from one: their text belongs in the CMS. */
const DOCUMENT = /\.(docx?|odt|pages|rtf|pdf|xlsx?|numbers|pptx?|key)$/i;

/**
 * One message per file under `root`/content/ that no part of the site reads, saying what to do;
 * `yamlTypes` are the YAML files' types (content/x.yaml and content/pages/x.yaml by name).
 * Hidden files (.DS_Store) and Windows's Thumbs.db and desktop.ini are left alone.
 */
export function unreadContentFiles(root: string, yamlTypes: Iterable<string>): string[] {
  const dir = path.join(root, "content");
  if (!fs.existsSync(dir)) return [];
  const read = new Set<string>(["content/site.yaml", EBOOK_SOURCE_PATH, ...LEGAL_FILES]);
  for (const type of yamlTypes) {
    const file = yamlFileOf(type);
    if (file) read.add(file);
  }
  const files = listFiles(dir).map((file) => `content/${file.split(path.sep).join("/")}`);
  const present = new Set(files);
  const problems: string[] = [];
  for (const file of files) {
    if (file.split("/").some((part) => part.startsWith(".")) || SYSTEM_FILES.test(file)) continue;
    if (read.has(file) || PICTURE.test(file)) continue;
    if (/^content\/service-pages\/[^/]+\.yaml$/.test(file)) continue;
    if (/^content\/articles\/[^/]+\/index\.md$/.test(file)) continue;
    problems.push(`${file} ${unreadMessage(file, present)}`);
  }
  return problems;
}

function unreadMessage(file: string, present: ReadonlySet<string>): string {
  const picture = OTHER_PICTURE.exec(file);
  if (picture) {
    const kind = picture[1].toUpperCase().replace(/^TIF$/, "TIFF");
    return `is a picture the site cannot show (${kind}): save it as a .jpg (or .png or .webp) and choose that file, then delete this one`;
  }
  const document = DOCUMENT.exec(file);
  if (document) {
    return `is a document (${document[1].toUpperCase()}), which the site does not read: paste its text into the CMS (an article's Text, a page's fields), then delete this file`;
  }
  const yaml = file.replace(/\.yml$/, ".yaml");
  if (file.endsWith(".yml")) {
    return present.has(yaml)
      ? `is not read: the site reads ${yaml}, beside it. Move your changes there and delete ${file}`
      : `is not read: the site's files end in .yaml. Rename it ${yaml}`;
  }
  const article = /^content\/articles\/([^/]+)\/[^/]+$/.exec(file);
  if (article) {
    const index = `content/articles/${article[1]}/index.md`;
    return present.has(index)
      ? `is not read: an article is the file index.md in its own folder, and this folder's is ${index}. Delete this file, or give it a folder of its own as index.md`
      : `is not read: an article is the file index.md in its own folder. Rename it ${index}`;
  }
  if (/^content\/articles\/[^/]+$/.test(file)) {
    return "is not read: an article is the file index.md in a folder of its own under content/articles/ (the folder named like its address, with its cover picture beside it)";
  }
  return "is not read by any page: the site reads only the files it already has (a new page or list needs a developer). Move your changes into the file they belong to, then delete this one";
}
