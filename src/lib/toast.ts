import type { ReactNode } from "react";

export type ToastVariant = "success" | "error" | "info" | "warning";

let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

// Whether any toast has been asked for in this visit: the provider (notistack and its CSS
// engine) is loaded only then, so pages that never show a toast never download it.
let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isToasterWanted() {
  return wanted;
}

/** Called by the Toaster once its provider is mounted. */
export function markToasterReady() {
  resolveReady();
}

/**
 * Shows a toast through notistack. The first call loads the provider; a toast asked for
 * before it is ready is shown late rather than lost.
 */
export interface ToastOptions {
  /** A control shown in the toast, e.g. a retry button. */
  action?: ReactNode;
}

export async function toast(message: ReactNode, variant: ToastVariant = "info", options: ToastOptions = {}) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ enqueueSnackbar }] = await Promise.all([import("notistack"), ready]);
  return enqueueSnackbar(message, { variant, ...(options.action ? { action: options.action } : {}) });
}
