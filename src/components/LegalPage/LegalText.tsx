import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { PageHeader } from "../PageHeader";
import { Container } from "../Container";
import { Prose, type ProseProps } from "../Prose";
import { CurrentDate } from "../CurrentDate";
import { LABELS } from "../../rules/labels";
import { space } from "../../styles/theme";

const dateCss = css({ margin: 0 });
const bodyCss = css({ paddingBlock: space.xxl, "& > :first-child": { marginTop: 0 } });

/** The title, the 'Last updated' line, and the text: rendered HTML, or (in the CMS preview) the editor's own rendering of it. */
export type LegalTextProps = { title: string; updated: ReactNode } & ProseProps;

/** A legal page's header and text, as the page and the CMS preview show them. */
export function LegalText({ title, updated, ...text }: LegalTextProps) {
  return (
    <>
      <PageHeader narrow title={title} intro={<p css={dateCss}>{updated}</p>} />
      <Container narrow>
        <Prose css={bodyCss} {...text} />
      </Container>
    </>
  );
}

/** The Terms' line: "Last updated 27/11/2026", the date their file gives. */
export const lastUpdatedOn = (day: string) => `${LABELS.lastUpdated} ${day}`;

/** The Privacy Policy's line: "Last updated: " and the day it is read (SPEC.md); `fallback` until then. */
export function LastUpdatedToday({ fallback }: { fallback: string }) {
  return (
    <>
      {LABELS.lastUpdated}: <CurrentDate fallback={fallback} />
    </>
  );
}
