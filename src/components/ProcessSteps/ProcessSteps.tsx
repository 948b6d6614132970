import { useUiCopy } from "../../hooks/useUiCopy";
import { fillTokens } from "../../rules/tokens";
import { css } from "@emotion/react";
import { colors, displayType, fontSizes, radii, space } from "../../styles/theme";
// Content names the icon; the build checks the name (src/rules/icons.ts).
import { Icon, type IconName } from "../Icon";
import { surfaceCss } from "../../styles/surfaces";
import { balancedGridCss } from "../../styles/grid";

export interface ProcessStep {
  icon: string;
  title: string;
  description: string;
}

const listCss = css({
  counterReset: "step",
  display: "grid",
  gap: space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
const stepCss = css(surfaceCss, {
  position: "relative",
  padding: space.xl,
  "& h3": { fontSize: fontSizes.xl, margin: `${space.md} 0 ${space.xs}` },
  "& p": { margin: 0, color: colors.muted },
});
const headCss = css({ display: "flex", alignItems: "center", justifyContent: "space-between" });
const iconCss = css({
  display: "grid",
  placeItems: "center",
  width: 48,
  height: 48,
  borderRadius: radii.pill,
  border: `2px solid ${colors.accent}`,
  color: colors.accentText,
});
const numberCss = css({ ...displayType, fontSize: "3rem", lineHeight: 1, color: colors.muted });

/** The six-step process, numbered. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const { labels } = useUiCopy();
  return (
    <ol css={[listCss, balancedGridCss(steps.length)]}>
      {steps.map((step, index) => (
        <li key={step.title} css={stepCss}>
          <div css={headCss}>
            <span css={iconCss}>
              <Icon name={step.icon as IconName} />
            </span>
            <span css={numberCss} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <h3>
            <span className="visually-hidden">{fillTokens(labels.step, { number: String(index + 1) })} </span>
            {step.title}
          </h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
