import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { Team } from "../components/Team";
import { MediaAndPublications } from "../components/Media";
import { LogosSection } from "../components/LogoCarousel";
import { CtaBanner } from "../components/CtaBanner";
import { toCarouselLogos } from "../rules/logos";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { page } = data;
  const members = data.team.nodes.map((m) => ({
    name: m.name,
    role: m.role,
    bio: m.bio,
    image: getImage(m.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }));
  if (!page) throw new Error("content/pages/about.yaml is missing");
  return (
    <Layout>
      <Seo title={page.seo.title} description={page.seo.description} pathname="/about/" />
      <PageHeader kicker={page.hero.kicker} title={page.hero.title} intro={page.hero.intro} />
      <Section labelledBy="team-title">
        <Heading id="team-title" kicker={page.team.kicker}>
          {page.team.title}
        </Heading>
        <Team members={members} />
      </Section>
      <Section tone="alt" labelledBy="media-title">
        <Heading id="media-title" kicker={page.media.kicker}>
          {page.media.title}
        </Heading>
        {data.media && <MediaAndPublications podcasts={data.media.podcasts} publications={data.media.publications} />}
      </Section>
      <LogosSection logos={toCarouselLogos(data.logos.nodes)} heading={page.logos} />
      <CtaBanner />
    </Layout>
  );
}

export const query = graphql`
  query AboutPage {
    page: pageAboutYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        ...CopyHeroFields
      }
      team {
        ...CopyHeadingFields
      }
      media {
        ...CopyHeadingFields
      }
      logos {
        ...CopyHeadingFields
      }
    }
    team: allTeamYaml {
      nodes {
        ...TeamMemberFields
      }
    }
    media: mediaYaml {
      podcasts {
        id
        podcastName
        episodeTitle
        host
        date
        description
        links {
          spotify
          youtube
        }
      }
      publications {
        id
        publication
        title
        date
        excerpt
        link
      }
    }
    logos: allLogosYaml {
      nodes {
        ...LogoFields
      }
    }
  }
`;
