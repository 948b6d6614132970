import { css } from "@emotion/react";
import { colors, radii } from "../../styles/theme";
import type { ThemeMode } from "../../styles/theme";
import { useThemeMode } from "../../hooks/useThemeMode";
import { Icon, type IconName } from "../Icon";

const NEXT: Record<ThemeMode, ThemeMode> = { light: "dark", dark: "system", system: "light" };
const ICON: Record<ThemeMode, IconName> = { light: "sun", dark: "moon", system: "monitor" };
const LABEL: Record<ThemeMode, string> = { light: "Light", dark: "Dark", system: "System" };

const toggleCss = css({
        display: "grid",
        placeItems: "center",
        width: 44,
        height: 44,
        border: `1px solid ${colors.border}`,
        borderRadius: radii.pill,
        background: "transparent",
        cursor: "pointer",
        "&:hover": { color: colors.accentText, background: colors.surfaceAlt },
      });

/** Cycles light → dark → system; the choice is remembered. */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  const next = NEXT[mode];
  return (
    <button
      type="button"
      onClick={() => setMode(next)}
      aria-label={`Theme: ${LABEL[mode]}. Switch to ${LABEL[next].toLowerCase()} theme`}
      title={`Theme: ${LABEL[mode]}`}
      data-mode={mode}
      css={toggleCss}
    >
      <Icon name={ICON[mode]} size={20} />
    </button>
  );
}
