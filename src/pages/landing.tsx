import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Section } from "../components/Section";
import { Heading } from "../components/Heading";
import { ButtonLink } from "../components/Button";
import { Container } from "../components/Container";
import { CopyItems } from "../components/CopyItems";
import { TestimonialsWall } from "../components/Testimonials";
import { ProcessSteps } from "../components/ProcessSteps";
import { SchedulingFrame } from "../components/SchedulingFrame";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { colors, displayType, fontSizes, mq, space } from "../styles/theme";
import { bandCss, kickerCss } from "../styles/surfaces";

/** The campaign page's footer shows the year the campaign launched, not the build year. */
export const LANDING_COPYRIGHT_YEAR = 2024;

const heroCss = css(bandCss, { paddingBlock: "clamp(3rem, 8vw, 6rem)" });
const heroKickerCss = css(kickerCss, {
  fontSize: fontSizes.xl,
  color: colors.bandAccent,
  margin: `0 0 ${space.sm}`,
});
const heroTitleCss = css({
  fontSize: fontSizes.display,
  lineHeight: 1.05,
  letterSpacing: "-0.02em",
  margin: 0,
  maxWidth: "18ch",
});
const heroIntroCss = css({
  margin: `${space.lg} 0 ${space.xl}`,
  maxWidth: "40rem",
  fontSize: fontSizes.lg,
  color: colors.bandMuted,
});
const brandCss = css({
  display: "inline-block",
  marginBottom: space.xxl,
  ...displayType,
  fontSize: fontSizes.xl,
  letterSpacing: "0.08em",
  color: colors.bandText,
});
const leadCss = css({ fontSize: fontSizes.lg, maxWidth: "62ch", margin: `0 0 ${space.xxl}` });
const actionsCss = css({ marginTop: space.xl });
const scheduleGridCss = css({
  display: "grid",
  gap: space.xl,
  [mq.large]: { gridTemplateColumns: "1fr 1.6fr", alignItems: "start" },
});
const noteCss = css({ fontSize: fontSizes.lg, "& p": { margin: `0 0 ${space.md}` } });
const signoffCss = css({ fontWeight: 700 });
const footerCss = css({
  background: colors.surfaceAlt,
  borderTop: `1px solid ${colors.border}`,
  paddingBlock: space.xl,
  fontSize: fontSizes.sm,
  color: colors.muted,
});
const footerInnerCss = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: space.sm,
  "& p": { margin: 0 },
});
const footerLinkCss = css({ color: colors.text });

function LandingFooter({ siteName, text, privacyLabel }: { siteName: string; text: string; privacyLabel: string }) {
  return (
    <footer css={footerCss}>
      <Container>
        <div css={footerInnerCss}>
          <p>
            © {LANDING_COPYRIGHT_YEAR} {siteName}. {text}
          </p>
          <p>
            <Link to="/privacy-policy/" css={footerLinkCss}>
              {privacyLabel}
            </Link>
          </p>
        </div>
      </Container>
    </footer>
  );
}

/** /landing/: the paid-campaign page, without the site's header and footer. */
export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const site = useSiteMetadata();
  const copy = data.copy;
  if (!copy) return null;
  return (
    <Layout
      variant="bare"
      footer={<LandingFooter siteName={site.title} text={copy.footer.text} privacyLabel={copy.footer.privacyLabel} />}
    >
      {/* Indexed, on purpose: its copy is its own (not a copy of the home page) and answers a
          real search; ad traffic is told apart by its UTM parameters, which the canonical
          link folds back into /landing/. A noindex would also fail the SEO budget it is held to. */}
      <Seo title={copy.seo.title} description={copy.seo.description} pathname="/landing/" />
      <header css={heroCss}>
        <Container>
          <p css={brandCss}>{site.title}</p>
          <p css={heroKickerCss}>{copy.hero.kicker}</p>
          <h1 css={heroTitleCss}>{copy.hero.title}</h1>
          <p css={heroIntroCss}>{copy.hero.intro}</p>
          <ButtonLink to={site.schedulingUrl}>{copy.hero.button}</ButtonLink>
        </Container>
      </header>

      <Section labelledBy="landing-intro-title">
        <Heading id="landing-intro-title">{copy.intro.title}</Heading>
        <p css={leadCss}>{copy.intro.text}</p>
        <Heading level={3} size="xl" id="landing-trust-title">
          {copy.trust.title}
        </Heading>
        <CopyItems items={copy.trust.items} variant="cards" headingLevel={4} />
      </Section>

      <Section tone="alt" labelledBy="landing-pains-title">
        <Heading id="landing-pains-title">{copy.pains.title}</Heading>
        <CopyItems items={copy.pains.items} variant="checklist" />
        <div css={actionsCss}>
          <ButtonLink to={site.schedulingUrl}>{copy.pains.button}</ButtonLink>
        </div>
      </Section>

      <Section tone="accent" labelledBy="landing-schedule-title">
        <div css={scheduleGridCss}>
          <div>
            <Heading id="landing-schedule-title">{copy.schedule.title}</Heading>
            <p css={css({ fontSize: fontSizes.lg, margin: 0 })}>{copy.schedule.text}</p>
          </div>
          <SchedulingFrame
            src={site.schedulingUrl}
            title={copy.schedule.frameTitle}
            notice={copy.schedule.notice}
            load={copy.schedule.load}
            fallback={copy.schedule.fallback}
          />
        </div>
      </Section>

      <Section labelledBy="landing-proof-title">
        <Heading id="landing-proof-title" kicker={copy.proof.kicker ?? undefined}>
          {copy.proof.title}
        </Heading>
        <TestimonialsWall testimonials={data.testimonials.nodes} />
      </Section>

      <Section tone="alt" labelledBy="landing-process-title">
        <Heading id="landing-process-title" kicker={copy.process.kicker ?? undefined}>
          {copy.process.title}
        </Heading>
        <ProcessSteps steps={data.process.nodes} />
      </Section>

      <Section narrow labelledBy="landing-note-title">
        <Heading id="landing-note-title">{copy.note.title}</Heading>
        <div css={noteCss}>
          {copy.note.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p css={signoffCss}>{copy.note.signoff}</p>
        </div>
      </Section>
    </Layout>
  );
}

export const query = graphql`
  query LandingPage {
    copy: pageLandingYaml {
      seo {
        ...CopySeoFields
      }
      hero {
        kicker
        title
        intro
        button
      }
      intro {
        title
        text
      }
      trust {
        title
        items {
          title
          text
        }
      }
      pains {
        title
        items {
          title
          text
        }
        button
      }
      schedule {
        title
        text
        frameTitle
        notice
        load
        fallback
      }
      proof {
        kicker
        title
      }
      process {
        kicker
        title
      }
      note {
        title
        paragraphs
        signoff
      }
      footer {
        text
        privacyLabel
      }
    }
    testimonials: allTestimonialsYaml {
      nodes {
        ...TestimonialFields
      }
    }
    process: allProcessYaml {
      nodes {
        ...ProcessStepFields
      }
    }
  }
`;
