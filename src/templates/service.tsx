import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { CopyItems } from "../components/CopyItems";
import { ServiceLinkCards } from "../components/ServiceLinkCards";
import { Faq } from "../components/Faq";
import { CtaBanner } from "../components/CtaBanner";
import { Sources } from "../components/Sources";
import { faqJsonLd, servicePath } from "../rules/services";
import { space } from "../styles/theme";

type ServiceSectionData = NonNullable<Queries.ServicePageQuery["page"]>["sections"][number];

const sectionIntroCss = css({ marginTop: `-${space.md}`, marginBottom: space.xl, maxWidth: "60ch" });

function ServiceSectionBody({
  section,
  subpages,
}: {
  section: ServiceSectionData;
  subpages: Queries.ServicePageQuery["subpages"]["nodes"];
}) {
  if (section.kind === "subpages") return <ServiceLinkCards services={subpages} />;
  const variant = section.kind === "checklist" || section.kind === "list" ? section.kind : "cards";
  return <CopyItems items={section.items ?? []} variant={variant} />;
}

/** Every service page, from its file in content/service-pages/. */
export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const { page, subpages, copy } = data;
  if (!page || !copy) return null;
  return (
    <Layout>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        pathname={servicePath(page.slug)}
        jsonLd={[faqJsonLd(page.faq)]}
      />
      <PageHeader kicker={page.hero.kicker ?? undefined} title={page.hero.title} intro={page.hero.intro ?? undefined} />
      {page.sections.map((section, index) => {
        const headingId = `section-${index + 1}`;
        return (
          <Section key={section.title} tone={index % 2 === 1 ? "alt" : "default"} labelledBy={headingId}>
            <Heading id={headingId} kicker={section.kicker ?? undefined}>
              {section.title}
            </Heading>
            {section.intro && <p css={sectionIntroCss}>{section.intro}</p>}
            <ServiceSectionBody section={section} subpages={subpages.nodes} />
          </Section>
        );
      })}
      <Section tone={page.sections.length % 2 === 1 ? "alt" : "default"} narrow labelledBy="faq-title">
        <Heading id="faq-title" kicker={copy.faq.kicker ?? undefined}>
          {copy.faq.title}
        </Heading>
        <Faq entries={page.faq} />
      </Section>
      {Boolean(page.sources?.length || page.changes?.length) && (
        <Section tone={page.sections.length % 2 === 1 ? "default" : "alt"} narrow labelledBy="sources-title">
          <Sources
            id="sources-title"
            title={copy.sources.title}
            intro={copy.sources.intro}
            changesTitle={copy.sources.changesTitle}
            sources={page.sources ?? []}
            changes={page.changes ?? []}
          />
        </Section>
      )}
      <CtaBanner title={page.cta.title} text={page.cta.text} />
    </Layout>
  );
}

export const query = graphql`
  query ServicePage($slug: String!) {
    page: servicePageYaml(slug: { eq: $slug }) {
      slug
      title
      seo {
        ...CopySeoFields
      }
      hero {
        ...CopyHeroFields
      }
      sections {
        kind
        kicker
        title
        intro
        items {
          title
          text
        }
      }
      faq {
        question
        answer
      }
      cta {
        ...CopyCtaFields
      }
      sources {
        title
        url
      }
      changes {
        date
        note
      }
    }
    subpages: allServicePageYaml(filter: { partOf: { eq: $slug } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        summary
        bullets
      }
    }
    copy: pageServicesYaml {
      faq {
        kicker
        title
      }
      sources {
        title
        intro
        changesTitle
      }
    }
  }
`;
