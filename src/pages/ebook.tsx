import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { CopyItems } from "../components/CopyItems";
import { EbookForm } from "../components/EbookForm";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { useFormCopy } from "../hooks/useFormCopy";
import { colors, displayType, fontSizes, mq, radii, shadows, space } from "../styles/theme";
import { cardSurfaceCss } from "../styles/surfaces";

const gridCss = css({
  display: "grid",
  gap: space.xxl,
  [mq.large]: { gridTemplateColumns: "1.2fr 1fr", alignItems: "start" },
});
const introCss = css({ margin: `-${space.md} 0 ${space.xl}`, fontSize: fontSizes.lg, maxWidth: "55ch" });
const detailsCss = css({ marginTop: space.xl, color: colors.muted, fontSize: fontSizes.sm });
const sideCss = css({ display: "grid", gap: space.xl });
const coverCss = css({
  position: "relative",
  justifySelf: "center",
  // Room for the badge, which stands 14 px out to the right, on the narrowest phone.
  width: "min(100% - 28px, 300px)",
  [mq.large]: { justifySelf: "start" },
});
const coverImageCss = css({ borderRadius: radii.md, boxShadow: shadows.card });
const badgeCss = css({
  position: "absolute",
  top: -14,
  right: -14,
  display: "grid",
  placeItems: "center",
  width: 76,
  height: 76,
  borderRadius: radii.pill,
  background: colors.accent,
  color: colors.onAccent,
  ...displayType,
  fontSize: fontSizes.xl,
  letterSpacing: "0.08em",
  transform: "rotate(12deg)",
  boxShadow: shadows.card,
});
const formCardCss = css(cardSurfaceCss, { display: "grid", gap: space.md });
const formTitleCss = css({ fontSize: fontSizes.xl, margin: 0 });
const formIntroCss = css({ margin: 0, color: colors.muted });

/** /ebook/ ('Resources'): what the ebook teaches, its cover, and the form that sends it. */
export default function EbookPage({ data }: PageProps<Queries.EbookPageQuery>) {
  const site = useSiteMetadata();
  const forms = useFormCopy();
  const copy = data.copy;
  if (!copy) return null;
  const cover = getImage(copy.cover.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Layout>
      <Seo title={copy.seo.title} description={copy.seo.description} pathname="/ebook/" />
      <PageHeader title={copy.title} intro={copy.intro} />
      <Section labelledBy="ebook-learn-title">
        <div css={gridCss}>
          <div>
            <Heading id="ebook-learn-title">{copy.learn.title}</Heading>
            {copy.learn.intro && <p css={introCss}>{copy.learn.intro}</p>}
            <CopyItems items={copy.learn.items.map((title) => ({ title }))} variant="checklist" columns={1} />
            <p css={detailsCss}>{copy.details}</p>
          </div>
          <div css={sideCss}>
            <figure css={css(coverCss, { margin: 0 })}>
              {cover && <GatsbyImage image={cover} alt={copy.cover.alt} css={coverImageCss} loading="eager" />}
              <span css={badgeCss}>{copy.cover.badge}</span>
            </figure>
            <div css={formCardCss}>
              <h2 css={formTitleCss}>{copy.form.title}</h2>
              {copy.form.intro && <p css={formIntroCss}>{copy.form.intro}</p>}
              <EbookForm endpoint={site.forms.ebook} downloadUrl={site.ebookUrl} copy={forms} />
            </div>
          </div>
        </div>
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query EbookPage {
    copy: pageEbookYaml {
      seo {
        ...CopySeoFields
      }
      title
      intro
      learn {
        title
        intro
        items
      }
      cover {
        alt
        badge
        image {
          childImageSharp {
            gatsbyImageData(width: 300, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
      form {
        title
        intro
      }
      details
    }
  }
`;
