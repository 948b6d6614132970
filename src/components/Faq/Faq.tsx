import { css } from "@emotion/react";
import type { FaqEntry } from "../../rules/services";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Icon } from "../Icon";
import { InlineWords, type SiteLink } from "../InlineText/InlineWords";

export interface FaqProps {
  entries: readonly FaqEntry[];
  /** What an answer's link to a page of the site is (see InlineWords). */
  link: SiteLink;
  /** content/ui.yaml labels.opensInNewTab, read after an answer's link to another site. */
  opensInNewTab: string;
}

const listCss = css({ display: "grid", gap: space.sm });
const itemCss = css({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  "&[open]": { borderColor: colors.accent },
});
const summaryCss = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space.md,
  minHeight: 56,
  padding: `${space.sm} ${space.lg}`,
  fontSize: fontSizes.md,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  "& svg": { flexShrink: 0, color: colors.accentText, transition: "transform 150ms ease" },
  "details[open] > & svg": { transform: "rotate(180deg)" },
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2, borderRadius: radii.md },
});
const answerCss = css({ margin: 0, padding: `0 ${space.lg} ${space.lg}`, color: colors.muted, maxWidth: "70ch" });

/**
 * Questions and answers as native disclosures: keyboard and screen-reader ready, and open without
 * JavaScript. An answer's `[words](address)` is a link and `*words*` emphasis.
 */
export function Faq({ entries, link, opensInNewTab }: FaqProps) {
  return (
    <div css={listCss}>
      {entries.map((entry) => (
        <details key={entry.question} css={itemCss}>
          <summary css={summaryCss}>
            {entry.question}
            <Icon name="chevronDown" size={20} />
          </summary>
          <p css={answerCss}>
            <InlineWords link={link} opensInNewTab={opensInNewTab}>
              {entry.answer}
            </InlineWords>
          </p>
        </details>
      ))}
    </div>
  );
}
