import { useEffect } from "react";
import { SnackbarProvider } from "notistack";
import { markToasterReady } from "../../lib/toast";

/** Toast defaults from the spec: 3 visible at most, 4000 ms, bottom-right. */
export const SNACKBAR_DEFAULTS = {
  maxSnack: 3,
  autoHideDuration: 4000,
  anchorOrigin: { vertical: "bottom", horizontal: "right" },
} as const;

/** The notistack provider. Loaded after hydration, so it costs no time on the critical path. */
export default function Toaster() {
  useEffect(() => markToasterReady(), []);
  return <SnackbarProvider {...SNACKBAR_DEFAULTS} />;
}
