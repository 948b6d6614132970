import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { TestimonialsWall } from "../components/Testimonials";
import { CtaBanner } from "../components/CtaBanner";
import { useSiteMetadata } from "../hooks/useSiteMetadata";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const site = useSiteMetadata();
  return (
    <Layout>
      <Seo
        title="What our clients say about us"
        description="Entrepreneurs, digital nomads and expats on working with Borderless Consulting: residency plans, company structures and moves done in order."
        pathname="/testimonials/"
      />
      <PageHeader
        kicker="Testimonials"
        title="What our clients say about us"
        intro={`Founders, creators and consultants in ${site.claims.countries} countries, on what changed once their structure was clear.`}
      />
      <Section>
        <TestimonialsWall testimonials={data.testimonials.nodes} />
      </Section>
      <CtaBanner title="Your situation could be next." />
    </Layout>
  );
}

export const query = graphql`
  query TestimonialsPage {
    testimonials: allTestimonialsYaml {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;
