/**
 * Sends a form to the provider (Formspree's AJAX protocol: JSON in, JSON out) and says what
 * happened, so each form can keep what the visitor typed on anything but a confirmed success.
 */

export const FORM_TIMEOUT_MS = 15000;

export type SubmitResult =
  | { kind: "ok" }
  /** The provider refused the fields (422): messages by field name, plus any form-wide one. */
  | { kind: "invalid"; fieldErrors: Record<string, string>; formError?: string }
  | { kind: "error"; status: number }
  | { kind: "network" }
  | { kind: "timeout" };

interface ProviderError {
  field?: string;
  code?: string;
  message?: string;
}

async function readErrors(response: Response): Promise<{ fieldErrors: Record<string, string>; formError?: string }> {
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  try {
    const body = (await response.json()) as { errors?: ProviderError[]; error?: string };
    for (const error of body.errors ?? []) {
      if (error.field && error.message) fieldErrors[error.field] ??= error.message;
      else if (error.message) formError ??= error.message;
    }
    formError ??= body.error;
  } catch {
    // A refusal without a readable body still counts as a refusal.
  }
  return { fieldErrors, formError };
}

export async function submitForm(
  endpoint: string,
  data: Record<string, unknown>,
  { timeoutMs = FORM_TIMEOUT_MS, fetchImpl = globalThis.fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(data),
      signal: controller.signal,
    });
    if (response.ok) return { kind: "ok" };
    if (response.status === 422 || response.status === 400) return { kind: "invalid", ...(await readErrors(response)) };
    return { kind: "error", status: response.status };
  } catch {
    return timedOut ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}
