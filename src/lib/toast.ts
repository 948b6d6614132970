import type { ReactNode } from "react";
import { valueStore } from "./valueStore";

export type ToastVariant = "success" | "error" | "info" | "warning";

/** How long a toast stays (the spec's 4000 ms), and how many show at once. */
export const TOAST_DURATION = 4000;
export const TOASTS_AT_ONCE = 3;

/** Resolves true once the notistack provider is mounted, false if its code could not be loaded. */
let settleReady: (mounted: boolean) => void = () => undefined;
const ready = new Promise<boolean>((resolve) => {
  settleReady = resolve;
});

// Whether any toast has been asked for in this visit: the provider (notistack and its CSS
// engine) is loaded only then, so pages that never show a toast never download it.
export const toasterWanted = valueStore(false);

/** Called by the Toaster once its provider is mounted. */
export function markToasterReady() {
  settleReady(true);
}

/** Called when the Toaster's code could not be loaded (offline, or a deploy replaced it). */
export function markToasterFailed() {
  settleReady(false);
}

/** A toast shown without notistack, when its code could not be loaded (src/components/Toaster/PlainToasts). */
export interface PlainToast {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  action?: ReactNode;
}

export const plainToasts = valueStore<readonly PlainToast[]>([]);
let nextPlainId = 1;

/** Shows a toast with the page's own code, for TOAST_DURATION, at most TOASTS_AT_ONCE at a time. */
function showPlainToast(toastShown: Omit<PlainToast, "id">): number {
  const id = nextPlainId++;
  plainToasts.set([...plainToasts.get(), { ...toastShown, id }].slice(-TOASTS_AT_ONCE));
  window.setTimeout(() => plainToasts.set(plainToasts.get().filter((shown) => shown.id !== id)), TOAST_DURATION);
  return id;
}

export interface ToastOptions {
  /** A control shown in the toast, e.g. a retry button. */
  action?: ReactNode;
}

/**
 * Shows a toast through notistack. The first call loads the provider; a toast asked for
 * before it is ready is shown late rather than lost. When notistack's code cannot be loaded
 * (the connection lost since the page loaded), the toast is shown by PlainToasts instead, and
 * the failed load is caught here: left unhandled, Gatsby reloads the page on a failed chunk,
 * which would lose what the visitor typed.
 */

export async function toast(
  message: ReactNode,
  variant: ToastVariant = "info",
  options: ToastOptions = {},
): Promise<string | number> {
  if (!toasterWanted.get()) toasterWanted.set(true);
  try {
    const [{ enqueueSnackbar }, mounted] = await Promise.all([import("notistack"), ready]);
    if (mounted) return enqueueSnackbar(message, { variant, ...(options.action ? { action: options.action } : {}) });
  } catch {
    // notistack's code did not load: shown below.
  }
  return showPlainToast({ message, variant, action: options.action });
}
