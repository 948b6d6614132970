/**
 * What the CMS's previews show that is not in the entry being edited: the site's claims for its
 * placeholders, the words every service page shares, and the other service pages (the cards of
 * a page's `subpages` section). The build reads them from content/ (src/node/cms/previewData.ts)
 * and writes them into the CMS's bundle, so a preview shows them as of the last publish.
 */
export interface CmsPreviewData {
  /** Placeholder values: {years} → "12" (src/rules/tokens.ts tokenValues). */
  tokens: Record<string, string>;
  /** content/pages/services.yaml: the headings under every service page. */
  services: {
    faq: { kicker: string; title: string };
    sources: { title: string; intro: string; changesTitle: string };
  };
  /** content/ui.yaml labels.opensInNewTab. */
  opensInNewTab: string;
  /** content/site.yaml schedulingUrl, where the closing band's button leads. */
  schedulingUrl: string;
  /** content/service-pages/, placeholders filled, in their menu order. */
  servicePages: { slug: string; partOf: string; title: string; summary: string; bullets: string[] }[];
}

/**
 * A text with the placeholders the site fills ({years}) filled. One the site does not know stays
 * as written, so the founder sees it in the preview; the build names it when he publishes.
 */
export function previewText(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (match, name: string) => tokens[name] ?? match);
}
