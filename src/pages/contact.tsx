import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { ButtonLink } from "../components/Button";
import { ContactForm } from "../components/ContactForm";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { useFormCopy } from "../hooks/useFormCopy";
import { colors, fontSizes, mq, space } from "../styles/theme";
import { cardSurfaceCss } from "../styles/surfaces";

const gridCss = css({
  display: "grid",
  gap: space.xxl,
  [mq.large]: { gridTemplateColumns: "1.5fr 1fr", alignItems: "start" },
});
const formIntroCss = css({ margin: `-${space.md} 0 ${space.xl}`, color: colors.muted });
const asideCss = css(cardSurfaceCss, { display: "grid", gap: space.md, justifyItems: "start" });
const asideTitleCss = css({ fontSize: fontSizes.xl, margin: 0, lineHeight: 1.2 });
const asideTextCss = css({ margin: 0 });
const privacyCss = css({ margin: 0, color: colors.muted, fontSize: fontSizes.sm, "& a": { color: colors.accentText } });

/** /contact/: the 'Get In Touch' form, and the booking link for those who would rather talk. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = useSiteMetadata();
  const forms = useFormCopy();
  const copy = data.copy;
  if (!copy) return null;
  return (
    <Layout>
      <Seo title={copy.seo.title} description={copy.seo.description} pathname="/contact/" />
      <PageHeader title={copy.title} intro={copy.intro} />
      <Section labelledBy="contact-form-title">
        <div css={gridCss}>
          <div>
            <Heading id="contact-form-title" kicker={copy.form.kicker ?? undefined}>
              {copy.form.title}
            </Heading>
            {copy.form.intro && <p css={formIntroCss}>{copy.form.intro}</p>}
            <ContactForm endpoint={site.forms.contact} copy={forms} />
          </div>
          <aside css={asideCss} aria-labelledby="contact-call-title">
            <h2 id="contact-call-title" css={asideTitleCss}>
              {copy.aside.title}
            </h2>
            <p css={asideTextCss}>{copy.aside.text}</p>
            <ButtonLink to={site.schedulingUrl}>{copy.aside.button}</ButtonLink>
            <p css={privacyCss}>
              {copy.aside.privacy} <Link to="/privacy-policy/">{copy.aside.privacyLabel}</Link>
            </p>
          </aside>
        </div>
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage {
    copy: pageContactYaml {
      seo {
        ...CopySeoFields
      }
      title
      intro
      form {
        kicker
        title
        intro
      }
      aside {
        title
        text
        button
        privacy
        privacyLabel
      }
    }
  }
`;
