import { css } from "@emotion/react";
import { useState, type ReactNode } from "react";
import { Container } from "../components/Container";
import { Heading } from "../components/Heading";
import { PageHeader } from "../components/PageHeader";
import { articlePath } from "../rules/articles";
import { askedTwice } from "../rules/services";
import { fieldLabel, isBlank } from "../rules/fields";
import { LINKS_HINT, placeholderParts, previewText, TOKENS_HINT, type CmsPreviewData } from "../rules/cmsPreview";
import { DESCRIPTION_LIMIT, descriptionOverLimit, descriptionTooLong, pageTitle } from "../rules/seo";
import { countedHeadingProblems } from "../rules/counts";
import { claimChecks, wrongClaims, type ClaimCheck } from "../rules/claims";
import { teamPhotoProblem } from "../rules/pictures";
import { sampleLogo } from "../rules/samples";
import { LIST_FIELD } from "../rules/cmsFormats";
import { answersPath, linkProblem, linkProblemWords, nearestRoute, sitePath } from "../rules/links";
import { LINE_BREAKS, copyMarkupProblem, hasLineBreaks, listed, textLinks } from "../rules/text";
import { writesSiteName } from "../rules/tokens";
import { kickerCss, surfaceCss } from "../styles/surfaces";
import { colors, fontSizes, lineHeights, radii, space } from "../styles/theme";
import { previewData } from "./previewData";
import { PreviewFrame } from "./PreviewFrame";
import type { PreviewTemplateComponentProps } from "./PreviewFrame";

/** A field of the CMS's configuration, as Decap hands it to a preview (src/node/cms/config.ts writes them). */
export interface PreviewField {
  name: string;
  label?: string;
  widget?: string;
  hint?: string;
  /** An object's fields, or a list's item fields. */
  fields?: PreviewField[];
  /** A list of single values: the value's field. */
  field?: PreviewField;
}

/** What the founder reads in this preview about it, not what visitors read (that is the entry's own words). */
export const COPY_PREVIEW_WORDS = {
  search: "In search results",
  unknownPlaceholder: "The site knows no such placeholder: the build stops until it is corrected.",
  articlePlaceholder:
    "An article shows placeholders as written (the site fills them only in its pages' fields): write the words themselves, or the build stops.",
  /** An address an article (or, with a service page's path and noun, a service page) is online at that the edit leaves unanswered. */
  lostAddress: (
    slugs: readonly string[],
    pathOf: (slug: string) => string = (slug) => articlePath({ id: "", slug }),
    noun = "article",
  ) => {
    const many = slugs.length > 1;
    const paths = slugs.map(pathOf).join(", ");
    return `${paths}: this ${noun} is online at ${many ? "these addresses" : "this address"} now. Add ${slugs.join(", ")} under Previous slugs, or links to ${many ? "them" : "it"} stop working when you publish.`;
  },
  /** The ID a published article had, changed in the edit: its /blog/{ID}/ address would lead nowhere. */
  idChanged: (published: string) =>
    `This article was published with ID ${published}: an article keeps its ID, or /blog/${published}/ stops leading to it. Put ${published} back, or the build stops when you publish.`,
  /** The entries that link an article, by where the CMS lists them: what removing it would break. */
  linkedFrom: (places: readonly string[]) =>
    `Linked from ${listed(places)}. To remove this article, change those links first: the build stops on a link that leads nowhere. A new address needs no change to them once the old slug is under Previous slugs.`,
  /** The address of the published article whose title the edited one repeats. */
  sameTitle: (path: string) =>
    `${path} already has this title: give each article its own, or the build stops when you publish.`,
  /** The address of the published page (a service page, or with its noun an article) whose slug the edited one repeats, and its title. */
  slugTaken: (path: string, title: string, noun = "page") =>
    `${path} is already the address of ${title}: give this ${noun} its own Slug, or the build stops when you publish.`,
  /** The address of the published article whose ID a new one repeats. */
  idTaken: (path: string, id: string) =>
    `${path} already has ID ${id}: give this article an ID no other article has (one above the highest), or the build stops when you publish.`,
  /** The published service page whose names (fields serviceNames reads) the edited one repeats. */
  sameNames: (path: string, fields: readonly string[]) => {
    const labels: Record<string, string> = {
      title: "Title",
      navLabel: "Nav label",
      "seo.title": "SEO title",
      "homeCard.title": "Home card title",
      summary: "Summary",
      "seo.description": "SEO description",
    };
    const named = fields.map((field) => labels[field] ?? field);
    return `${path} has the same ${listed(named)}: give each service page its own, or the build stops when you publish.`;
  },
  /** A question of a service page's FAQ (its number and words) that asks what an earlier one asks (src/rules/services.ts). */
  askedTwice: (index: number, question: string, first: number) =>
    `${askedTwice(`Question ${index} ("${question}")`, `question ${first}`)}. The build stops on it when you publish.`,
  /** A link (its address and words) the build's link check stops on, with what is wrong (src/rules/links.ts linkProblemWords). */
  link: (href: string, label: string, problem: string) =>
    `${href} ("${label}"): ${problem}. The build stops on it when you publish.`,
  /** A correction's date under "What changed" that the build refuses (changeDateProblem says what is wrong). */
  changeDate: (entry: number, problem: string) =>
    `Changes, entry ${entry}: Date ${problem}. The build stops on it when you publish.`,
  /** The preview knows the pages as of the last build: a page published since is not among them. */
  linkNowhere: (href: string, label: string, near: string | null) =>
    `${href} ("${label}"): no page of the site had that address when the site was last built${near ? ` (did you mean ${near}?)` : ""}. Unless it is a page published since, the build stops on it when you publish.`,
  /** The firm's name, written out in a field that fills {siteName}. */
  siteNameWrittenOut: (name: string) =>
    `"${name}" is the firm's name written out: write {siteName}, so that a new name in Site settings reaches it, or the build stops when you publish.`,
  /** The Terms' published date, kept while their text changed. */
  termsUndated: (date: string) =>
    `The text has changed but Last updated still says ${date}: the Terms promise (section 7) that this date changes with them. Write today's date, or the build stops when you publish.`,
  /** An article's change note dated after its Modified date. */
  laterChangeNote: (line: number, day: string, modified: string) =>
    `Line ${line} of the text is a change note of ${day}, after Modified date (${modified}): set Modified date to that day, which the article shows as its last update, or the build stops when you publish.`,
  /** A new article without a slug: its address by ID, and a slug made of its title. */
  noSlug: (path: string, suggestion: string) =>
    `Without a Slug, this article's address is ${path}.${suggestion ? ` A slug made of its title, such as "${suggestion}", gives an address readers and search engines understand; it cannot be changed later without adding the old one under Previous slugs.` : ""}`,
  /** An article made with Duplicate, dated as the one it was made from. */
  copiedDates: (published: string) =>
    `This copy still has the published date of the article it was made from (${published}): set Published date, Modified date and Date to the day you publish, or it goes live dated then, far down the blog list.`,
  /** What the build would stop on in an article's (or a legal page's) text (src/rules/articleText.ts), as it words it. */
  articleText: (problem: string) =>
    `${problem[0].toUpperCase()}${problem.slice(1)}, or the build stops when you publish.`,
  /** An article's Date written otherwise than its Published date (src/rules/articles.ts shownDateProblem), as the build words it. */
  shownDate: (problem: string) => `Date ${problem}, or the build stops when you publish.`,
  /** The Terms changed under a new date before the published one. */
  termsDatedBack: (date: string, published: string) =>
    `The text has changed but Last updated says ${date}, before the date it replaces (${published}): visitors would read that the new terms are the older ones. Write today's date, or the build stops when you publish.`,
  /** Above Lists > Logos, for a logo named after one of the invented companies (src/rules/samples.ts). */
  sampleLogos: (logos: readonly { entry: number; alt: string }[]) =>
    `${listed(logos.map(({ entry, alt }) => `Logo ${entry} ("${alt}")`))} ${logos.length === 1 ? "is the mark of an invented company: replace it" : "are the marks of invented companies: replace each"} with the logo of a client or partner who gave permission before you turn Illustrative off in Site settings.`,
  /** Above a testimonial that is one of the invented samples (src/rules/samples.ts). */
  sampleTestimonial:
    "An invented sample: replace it with a real client's words (they agreed to be quoted) before you turn Illustrative off in Site settings.",
  /** A heading (its field's name) that states another number than the items under it hold. */
  countedHeading: (field: string, problem: string) =>
    `${field === "kicker" ? "Kicker" : "Title"} ${problem}. The build stops on it when you publish.`,
  /** An article's Meta description (placeholders filled) longer than search results show, as the build words it. */
  metaDescriptionTooLong: (length: number) =>
    `Meta description: ${descriptionTooLong(length)}. The build stops on it when you publish.`,
  /** A list entry written with what the page adds itself (src/rules/listEntries.ts), as the build words it. */
  listEntry: (problem: string) => `${problem}. The build stops on it when you publish.`,
  /** A line of a legal page's text that dates it (legalDateLineProblem says what is wrong). */
  legalDateLine: (problem: string) => `The text ${problem}. The build stops on it when you publish.`,
  /** `[words](address)` in a field the site shows as written (WrittenLinkNotices), as the build's check of the pages words it. */
  writtenLink: (label: string, link: string) =>
    `${label}: "${link}" is shown as written, brackets and all: this field makes no links. Write the words alone (docs/editing.md names the fields that make links), or the build stops when you publish.`,
  /** Markup a line of copy cannot show (src/rules/text.ts copyMarkupProblem), as the build words it. */
  markup: (label: string, problem: string) => `${label}: ${problem}. The build stops on it when you publish.`,
  /** A team photo smaller than the page shows it (src/rules/pictures.ts), as the build words it. */
  teamPhoto: (entry: number, name: string, problem: string) =>
    `Entry ${entry}${name ? ` (${name})` : ""}: the photo is ${problem}. The build stops on it when you publish.`,
  /** An article's cover of a size the build refuses (src/rules/articles.ts coverSizeProblems), as the build words it. */
  coverSize: (problem: string) => `Image: the picture is ${problem}. The build stops on it when you publish.`,
  /** A phrase stating a claim of Site settings with another figure (src/rules/claims.ts), and where to change either. */
  wrongClaim: ({ claim, figure, noun }: ClaimCheck, text: string, placeholders: boolean) =>
    `"${text}": Site settings say ${claim === "callMinutes" ? `the call lasts ${figure} minutes` : `${figure} ${noun}`} (Claims > ${fieldLabel(claim)}). Write ${figure} here too${placeholders ? `, or {${claim}}, which follows that setting` : ""}, or change the claim there. The build stops on it when you publish.`,
  /** A place in the ebook the PDF cannot print as written (src/cms/ebookProblems.ts), as the build words it. */
  ebookUnprintable: (problem: string) => `${problem}. The build stops on it when you publish.`,
  /** A place in the ebook's text that names a chapter it does not match (src/rules/ebookReferences.ts), as the build words it. */
  ebookReference: (problem: string) => `${problem} Until then the build stops when you publish.`,
  /** An article's title, or a heading line of its text, written in capital letters. */
  inCapitals: (text: string) =>
    `"${text}" is written in capital letters: write it in ordinary letters (capitals are harder to read, and screen readers may spell them out), or the build stops when you publish.`,
  tooLong: (length: number) =>
    `${length} characters: search results show ${DESCRIPTION_LIMIT}, and the build stops on a longer description.`,
} as const;

type Tokens = CmsPreviewData["tokens"];

interface Context {
  tokens: Tokens;
  /** A picture's address in the preview: its value, and the names of the fields down to its own. */
  asset: (path: string, names: readonly string[]) => string;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Fields that name what they belong to: shown as a heading, not a labelled line. */
const HEADING_FIELDS = new Set(["title", "name", "question"]);
/** A section's own words, which the site shows with its heading. */
const SECTION_FIELDS = new Set(["kicker", "title", "intro"]);

const sectionCss = css({ paddingBlock: space.xxl, borderBottom: `1px solid ${colors.border}` });
const labelCss = css({
  margin: `${space.md} 0 ${space.xxs}`,
  fontSize: fontSizes.xs,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: colors.muted,
});
const textCss = css({ margin: 0, maxWidth: "65ch", lineHeight: lineHeights.body });
const introCss = css(textCss, { fontSize: fontSizes.lg, color: colors.muted, marginBottom: space.lg });
const itemsCss = css({
  listStyle: "none",
  padding: 0,
  margin: `${space.md} 0 0`,
  display: "grid",
  gap: space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
});
const itemCss = css(surfaceCss, { padding: space.lg, "& > :first-child": { marginTop: 0 } });
const itemTitleCss = css({ margin: `${space.sm} 0`, fontSize: fontSizes.lg, lineHeight: lineHeights.snug });
const bulletsCss = css({ margin: 0, paddingLeft: space.lg, lineHeight: lineHeights.body });
const pictureCss = css({ display: "block", maxWidth: "12rem", maxHeight: "8rem", objectFit: "contain" });
const unknownCss = css({ background: colors.accent, color: colors.text, borderRadius: radii.sm, padding: "0 0.2em" });
const snippetCss = css(surfaceCss, { padding: space.lg, maxWidth: "40rem", marginBlock: space.xl });
const snippetTitleCss = css({ margin: `${space.xs} 0`, fontSize: fontSizes.lg, color: colors.accentText });
const kickerOnlyCss = css(kickerCss, { fontSize: fontSizes.lg, margin: `0 0 ${space.lg}` });
const noticeCss = css({
  margin: 0,
  // Clear of the buttons Decap floats over the preview's top right corner.
  padding: `${space.sm} 4.5rem ${space.sm} ${space.lg}`,
  background: colors.accent,
  color: colors.text,
  fontWeight: 600,
});
const warningCss = css(textCss, { marginTop: space.sm, fontWeight: 600, color: colors.accentText });

/** What each kind of field is shown with: the field, its value, and the names of the fields down to it. */
interface FieldProps<T> {
  field: PreviewField;
  value: T;
  ctx: Context;
  depth: number;
  names: readonly string[];
}

/**
 * A line of copy with its placeholders filled (where the field takes them), an unknown one
 * marked. Markdown stays as written: most fields show it so on the site too (the build stops on
 * it there), and the few that turn it into links are not told apart in the CMS's fields.
 */
function Words({ text, placeholders, ctx }: { text: string; placeholders: boolean; ctx: Context }) {
  if (!placeholders) return <>{text}</>;
  return (
    <>
      {placeholderParts(text, ctx.tokens).map((part, index) =>
        "unknown" in part ? (
          <mark key={index} css={unknownCss} title={COPY_PREVIEW_WORDS.unknownPlaceholder}>
            {part.unknown}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const takesPlaceholders = (field: PreviewField) => field.hint?.includes(TOKENS_HINT) ?? false;
/** Whether the site shows this field's `[words](address)` as a link (LINKS_HINT); elsewhere it shows the brackets. */
const makesLinks = (field: PreviewField) => field.hint?.includes(LINKS_HINT) ?? false;

/** The field's name as the CMS shows it, over a value shown on its own. */
const Label = ({ field }: { field: PreviewField }) => <p css={labelCss}>{field.label ?? field.name}</p>;

/** The page's title and description as a search result shows them (the build's title rule and length limit). */
function SearchSnippet({ fields, value, ctx }: { fields: PreviewField[]; value: Data; ctx: Context }) {
  const titleField = fields.find((field) => field.name === "title");
  const descriptionField = fields.find((field) => field.name === "description");
  const rest = fields.filter((field) => field !== titleField && field !== descriptionField);
  const description = previewText(textOf(value.description), ctx.tokens);
  const length = descriptionOverLimit(description);
  return (
    <div css={snippetCss}>
      <p css={css(labelCss, { marginTop: 0 })}>{COPY_PREVIEW_WORDS.search}</p>
      <p css={snippetTitleCss}>
        <Words
          text={pageTitle(previewText(textOf(value.title), ctx.tokens), ctx.tokens.siteName ?? "")}
          placeholders={titleField ? takesPlaceholders(titleField) : false}
          ctx={ctx}
        />
      </p>
      <p css={textCss}>
        <Words
          text={textOf(value.description)}
          placeholders={descriptionField ? takesPlaceholders(descriptionField) : false}
          ctx={ctx}
        />
      </p>
      {length !== null && <p css={warningCss}>{COPY_PREVIEW_WORDS.tooLong(length)}</p>}
      <Fields fields={rest} value={value} ctx={ctx} depth={1} names={["seo"]} />
    </div>
  );
}

/** One value of a field that is not an object or a list. */
function Scalar({ field, value, ctx, depth, names }: FieldProps<unknown>) {
  if (field.widget === "image") {
    return (
      <>
        <Label field={field} />
        <img src={ctx.asset(String(value), names)} alt="" css={pictureCss} />
      </>
    );
  }
  const words = <Words text={String(value)} placeholders={takesPlaceholders(field)} ctx={ctx} />;
  if (depth > 0 && HEADING_FIELDS.has(field.name)) {
    const Tag = depth > 1 ? "h4" : "h3";
    return <Tag css={itemTitleCss}>{words}</Tag>;
  }
  return (
    <>
      <Label field={field} />
      <p css={textCss}>{words}</p>
    </>
  );
}

/** A list: its items as cards, or its single values as bullets. */
function List({ field, value, ctx, depth, names }: FieldProps<unknown[]>) {
  const single = field.field;
  if (single) {
    return (
      <>
        <Label field={field} />
        <ul css={bulletsCss}>
          {value.map((item, index) => (
            <li key={index}>
              <Words text={String(item ?? "")} placeholders={takesPlaceholders(single)} ctx={ctx} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      {depth > 0 && <Label field={field} />}
      <ul css={itemsCss}>
        {value.map((item, index) => (
          <li key={index} css={itemCss}>
            <Fields
              fields={field.fields ?? []}
              value={isRecord(item) ? item : {}}
              ctx={ctx}
              depth={depth + 1}
              names={names}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A group of fields: a section with the site's heading when it has a title or kicker, else a labelled group. */
function Group({ field, value, ctx, depth, names }: FieldProps<Data>) {
  const fields = field.fields ?? [];
  const kickerField = fields.find((f) => f.name === "kicker");
  const titleField = fields.find((f) => f.name === "title");
  const introField = fields.find((f) => f.name === "intro");
  const words = (f: PreviewField | undefined, key: string) => (
    <Words text={textOf(value[key])} placeholders={f ? takesPlaceholders(f) : false} ctx={ctx} />
  );
  const hero = depth === 0 && field.name === "hero";
  // The home page's headline words stand as its title, not as a list under it.
  const rest = fields.filter((f) => !SECTION_FIELDS.has(f.name) && !(hero && f.name === "words"));
  if (!kickerField && !titleField && !hero) {
    return (
      <div>
        <Label field={field} />
        <Fields fields={fields} value={value} ctx={ctx} depth={depth + 1} names={names} />
      </div>
    );
  }
  const kicker = value.kicker ? previewText(textOf(value.kicker), ctx.tokens) : null;
  const intro = value.intro ? <p css={introCss}>{words(introField, "intro")}</p> : null;
  const body = <Fields fields={rest} value={value} ctx={ctx} depth={depth + 1} names={names} />;
  if (hero) {
    // Pages write their headline as a title; the home page as its words (content/pages/home.yaml).
    const headline = Array.isArray(value.words) ? value.words.map(textOf).join(" ") : "";
    const title = value.title ? textOf(value.title) : headline;
    return (
      <>
        <PageHeader
          kicker={kicker}
          title={previewText(title, ctx.tokens)}
          intro={value.intro ? words(introField, "intro") : undefined}
        />
        <Container>{body}</Container>
      </>
    );
  }
  return (
    <section css={depth === 0 ? sectionCss : undefined}>
      {value.title ? (
        <Heading kicker={kicker} level={depth === 0 ? 2 : 3}>
          {words(titleField, "title")}
        </Heading>
      ) : (
        // A kicker over a heading the site writes itself (the home page's "Latest articles").
        <p css={kickerOnlyCss}>{kicker}</p>
      )}
      {intro}
      {body}
    </section>
  );
}

/** Every field of an entry (or of one of its groups), in the order the CMS lists them. */
function Fields({
  fields,
  value,
  ctx,
  depth,
  names = [],
}: {
  fields: PreviewField[];
  value: Data;
  ctx: Context;
  depth: number;
  /** The names of the fields this group sits in. */
  names?: readonly string[];
}) {
  return (
    <>
      {fields.map((field) => {
        const item = value[field.name];
        if (isBlank(item)) return null;
        if (field.widget === "hidden") return null;
        const props = { field, ctx, depth, names: [...names, field.name] };
        if (field.widget === "object" && isRecord(item)) {
          if (depth === 0 && field.name === "seo") {
            return <SearchSnippet key={field.name} fields={field.fields ?? []} value={item} ctx={ctx} />;
          }
          return <Group key={field.name} {...props} value={item} />;
        }
        if (field.widget === "list" && Array.isArray(item)) return <List key={field.name} {...props} value={item} />;
        return <Scalar key={field.name} {...props} value={item} />;
      })}
    </>
  );
}

/**
 * A text of an entry: the field that holds it (for a list of single values, the value's field),
 * the label the CMS shows over it (that list's), and whether it is one of the SEO fields, which
 * search engines show and no page.
 */
type EntryText = { text: string; field: PreviewField; label: string; seo: boolean };

/** Every text of an entry, through its groups and lists: what the previews' checks read. */
function entryTexts(fields: PreviewField[], value: unknown, seo = false): EntryText[] {
  if (!isRecord(value)) return [];
  return fields.flatMap((field): EntryText[] => {
    const inner = value[field.name];
    const label = field.label ?? field.name;
    const inSeo = seo || field.name === "seo";
    if (field.widget === "object") return entryTexts(field.fields ?? [], inner, inSeo);
    if (field.widget === "list" && Array.isArray(inner)) {
      const single = field.field;
      if (single) return inner.map((text) => ({ text: String(text ?? ""), field: single, label, seo: inSeo }));
      return inner.flatMap((entry) => entryTexts(field.fields ?? [], entry, inSeo));
    }
    return typeof inner === "string" ? [{ text: inner, field, label, seo: inSeo }] : [];
  });
}

/** The texts of an entry whose placeholders the site fills: the fields that take them. */
const placeholderTexts = (fields: PreviewField[], value: unknown) =>
  entryTexts(fields, value)
    .filter(({ field }) => takesPlaceholders(field))
    .map(({ text }) => text);

/** The labels of the fields in `value` whose text has line breaks. */
const brokenTexts = (fields: PreviewField[], value: unknown) =>
  entryTexts(fields, value)
    .filter(({ text }) => hasLineBreaks(text))
    .map(({ label }) => label);

/** A line at the top of a preview naming the fields whose text has line breaks, which the build stops on, or nothing. */
export function LineBreaks({ fields, data }: { fields: PreviewField[]; data: Data }) {
  const labels = [...new Set(brokenTexts(fields, data))];
  if (labels.length === 0) return null;
  return (
    <Notice>
      {labels.join(", ")}: {LINE_BREAKS}
    </Notice>
  );
}

/**
 * A line at the top of a preview for each text with markup it cannot show (an HTML tag, a link
 * with no words, a picture, a `*` that nothing closes: copyMarkupProblem), which the build stops
 * on (src/node/schema/copySchema.ts), as it words it.
 */
export function MarkupNotices({ fields, data }: { fields: PreviewField[]; data: unknown }) {
  const problems = entryTexts(fields, data).flatMap(({ text, field, label }) => {
    const problem = copyMarkupProblem(text, makesLinks(field));
    return problem ? [COPY_PREVIEW_WORDS.markup(label, problem)] : [];
  });
  return (
    <>
      {[...new Set(problems)].map((problem) => (
        <Notice key={problem}>{problem}</Notice>
      ))}
    </>
  );
}

/** Every group in a value (objects in objects and lists), the value itself first. */
function groupsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(groupsIn);
  if (!isRecord(value)) return [];
  return [value, ...Object.values(value).flatMap(groupsIn)];
}

/** A line at the top of a preview for each heading that counts the items under it wrongly, which the build stops on. */
export function CountedHeadings({ data }: { data: unknown }) {
  const problems = groupsIn(data).flatMap(countedHeadingProblems);
  return (
    <>
      {problems.map(({ field, problem }) => (
        <Notice key={`${field}${problem}`}>{COPY_PREVIEW_WORDS.countedHeading(field, problem)}</Notice>
      ))}
    </>
  );
}

/** A link of an entry: its words and its address. */
type Link = { label: string; to: string };

/** The links in a value, through its groups and lists: `[words](address)` in its texts, and each link field (`label`, `to`: the menus and the footer). */
function linksIn(value: unknown): Link[] {
  if (typeof value === "string") return textLinks(value);
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (!isRecord(value)) return [];
  const own = typeof value.to === "string" ? [{ label: textOf(value.label), to: value.to.trim() }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => (key === "to" ? [] : linksIn(inner)))];
}

/**
 * The links of a value whose fields are known: each link field (`label`, `to`: the menus and the
 * footer), and `[words](address)` in the texts of the fields that make links (makesLinks).
 */
const fieldLinks = (fields: PreviewField[], value: unknown): Link[] => [
  ...groupsIn(value).flatMap((group) =>
    typeof group.to === "string" ? [{ label: textOf(group.label), to: group.to.trim() }] : [],
  ),
  ...entryTexts(fields, value)
    .filter(({ field }) => makesLinks(field))
    .flatMap(({ text }) => textLinks(text)),
];

/** `[words](address)` in a text the site shows as written, with the label of its field. */
const writtenLinks = (fields: PreviewField[], value: unknown) =>
  entryTexts(fields, value)
    .filter(({ field, seo }) => !seo && !makesLinks(field))
    .flatMap(({ label, text }) => linkSources(label, text));

const linkSources = (label: string, text: string) =>
  [...text.matchAll(/\[[^\]\n]+\]\([^)\n]*\)/g)].map((match) => ({ label, link: match[0] }));

/**
 * A line at the top of a preview for each `[words](address)` written in a field that makes no
 * links: the page would show the brackets, which the build's check of the pages stops on.
 */
export function WrittenLinkNotices({ fields, data }: { fields: PreviewField[]; data: unknown }) {
  const found = writtenLinks(fields, data);
  return (
    <>
      {found.map(({ label, link }) => (
        <Notice key={`${label}${link}`}>{COPY_PREVIEW_WORDS.writtenLink(label, link)}</Notice>
      ))}
    </>
  );
}

/** A path that ends in a file's name (/downloads/guide.pdf): the previews know the site's pages, not its files, and leave it to the build. */
const FILE_PATH = /\/[^/]+\.[a-z\d]+$/i;

/**
 * A line at the top of a preview for each link of `data` the build's link check would stop on
 * (src/rules/links.ts, read against the pages and redirects of the last build), as it words it.
 * In an article's text a full address of the site is made its path (`markdown`): only its page
 * must exist.
 */
export function LinkNotices({
  data,
  preview,
  markdown = false,
  fields,
}: {
  data: unknown;
  preview: CmsPreviewData;
  markdown?: boolean;
  /** The entry's fields: only those that make links are read for `[words](address)` (WrittenLinkNotices names the rest). */
  fields?: PreviewField[];
}) {
  const routes = new Set(preview.routes);
  const answers = (target: string) => answersPath(target, routes, (file) => FILE_PATH.test(file));
  const named = new Set<string>();
  return (
    <>
      {(fields ? fieldLinks(fields, data) : linksIn(data)).flatMap(({ label, to }) => {
        const missing = linkProblem(to, answers, preview.siteUrl, preview.repo);
        if (!missing || (markdown && missing === "own") || named.has(to)) return [];
        named.add(to);
        return [
          <Notice key={to}>
            {missing === "address"
              ? COPY_PREVIEW_WORDS.linkNowhere(to, label, nearestRoute(sitePath(to, preview.siteUrl) ?? to, routes))
              : COPY_PREVIEW_WORDS.link(to, label, linkProblemWords(missing, to, preview.siteUrl))}
          </Notice>,
        ];
      })}
    </>
  );
}

/** A text an entry shows, and whether its field fills placeholders. */
export type ShownText = { text: string; placeholders: boolean };

/** The texts of an entry the site shows on its pages (not what search engines show), through its groups and lists. */
export const shownTexts = (fields: PreviewField[], value: unknown): ShownText[] =>
  entryTexts(fields, value)
    .filter(({ seo }) => !seo)
    .map(({ text, field }) => ({ text, placeholders: takesPlaceholders(field) }));

/**
 * A line at the top of a preview for each phrase of `texts` that states one of the firm's claims
 * with another figure than Site settings give ("45-minute call", "clients in 40 countries"),
 * which the build stops on (src/rules/claims.ts). A text whose field fills placeholders is read
 * filled, and its notice offers the placeholder; another (an article's, a client's quote) is read
 * as written, and its notice asks for the figure.
 */
export function ClaimNotices({ texts, tokens }: { texts: readonly ShownText[]; tokens: Tokens }) {
  const checks = claimChecks({
    callMinutes: tokens.callMinutes,
    years: tokens.years,
    countries: tokens.countries,
    agencies: tokens.agencies,
    agencyCountries: tokens.agencyCountries,
  });
  const wrong = new Map<string, { check: ClaimCheck; placeholders: boolean }>();
  for (const { text, placeholders } of texts) {
    for (const found of wrongClaims(placeholders ? previewText(text, tokens) : text, checks)) {
      wrong.set(found.text, {
        check: found.check,
        placeholders: placeholders || wrong.get(found.text)?.placeholders === true,
      });
    }
  }
  return (
    <>
      {[...wrong].map(([text, { check, placeholders }]) => (
        <Notice key={text}>{COPY_PREVIEW_WORDS.wrongClaim(check, text, placeholders)}</Notice>
      ))}
    </>
  );
}

/** An orange line at the top of a preview: something the founder should mend before publishing. */
// Above the preview however far it is scrolled: Decap scrolls the preview with the editor, and a
// line at the page's top was out of sight while the founder wrote further down. At most half the
// preview's height, scrolling within: a long list covered the page it is about (fifth trial).
const noticesCss = css({ position: "sticky", top: 0, zIndex: 30, maxHeight: "50vh", overflowY: "auto" });

/** The preview's notices, kept in sight at its top. */
export const Notices = ({ children }: { children: ReactNode }) => <div css={noticesCss}>{children}</div>;

export const Notice = ({ children }: { children: ReactNode }) => (
  <p css={noticeCss} role="status">
    {children}
  </p>
);

/**
 * A line at the top of a preview naming the placeholders in `texts` the site does not know, and
 * with `siteName` one naming the firm's name written out, or nothing: the build would stop on
 * them, and a mark in the text is easy to miss.
 */
export function PlaceholderNotice({
  texts,
  tokens,
  message = COPY_PREVIEW_WORDS.unknownPlaceholder,
  siteName,
}: {
  texts: readonly string[];
  tokens: Tokens;
  message?: string;
  siteName?: string;
}) {
  const unknown = new Set(
    texts.flatMap((text) =>
      placeholderParts(text, tokens).flatMap((part) => ("unknown" in part ? [part.unknown] : [])),
    ),
  );
  const named = siteName ? texts.some((text) => writesSiteName(text, siteName)) : false;
  return (
    <>
      {unknown.size > 0 && (
        <Notice>
          {[...unknown].join(", ")}: {message}
        </Notice>
      )}
      {named && <Notice>{COPY_PREVIEW_WORDS.siteNameWrittenOut(siteName!)}</Notice>}
    </>
  );
}

/** The notice for an entry of the CMS: the fields that take placeholders, read through its groups and lists. */
export const UnknownPlaceholders = ({
  fields,
  data,
  tokens,
}: {
  fields: PreviewField[];
  data: Data;
  tokens: Tokens;
}) => <PlaceholderNotice texts={placeholderTexts(fields, data)} tokens={tokens} siteName={tokens.siteName} />;

/**
 * A page's words, a shared section or a list in the site's type and colours: each heading as
 * the site sets it (the page's title band, kickers and titles), the search result its SEO
 * fields make, and the placeholders filled as the site fills them, with one the site does not
 * know marked, under the notices of what the build would stop on (links included: LinkNotices).
 * What a page shows from other files (cards, quotes, steps) is not repeated here.
 */
export function CopyView({
  fields,
  data,
  preview,
  asset = (path) => path,
  notices,
}: {
  fields: PreviewField[];
  data: Data;
  preview: CmsPreviewData;
  asset?: Context["asset"];
  /** The entry's own notices, after those every entry gets. */
  notices?: ReactNode;
}) {
  const ctx: Context = { tokens: preview.tokens, asset };
  const hero = fields.find((field) => field.name === "hero" && field.widget === "object");
  const others = fields.filter((field) => field !== hero);
  return (
    <>
      <Notices>
        <UnknownPlaceholders fields={fields} data={data} tokens={preview.tokens} />
        <LineBreaks fields={fields} data={data} />
        <MarkupNotices fields={fields} data={data} />
        <CountedHeadings data={data} />
        <LinkNotices data={data} preview={preview} fields={fields} />
        <WrittenLinkNotices fields={fields} data={data} />
        <ClaimNotices texts={shownTexts(fields, data)} tokens={preview.tokens} />
        {notices}
      </Notices>
      {hero && <Fields fields={[hero]} value={data} ctx={ctx} depth={0} />}
      <Container>
        <Fields fields={others} value={data} ctx={ctx} depth={0} />
      </Container>
    </>
  );
}

const TEAM_FILE = "content/team.yaml";
const LOGOS_FILE = "content/logos.yaml";

/** One line at the top of Lists > Logos' preview naming the logos still named after an invented company. */
function SampleLogosNotice({ items }: { items: unknown[] }) {
  const samples = items
    .map((item, index) => ({ entry: index + 1, alt: isRecord(item) ? textOf(item.alt) : "" }))
    .filter(({ alt }) => sampleLogo(alt));
  return samples.length > 0 ? <Notice>{COPY_PREVIEW_WORDS.sampleLogos(samples)}</Notice> : null;
}

/**
 * A line at the top of Lists > Team's preview for each photo smaller than the page shows it,
 * which the build stops on (src/rules/pictures.ts), once the picture has loaded: each is loaded
 * here, unseen, to read its size.
 */
function TeamPhotoNotices({ items, asset }: { items: unknown[]; asset: (path: string) => string }) {
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({});
  const photos = items.map((item, index) => {
    const member = isRecord(item) ? item : {};
    return { entry: index + 1, name: textOf(member.name), src: textOf(member.image) && asset(textOf(member.image)) };
  });
  return (
    <>
      {photos.map(({ entry, name, src }) => {
        const size = src ? sizes[src] : undefined;
        const problem = size && teamPhotoProblem(entry, size.width, size.height);
        return problem ? <Notice key={entry}>{COPY_PREVIEW_WORDS.teamPhoto(entry, name, problem)}</Notice> : null;
      })}
      {[...new Set(photos.map(({ src }) => src).filter(Boolean))].map((src) => (
        <img
          key={src}
          src={src}
          alt=""
          hidden
          // The site's styles set every img to display: block, over `hidden` alone.
          style={{ display: "none" }}
          onLoad={({ currentTarget }) => {
            const size = { width: currentTarget.naturalWidth, height: currentTarget.naturalHeight };
            setSizes((known) => ({ ...known, [src]: size }));
          }}
        />
      ))}
    </>
  );
}

/** A field of Decap's configuration as it hands them over (Immutable maps and lists). */
interface DecapField {
  get(key: string): unknown;
}
interface DecapFields {
  find(predicate: (field: DecapField) => boolean): DecapField | undefined;
}

/** The field at the end of `names`, through objects' and lists' own fields. */
function fieldAt(fields: unknown, names: readonly string[]): DecapField | undefined {
  let found: DecapField | undefined;
  let level = fields as DecapFields | undefined;
  for (const name of names) {
    found = level?.find((field) => field.get("name") === name);
    level = (found?.get("fields") ?? undefined) as DecapFields | undefined;
  }
  return found;
}

/** The CMS's preview of an entry of Pages, Shared sections or Lists without a preview of its own. */
export function CopyPreview({ entry, fields, getAsset, document }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS?.() ?? {}) as Data;
  const config = (fields?.toJS?.() ?? []) as PreviewField[];
  // Decap finds a picture in the folder its field names (media_folder), so it is given the field:
  // the getAsset a preview receives takes it second, as Decap's own image preview passes it
  // (decap-cms-core, actions/media.ts, boundGetAsset), though the published types name only the
  // path. cms.test.ts fails if the pictures stop loading.
  const withField = getAsset as unknown as (path: string, field?: DecapField) => unknown;
  const asset = (path: string, names: readonly string[]) => String(withField(path, fieldAt(fields, names)));
  const items = Array.isArray(data[LIST_FIELD]) ? (data[LIST_FIELD] as unknown[]) : [];
  return (
    <PreviewFrame document={document}>
      <CopyView
        fields={config}
        data={data}
        preview={previewData()}
        asset={asset}
        notices={
          <>
            {String(entry.get("path") ?? "") === TEAM_FILE && (
              <TeamPhotoNotices items={items} asset={(path) => asset(path, [LIST_FIELD, "image"])} />
            )}
            {String(entry.get("path") ?? "") === LOGOS_FILE && <SampleLogosNotice items={items} />}
          </>
        }
      />
    </PreviewFrame>
  );
}
