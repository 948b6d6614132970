import { graphql } from "gatsby";

// Content fragments shared by several pages.
export const contentFragments = graphql`
  fragment TestimonialFields on TestimonialsYaml {
    quote
    author
    title
  }
  fragment ProcessStepFields on ProcessYaml {
    icon
    title
    description
  }
  fragment ServiceHomeCardFields on ServicePageYaml {
    order
    summary
    bullets
    homeCard {
      title
      icon
    }
  }
  fragment TeamMemberFields on TeamYaml {
    name
    role
    bio
    facts
    image {
      childImageSharp {
        gatsbyImageData(width: 420, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
  fragment CopySeoFields on CopySeo {
    title
    description
  }
  fragment CopyHeadingFields on CopyHeading {
    kicker
    title
    intro
  }
  fragment CopyHeroFields on CopyHero {
    kicker
    title
    intro
  }
  fragment CopyCtaFields on CopyCta {
    title
    text
  }
  fragment ServiceRefFields on ServicePageYaml {
    slug
    order
    partOf
    title
    navLabel
  }
  fragment LogoFields on LogosYaml {
    alt
    src {
      publicURL
    }
  }
`;
