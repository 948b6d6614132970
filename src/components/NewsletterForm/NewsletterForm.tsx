import { useId } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Button } from "../Button";
import { Honeypot } from "../Honeypot";

export interface NewsletterFormProps {
  endpoint: string;
}

const formCss = css({ position: "relative" });
const labelCss = css({ display: "block", fontWeight: 600, marginBottom: space.xs });
const rowCss = css({ display: "flex", flexWrap: "wrap", gap: space.xs });
const inputCss = css({
            flex: "1 1 220px",
            minHeight: 48,
            padding: `0 ${space.md}`,
            border: `1px solid ${colors.border}`,
            borderRadius: radii.pill,
            background: colors.surface,
            color: colors.text,
            fontSize: fontSizes.md,
            "&::placeholder": { color: colors.muted, opacity: 1 },
          });

/** Footer sign-up: one required email field, posted natively to the newsletter provider. */
export function NewsletterForm({ endpoint }: NewsletterFormProps) {
  const inputId = useId();
  return (
    <form action={endpoint} method="POST" aria-label="Newsletter sign-up" css={formCss}>
      <label htmlFor={inputId} css={labelCss}>
        Email address
      </label>
      <div css={rowCss}>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          css={inputCss}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <Honeypot />
    </form>
  );
}
