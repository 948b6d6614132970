import type { ChangeEvent, ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";

export interface FormFieldProps {
  /** Element id; the error message gets `${id}-error`. */
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** Renders a textarea with this many rows. */
  rows?: number;
  error?: string;
}

const fieldCss = css({ display: "grid", gap: space.xs });
const labelCss = css({ fontWeight: 600 });
export const inputCss = css({
  width: "100%",
  minHeight: 48,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  fontSize: fontSizes.md,
  "&::placeholder": { color: colors.muted, opacity: 1 },
  "&[aria-invalid='true']": { borderColor: colors.accentText, borderWidth: 2 },
});
const textareaCss = css(inputCss, { resize: "vertical", lineHeight: 1.5 });
export const fieldErrorCss = css({ margin: 0, color: colors.accentText, fontSize: fontSizes.sm, fontWeight: 600 });

/** A labelled input or textarea, with its error message tied to it for screen readers. */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  type = "text",
  required,
  autoComplete,
  placeholder,
  rows,
  error,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div css={fieldCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      {rows ? <textarea rows={rows} css={textareaCss} {...common} /> : <input type={type} css={inputCss} {...common} />}
      {error && (
        <p id={errorId} css={fieldErrorCss}>
          {error}
        </p>
      )}
    </div>
  );
}
