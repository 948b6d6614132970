import { css } from "@emotion/react";
import { formatDay, isIsoDay } from "../../rules/days";
import { colors, fontSizes, space } from "../../styles/theme";
import { Heading } from "../Heading";

export interface SourcesProps {
  /** Heading id, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro: string;
  changesTitle: string;
  sources: readonly { title: string; url: string }[];
  changes: readonly { date: string; note: string }[];
  /** Read by screen readers after each source's title (content/ui.yaml labels.opensInNewTab). */
  opensInNewTab: string;
}

const introCss = css({ color: colors.muted, maxWidth: "70ch", marginTop: `-${space.md}` });
const listCss = css({
  margin: `0 0 ${space.lg}`,
  paddingLeft: space.lg,
  fontSize: fontSizes.sm,
  color: colors.muted,
  "& li + li": { marginTop: space.xs },
  "& a": { color: colors.text, overflowWrap: "anywhere" },
});
const changesTitleCss = css({ fontSize: fontSizes.md, margin: `${space.lg} 0 ${space.sm}` });

/**
 * Where a page's facts come from, and what was corrected when, as the founder lists them. A page
 * with corrections but no sources is headed by the changes' title alone: the intro says the page
 * was checked against sources, which only a list of them bears out.
 */
export function Sources({ id, title, intro, changesTitle, sources, changes, opensInNewTab }: SourcesProps) {
  const hasSources = sources.length > 0;
  return (
    <>
      <Heading id={id} size="xl">
        {hasSources ? title : changesTitle}
      </Heading>
      {hasSources && (
        <>
          <p css={introCss}>{intro}</p>
          <ul css={listCss}>
            {sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                  <span className="visually-hidden"> {opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {changes.length > 0 && (
        <>
          {hasSources && <h3 css={changesTitleCss}>{changesTitle}</h3>}
          <ul css={listCss}>
            {changes.map((change) => (
              <li key={`${change.date} ${change.note}`}>
                {/* The build lets through only real days; the CMS's preview shows one being typed as it is. */}
                {isIsoDay(change.date) ? (
                  <time dateTime={change.date}>{formatDay(change.date)}</time>
                ) : (
                  change.date
                )}: {change.note}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
