import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { CopyItems } from "../components/CopyItems";
import { ServiceLinkCards } from "../components/ServiceLinkCards";
import { CtaBanner } from "../components/CtaBanner";
import { SERVICES_PATH, topLevelServices } from "../rules/services";
import { colors, fontSizes, space } from "../styles/theme";
import { cardSurfaceCss } from "../styles/surfaces";

const noteCss = css(cardSurfaceCss, {
  marginTop: space.xxl,
  display: "grid",
  gap: space.xs,
  borderLeft: `6px solid ${colors.accent}`,
});
const noteTitleCss = css({ fontSize: fontSizes.lg, margin: 0 });
const noteTextCss = css({ margin: 0, color: colors.muted, maxWidth: "70ch" });
const noteLinkCss = css({ fontWeight: 700, color: colors.accentText });

/** /services/: the three top-level services, why choose us, and the note to other providers. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const copy = data.copy;
  if (!copy) return null;
  const services = topLevelServices(data.services.nodes);
  return (
    <Layout>
      <Seo title={copy.seo.title} description={copy.seo.description} pathname={SERVICES_PATH} />
      <PageHeader kicker={copy.hero.kicker ?? undefined} title={copy.hero.title} intro={copy.hero.intro ?? undefined} />
      <Section labelledBy="services-title">
        <Heading id="services-title" kicker={copy.cards.kicker ?? undefined}>
          {copy.cards.title}
        </Heading>
        <ServiceLinkCards services={services} />
      </Section>
      <Section tone="alt" labelledBy="why-title">
        <Heading id="why-title" kicker={copy.whyChoose.kicker ?? undefined}>
          {copy.whyChoose.title}
        </Heading>
        <CopyItems items={copy.whyChoose.items} variant="cards" />
        <aside css={noteCss} aria-labelledby="providers-title">
          <h3 id="providers-title" css={noteTitleCss}>
            {copy.providersNote.title}
          </h3>
          <p css={noteTextCss}>{copy.providersNote.text}</p>
          <p css={css({ margin: 0 })}>
            <Link to="/contact/" css={noteLinkCss}>
              {copy.providersNote.linkLabel}
            </Link>
          </p>
        </aside>
      </Section>
      <CtaBanner title={copy.cta.title} text={copy.cta.text} />
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage {
    copy: pageServicesYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        ...CopyHeroFields
      }
      cards {
        kicker
        title
      }
      whyChoose {
        kicker
        title
        items {
          title
          text
        }
      }
      providersNote {
        title
        text
        linkLabel
      }
      cta {
        ...CopyCtaFields
      }
    }
    services: allServicePageYaml {
      nodes {
        ...ServiceRefFields
        summary
        bullets
      }
    }
  }
`;
