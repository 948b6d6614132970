import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { testSiteMetadata, withTokens } from "../helpers/site";
import { NOT_FOUND_PATH } from "./routes";

const CONTENT = path.join(__dirname, "../../content");

const frontMatter = (file: string) =>
  yaml.load(fs.readFileSync(file, "utf8").split(/^---$/m)[1]) as { title: string; slug?: string; id?: number };

const yamlFile = <T>(file: string) => withTokens(yaml.load(fs.readFileSync(file, "utf8")) as T);

/**
 * Each route's page title as its content file gives it, before the site name is added:
 * content/pages/<name>.yaml (seo.title; the blog's later pages seo.titlePaged),
 * content/service-pages/*.yaml, the articles' and legal pages' front matter.
 */
export function contentPageTitles(blogPages = 1): Map<string, string> {
  const titles = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(CONTENT, "pages"))) {
    const name = path.basename(file, ".yaml");
    const page = yamlFile<{ seo: { title: string; titlePaged?: string } }>(path.join(CONTENT, "pages", file));
    const route = name === "home" ? "/" : name === "not-found" ? NOT_FOUND_PATH : `/${name}/`;
    titles.set(route, page.seo.title);
    if (name === "blog" && page.seo.titlePaged)
      for (let n = 2; n <= blogPages; n += 1)
        titles.set(`/blog/${n}/`, page.seo.titlePaged.replace("{page}", String(n)));
  }
  for (const file of fs.readdirSync(path.join(CONTENT, "service-pages"))) {
    const page = yamlFile<{ slug: string; seo: { title: string } }>(path.join(CONTENT, "service-pages", file));
    titles.set(`/services/${page.slug}/`, page.seo.title);
  }
  for (const folder of fs.readdirSync(path.join(CONTENT, "articles"))) {
    const front = frontMatter(path.join(CONTENT, "articles", folder, "index.md"));
    titles.set(`/blog/${front.slug ?? front.id}/`, front.title);
  }
  for (const file of fs.readdirSync(path.join(CONTENT, "legal"))) {
    titles.set(`/${path.basename(file, ".md")}/`, withTokens(frontMatter(path.join(CONTENT, "legal", file)).title));
  }
  return titles;
}

/** SPEC.md section 1: '<page title> | <site name>' unless the title already contains the name. */
export function specTitle(title: string, siteName = testSiteMetadata().title): string {
  return title.toLowerCase().includes(siteName.toLowerCase()) ? title : `${title} | ${siteName}`;
}
