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
import { flattenLinks } from "../components/Navbar";
import { useServicesMenu } from "../hooks/useServicesMenu";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
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
  const site = useSiteMetadata();
  const serviceLinks = flattenLinks(useServicesMenu()).filter((l) => l.to !== "/services/");
  return (
    <Layout>
      <Seo
        title="What We Do"
        description="International structure design, wealth and financial strategy and global infrastructure support for location-independent entrepreneurs, nomads and expats."
        pathname="/what-we-do/"
      />
      <PageHeader
        kicker="What we do"
        title="One plan for where you live, how you earn and what you keep"
        intro="Most advisers look at one country and one problem. We look at your residency, your companies, your money and your next move together, then bring in licensed partners to carry it out."
      />
      <Section labelledBy="pillars-title">
        <Heading id="pillars-title" kicker="Three pillars">
          Where we help
        </Heading>
        <ServiceCards services={data.services.nodes} />
      </Section>
      <Section tone="alt" labelledBy="areas-title">
        <Heading id="areas-title" kicker="Services in detail">
          Explore each service
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
        <p css={noteCss}>
          We are not a law or accounting firm. Where a task needs a licensed adviser, such as a tax return, a legal
          opinion or an immigration filing, we coordinate trusted partners from a network of {site.claims.agencies}{" "}
          agencies in {site.claims.agencyCountries} countries.
        </p>
        <ButtonLink to="/services/" variant="secondary">
          View All Services
        </ButtonLink>
      </Section>
      <Section labelledBy="process-title">
        <Heading id="process-title" kicker={`${data.process.nodes.length}-step process`}>
          How we work
        </Heading>
        <ProcessSteps steps={data.process.nodes} />
        <p css={css({ marginTop: space.xl })}>
          <Link to="/how-we-work/">Read more about our process</Link>
        </p>
      </Section>
      <CtaBanner />
    </Layout>
  );
}

export const query = graphql`
  query WhatWeDoPage {
    services: allServicesYaml {
      nodes {
        ...ServiceCardFields
      }
    }
    process: allProcessYaml {
      nodes {
        ...ProcessStepFields
      }
    }
  }
`;
