import { graphql, useStaticQuery } from "gatsby";

/** The one place components read the site configuration from `content/site.yaml`. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          shortName
          siteUrl
          description
          keywords
          claims {
            countries
            years
            agencies
            agencyCountries
            callMinutes
            processSteps
          }
          logo {
            src
          }
          schedulingUrl
          social {
            instagram
            linkedin
          }
          forms {
            contact
            ebook
            newsletter
          }
          providers {
            forms {
              name
              privacyUrl
            }
            scheduling {
              name
              privacyUrl
            }
            analytics {
              name
            }
          }
          ebookUrl
          analyticsScript
          buildYear
          buildDate
          illustrative
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  if (!meta) throw new Error("siteMetadata is missing: check content/site.yaml");
  return meta;
}

export type SiteMetadata = ReturnType<typeof useSiteMetadata>;
