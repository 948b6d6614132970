import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ServiceLinkCards } from "../components/ServiceLinkCards";
import { ServicePageBody } from "../components/ServicePage";
import { CtaBanner } from "../components/CtaBanner";
import { useUiCopy } from "../hooks/useUiCopy";
import { faqJsonLd, servicePath } from "../rules/services";

/** Every service page, from its file in content/service-pages/. */
export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const { page, subpages, copy } = data;
  const { labels } = useUiCopy();
  if (!page || !copy) return null;
  return (
    <Layout>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        pathname={servicePath(page.slug)}
        jsonLd={[faqJsonLd(page.faq)]}
      />
      <ServicePageBody
        page={page}
        copy={copy}
        subpages={<ServiceLinkCards services={subpages.nodes} />}
        opensInNewTab={labels.opensInNewTab}
        link={Link}
      />
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
