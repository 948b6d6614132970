import { useRef } from "react";
import { css } from "@emotion/react";
import { THEME_MODES, type ThemeMode } from "../../styles/theme";
import { useThemeMode } from "../../hooks/useThemeMode";
import { useControlTakeOver } from "../../hooks/useControlTakeOver";
import { Icon, type IconName } from "../Icon";
import { iconButtonCss } from "../Button";
import { useUiCopy } from "../../hooks/useUiCopy";
import { fillTokens } from "../../rules/tokens";

const NEXT: Record<ThemeMode, ThemeMode> = { light: "dark", dark: "system", system: "light" };
const ICON: Record<ThemeMode, IconName> = { light: "sun", dark: "moon", system: "monitor" };

// Every mode's icon is in the HTML and the mode on <html> (set by the head scripts before the
// first paint, and by React after) picks one: right from the first paint, and the head script
// that switches the mode before React runs changes no element React renders.
const iconCss = Object.fromEntries(
  THEME_MODES.map((mode) => [mode, css({ [`html:not([data-theme-mode='${mode}']) &`]: { display: "none" } })]),
) as Record<ThemeMode, ReturnType<typeof css>>;
// Without JavaScript no theme is chosen (and no icon shown): the button would be an empty circle.
const noScriptCss = css({ "@media (scripting: none)": { display: "none" } });

/** Cycles light → dark → system; the choice is remembered. Works before hydration (CONTROLS_SCRIPT). */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  const { labels } = useUiCopy();
  const ref = useRef<HTMLButtonElement>(null);
  useControlTakeOver(ref);
  const title = (m: ThemeMode) => fillTokens(labels.theme, { mode: labels.themeModes[m] });
  const label = (m: ThemeMode) =>
    `${title(m)}. ${fillTokens(labels.themeSwitch, { mode: labels.themeModes[NEXT[m]].toLowerCase() })}`;
  // Each mode's label and title, for the head script to switch to.
  const perMode = Object.fromEntries(
    THEME_MODES.flatMap((m) => [
      [`data-label-${m}`, label(m)],
      [`data-title-${m}`, title(m)],
    ]),
  );
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => setMode(NEXT[mode])}
      aria-label={label(mode)}
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
