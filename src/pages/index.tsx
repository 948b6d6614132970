import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { ButtonLink } from "../components/Button";
import { Hero } from "../components/Hero";
import { ServiceCards } from "../components/ServiceCards";
import { Purpose } from "../components/Purpose";
import { ProcessSteps } from "../components/ProcessSteps";
import { FounderIntro } from "../components/FounderIntro";
import { TestimonialsWall } from "../components/Testimonials";
import { QuoteBanner } from "../components/QuoteBanner";
import { LogosSection } from "../components/LogoCarousel";
import { LatestArticles } from "../components/LatestArticles";
import { CtaBanner } from "../components/CtaBanner";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { toArticleCard } from "../rules/articleCards";
import { toCarouselLogos } from "../rules/logos";
import { organizationJsonLd } from "../rules/jsonLd";
import { homeCards } from "../rules/services";
import { css } from "@emotion/react";
import { LABELS } from "../rules/labels";
import { space } from "../styles/theme";

const actionsCss = css({ marginTop: space.xl });

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata();
  const { page } = data;
  const founder = data.founder.nodes[0];
  if (!page) throw new Error("content/pages/home.yaml is missing");
  return (
    <Layout>
      <Seo title={page.seo.title} description={page.seo.description} pathname="/" jsonLd={[organizationJsonLd(site)]} />
      <Hero schedulingUrl={site.schedulingUrl} copy={page.hero} />

      <Section labelledBy="services-title">
        <Heading id="services-title" kicker={page.services.kicker}>
          {page.services.title}
        </Heading>
        <ServiceCards services={homeCards(data.services.nodes)} />
      </Section>

      <Section tone="alt" labelledBy="purpose-title">
        <Heading id="purpose-title" kicker={page.purpose.kicker}>
          {page.purpose.title}
        </Heading>
        {data.purpose && <Purpose content={data.purpose} />}
      </Section>

      <Section labelledBy="process-title">
        <Heading id="process-title" kicker={page.process.kicker}>
          {page.process.title}
        </Heading>
        <ProcessSteps steps={data.process.nodes} />
        <div css={actionsCss}>
          <ButtonLink to="/contact/">{LABELS.getInTouch}</ButtonLink>
        </div>
      </Section>

      <Section tone="alt" labelledBy="founder-title">
        <Heading id="founder-title" kicker={page.founder.kicker}>
          {page.founder.title}
        </Heading>
        {founder && (
          <FounderIntro
            name={founder.name}
            role={founder.role}
            bio={founder.bio}
            image={getImage(founder.image?.childImageSharp?.gatsbyImageData ?? null) ?? null}
            facts={founder.facts ?? []}
          />
        )}
      </Section>

      <Section labelledBy="testimonials-title">
        <Heading id="testimonials-title" kicker={page.testimonials.kicker}>
          {page.testimonials.title}
        </Heading>
        <TestimonialsWall testimonials={data.testimonials.nodes} />
      </Section>

      {data.purpose && <QuoteBanner principle={data.purpose.principle} />}

      <LogosSection logos={toCarouselLogos(data.logos.nodes)} heading={page.logos} />

      <Section tone="alt" labelledBy="articles-title">
        <Heading id="articles-title" kicker={page.articles.kicker}>
          {LABELS.latestArticles}
        </Heading>
        <LatestArticles articles={data.articles.nodes.map(toArticleCard)} />
        <div css={actionsCss}>
          <ButtonLink to="/blog/" variant="secondary">
            {page.articles.allArticles}
          </ButtonLink>
        </div>
      </Section>

      <CtaBanner />
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    page: pageHomeYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        words
        intro
        claims {
          value
          text
        }
      }
      services {
        ...CopyHeadingFields
      }
      purpose {
        ...CopyHeadingFields
      }
      process {
        ...CopyHeadingFields
      }
      founder {
        ...CopyHeadingFields
      }
      testimonials {
        ...CopyHeadingFields
      }
      logos {
        ...CopyHeadingFields
      }
      articles {
        kicker
        allArticles
      }
    }
    services: allServicePageYaml(filter: { homeCard: { icon: { ne: null } } }) {
      nodes {
        ...ServiceHomeCardFields
      }
    }
    purpose: purposeYaml {
      missionTitle
      mission
      visionTitle
      vision
      borderlessTitle
      borderless
      principle {
        label
        text
        source
      }
    }
    process: allProcessYaml {
      nodes {
        ...ProcessStepFields
      }
    }
    founder: allTeamYaml(limit: 1) {
      nodes {
        ...TeamMemberFields
      }
    }
    testimonials: allTestimonialsYaml {
      nodes {
        ...TestimonialFields
      }
    }
    logos: allLogosYaml {
      nodes {
        ...LogoFields
      }
    }
    articles: allMarkdownRemark(
      filter: { fields: { isArticle: { eq: true } } }
      sort: { frontmatter: { publishedDate: DESC } }
      limit: 6
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
