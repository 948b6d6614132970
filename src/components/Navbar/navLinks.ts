export interface NavLink {
  label: string;
  to: string;
  children?: NavLink[];
}

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
