import { useId, useRef, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { trimValues, validateFields } from "../../rules/formRules";
import { useFormCopy } from "../../hooks/useFormCopy";
import { honeypotFilled } from "../../lib/formHelpers";
import { submitForm } from "../../lib/submitForm";
import { useFormDraft } from "../../hooks/useFormDraft";
import { useTypedBeforeHydration } from "../../hooks/useTypedBeforeHydration";
import { toast } from "../../lib/toast";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Button } from "../Button";
import { fieldErrorCss } from "../FormField";
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
const errorCss = css(fieldErrorCss, { marginTop: space.xs });

/**
 * Footer sign-up: one required email field. With JavaScript it is sent with fetch and a
 * toast says how it went (the address stays in the box on failure); without, it posts
 * natively to the newsletter provider.
 */
export function NewsletterForm({ endpoint }: NewsletterFormProps) {
  const copy = useFormCopy();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // The footer's box is on every page: an address typed on one is there on the next.
  const [email, setEmail] = useFormDraft("newsletter", "");
  const [error, setError] = useState<string>();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { email: "" }, (typed) => typed.email !== undefined && setEmail(typed.email));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || honeypotFilled(event.currentTarget)) return;
    const clean = trimValues({ email });
    const problems = validateFields(clean, ["email"], { empty: copy.fieldEmpty, tooLong: copy.fieldTooLong });
    setError(problems.email);
    if (problems.email) return;
    sending.current = true;
    setBusy(true);
    const sent = email;
    const result = await submitForm(endpoint, clean);
    sending.current = false;
    setBusy(false);
    if (result.kind === "ok") {
      // An address corrected while the first was on its way stays, to send.
      setEmail((current) => (current === sent ? "" : current));
      void toast(copy.newsletter.success, "success");
      return;
    }
    if (result.kind === "invalid" && result.fieldErrors.email) setError(result.fieldErrors.email);
    void toast(copy.newsletter.failed, "error");
  };

  return (
    <form
      ref={formRef}
      action={endpoint}
      method="POST"
      aria-label={copy.newsletter.formLabel}
      aria-busy={busy}
      css={formCss}
      onSubmit={(event) => void onSubmit(event)}
    >
      <label htmlFor={inputId} css={labelCss}>
        {copy.newsletter.label}
      </label>
      <div css={rowCss}>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={copy.newsletter.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={inputCss}
        />
        <Button type="submit">{copy.newsletter.submit}</Button>
      </div>
      {error && (
        <p id={errorId} css={errorCss}>
          {error}
        </p>
      )}
      <Honeypot />
    </form>
  );
}
