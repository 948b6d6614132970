import { css } from "@emotion/react";
import { colors, displayType, fontSizes, mq, space } from "../../styles/theme";
import { bandCss, surfaceCss } from "../../styles/surfaces";

export interface PurposeContent {
  missionTitle: string;
  mission: string;
  visionTitle: string;
  vision: string;
  borderlessTitle: string;
  borderless: string;
}

const gridCss = css({ display: "grid", gap: space.lg, [mq.medium]: { gridTemplateColumns: "1fr 1fr" } });
const blockCss = css(surfaceCss, {
  padding: space.xl,
  "& h3": {
    ...displayType,
    fontWeight: 400,
    fontSize: fontSizes.xxl,
    letterSpacing: "0.04em",
    margin: `0 0 ${space.sm}`,
  },
  "& p": { margin: 0, color: colors.muted },
});
const featureCss = css(bandCss, {
  gridColumn: "1 / -1",
  borderColor: colors.bandBg,
  "& h3": { color: colors.bandAccent },
  "& p": { color: colors.bandText, fontSize: fontSizes.lg, maxWidth: "60ch" },
});

/** Mission, vision, and what a borderless entrepreneur is. */
export function Purpose({ content }: { content: PurposeContent }) {
  return (
    <div css={gridCss}>
      <div css={blockCss}>
        <h3>{content.missionTitle}</h3>
        <p>{content.mission}</p>
      </div>
      <div css={blockCss}>
        <h3>{content.visionTitle}</h3>
        <p>{content.vision}</p>
      </div>
      <div css={[blockCss, featureCss]}>
        <h3>{content.borderlessTitle}</h3>
        <p>{content.borderless}</p>
      </div>
    </div>
  );
}
