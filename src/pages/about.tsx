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
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { toCarouselLogos } from "../content/logos";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const site = useSiteMetadata();
  const members = data.team.nodes.map((m) => ({
    name: m.name,
    role: m.role,
    bio: m.bio,
    image: getImage(m.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }));
  return (
    <Layout>
      <Seo
        title="About"
        description={`Who we are: a founder with ${site.claims.years} years at a large accounting firm, living as a nomad, and a partner network of ${site.claims.agencies} agencies in ${site.claims.agencyCountries} countries.`}
        pathname="/about/"
      />
      <PageHeader
        kicker="About us"
        title="Built by a nomad, for people who live across borders"
        intro={`We help location-independent entrepreneurs, digital nomads and expats in ${site.claims.countries} countries put their tax residency, companies and banking on a legal, deliberate footing, with licensed partners wherever the work needs them.`}
      />
      <Section labelledBy="team-title">
        <Heading id="team-title" kicker="The team">
          Who you will work with
        </Heading>
        <Team members={members} />
      </Section>
      <Section tone="alt" labelledBy="media-title">
        <Heading id="media-title" kicker="In the media">
          Media &amp; Publications
        </Heading>
        {data.media && <MediaAndPublications podcasts={data.media.podcasts} publications={data.media.publications} />}
      </Section>
      <LogosSection logos={toCarouselLogos(data.logos.nodes)} countries={site.claims.countries} />
      <CtaBanner />
    </Layout>
  );
}

export const query = graphql`
  query AboutPage {
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
