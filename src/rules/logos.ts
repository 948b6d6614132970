/** A logo as the carousel shows it. */
export interface CarouselLogo {
  src: string;
  alt: string;
}

/** Logos with a file, in the order of content/logos.yaml. */
export function toCarouselLogos(
  nodes: ReadonlyArray<{ alt: string; src: { publicURL: string | null } }>,
): CarouselLogo[] {
  return nodes.flatMap((n) => (n.src.publicURL ? [{ src: n.src.publicURL, alt: n.alt }] : []));
}
