import { useId } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Button } from "../Button";
import { Honeypot } from "../Honeypot";

export interface NewsletterFormProps {
  endpoint: string;
}

/** Footer sign-up: one required email field, posted natively to the newsletter provider. */
export function NewsletterForm({ endpoint }: NewsletterFormProps) {
  const inputId = useId();
  return (
    <form action={endpoint} method="POST" aria-label="Newsletter sign-up" css={css({ position: "relative" })}>
      <label htmlFor={inputId} css={css({ display: "block", fontWeight: 600, marginBottom: space.xs })}>
        Email address
      </label>
      <div css={css({ display: "flex", flexWrap: "wrap", gap: space.xs })}>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          css={css({
            flex: "1 1 220px",
            minHeight: 48,
            padding: `0 ${space.md}`,
            border: `1px solid ${colors.border}`,
            borderRadius: radii.pill,
            background: colors.surface,
            color: colors.text,
            fontSize: fontSizes.md,
            "&::placeholder": { color: colors.muted, opacity: 1 },
          })}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <Honeypot />
    </form>
  );
}
