import type { ReactNode } from "react";
import { Layout } from "../Layout";
import { Seo } from "../Seo";
import { LegalText } from "./LegalText";
import { useUiCopy } from "../../hooks/useUiCopy";
import { withNewTabNotes } from "../../rules/text";

export interface LegalPageProps {
  title: string;
  description: string;
  pathname: string;
  /** The 'Last updated' line under the title. */
  updated: ReactNode;
  /** The text of the page's markdown file, rendered. */
  html: string;
}

/** A legal text from content/legal/: title, date, then the markdown at reading width. */
export function LegalPage({ title, description, pathname, updated, html }: LegalPageProps) {
  const { labels } = useUiCopy();
  return (
    <Layout>
      <Seo title={title} description={description} pathname={pathname} />
      <LegalText title={title} updated={updated} html={withNewTabNotes(html, labels.opensInNewTab)} />
    </Layout>
  );
}
