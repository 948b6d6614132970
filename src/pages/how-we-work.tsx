import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { ProcessSteps } from "../components/ProcessSteps";
import { Heading } from "../components/Heading";
import { ButtonLink } from "../components/Button";
import { CtaBanner } from "../components/CtaBanner";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { LABELS } from "../rules/labels";
import { space } from "../styles/theme";

const actionsCss = css({ display: "flex", flexWrap: "wrap", gap: space.sm, marginTop: space.xl });

export default function HowWeWorkPage({ data }: PageProps<Queries.HowWeWorkPageQuery>) {
  const site = useSiteMetadata();
  const { page } = data;
  const steps = data.process.nodes;
  if (!page) throw new Error("content/pages/how-we-work.yaml is missing");
  return (
    <Layout>
      <Seo title={page.seo.title} description={page.seo.description} pathname="/how-we-work/" />
      <PageHeader kicker={page.hero.kicker} title={page.hero.title} intro={page.hero.intro} />
      <Section labelledBy="steps-title">
        <Heading id="steps-title" kicker={page.steps.kicker}>
          {page.steps.title}
        </Heading>
        <ProcessSteps steps={steps} />
        <div css={actionsCss}>
          <ButtonLink to={site.schedulingUrl}>{LABELS.bookYourCall}</ButtonLink>
          <ButtonLink to="/contact/" variant="secondary">
            {LABELS.getInTouch}
          </ButtonLink>
        </div>
      </Section>
      <CtaBanner title={page.cta.title} text={page.cta.text} />
    </Layout>
  );
}

export const query = graphql`
  query HowWeWorkPage {
    page: pageHowWeWorkYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        ...CopyHeroFields
      }
      steps {
        ...CopyHeadingFields
      }
      cta {
        ...CopyCtaFields
      }
    }
    process: allProcessYaml {
      nodes {
        ...ProcessStepFields
      }
    }
  }
`;
