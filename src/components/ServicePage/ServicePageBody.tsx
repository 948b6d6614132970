import type { ReactNode } from "react";
import { css } from "@emotion/react";
import type { FaqEntry } from "../../rules/services";
import { space } from "../../styles/theme";
import { CopyItems, type CopyItem } from "../CopyItems";
import { Faq } from "../Faq";
import type { SiteLink } from "../InlineText/InlineWords";
import { Heading } from "../Heading";
import { PageHeader } from "../PageHeader";
import { Section } from "../Section";
import { Sources } from "../Sources";

/** A section of a service page (content/service-pages/, `sections`). */
export interface ServiceSection {
  kind: string;
  kicker?: string | null;
  title: string;
  intro?: string | null;
  items?: readonly CopyItem[] | null;
}

/** What a service page's file says, as the page shows it. */
export interface ServicePageContent {
  hero: { kicker?: string | null; title: string; intro?: string | null };
  sections: readonly ServiceSection[];
  faq: readonly FaqEntry[];
  sources?: readonly { title: string; url: string }[] | null;
  changes?: readonly { date: string; note: string }[] | null;
}

export interface ServicePageBodyProps {
  page: ServicePageContent;
  /** The headings every service page shares (content/pages/services.yaml). */
  copy: {
    faq: { kicker?: string | null; title: string };
    sources: { title: string; intro: string; changesTitle: string };
  };
  /** The cards of the pages under this one, shown by a `subpages` section. */
  subpages: ReactNode;
  /** content/ui.yaml labels.opensInNewTab. */
  opensInNewTab: string;
  /** What a FAQ answer's link to a page of the site is: Gatsby's Link, or the preview's <a>. */
  link: SiteLink;
}

const sectionIntroCss = css({ marginTop: `-${space.md}`, marginBottom: space.xl, maxWidth: "60ch" });

function SectionBody({ section, subpages }: { section: ServiceSection; subpages: ReactNode }) {
  if (section.kind === "subpages") return <>{subpages}</>;
  const variant = section.kind === "checklist" || section.kind === "list" ? section.kind : "cards";
  return <CopyItems items={section.items ?? []} variant={variant} />;
}

/**
 * A service page from its title band to its sources, bands alternating: the page's template
 * wraps it in the site's frame and closing band, and the CMS's preview shows it as it edits.
 */
export function ServicePageBody({ page, copy, subpages, opensInNewTab, link }: ServicePageBodyProps) {
  const sources = page.sources ?? [];
  const changes = page.changes ?? [];
  const lastTone = page.sections.length % 2 === 1 ? "alt" : "default";
  return (
    <>
      <PageHeader kicker={page.hero.kicker ?? undefined} title={page.hero.title} intro={page.hero.intro ?? undefined} />
      {page.sections.map((section, index) => {
        const headingId = `section-${index + 1}`;
        return (
          <Section key={section.title} tone={index % 2 === 1 ? "alt" : "default"} labelledBy={headingId}>
            <Heading id={headingId} kicker={section.kicker ?? undefined}>
              {section.title}
            </Heading>
            {section.intro && <p css={sectionIntroCss}>{section.intro}</p>}
            <SectionBody section={section} subpages={subpages} />
          </Section>
        );
      })}
      <Section tone={lastTone} narrow labelledBy="faq-title">
        <Heading id="faq-title" kicker={copy.faq.kicker ?? undefined}>
          {copy.faq.title}
        </Heading>
        <Faq entries={page.faq} link={link} opensInNewTab={opensInNewTab} />
      </Section>
      {(sources.length > 0 || changes.length > 0) && (
        <Section tone={lastTone === "alt" ? "default" : "alt"} narrow labelledBy="sources-title">
          <Sources
            id="sources-title"
            title={copy.sources.title}
            intro={copy.sources.intro}
            changesTitle={copy.sources.changesTitle}
            sources={sources}
            changes={changes}
            opensInNewTab={opensInNewTab}
          />
        </Section>
      )}
    </>
  );
}
