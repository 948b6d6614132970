import type { ReactNode } from "react";

export type ToastVariant = "success" | "error" | "info" | "warning";

let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** Called by the Toaster once its provider is mounted. */
export function markToasterReady() {
  resolveReady();
}

/**
 * Shows a toast through notistack. Waits for the provider (mounted after hydration), so a
 * toast asked for early is shown late rather than lost.
 */
export async function toast(message: ReactNode, variant: ToastVariant = "info") {
  const [{ enqueueSnackbar }] = await Promise.all([import("notistack"), ready]);
  return enqueueSnackbar(message, { variant });
}
