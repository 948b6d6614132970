import type { ThemeMode } from "../../styles/theme";
import { useThemeMode } from "../../hooks/useThemeMode";
import { Icon, type IconName } from "../Icon";
import { iconButtonCss } from "../Button";

const NEXT: Record<ThemeMode, ThemeMode> = { light: "dark", dark: "system", system: "light" };
const ICON: Record<ThemeMode, IconName> = { light: "sun", dark: "moon", system: "monitor" };
const LABEL: Record<ThemeMode, string> = { light: "Light", dark: "Dark", system: "System" };


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
      css={iconButtonCss}
    >
      <Icon name={ICON[mode]} size={20} />
    </button>
  );
}
