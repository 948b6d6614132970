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
import { space } from "../styles/theme";

const actionsCss = css({ display: "flex", flexWrap: "wrap", gap: space.sm, marginTop: space.xl });

export default function HowWeWorkPage({ data }: PageProps<Queries.HowWeWorkPageQuery>) {
  const site = useSiteMetadata();
  const steps = data.process.nodes;
  return (
    <Layout>
      <Seo
        title="Our Process"
        description={`How we work in ${steps.length} steps, from a free ${site.claims.callMinutes}-minute discovery call to a structure that keeps working as you move.`}
        pathname="/how-we-work/"
      />
      <PageHeader
        kicker={`${steps.length}-step process`}
        title="Our Process"
        intro="A clear path from the first conversation to a structure that works, with licensed partners involved wherever the law requires them."
      />
      <Section labelledBy="steps-title">
        <Heading id="steps-title" kicker="Step by step">
          From the first call to ongoing support
        </Heading>
        <ProcessSteps steps={steps} />
        <div css={actionsCss}>
          <ButtonLink to={site.schedulingUrl}>BOOK YOUR CALL</ButtonLink>
          <ButtonLink to="/contact/" variant="secondary">
            GET IN TOUCH
          </ButtonLink>
        </div>
      </Section>
      <CtaBanner title="Step one takes thirty minutes." />
    </Layout>
  );
}

export const query = graphql`
  query HowWeWorkPage {
    process: allProcessYaml {
      nodes {
        ...ProcessStepFields
      }
    }
  }
`;
