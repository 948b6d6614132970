import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { TestimonialsWall } from "../components/Testimonials";
import { CtaBanner } from "../components/CtaBanner";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const { page } = data;
  if (!page) throw new Error("content/pages/testimonials.yaml is missing");
  return (
    <Layout>
      <Seo title={page.seo.title} description={page.seo.description} pathname="/testimonials/" />
      <PageHeader kicker={page.hero.kicker} title={page.hero.title} intro={page.hero.intro} />
      <Section>
        <TestimonialsWall testimonials={data.testimonials.nodes} />
      </Section>
      <CtaBanner title={page.cta.title} text={page.cta.text} />
    </Layout>
  );
}

export const query = graphql`
  query TestimonialsPage {
    page: pageTestimonialsYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        ...CopyHeroFields
      }
      cta {
        ...CopyCtaFields
      }
    }
    testimonials: allTestimonialsYaml {
      nodes {
        ...TestimonialFields
      }
    }
  }
`;
