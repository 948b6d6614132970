import { useEffect } from "react";
import { SnackbarProvider } from "notistack";
import { markToasterReady, TOAST_DURATION, TOASTS_AT_ONCE } from "../../lib/toast";

/** Toast defaults from the spec: 3 visible at most, 4000 ms, bottom-right. */
export const SNACKBAR_DEFAULTS = {
  maxSnack: TOASTS_AT_ONCE,
  autoHideDuration: TOAST_DURATION,
  anchorOrigin: { vertical: "bottom", horizontal: "right" },
} as const;

/** The notistack provider. Loaded after hydration, so it costs no time on the critical path. */
export default function Toaster() {
  useEffect(() => markToasterReady(), []);
  return <SnackbarProvider {...SNACKBAR_DEFAULTS} />;
}
