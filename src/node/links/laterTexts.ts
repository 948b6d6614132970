import path from "path";
import { escapeHtml } from "../../rules/text";
import { readYamlFile } from "../schema/yamlFiles";

/**
 * The texts of content/ that no built page holds: a page shows them once it runs (a form's
 * messages, the 404 page's note on a missing article, the blog's later pages' labels). The text
 * checks read them as one more page, named so, as they read the ebook's PDF: written with markup
 * or a placeholder the field does not fill, they would reach visitors as written. The browser
 * test in __tests__/e2e/content.test.ts fails on a text of these files that is in no built page
 * and not listed here.
 */
export const SHOWN_LATER = "the messages pages show once they run";

export const LATER_TEXTS: Readonly<Record<string, readonly string[]>> = {
  "content/forms.yaml": [
    "fieldTooLong",
    "fieldEmpty",
    "contact.notDelivered",
    "contact.retry",
    "contact.checkFields",
    "newsletter.success",
    "newsletter.failed",
  ],
  "content/pages/not-found.yaml": ["blogNotFound"],
  "content/pages/blog.yaml": ["pagination.label", "seo.titlePaged"],
};

/** The placeholders of these texts that the page fills in, as it fills them (a field's limit, a page's number). */
const FILLED: Readonly<Record<string, string>> = { max: "100", page: "2" };

/** Those texts as a page, one paragraph each, read from the content/ under `root`. */
export function laterTextsPage(root = process.cwd()): string {
  return Object.entries(LATER_TEXTS)
    .flatMap(([file, fields]) => {
      const data = readYamlFile(path.join(root, file), root);
      return fields.map((field) =>
        field.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], data),
      );
    })
    .filter((text): text is string => typeof text === "string")
    .map((text) => `<p>${escapeHtml(text.replace(/\{(\w+)\}/g, (match, name: string) => FILLED[name] ?? match))}</p>`)
    .join("\n");
}
