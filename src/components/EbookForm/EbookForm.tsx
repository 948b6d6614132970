import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { LABELS } from "../../rules/labels";
import { trimValues, validateFields } from "../../rules/formRules";
import { focusFirstError, honeypotFilled } from "../../lib/formHelpers";
import { submitForm } from "../../lib/submitForm";
import { useFormDraft } from "../../hooks/useFormDraft";
import { useTypedBeforeHydration } from "../../hooks/useTypedBeforeHydration";
import { toast } from "../../lib/toast";
import type { FormCopy } from "../../hooks/useFormCopy";
import { colors, fontSizes, space } from "../../styles/theme";
import { Button } from "../Button";
import { FormField, fieldErrorCss } from "../FormField";
import { Honeypot } from "../Honeypot";

export interface EbookFormProps {
  endpoint: string;
  /** Where the PDF is: a site path (downloaded under the spec's file name) or an https URL. */
  downloadUrl: string;
  copy: FormCopy;
}

export interface EbookValues {
  name: string;
  email: string;
  consent: boolean;
}

export const EBOOK_DEFAULTS: EbookValues = { name: "", email: "", consent: false };

const formCss = css({ position: "relative", display: "grid", gap: space.lg });
/** The consent box's size in px. */
const BOX = 22;
const consentCss = css({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: space.sm,
  alignItems: "start",
  fontSize: fontSizes.sm,
  cursor: "pointer",
  "& input": { width: BOX, height: BOX, margin: "0.1rem 0 0", accentColor: colors.accentText, cursor: "pointer" },
});
// Under the box, level with its words (past the box and the gap).
const consentErrorCss = css(fieldErrorCss, { marginTop: `-${space.sm}`, paddingLeft: `calc(${BOX}px + ${space.sm})` });
const privacyCss = css({ margin: 0, color: colors.muted, fontSize: fontSizes.sm });

/** Starts the download the way a link with `download` would. */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  if (/^https?:\/\//.test(url)) {
    link.target = "_blank";
    link.rel = "noopener noreferrer";
  } else {
    link.download = fileName;
  }
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** 'Get Your Free Ebook': consent first, then the request, then the download. */
export function EbookForm({ endpoint, downloadUrl, copy }: EbookFormProps) {
  const [values, setValues] = useFormDraft<EbookValues>("ebook", EBOOK_DEFAULTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Without JavaScript the browser itself asks for consent (the form posts natively); with
  // it, the spec's toast does.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const sending = useRef(false);
  const consentId = useId();
  const consentErrorId = `${consentId}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, EBOOK_DEFAULTS, (typed) => setValues((current) => ({ ...current, ...typed })));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending.current || honeypotFilled(form)) return;
    if (!values.consent) {
      void toast(LABELS.ebook.consentRequired, "error");
      // The toast leaves after 4 s; the box keeps saying it, and takes the focus.
      const problems = { consent: LABELS.ebook.consentRequired };
      setErrors(problems);
      focusFirstError(form, problems);
      return;
    }
    const clean = trimValues(values);
    const problems = validateFields(clean, ["email"], { empty: copy.fieldEmpty, tooLong: copy.fieldTooLong });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstError(form, problems);
      return;
    }
    sending.current = true;
    setBusy(true);
    const result = await submitForm(endpoint, { name: clean.name, email: clean.email, consent: clean.consent });
    sending.current = false;
    setBusy(false);
    if (result.kind === "ok") {
      void toast(LABELS.ebook.success, "success");
      setValues(EBOOK_DEFAULTS);
      startDownload(downloadUrl, LABELS.ebook.fileName);
      return;
    }
    if (result.kind === "invalid") {
      setErrors(result.fieldErrors);
      focusFirstError(form, result.fieldErrors);
    }
    const network = result.kind === "network" || result.kind === "timeout";
    void toast(network ? LABELS.ebook.network : LABELS.ebook.failed, "error");
  };

  return (
    <form ref={formRef} action={endpoint} method="POST" onSubmit={(event) => void onSubmit(event)} css={formCss}>
      <FormField
        id="ebook-name"
        name="name"
        label={LABELS.ebook.name}
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(name) => setValues((current) => ({ ...current, name }))}
      />
      <FormField
        id="ebook-email"
        name="email"
        type="email"
        required
        label={LABELS.ebook.email}
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
      />
      <label css={consentCss}>
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          value="true"
          required={!scripted}
          checked={values.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? consentErrorId : undefined}
          onChange={(event) => {
            const consent = event.target.checked;
            setValues((current) => ({ ...current, consent }));
            if (consent) setErrors(({ consent: _given, ...others }) => others);
          }}
        />
        <span>{LABELS.ebook.consent}</span>
      </label>
      {errors.consent && (
        <p id={consentErrorId} css={consentErrorCss}>
          {errors.consent}
        </p>
      )}
      <Honeypot />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? LABELS.sending : LABELS.ebook.submit}
        </Button>
      </div>
      <p css={privacyCss}>{LABELS.ebook.privacy}</p>
    </form>
  );
}
