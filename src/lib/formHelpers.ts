import { HONEYPOT_FIELD } from "../rules/formRules";

/** True when the hidden honeypot field was filled in: a bot, so nothing is sent. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement && field.value.trim() !== "";
}

/** Moves focus to the first field named in `errors`, so the visitor lands on what to fix. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
