import { graphql, useStaticQuery } from "gatsby";
import { servicesMenu, type ServiceNavLink } from "../rules/services";
import { LABELS } from "../rules/labels";

/** The Services menu (navbar, what-we-do page), built from content/service-pages/. */
export function useServicesMenu(): ServiceNavLink[] {
  const data = useStaticQuery<Queries.ServicesMenuQuery>(graphql`
    query ServicesMenu {
      services: allServicePageYaml(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          ...ServiceRefFields
        }
      }
    }
  `);
  return servicesMenu(data.services.nodes, LABELS.viewAllServices);
}
