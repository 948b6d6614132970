import { useSyncExternalStore } from "react";
import { css } from "@emotion/react";
import { space } from "../../styles/theme";
import { plainToasts, type PlainToast } from "../../lib/toast";

const none: readonly PlainToast[] = [];

// Where notistack puts its toasts (bottom right, stacked upwards), in its own classes, which
// src/styles/global.ts colours, so a toast looks the same whichever code shows it.
const stackCss = css({
  position: "fixed",
  right: space.md,
  bottom: space.md,
  left: space.md,
  zIndex: 1400,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: space.xs,
  pointerEvents: "none",
});
const toastCss = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.sm,
  maxWidth: "min(100%, 560px)",
  padding: `${space.sm} ${space.md}`,
  pointerEvents: "auto",
});

/**
 * The toasts shown when notistack's code could not be loaded (src/lib/toast.ts), in the page's
 * own bundle: what the visitor is told reaches them even with the connection lost.
 */
export function PlainToasts() {
  const toasts = useSyncExternalStore(plainToasts.subscribe, plainToasts.get, () => none);
  if (toasts.length === 0) return null;
  return (
    <div css={stackCss}>
      {toasts.map(({ id, message, variant, action }) => (
        <div
          key={id}
          role={variant === "error" || variant === "warning" ? "alert" : "status"}
          className={`notistack-MuiContent notistack-MuiContent-${variant}`}
          css={toastCss}
        >
          <span>{message}</span>
          {action}
        </div>
      ))}
    </div>
  );
}
