import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { ServiceCards } from "../components/ServiceCards";
import { ProcessSteps } from "../components/ProcessSteps";
import { ButtonLink } from "../components/Button";
import { CtaBanner } from "../components/CtaBanner";
import { flattenLinks, homeCards } from "../rules/services";
import { useServicesMenu } from "../hooks/useServicesMenu";
import { LABELS } from "../rules/labels";
import { colors, fontSizes, mq, radii, space } from "../styles/theme";

const pillarsCss = css({
  display: "grid",
  gap: space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq.medium]: { gridTemplateColumns: "repeat(2, 1fr)" },
  "& a": {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    minHeight: 56,
    padding: `${space.sm} ${space.lg}`,
    borderRadius: radii.md,
    border: `1px solid ${colors.border}`,
    background: colors.surface,
    color: colors.text,
    fontWeight: 650,
    textDecoration: "none",
    "&:hover": { borderColor: colors.accentText, color: colors.accentText },
  },
});
const noteCss = css({ marginTop: space.xl, color: colors.muted, fontSize: fontSizes.sm, maxWidth: "70ch" });

export default function WhatWeDoPage({ data }: PageProps<Queries.WhatWeDoPageQuery>) {
  const { page } = data;
  const serviceLinks = flattenLinks(useServicesMenu()).filter((l) => l.to !== "/services/");
  if (!page) throw new Error("content/pages/what-we-do.yaml is missing");
  return (
    <Layout>
      <Seo title={page.seo.title} description={page.seo.description} pathname="/what-we-do/" />
      <PageHeader kicker={page.hero.kicker} title={page.hero.title} intro={page.hero.intro} />
      <Section labelledBy="pillars-title">
        <Heading id="pillars-title" kicker={page.pillars.kicker}>
          {page.pillars.title}
        </Heading>
        <ServiceCards services={homeCards(data.services.nodes)} />
      </Section>
      <Section tone="alt" labelledBy="areas-title">
        <Heading id="areas-title" kicker={page.details.kicker}>
          {page.details.title}
        </Heading>
        <ul css={pillarsCss}>
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
        <p css={noteCss}>{page.details.intro}</p>
        <ButtonLink to="/services/" variant="secondary">
          {LABELS.viewAllServices}
        </ButtonLink>
      </Section>
      <Section labelledBy="process-title">
        <Heading id="process-title" kicker={page.process.kicker}>
          {page.process.title}
        </Heading>
        <ProcessSteps steps={data.process.nodes} />
        <p css={css({ marginTop: space.xl })}>
          <Link to="/how-we-work/">{page.process.link}</Link>
        </p>
      </Section>
      <CtaBanner />
    </Layout>
  );
}

export const query = graphql`
  query WhatWeDoPage {
    page: pageWhatWeDoYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        ...CopyHeroFields
      }
      pillars {
        ...CopyHeadingFields
      }
      details {
        ...CopyHeadingFields
      }
      process {
        kicker
        title
        link
      }
    }
    services: allServicePageYaml(filter: { homeCard: { icon: { ne: null } } }) {
      nodes {
        ...ServiceHomeCardFields
      }
    }
    process: allProcessYaml {
      nodes {
        ...ProcessStepFields
      }
    }
  }
`;
