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
import { toArticleCard } from "../content/articleCards";
import { toCarouselLogos } from "../content/logos";
import { organizationJsonLd } from "../content/jsonLd";
import { css } from "@emotion/react";
import { space } from "../styles/theme";

const actionsCss = css({ marginTop: space.xl });

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteMetadata();
  const founder = data.founder.nodes[0];
  return (
    <Layout>
      <Seo
        title={`${site.title} | International tax and structuring for location-independent entrepreneurs`}
        pathname="/"
        jsonLd={[organizationJsonLd(site)]}
      />
      <Hero schedulingUrl={site.schedulingUrl} callMinutes={site.claims.callMinutes} claims={site.claims} />

      <Section labelledBy="services-title">
        <Heading id="services-title" kicker="What we do">
          Structures that let you live and work anywhere
        </Heading>
        <ServiceCards services={data.services.nodes} />
      </Section>

      <Section tone="alt" labelledBy="purpose-title">
        <Heading id="purpose-title" kicker="Our purpose">
          Why we exist
        </Heading>
        {data.purpose && <Purpose content={data.purpose} />}
      </Section>

      <Section labelledBy="process-title">
        <Heading id="process-title" kicker={`${data.process.nodes.length}-step process`}>
          How We Work
        </Heading>
        <ProcessSteps steps={data.process.nodes} />
        <div css={actionsCss}>
          <ButtonLink to="/contact/">GET IN TOUCH</ButtonLink>
        </div>
      </Section>

      <Section tone="alt" labelledBy="founder-title">
        <Heading id="founder-title" kicker="Meet the founder">
          Advice from someone who lives it
        </Heading>
        {founder && (
          <FounderIntro
            name={founder.name}
            role={founder.role}
            bio={founder.bio}
            image={getImage(founder.image?.childImageSharp?.gatsbyImageData ?? null) ?? null}
            claims={site.claims}
          />
        )}
      </Section>

      <Section labelledBy="testimonials-title">
        <Heading id="testimonials-title" kicker="Testimonials">
          What our clients say about us
        </Heading>
        <TestimonialsWall testimonials={data.testimonials.nodes} />
      </Section>

      <QuoteBanner />

      <LogosSection logos={toCarouselLogos(data.logos.nodes)} countries={site.claims.countries} />

      <Section tone="alt" labelledBy="articles-title">
        <Heading id="articles-title" kicker="From the blog">
          LATEST ARTICLES
        </Heading>
        <LatestArticles articles={data.articles.nodes.map(toArticleCard)} />
        <div css={actionsCss}>
          <ButtonLink to="/blog/" variant="secondary">
            All articles
          </ButtonLink>
        </div>
      </Section>

      <CtaBanner />
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    services: allServicesYaml {
      nodes {
        ...ServiceCardFields
      }
    }
    purpose: purposeYaml {
      mission
      vision
      borderlessTitle
      borderless
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
      filter: { fileAbsolutePath: { regex: "/[\\\\/]content[\\\\/]articles[\\\\/]/" } }
      sort: { frontmatter: { publishedDate: DESC } }
      limit: 6
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
