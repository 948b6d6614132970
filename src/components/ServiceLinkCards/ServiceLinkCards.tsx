import { Link } from "gatsby";
import { ServiceCardGrid, type ServiceLinkCardsProps } from "./ServiceCardGrid";

export type { ServiceLinkCard, ServiceLinkCardsProps } from "./ServiceCardGrid";

/** Cards that each link to a service page: title, summary and three points. */
export function ServiceLinkCards({ services }: ServiceLinkCardsProps) {
  return <ServiceCardGrid services={services} link={Link} />;
}
