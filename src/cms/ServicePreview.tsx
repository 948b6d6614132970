import { CtaBand } from "../components/CtaBanner/CtaBand";
import { buttonVariantCss } from "../components/Button/buttonStyles";
import { ServiceCardGrid, type CardLink } from "../components/ServiceLinkCards/ServiceCardGrid";
import { ServicePageBody, type ServicePageContent } from "../components/ServicePage";
import { previewText, type CmsPreviewData } from "../rules/cmsPreview";
import { LABELS } from "../rules/labels";
import { changeDateProblem, repeatedQuestions, sameServiceNames, serviceNames, servicePath } from "../rules/services";
import { slugsLost } from "../rules/slugs";
import {
  COPY_PREVIEW_WORDS,
  CountedHeadings,
  LineBreaks,
  MarkupNotices,
  ClaimNotices,
  shownTexts,
  LinkNotices,
  WrittenLinkNotices,
  Notice,
  Notices,
  UnknownPlaceholders,
  type PreviewField,
} from "./CopyPreview";
import { previewData } from "./previewData";
import { PreviewFrame } from "./PreviewFrame";
import type { PreviewTemplateComponentProps } from "./PreviewFrame";

/** A service page's file as the CMS holds it while it is edited: any field may be empty. */
export interface ServiceEntry {
  slug?: string;
  previousSlugs?: (string | null)[];
  title?: string;
  navLabel?: string;
  seo?: { title?: string; description?: string };
  homeCard?: { title?: string; icon?: string } | null;
  hero?: Partial<ServicePageContent["hero"]>;
  sections?: (Partial<ServicePageContent["sections"][number]> | null)[];
  faq?: ({ question?: string; answer?: string } | null)[];
  cta?: { title?: string; text?: string };
  sources?: ({ title?: string; url?: string } | null)[];
  changes?: ({ date?: string; note?: string } | null)[];
}

/** In the preview a card's title, or an answer's link to a page, leads nowhere: the pane is not the site. */
const PreviewLink: CardLink = ({ to, className, children }) => (
  <a href={to} className={className} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const present = <T,>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item != null);

/**
 * A service page as the site shows it, from the entry being edited: its placeholders filled with
 * the site's claims, the headings every service page shares and, for a `subpages` section, the
 * cards of the pages under it, as of the last build (src/rules/cmsPreview.ts).
 */
export function ServicePageView({ entry, data }: { entry: ServiceEntry; data: CmsPreviewData }) {
  const fill = (text: string | null | undefined) => previewText(text ?? "", data.tokens);
  const page: ServicePageContent = {
    hero: { kicker: fill(entry.hero?.kicker), title: fill(entry.hero?.title), intro: fill(entry.hero?.intro) },
    sections: present(entry.sections).map((section) => ({
      kind: section.kind ?? "cards",
      kicker: fill(section.kicker),
      title: fill(section.title),
      intro: fill(section.intro),
      items: present(section.items).map((item) => ({ title: fill(item.title), text: fill(item.text) })),
    })),
    faq: present(entry.faq).map((item) => ({ question: fill(item.question), answer: fill(item.answer) })),
    sources: present(entry.sources).map((source) => ({ title: fill(source.title), url: source.url ?? "" })),
    changes: present(entry.changes).map((change) => ({ date: change.date ?? "", note: fill(change.note) })),
  };
  const subpages = data.servicePages.filter((other) => entry.slug && other.partOf === entry.slug);
  return (
    <>
      <ServicePageBody
        page={page}
        copy={data.services}
        subpages={<ServiceCardGrid services={subpages} link={PreviewLink} />}
        opensInNewTab={data.opensInNewTab}
        link={PreviewLink}
      />
      <CtaBand title={fill(entry.cta?.title)} text={fill(entry.cta?.text)}>
        <a href={data.schedulingUrl} css={buttonVariantCss.inverse} onClick={(event) => event.preventDefault()}>
          {LABELS.bookYourCall}
        </a>
      </CtaBand>
    </>
  );
}

/**
 * The CMS's preview of a service page (content/service-pages/), with lines above it naming an
 * address the page is online at that the edit would leave unanswered (its slug changed without
 * the old one under Previous slugs), and another page whose slug or names it repeats (a copy
 * made with Duplicate, not yet renamed), a question of its FAQ that repeats an earlier one, and
 * a link the build's link check would stop on (LinkNotices), a claim of Site settings written
 * with another figure (ClaimNotices).
 * A page keeps its file's name when its slug changes.
 */
export function ServicePreview({ entry, fields, document }: PreviewTemplateComponentProps) {
  const data = entry.get("data");
  const plain = (data?.toJS?.() ?? {}) as ServiceEntry;
  const preview = previewData();
  const config = (fields?.toJS?.() ?? []) as PreviewField[];
  const file = String(entry.get("path") ?? "").replace(/^.*\//, "");
  const lost = slugsLost(
    preview.servicePages.find((page) => file !== "" && page.file === file),
    plain,
  );
  const others = preview.servicePages.filter((page) => page.file !== file);
  const slugTaken = others.find((page) => page.slug !== "" && page.slug === (plain.slug ?? "").trim());
  const same = sameServiceNames(serviceNames(plain as Record<string, unknown>), others);
  const samePages = [...new Set(same.map(({ page }) => page))];
  return (
    <PreviewFrame document={document}>
      <Notices>
        {lost.length > 0 && <Notice>{COPY_PREVIEW_WORDS.lostAddress(lost, servicePath, "page")}</Notice>}
        {slugTaken && <Notice>{COPY_PREVIEW_WORDS.slugTaken(servicePath(slugTaken.slug), slugTaken.title)}</Notice>}
        {samePages.map((page) => (
          <Notice key={page.file}>
            {COPY_PREVIEW_WORDS.sameNames(
              servicePath(page.slug),
              same.filter((clash) => clash.page === page).map(({ field }) => field),
            )}
          </Notice>
        ))}
        {present(plain.changes).map((change, i) => {
          const problem = changeDateProblem(change.date, new Date());
          return problem && <Notice key={`change${i}`}>{COPY_PREVIEW_WORDS.changeDate(i + 1, problem)}</Notice>;
        })}
        {repeatedQuestions(plain.faq ?? []).map(({ index, first }) => (
          <Notice key={index}>
            {COPY_PREVIEW_WORDS.askedTwice(index, (plain.faq?.[index - 1]?.question ?? "").trim(), first)}
          </Notice>
        ))}
        <UnknownPlaceholders fields={config} data={plain as Record<string, unknown>} tokens={preview.tokens} />
        <LineBreaks fields={config} data={plain as Record<string, unknown>} />
        <MarkupNotices fields={config} data={plain} />
        <CountedHeadings data={plain} />
        <LinkNotices data={plain} preview={preview} fields={config} />
        <WrittenLinkNotices fields={config} data={plain} />
        <ClaimNotices texts={shownTexts(config, plain)} tokens={preview.tokens} />
      </Notices>
      <ServicePageView entry={plain} data={preview} />
    </PreviewFrame>
  );
}
