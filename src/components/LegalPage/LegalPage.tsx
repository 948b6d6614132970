import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Layout } from "../Layout";
import { Seo } from "../Seo";
import { PageHeader } from "../PageHeader";
import { Container } from "../Container";
import { Prose } from "../Prose";
import { space } from "../../styles/theme";

const dateCss = css({ margin: 0 });
const bodyCss = css({ paddingBlock: space.xxl, "& > :first-child": { marginTop: 0 } });

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
  return (
    <Layout>
      <Seo title={title} description={description} pathname={pathname} />
      <PageHeader narrow title={title} intro={<p css={dateCss}>{updated}</p>} />
      <Container narrow>
        <Prose css={bodyCss} html={html} />
      </Container>
    </Layout>
  );
}
