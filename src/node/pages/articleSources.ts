/** The articles' markdown nodes as the article rules (src/rules/articles.ts) read them, with what only the disk knows. */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import type { ArticleSource } from "../../rules/articles";
import { fileDigest } from "../files";
import { splitFrontMatter } from "../../rules/frontMatter";

export interface RawArticleNode {
  id: string;
  fileAbsolutePath: string;
  fields?: { isArticle?: boolean };
  frontmatter: Record<string, unknown>;
  rawMarkdownBody?: string;
}

/** What validateArticles checks of each article beyond its front matter: its cover picture on disk (size and bytes) and where its text starts. */
export async function collectArticles(nodes: RawArticleNode[], root: string): Promise<ArticleSource[]> {
  return Promise.all(
    nodes.map(async (node) => {
      const image = node.frontmatter.image;
      const imagePath =
        typeof image === "string" ? path.resolve(path.dirname(node.fileAbsolutePath), image.trim()) : "";
      // A blank image is reported as missing by the validator.
      const imageExists = typeof image !== "string" || image.trim() === "" || fs.existsSync(imagePath);
      return {
        file: path.relative(root, node.fileAbsolutePath),
        frontmatter: node.frontmatter,
        imageExists,
        imageNamedAlike: imageExists ? undefined : namedAlike(imagePath, node.fileAbsolutePath),
        imageSize: imageExists && imagePath ? await shownSize(imagePath) : undefined,
        imageDigest: imageExists && imagePath ? fileDigest(imagePath) : undefined,
        body: node.rawMarkdownBody,
        bodyLine: bodyLine(node.fileAbsolutePath),
      };
    }),
  );
}

/** A picture's size as shown, its EXIF rotation applied; undefined when sharp cannot read it (onPreInit names such a file). */
async function shownSize(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height, orientation } = await sharp(file).metadata();
    if (!width || !height) return undefined;
    return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

/** A file in `wanted`'s folder whose name differs only in capital letters, as the article would write it. */
function namedAlike(wanted: string, article: string): string | undefined {
  const folder = path.dirname(wanted);
  if (!fs.existsSync(folder)) return undefined;
  const name = fs.readdirSync(folder).find((entry) => entry.toLowerCase() === path.basename(wanted).toLowerCase());
  if (!name) return undefined;
  const relative = path.relative(path.dirname(article), path.join(folder, name)).split(path.sep).join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** The line of the markdown file its text starts on: the one after the front matter's closing line. */
function bodyLine(file: string): number | undefined {
  const split = splitFrontMatter(fs.readFileSync(file, "utf8"));
  return "problem" in split ? undefined : split.close + 2;
}
