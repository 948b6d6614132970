import { css } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { ArticleHeader, articleCoverCss } from "../components/ArticleHeader";
import { Container } from "../components/Container";
import { todayIso } from "../components/CurrentDate";
// Not the folder's index: LegalPage brings the Layout, which the CMS bundle cannot build.
import { LastUpdatedToday, LegalText, lastUpdatedOn } from "../components/LegalPage/LegalText";
import { PageHeader } from "../components/PageHeader";
import { Prose } from "../components/Prose";
import { cardCss, TestimonialContent, wallCss, type Testimonial } from "../components/Testimonials/TestimonialCard";
import {
  articleTextProblem,
  changeNoteAfter,
  inCapitals,
  richTextMarkdown,
  richTextMarkdownProblem,
  textLines,
} from "../rules/articleText";
import { articlePath, coverSizeProblems, lostSlugs, readIsoDate, sameTitle, shownDateProblem } from "../rules/articles";
import { listEntryProblems } from "../rules/listEntries";
import { inventedTestimonial } from "../rules/samples";
import { descriptionOverLimit } from "../rules/seo";
import { slugFrom } from "../rules/slugs";
import { LEGAL_FILES, datedBack, legalDateLineProblem, legalDateLines, legalTextKey, namesToday } from "../rules/legal";
import { ebookReferenceProblems } from "../rules/ebookReferences";
import { EBOOK_FIELDS } from "../rules/ebookMarkdown";
import { useEbookProblems } from "./ebookProblems";
import { LIST_FIELD } from "../rules/cmsFormats";
import { previewText } from "../rules/cmsPreview";
import { applyConditions } from "../rules/tokens";
import { colors, fontSizes, space } from "../styles/theme";
import {
  COPY_PREVIEW_WORDS,
  LineBreaks,
  MarkupNotices,
  ClaimNotices,
  shownTexts,
  LinkNotices,
  Notice,
  Notices,
  PlaceholderNotice,
  UnknownPlaceholders,
  type PreviewField,
} from "./CopyPreview";
import { previewData } from "./previewData";
import { articlesKnown } from "./savedArticles";
import { PreviewFrame, type PreviewTemplateComponentProps } from "./PreviewFrame";

const text = (value: unknown) => (typeof value === "string" ? value : "");
/** A list field's values: Decap hands an Immutable List, a test an array. */
const values = (value: unknown): unknown[] => {
  const list = (value as { toJS?: () => unknown } | null)?.toJS?.() ?? value;
  return Array.isArray(list) ? list : [];
};

const coverCss = css(articleCoverCss, { width: "100%", aspectRatio: "16 / 9", objectFit: "cover" });
const linkedFromCss = css({
  margin: `0 0 ${space.xxl}`,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
  fontSize: fontSizes.sm,
  color: colors.muted,
});

/** The day before today (UTC), as YYYY-MM-DD: an entry dated before it was not written today. */
const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * An article as its page shows it: header, cover picture and text, in the site's type and
 * colours, with a line above it naming any placeholder, which an article shows as written, one
 * naming the ID the article was published with once it is changed, one
 * naming an address the article is online at that the edit would leave unanswered (its slug
 * changed without the old one under Previous slugs), and lines naming the published article whose
 * ID (for an entry not saved yet, such as one made with Duplicate), slug or title it repeats, and
 * a title or heading written in capital letters and a Meta description longer than search results
 * show, which the build stops on, as it stops on what
 * articleTextProblem names in the text, a change note after Modified date, a Date that is not
 * Published date as the site writes it, a link of the text that leads nowhere (LinkNotices) and a
 * claim of Site settings written with another figure (ClaimNotices), and a cover picture smaller
 * than the site needs or in portrait, once it has loaded (coverSizeProblems);
 * and a copy made with Duplicate that keeps its original's published date; and, for a new article
 * without a slug, the address by ID it would get, with a slug made of its title.
 */
export function ArticlePreview({ entry, widgetFor, getAsset, document }: PreviewTemplateComponentProps) {
  const data = entry.get("data");
  const image = text(data.get("image"));
  const id = String(data.get("id") ?? "").trim();
  const slug = text(data.get("slug")).trim();
  // As of the build that made the CMS, with the articles saved in this browser since.
  const published = articlesKnown(previewData());
  // An entry not saved yet (written from scratch, or made with Duplicate) is none of the published
  // articles, whatever its ID: one that has that ID is another article.
  const isNew = String(entry.get("path") ?? "") === "";
  // The article as the last build published this file.
  const publishedHere = isNew
    ? undefined
    : previewData().articles.find((article) => article.file === String(entry.get("path")));
  const idChanged = publishedHere && id !== "" && String(publishedHere.id) !== id ? String(publishedHere.id) : null;
  // Not a mistake, so not among the notices: what removing the article would leave leading nowhere.
  const linkedFrom = publishedHere?.linkedFrom ?? [];
  const self = isNew ? "" : id;
  const lost = isNew
    ? []
    : lostSlugs({ id, slug, previousSlugs: values(data.get("previousSlugs")).map(text) }, published);
  const idTaken = isNew && id !== "" ? published.find((article) => String(article.id) === id) : undefined;
  // The other articles: not this file as published, whatever its ID now.
  const others = published.filter((article) => !publishedHere || article.file !== publishedHere.file);
  const slugTaken = others.find((article) => slug !== "" && article.slug === slug && String(article.id) !== self);
  const titled = sameTitle({ id: self, title: text(data.get("title")) }, others);
  const title = text(data.get("title")).trim();
  const { lines } = textLines(text(data.get("body")));
  // What the build would stop on in the text (src/rules/articleText.ts), one thing at a time as it names them.
  const problem = articleTextProblem(lines, title, (index) => `line ${index + 1} of the text`);
  const dayOf = (field: string) => {
    const value = data.get(field);
    return (value instanceof Date ? value.toISOString() : text(value)).trim().slice(0, 10);
  };
  // As the build: the latest change note names the day Modified date must say.
  const modified = dayOf("modifiedDate");
  const noteAfter = /^\d{4}-\d{2}-\d{2}$/.test(modified) ? changeNoteAfter(lines, modified) : null;
  // As the build: Date must be Published date written as the site writes days.
  const publishedOn = readIsoDate(data.get("publishedDate"));
  const shown = text(data.get("date"));
  const dateWrong = "date" in publishedOn && shown.trim() !== "" ? shownDateProblem(shown, publishedOn.date) : null;
  // As the build's check of the built pages: the description search results show, placeholders filled.
  const descriptionLength = descriptionOverLimit(previewText(text(data.get("metaDescription")), previewData().tokens));
  // Decap's Duplicate copies the dates too; an article written anew starts on today's.
  const copiedDates = isNew && dayOf("publishedDate") !== "" && dayOf("publishedDate") < yesterday();
  // The cover's size once the picture has loaded, as the build reads it from the file.
  const cover = image ? String(getAsset(image)) : "";
  const [loaded, setLoaded] = useState<{ src: string; width: number; height: number } | null>(null);
  const coverProblems = loaded && loaded.src === cover ? coverSizeProblems(loaded) : [];
  return (
    <PreviewFrame document={document}>
      <Notices>
        {idChanged && <Notice>{COPY_PREVIEW_WORDS.idChanged(idChanged)}</Notice>}
        {lost.length > 0 && <Notice>{COPY_PREVIEW_WORDS.lostAddress(lost)}</Notice>}
        {idTaken && <Notice>{COPY_PREVIEW_WORDS.idTaken(articlePath(idTaken), id)}</Notice>}
        {slugTaken && (
          <Notice>{COPY_PREVIEW_WORDS.slugTaken(articlePath(slugTaken), slugTaken.title, "article")}</Notice>
        )}
        {titled && <Notice>{COPY_PREVIEW_WORDS.sameTitle(articlePath(titled))}</Notice>}
        {descriptionLength !== null && <Notice>{COPY_PREVIEW_WORDS.metaDescriptionTooLong(descriptionLength)}</Notice>}
        {inCapitals(title) && <Notice>{COPY_PREVIEW_WORDS.inCapitals(title)}</Notice>}
        {problem && <Notice>{COPY_PREVIEW_WORDS.articleText(problem)}</Notice>}
        {coverProblems.map((coverProblem) => (
          <Notice key={coverProblem}>{COPY_PREVIEW_WORDS.coverSize(coverProblem)}</Notice>
        ))}
        {dateWrong && <Notice>{COPY_PREVIEW_WORDS.shownDate(dateWrong)}</Notice>}
        {noteAfter && (
          <Notice>{COPY_PREVIEW_WORDS.laterChangeNote(noteAfter.index + 1, noteAfter.day, modified)}</Notice>
        )}
        <LinkNotices data={text(data.get("body"))} preview={previewData()} markdown />
        {/* An article fills no placeholders. */}
        <ClaimNotices
          texts={[text(data.get("title")), text(data.get("body"))].map((shown) => ({
            text: shown,
            placeholders: false,
          }))}
          tokens={previewData().tokens}
        />
        {copiedDates && <Notice>{COPY_PREVIEW_WORDS.copiedDates(dayOf("publishedDate"))}</Notice>}
        {isNew && slug === "" && id !== "" && (
          <Notice>{COPY_PREVIEW_WORDS.noSlug(articlePath({ id, slug: null }), slugFrom(title))}</Notice>
        )}
        {/* Every placeholder is one the article would show as written: none is known here. */}
        <PlaceholderNotice
          texts={[text(data.get("title")), text(data.get("body"))]}
          tokens={{}}
          message={COPY_PREVIEW_WORDS.articlePlaceholder}
        />
      </Notices>
      <article>
        <Container narrow>
          <ArticleHeader
            title={text(data.get("title"))}
            date={text(data.get("date"))}
            publishedDate={text(data.get("publishedDate"))}
            author={previewText(text(data.get("author")), previewData().tokens)}
          />
        </Container>
        {image && (
          <Container>
            <img
              src={cover}
              alt=""
              css={coverCss}
              onLoad={({ currentTarget }) =>
                setLoaded({ src: cover, width: currentTarget.naturalWidth, height: currentTarget.naturalHeight })
              }
            />
          </Container>
        )}
        <Container narrow>
          <Prose css={css({ paddingBlock: space.xxl })}>{widgetFor("body")}</Prose>
        </Container>
      </article>
      {linkedFrom.length > 0 && (
        <Container narrow>
          <p css={linkedFromCss}>{COPY_PREVIEW_WORDS.linkedFrom(linkedFrom)}</p>
        </Container>
      )}
    </PreviewFrame>
  );
}

/** The line at the top of a testimonial's card that is one of the invented samples (inside it: the card fills its cell). */
const sampleCss = css({ margin: `0 0 ${space.xs}`, color: colors.accentText, fontSize: fontSizes.sm, fontWeight: 700 });

/**
 * content/testimonials.yaml as the testimonials wall shows it, under the notices a list's preview
 * gives (it takes CopyPreview's place for this file): a placeholder the site does not know, a
 * quote with line breaks, and what src/rules/listEntries.ts finds (a quote in quotation marks or
 * with its byline, an author after a dash), which the build stops on. A testimonial that is still one of the
 * invented samples (src/rules/samples.ts, as the build finds them) says so at the top of its card.
 */
export function TestimonialsPreview({ entry, fields, document }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS?.() ?? {}) as Record<string, unknown>;
  const config = (fields?.toJS?.() ?? []) as PreviewField[];
  const items = (data[LIST_FIELD] ?? []) as Testimonial[];
  return (
    <PreviewFrame document={document}>
      <Notices>
        <UnknownPlaceholders fields={config} data={data} tokens={previewData().tokens} />
        <LineBreaks fields={config} data={data} />
        <MarkupNotices fields={config} data={data} />
        <ClaimNotices texts={shownTexts(config, data)} tokens={previewData().tokens} />
        {listEntryProblems("testimonials.yaml", items, new Date(), (index) => `Testimonial ${index + 1}`).map(
          (problem) => (
            <Notice key={problem}>{COPY_PREVIEW_WORDS.listEntry(problem)}</Notice>
          ),
        )}
      </Notices>
      <Container css={css({ paddingBlock: space.xxl })}>
        <ul css={wallCss}>
          {items.map((testimonial, index) => (
            <li key={index}>
              <figure css={cardCss}>
                {inventedTestimonial({
                  author: text(testimonial.author),
                  title: text(testimonial.title),
                  quote: text(testimonial.quote),
                }) && <p css={sampleCss}>{COPY_PREVIEW_WORDS.sampleTestimonial}</p>}
                <TestimonialContent testimonial={testimonial} />
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </PreviewFrame>
  );
}

/**
 * A legal text without the blocks its conditions leave out (`<!-- if analytics -->` while the
 * site has no analytics), whose placeholders the site does not fill. A condition the build would
 * refuse leaves the text as it is: the build names that mistake itself.
 */
function shownText(body: string, conditions: Record<string, boolean>): string {
  try {
    return applyConditions(body, conditions);
  } catch {
    return body;
  }
}

/**
 * A legal page as it shows: the title, its "Last updated" line, then the text without the blocks
 * its conditions leave out (the `<!-- if analytics -->` ones while the site has no analytics), as
 * the site shows it, placeholders such as {siteName} filled from Site settings as the page fills
 * them; one the site does not know is named above the page, since the build stops on it, and so are a line
 * of the text that dates it and Markdown typed in the Rich Text mode (saved escaped, so shown as
 * written).
 */
function legalPreview(
  file: (typeof LEGAL_FILES)[number],
  updated: (data: { get: (field: string) => unknown }) => ReactNode,
  notice: (data: { get: (field: string) => unknown }) => ReactNode = () => null,
) {
  return function LegalPreview({ entry, widgetFor, document }: PreviewTemplateComponentProps) {
    const data = entry.get("data");
    const preview = previewData();
    const shown = shownText(text(data.get("body")), preview.conditions);
    // As the build (legalErrors): Markdown the Rich Text editor saved escaped, by its line in the Text box.
    const typed = richTextMarkdown(textLines(text(data.get("body"))).lines);
    return (
      <PreviewFrame document={document}>
        <Notices>
          <PlaceholderNotice texts={[shown]} tokens={preview.tokens} />
          {notice(data)}
          {typed && (
            <Notice>
              {COPY_PREVIEW_WORDS.articleText(
                richTextMarkdownProblem(`line ${typed.index + 1} of the text`, typed.written, typed.others),
              )}
            </Notice>
          )}
          {legalDateLines(text(data.get("body"))).map((line) => (
            <Notice key={line}>{COPY_PREVIEW_WORDS.legalDateLine(legalDateLineProblem(file, line))}</Notice>
          ))}
        </Notices>
        <LegalText title={text(data.get("title"))} updated={updated(data)}>
          {/* Decap's own Markdown preview (links, pictures), of the text the page shows, placeholders filled. */}
          {widgetFor("body", undefined, data.set("body", previewText(shown, preview.tokens)))}
        </LegalText>
      </PreviewFrame>
    );
  };
}

/** The Terms, dated as their entry says; a line above them when their text changed under the published date. */
export const TermsPreview = legalPreview(
  "content/legal/terms-of-service.md",
  (data) => lastUpdatedOn(text(data.get("lastUpdated"))),
  (data) => {
    const { terms } = previewData();
    const changed = legalTextKey(text(data.get("body"))) !== terms.text;
    // A change on the day the date names needs no new date (namesToday, as the build).
    const sameDate =
      text(data.get("lastUpdated")).trim() === terms.lastUpdated && !namesToday(terms.lastUpdated, new Date());
    if (changed && sameDate) return <Notice>{COPY_PREVIEW_WORDS.termsUndated(terms.lastUpdated)}</Notice>;
    // As the build: a new date before the published one, on a change of the text.
    const written = text(data.get("lastUpdated")).trim();
    if (changed && datedBack(written, terms.lastUpdated)) {
      return <Notice>{COPY_PREVIEW_WORDS.termsDatedBack(written, terms.lastUpdated)}</Notice>;
    }
    return null;
  },
);

/** The Privacy Policy, dated the day it is read (SPEC.md). */
export const PrivacyPreview = legalPreview("content/legal/privacy-policy.md", () => (
  <LastUpdatedToday fallback={todayIso()} />
));

/** `**bold**` and `*italic*` (or `_italic_`), the only markup of the ebook's disclaimer. */
function emphasis(source: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of source.matchAll(/\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_/g)) {
    if (match.index > last) parts.push(source.slice(last, match.index));
    parts.push(
      match[1] !== undefined ? (
        <strong key={match.index}>{match[1]}</strong>
      ) : (
        <em key={match.index}>{match[2] ?? match[3]}</em>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return parts;
}

const disclaimerCss = css({ fontSize: fontSizes.sm, color: colors.muted, marginBottom: space.xl });

/**
 * The ebook's text in the site's type: the cover's words (edition, title, subtitle), the
 * disclaimer and the chapters. The PDF sets them in its own layout; this is for reading them
 * while they are written. The fields show their placeholders filled, as the PDF prints them; the
 * chapters show them as written, as the legal pages' previews do. Above them, a line for each
 * place that names a chapter by a title or number it no longer has (the introduction's list, the
 * sources' headings, "Chapter 4" in the text), which the build stops on, and first a line for
 * each place the PDF cannot print as written (a link, a character the fonts lack: ebookProblems).
 */
export function EbookPreview({ entry, widgetFor, document }: PreviewTemplateComponentProps) {
  const data = entry.get("data");
  const { tokens, ebookGlyphs } = previewData();
  const field = (name: string) => previewText(text(data.get(name)), tokens);
  // The Text box has no front matter: its lines are counted from its first.
  const references = ebookReferenceProblems(
    text(data.get("body")).split(/\r?\n/),
    (index) => `Line ${index + 1} of the text`,
  );
  const fields = Object.fromEntries(EBOOK_FIELDS.map((name) => [name, data.get(name)]));
  const unprintable = useEbookProblems(fields, tokens, ebookGlyphs);
  return (
    <PreviewFrame document={document}>
      <Notices>
        {unprintable.map((problem) => (
          <Notice key={problem}>{COPY_PREVIEW_WORDS.ebookUnprintable(problem)}</Notice>
        ))}
        {references.map((problem) => (
          <Notice key={problem}>{COPY_PREVIEW_WORDS.ebookReference(problem)}</Notice>
        ))}
      </Notices>
      <PageHeader
        narrow
        kicker={field("edition") || null}
        title={field("title")}
        intro={field("subtitle") || undefined}
      />
      <Container narrow>
        <Prose css={css({ paddingBlock: space.xxl })}>
          <p css={disclaimerCss}>{emphasis(field("disclaimer"))}</p>
          {widgetFor("body")}
        </Prose>
      </Container>
    </PreviewFrame>
  );
}
