import { css } from "@emotion/react";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { useUiCopy } from "../../hooks/useUiCopy";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Icon } from "../Icon";

export type IllustrativeKind = "testimonials" | "logos" | "media" | "photos" | "someTestimonials" | "someLogos";

export interface IllustrativeNoteProps {
  /** Which sample material the note stands beside (its words: content/ui.yaml `illustrative`). */
  kind: IllustrativeKind;
  className?: string;
}

const noteCss = css({
  display: "flex",
  width: "fit-content",
  maxWidth: "100%",
  gap: space.xs,
  alignItems: "flex-start",
  margin: `0 0 ${space.lg}`,
  padding: `${space.xs} ${space.sm}`,
  border: `1px dashed ${colors.accentText}`,
  borderRadius: radii.md,
  color: colors.text,
  fontSize: fontSizes.sm,
  lineHeight: 1.5,
  "& svg": { flexShrink: 0, marginTop: 2, color: colors.accentText },
});

/**
 * Says that what stands beside it is an example, while content/site.yaml has
 * `illustrative: true` (a production deploy refuses to run then); renders nothing once it is false.
 */
export function IllustrativeNote({ kind, className }: IllustrativeNoteProps) {
  const { illustrative } = useSiteMetadata();
  const { illustrative: words } = useUiCopy();
  if (!illustrative) return null;
  return (
    <p role="note" css={noteCss} className={className}>
      <Icon name="info" size={18} />
      <span>
        <strong>{words.label}</strong> {words[kind]}
      </span>
    </p>
  );
}

const markCss = css({
  display: "inline-block",
  padding: `0 ${space.xs}`,
  border: `1px dashed ${colors.accentText}`,
  borderRadius: radii.sm,
  color: colors.text,
  fontSize: fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.6,
});

/**
 * The mark on one sample among real entries ("Example"), which the note above them explains,
 * while content/site.yaml has `illustrative: true`; nothing once it is false.
 */
export function IllustrativeMark({ className }: { className?: string }) {
  const { illustrative } = useSiteMetadata();
  const { illustrative: words } = useUiCopy();
  if (!illustrative) return null;
  return (
    <span css={markCss} className={className}>
      {words.mark}
    </span>
  );
}

/**
 * The note for a section whose entries are samples (`samples` of `total`): none when none is,
 * the section's own when all are, and the one that explains the marks when some are.
 */
export function samplesNote(
  kind: "testimonials" | "logos",
  samples: number,
  total: number,
): { note: IllustrativeKind | null; mark: boolean } {
  if (samples === 0) return { note: null, mark: false };
  if (samples === total) return { note: kind, mark: false };
  return { note: kind === "testimonials" ? "someTestimonials" : "someLogos", mark: true };
}
