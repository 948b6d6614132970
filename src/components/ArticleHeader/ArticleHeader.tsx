import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";

export interface ArticleHeaderProps {
  title: string;
  /** The date as readers see it ("March 12, 2025"). */
  date: string;
  /** The same date, machine-readable (ISO). */
  publishedDate: string;
  author: string;
  /** "7 min read"; left out when unknown (the CMS preview). */
  readingTime?: string;
  /** "Updated" and the day of the last revision, when it is later than the publication day. */
  updated?: { label: string; iso: string; display: string } | null;
}

const headerCss = css({ paddingBlock: space.xl });
const metaCss = css({ color: colors.muted, fontSize: fontSizes.sm, margin: `0 0 ${space.sm}` });
const titleCss = css({
  fontSize: "clamp(2rem, 3.5vw + 1rem, 3.5rem)",
  lineHeight: 1.1,
  letterSpacing: "-0.02em",
  margin: 0,
});

/** The cover picture under an article's header (GatsbyImage on the site, <img> in the CMS preview). */
export const articleCoverCss = css({ borderRadius: radii.lg, maxWidth: 1000, marginInline: "auto", display: "block" });

/** An article's date, author, reading time and title: on its page and in the CMS preview. */
export function ArticleHeader({ title, date, publishedDate, author, readingTime, updated }: ArticleHeaderProps) {
  return (
    <header css={headerCss}>
      <p css={metaCss}>
        <time dateTime={publishedDate}>{date}</time>
        {updated && (
          <>
            <span aria-hidden="true"> · </span>
            <span css={css({ whiteSpace: "nowrap" })}>
              {updated.label} <time dateTime={updated.iso}>{updated.display}</time>
            </span>
          </>
        )}
        <span aria-hidden="true"> · </span>
        {author}
        {readingTime && (
          <>
            <span aria-hidden="true"> · </span>
            {readingTime}
          </>
        )}
      </p>
      <h1 css={titleCss}>{title}</h1>
    </header>
  );
}
