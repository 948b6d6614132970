export interface NavLink {
  label: string;
  to: string;
  children?: NavLink[];
}

/** The Services dropdown, in the order the spec gives. */
export const SERVICES_MENU: NavLink[] = [
  {
    label: "Global Structuring",
    to: "/services/global-structuring/",
    children: [
      { label: "International Tax Strategy", to: "/services/international-tax-strategy/" },
      { label: "Company Formation", to: "/services/company-formation/" },
      { label: "Residency & Citizenship", to: "/services/residency-and-citizenship/" },
    ],
  },
  { label: "Fractional CFO Services", to: "/services/fractional-cfo/" },
  { label: "Legal Services", to: "/services/legal/" },
  { label: "View All Services", to: "/services/" },
];

export const ABOUT_LINK: NavLink = { label: "About", to: "/about/" };
export const TRAILING_LINKS: NavLink[] = [
  { label: "Blog", to: "/blog/" },
  { label: "Resources", to: "/ebook/" },
  { label: "Contact", to: "/contact/" },
];

/** Every services link, flattened (sub-items after their parent). */
export function flattenLinks(links: NavLink[]): Array<NavLink & { depth: number }> {
  return links.flatMap((link) => [
    { ...link, depth: 0 },
    ...(link.children ?? []).map((child) => ({ ...child, depth: 1 })),
  ]);
}
