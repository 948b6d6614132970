import { useRef } from "react";
import { css } from "@emotion/react";
import { THEME_MODES, type ThemeMode } from "../../styles/theme";
import { nextThemeMode } from "../../styles/themeMode";
import { useDevicePrefersDark, useThemeMode } from "../../hooks/useThemeMode";
import { useControlTakeOver } from "../../hooks/useControlTakeOver";
import { Icon, type IconName } from "../Icon";
import { iconButtonCss } from "../Button";
import { useUiCopy } from "../../hooks/useUiCopy";
import { fillTokens } from "../../rules/tokens";

const ICON: Record<ThemeMode, IconName> = { light: "sun", dark: "moon", system: "monitor" };

// Every mode's icon is in the HTML and the mode on <html> (set by the head scripts before the
// first paint, and by React after) picks one: right from the first paint, and the head script
// that switches the mode before React runs changes no element React renders.
const iconCss = Object.fromEntries(
  THEME_MODES.map((mode) => [mode, css({ [`html:not([data-theme-mode='${mode}']) &`]: { display: "none" } })]),
) as Record<ThemeMode, ReturnType<typeof css>>;
// Without JavaScript no theme is chosen (and no icon shown): the button would be an empty circle.
const noScriptCss = css({ "@media (scripting: none)": { display: "none" } });

/**
 * Goes from the device's theme to the other, to the device's chosen for good, and back to the
 * device's (nextThemeMode); a light or dark choice is remembered. Works before hydration
 * (CONTROLS_SCRIPT), which names the button by the device's theme with data-label-<mode>-<theme>.
 */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  const dark = useDevicePrefersDark();
  const { labels } = useUiCopy();
  const ref = useRef<HTMLButtonElement>(null);
  useControlTakeOver(ref);
  const title = (m: ThemeMode) => fillTokens(labels.theme, { mode: labels.themeModes[m] });
  const label = (m: ThemeMode, dark: boolean) =>
    `${title(m)}. ${fillTokens(labels.themeSwitch, { mode: labels.themeModes[nextThemeMode(m, dark)].toLowerCase() })}`;
  // Each mode's label on a device in light and in dark, and its title, for the head script.
  const perMode = Object.fromEntries(
    THEME_MODES.flatMap((m) => [
      [`data-label-${m}-light`, label(m, false)],
      [`data-label-${m}-dark`, label(m, true)],
      [`data-title-${m}`, title(m)],
    ]),
  );
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => setMode(nextThemeMode(mode, dark))}
      aria-label={label(mode, dark)}
      title={title(mode)}
      data-mode={mode}
      data-action="theme"
      {...perMode}
      css={[iconButtonCss, noScriptCss]}
    >
      {THEME_MODES.map((m) => (
        <Icon key={m} name={ICON[m]} size={20} css={iconCss[m]} />
      ))}
    </button>
  );
}
