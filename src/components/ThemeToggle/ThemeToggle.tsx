import type { ThemeMode } from "../../styles/theme";
import { useThemeMode } from "../../hooks/useThemeMode";
import { Icon, type IconName } from "../Icon";
import { iconButtonCss } from "../Button";
import { useUiCopy } from "../../hooks/useUiCopy";
import { fillTokens } from "../../rules/tokens";

const NEXT: Record<ThemeMode, ThemeMode> = { light: "dark", dark: "system", system: "light" };
const ICON: Record<ThemeMode, IconName> = { light: "sun", dark: "moon", system: "monitor" };

/** Cycles light → dark → system; the choice is remembered. */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  const next = NEXT[mode];
  const { labels } = useUiCopy();
  const current = fillTokens(labels.theme, { mode: labels.themeModes[mode] });
  const switchTo = fillTokens(labels.themeSwitch, { mode: labels.themeModes[next].toLowerCase() });
  return (
    <button
      type="button"
      onClick={() => setMode(next)}
      aria-label={`${current}. ${switchTo}`}
      title={current}
      data-mode={mode}
      css={iconButtonCss}
    >
      <Icon name={ICON[mode]} size={20} />
    </button>
  );
}
