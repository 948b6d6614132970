import { useRef, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { LABELS } from "../../rules/labels";
import { trimValues, validateFields } from "../../rules/formRules";
import { focusFirstError, honeypotFilled } from "../../lib/formHelpers";
import { submitForm } from "../../lib/submitForm";
import { useFormDraft } from "../../hooks/useFormDraft";
import { useTypedBeforeHydration } from "../../hooks/useTypedBeforeHydration";
import { toast } from "../../lib/toast";
import type { FormCopy } from "../../hooks/useFormCopy";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Button } from "../Button";
import { FormField } from "../FormField";
import { Honeypot } from "../Honeypot";

export interface ContactFormProps {
  endpoint: string;
  copy: FormCopy;
}

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };
const REQUIRED = ["name", "email", "subject", "message"] as const;

const formCss = css({ position: "relative", display: "grid", gap: space.lg });
const failedCss = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.sm,
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  border: `2px solid ${colors.accentText}`,
  borderRadius: radii.md,
  fontSize: fontSizes.sm,
  fontWeight: 600,
});
const retryCss = css({
  border: 0,
  padding: 0,
  background: "none",
  color: colors.accentText,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});
const toastRetryCss = css({
  border: "1px solid currentColor",
  borderRadius: radii.pill,
  padding: `${space.xxs} ${space.sm}`,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
});

const sameValues = (a: ContactValues, b: ContactValues) =>
  (Object.keys(a) as Array<keyof ContactValues>).every((key) => a[key] === b[key]);

/**
 * 'Get In Touch'. The spec's toast appears as soon as a valid message is submitted; the
 * fields are cleared only once the provider confirms, and any failure keeps every character
 * and offers to send again. What is typed stays while the visitor reads another page of the
 * site (useFormDraft). Without JavaScript the form posts natively to the provider.
 */
export function ContactForm({ endpoint, copy }: ContactFormProps) {
  const [values, setValues] = useFormDraft<ContactValues>("contact", EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, EMPTY_CONTACT, (typed) => setValues((current) => ({ ...current, ...typed })));
  const resend = () => formRef.current?.requestSubmit();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current || honeypotFilled(form)) return;
    const clean = trimValues(values);
    const problems = validateFields(clean, REQUIRED, { empty: copy.fieldEmpty, tooLong: copy.fieldTooLong });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError(form, problems);
      return;
    }
    setFailed(false);
    inFlight.current = true;
    setSending(true);
    void toast(
      <span>
        <strong>{LABELS.contact.sentTitle}</strong>
        <br />
        {LABELS.contact.sentText}
      </span>,
      "success",
    );
    const sent = values;
    const result = await submitForm(endpoint, { ...clean });
    inFlight.current = false;
    setSending(false);
    if (result.kind === "ok") {
      // Cleared as sent; a field the visitor changed while it was on its way (a PS) keeps the
      // whole form as it is now, to send again.
      setValues((current) => (sameValues(current, sent) ? EMPTY_CONTACT : current));
      return;
    }
    if (result.kind === "invalid") {
      setErrors(result.fieldErrors);
      focusFirstError(form, result.fieldErrors);
    }
    setFailed(true);
    void toast(copy.contact.notDelivered, "error", {
      action: (
        <button type="button" css={toastRetryCss} onClick={resend}>
          {copy.contact.retry}
        </button>
      ),
    });
  };

  const field = (name: keyof ContactValues) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <form
      ref={formRef}
      action={endpoint}
      method="POST"
      aria-busy={sending}
      onSubmit={(event) => void onSubmit(event)}
      css={formCss}
    >
      <FormField {...field("name")} label={LABELS.contact.name} autoComplete="name" />
      <FormField {...field("email")} label={LABELS.contact.email} type="email" autoComplete="email" />
      <FormField {...field("subject")} label={LABELS.contact.subject} placeholder={LABELS.contact.subjectPlaceholder} />
      <FormField {...field("message")} label={LABELS.contact.message} rows={5} />
      <Honeypot />
      {failed && (
        <p role="alert" css={failedCss}>
          {Object.keys(errors).length > 0 ? copy.contact.checkFields : copy.contact.notDelivered}
          <button type="button" css={retryCss} onClick={resend}>
            {copy.contact.retry}
          </button>
        </p>
      )}
      <div>
        <Button type="submit">{LABELS.contact.submit}</Button>
      </div>
    </form>
  );
}
