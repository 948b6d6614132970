import { graphql, useStaticQuery } from "gatsby";

/** The words of the site's frame: header, footer, cookie banner, screen-reader labels (content/ui.yaml). */
export function useUiCopy() {
  const data = useStaticQuery<Queries.UiCopyQuery>(graphql`
    query UiCopy {
      ui: uiYaml {
        skipLink
        navigation {
          label
          mobileLabel
          before {
            label
            to
          }
          services
          after {
            label
            to
          }
          openMenu
          closeMenu
        }
        footer {
          exploreTitle
          exploreLabel
          servicesTitle
          links {
            label
            to
          }
          copyright
        }
        cookieBanner {
          label
          text
          textWithoutAnalytics
          close
          settings
        }
        labels {
          opensInNewTab
          previous
          next
          pause
          theme
          themeSwitch
          themeModes {
            light
            dark
            system
          }
          carousel
          step
          minRead
          updated
          moreArticles
          newerArticle
          olderArticle
          articleCarousel
          articles
          logoCarousel
          logos
          podcast
          article
          hostedBy
          listenOnSpotify
          watchOnYoutube
          readOn
          instagram
          linkedin
        }
        illustrative {
          label
          testimonials
          logos
          media
          photos
          mark
          someTestimonials
          someLogos
        }
      }
    }
  `);
  if (!data.ui) throw new Error("content/ui.yaml is missing");
  return data.ui;
}

export type UiCopy = ReturnType<typeof useUiCopy>;
