import type { IGatsbyImageData } from "gatsby-plugin-image";

export const fakeImage: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 360,
  images: {
    fallback: {
      src: "/static/cover-640.jpg",
      srcSet: "/static/cover-640.jpg 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [],
  },
};

export function articleNode(n: number, overrides: Record<string, unknown> = {}) {
  return {
    cardExcerpt: `Article ${n} opens with a paragraph that is long enough to be cut into an excerpt, because the list shows only the first one hundred and fifty characters…`,
    fields: { path: `/blog/article-${n}/` },
    frontmatter: {
      title: `Article ${n}`,
      date: `March ${n}, 2025`,
      publishedDate: `2025-03-${String(n).padStart(2, "0")}T09:00:00.000Z`,
      author: "Borderless Consulting",
      image: { childImageSharp: { gatsbyImageData: fakeImage } },
    },
    ...overrides,
  };
}
